/** AirCargo's reward for its search bots (`search-reward.ts`): a logistic of the score around the Win band. */
import { describe, expect, test } from 'vitest';
import type { Standings } from '../../../../src/core/types.js';
import {
  AIRCARGO_PLAYOUT_SCALE,
  aircargo,
  aircargoV1,
  aircargoV2,
  CONTENT_V3,
} from '../../../../src/games/aircargo/index.js';
import { aircargoReward, SCORE_SCALE } from '../../../../src/games/aircargo/search-reward.js';

const solo = (score: number, seat = 1): Standings => ({ lowerIsBetter: false, players: [{ seat, rank: 1, score }] });
const reward = aircargoReward(CONTENT_V3);
const of = (score: number): number => reward(solo(score))[0]!;

describe('aircargoReward', () => {
  test('one half at the Win band, about three quarters a scale above it, a quarter below', () => {
    expect(CONTENT_V3.thresholds.win).toBe(40);
    expect(of(40)).toBeCloseTo(0.5, 10);
    expect(of(40 + SCORE_SCALE)).toBeCloseTo(1 / (1 + Math.exp(-1)), 10);
    expect(of(40 - SCORE_SCALE)).toBeCloseTo(1 / (1 + Math.exp(1)), 10);
    expect(of(45)).toBeCloseTo(1 / (1 + Math.exp(-5 / SCORE_SCALE)), 10);
  });

  test('a crash (score 0) is worth almost nothing; more points always more, but little past 50', () => {
    expect(of(0)).toBeLessThan(0.001);
    expect(of(0)).toBeGreaterThan(0);
    for (let s = 0; s < 60; s++) expect(of(s + 1)).toBeGreaterThan(of(s));
    expect(of(60) - of(50)).toBeLessThan(0.1);
    expect(of(41) - of(40)).toBeGreaterThan(0.05);
  });

  test('the scale may be given; a wider one flattens the step', () => {
    expect(aircargoReward(CONTENT_V3, 9)(solo(49))[0]).toBeCloseTo(1 / (1 + Math.exp(-1)), 10);
  });

  test('indexed by seat', () => {
    expect(reward(solo(40, 2))).toEqual([0, 0.5]);
  });

  test("v3's search bots, judged by this reward, answer with a legal move, the same one each time", () => {
    expect(aircargo.version).toBe(3);
    const state = aircargo.setup({ players: [{ name: 'P' }], options: {} });
    const legal = aircargo.legalMoves(state, 1);
    const bot = aircargo.bots!.find((b) => b.id === 'search-1')!;
    const input = { seat: 1, state, view: aircargo.view(state, 1), legalMoves: legal, random: () => 0.25 };
    const move = bot.choose(input);
    expect(legal).toContainEqual(move);
    expect(bot.choose(input)).toEqual(move);
  });
});

describe("v3's search budget", () => {
  const titles = (game: typeof aircargo) => game.bots!.filter((b) => b.searches).map((b) => b.title);

  test('three times the shared levels’ imagined games, and the titles players see say so', () => {
    expect(AIRCARGO_PLAYOUT_SCALE).toBe(3);
    expect(titles(aircargo)).toEqual([
      'Search 1: 48 imagined games a move',
      'Search 2: 144 imagined games a move',
      'Search 3: 384 imagined games a move',
    ]);
  });

  test('earlier releases keep the shared budgets: only v3 opts in', () => {
    for (const game of [aircargoV1, aircargoV2])
      expect(titles(game)).toEqual([
        'Search 1: 16 imagined games a move',
        'Search 2: 48 imagined games a move',
        'Search 3: 128 imagined games a move',
      ]);
  });
});
