/**
 * A game's own reward and rank of root moves for its search bots (`SearchOptions.reward`,
 * `.rank`), and the margin reward Goldmine Rumbles opts into.
 */
import { describe, expect, test } from 'vitest';
import { mulberry32 } from '../../../../src/core/playout.js';
import { seesEverything } from '../../../../src/core/search/determinize.js';
import { marginReward } from '../../../../src/core/search/margin-reward.js';
import { placeReward, type Reward } from '../../../../src/core/search/rewards.js';
import { searchMove } from '../../../../src/core/search/ismcts.js';
import { scaledLevel, SEARCH_LEVELS, withSearchBots } from '../../../../src/core/search/search-bots.js';
import { botPolicy } from '../../../../src/core/search/simulate.js';
import type { Standings } from '../../../../src/core/types.js';
import { circuitRacer, type CircuitRacerState } from '../../../../src/games/circuit-racer/index.js';
import { started } from './started-game.js';

const four = (scores: readonly number[], lowerIsBetter = false): Standings => ({
  lowerIsBetter,
  players: scores.map((score, i) => ({
    seat: i + 1,
    score,
    rank: 1 + scores.filter((s) => (lowerIsBetter ? s < score : s > score)).length,
  })),
});

describe('the margin reward', () => {
  const reward = marginReward(5);

  test('the logistic of the margin over the best other seat: a tie one half, a win by the scale about 0.73', () => {
    const [a, b, c, d] = reward(four([40, 35, 30, 40]));
    expect(a).toBeCloseTo(0.5, 10);
    expect(d).toBeCloseTo(0.5, 10);
    expect(b).toBeCloseTo(1 / (1 + Math.exp(1)), 10);
    expect(c).toBeCloseTo(1 / (1 + Math.exp(2)), 10);
    expect(reward(four([45, 40, 10, 0]))[0]).toBeCloseTo(1 / (1 + Math.exp(-1)), 10);
  });

  test('a near miss is worth more than a wide loss, and both less than any win', () => {
    const near = reward(four([39, 40, 0, 0]))[0]!;
    const wide = reward(four([20, 40, 0, 0]))[0]!;
    const win = reward(four([41, 40, 0, 0]))[0]!;
    expect(wide).toBeLessThan(near);
    expect(near).toBeLessThan(0.5);
    expect(win).toBeGreaterThan(0.5);
  });

  test('lower-is-better scores count the margin the other way', () => {
    const [low, high] = reward(four([10, 15], true));
    expect(low).toBeCloseTo(1 / (1 + Math.exp(-1)), 10);
    expect(high).toBeCloseTo(1 / (1 + Math.exp(1)), 10);
  });

  test('a lone seat gets its score, as the place reward gives it', () => {
    expect(reward(four([312]))).toEqual([312]);
    expect(reward(four([17], true))).toEqual([-17]);
    expect(placeReward(four([17], true))).toEqual([-17]);
  });

  test('indexed by seat, whatever order the standings list them in', () => {
    const s = four([30, 40, 20, 10]);
    const reordered: Standings = { ...s, players: [...s.players].reverse() };
    expect(reward(reordered)).toEqual(reward(s));
  });
});

describe('a game’s own reward', () => {
  const def = circuitRacer.bots!.find((b) => b.id === 'default')!;
  const state = started();
  const legalMoves = circuitRacer.legalMoves(state, 1);
  const choose = (bots: ReturnType<typeof withSearchBots>) =>
    bots[1]!.choose({ seat: 1, view: circuitRacer.view(state, 1), legalMoves, random: mulberry32(3), state });

  test('every imagined game’s end is judged by the game’s reward', () => {
    const judged: Standings[] = [];
    const reward: Reward = (s) => (judged.push(s), placeReward(s));
    const bots = withSearchBots(circuitRacer, [def], seesEverything, { reward });
    const plain = withSearchBots(circuitRacer, [def], seesEverything);
    // The same moves as with the place reward it passes on, and one judgement per playout played.
    expect(choose(bots)).toEqual(choose(plain));
    expect(judged.length).toBeGreaterThan(1);
    expect(judged.every((s) => s.players.length === 1)).toBe(true);
  });
});

describe('a game’s rank of the root moves', () => {
  const def = circuitRacer.bots!.find((b) => b.id === 'default')!;
  const state = started();
  const legalMoves = circuitRacer.legalMoves(state, 1);
  const policy = botPolicy(circuitRacer, def);
  const prior = policy(state, 1, legalMoves, mulberry32(0));
  const key = (m: unknown) => JSON.stringify(m);
  const others = legalMoves.filter((m) => key(m) !== key(prior));
  /** The root moves a search of two candidates played (the game records each move made on the real state). */
  const searched = (seed: number, rank?: (m: unknown) => number): Set<string> => {
    const played = new Set<string>();
    const game = {
      ...circuitRacer,
      evolve: (s: unknown, e: Parameters<typeof circuitRacer.evolve>[1]) => {
        if (s === state && e.type === 'MoveMade') played.add(key(e.move));
        return circuitRacer.evolve(s as CircuitRacerState, e);
      },
    } as typeof circuitRacer;
    searchMove(
      {
        game,
        state,
        seat: 1,
        legalMoves,
        determinize: seesEverything,
        policy,
        prior,
        random: mulberry32(seed),
        ...(rank ? { rank } : {}),
      },
      { playouts: 8, exploration: 0.7, perCandidate: 4, selection: 0.5, confidence: 1 },
    );
    return played;
  };

  test('the one challenger is drawn from the lowest rank; unranked, from any move', () => {
    expect(others.length).toBeGreaterThan(2);
    const target = key(others[others.length - 1]);
    const rank = (m: unknown) => (key(m) === target ? 0 : 1);
    const seeds = [1, 2, 3, 4, 5, 6];
    for (const seed of seeds) expect(searched(seed, rank)).toEqual(new Set([key(prior), target]));
    const unranked = new Set(seeds.flatMap((seed) => [...searched(seed)]));
    expect(unranked.size).toBeGreaterThan(2);
  });
});

describe('a game’s playout scale', () => {
  const def = circuitRacer.bots!.find((b) => b.id === 'default')!;
  const state = started();
  const legalMoves = circuitRacer.legalMoves(state, 1);
  /** The imagined games `search-1` judged for one decision, built with `options`. */
  const judgedWith = (options: Parameters<typeof withSearchBots>[3] = {}): number => {
    let judged = 0;
    const reward: Reward = (s) => (judged++, placeReward(s));
    const bots = withSearchBots(circuitRacer, [def], seesEverything, { ...options, reward });
    bots[1]!.choose({ seat: 1, view: circuitRacer.view(state, 1), legalMoves, random: mulberry32(3), state });
    return judged;
  };

  test('multiplies every level’s playouts, and the titles say so', () => {
    const plain = withSearchBots(circuitRacer, [def], seesEverything);
    const scaled = withSearchBots(circuitRacer, [def], seesEverything, { playoutScale: 2.5 });
    expect(scaled.map((b) => b.id)).toEqual(plain.map((b) => b.id));
    expect(plain.slice(1).map((b) => b.title)).toEqual(
      SEARCH_LEVELS.map((l) => `Search ${l.id.slice(-1)}: ${l.budget.playouts} imagined games a move`),
    );
    expect(scaled.slice(1).map((b) => b.title)).toEqual([
      'Search 1: 40 imagined games a move',
      'Search 2: 120 imagined games a move',
      'Search 3: 320 imagined games a move',
    ]);
  });

  test('reaches the search: a scale of 3 judges about three times the imagined games', () => {
    const once = judgedWith();
    const thrice = judgedWith({ playoutScale: 3 });
    expect(once).toBeGreaterThan(8);
    expect(once).toBeLessThanOrEqual(16);
    expect(thrice).toBeGreaterThan(2 * once);
    expect(thrice).toBeLessThanOrEqual(48);
    expect(judgedWith({ playoutScale: 1 })).toBe(once);
  });

  test('scales only the playouts, rounding, never below one; refuses a scale that is not a positive number', () => {
    const level = SEARCH_LEVELS[0]!;
    expect(scaledLevel(level, 1)).toBe(level);
    expect(scaledLevel(level, 1.5)).toEqual({ ...level, budget: { ...level.budget, playouts: 24 } });
    expect(scaledLevel(level, 1.03).budget.playouts).toBe(16);
    expect(scaledLevel(level, 1.04).budget.playouts).toBe(17);
    expect(scaledLevel(level, 0.001).budget.playouts).toBe(1);
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => scaledLevel(level, bad)).toThrow(/positive number/);
  });
});
