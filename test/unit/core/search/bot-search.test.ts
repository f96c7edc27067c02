/**
 * The search bot's core (src/core/search): imagined dice keyed by label, rewards, the redeal that
 * erases what a seat cannot see, and the search itself (seeded, legal, its budget counted).
 */
import { describe, expect, test } from 'vitest';
import { searches } from '../../../../src/core/bots.js';
import { mulberry32 } from '../../../../src/core/playout.js';
import { redealt, seesEverything, shuffled, type Determinizer } from '../../../../src/core/search/determinize.js';
import { searchMove } from '../../../../src/core/search/ismcts.js';
import { rewards } from '../../../../src/core/search/rewards.js';
import { searchBot, SEARCH_LEVELS, withSearchBots } from '../../../../src/core/search/search-bots.js';
import { simulatedRandom } from '../../../../src/core/search/sim-random.js';
import { botPolicy } from '../../../../src/core/search/simulate.js';
import { circuitRacer } from '../../../../src/games/circuit-racer/index.js';
import { started } from './started-game.js';
import { rulebook } from '../../../../src/games/index.js';

const values = <T>(r: { ok: true; value: T } | { ok: false }): T => {
  if (!r.ok) throw new Error('refused');
  return r.value;
};

describe('imagined dice', () => {
  test('depend only on the seed and the label, like the real keyed dice', () => {
    const a = simulatedRandom(7);
    const b = simulatedRandom(7);
    expect(values(a.roll('turn1', 6, 6))).toEqual(values(b.roll('turn1', 6, 6)));
    // Asking for other labels in between changes nothing.
    values(b.roll('other', 3, 6));
    expect(values(a.roll('turn2', 6, 6))).toEqual(values(b.roll('turn2', 6, 6)));
    expect(values(a.roll('turn1', 20, 6))).not.toEqual(values(simulatedRandom(8).roll('turn1', 20, 6)));
  });

  test('roll faces 1..sides and shuffle permutations', () => {
    const dice = simulatedRandom(3);
    const rolled = values(dice.roll('x', 500, 6));
    expect(Math.min(...rolled)).toBe(1);
    expect(Math.max(...rolled)).toBe(6);
    expect([...values(dice.shuffle('deck', 20))].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
  });
});

describe('rewards', () => {
  test('with others: the place, 1 first to 0 last, shared places alike', () => {
    const standings = {
      lowerIsBetter: false,
      players: [
        { seat: 1, rank: 2, score: 5 },
        { seat: 2, rank: 1, score: 9 },
        { seat: 3, rank: 3, score: 1 },
      ],
    };
    expect(rewards(standings, 3)).toEqual([0.5, 1, 0]);
    expect(
      rewards(
        {
          lowerIsBetter: false,
          players: [
            { seat: 1, rank: 1, score: 4 },
            { seat: 2, rank: 1, score: 4 },
          ],
        },
        2,
      ),
    ).toEqual([1, 1]);
  });

  test('alone: the score, negated when lower is better', () => {
    expect(rewards({ lowerIsBetter: true, players: [{ seat: 1, rank: 1, score: 17 }] }, 1)).toEqual([-17]);
    expect(rewards({ lowerIsBetter: false, players: [{ seat: 1, rank: 1, score: 312 }] }, 1)).toEqual([312]);
  });
});

describe('redeals', () => {
  test('keep nothing of the hidden order: any order of the same items gives the same deal', () => {
    const items = ['7H1', 'AS2', '3C1', '10D2', '3C2'];
    const deal = redealt(items, mulberry32(11));
    expect(redealt([...items].reverse(), mulberry32(11))).toEqual(deal);
    expect([...deal].sort()).toEqual([...items].sort());
    expect(redealt(items, mulberry32(12))).not.toEqual(deal);
  });

  test('shuffled leaves its input alone', () => {
    const items = [1, 2, 3, 4];
    shuffled(items, mulberry32(1));
    expect(items).toEqual([1, 2, 3, 4]);
  });
});

describe('the search', () => {
  const def = circuitRacer.bots!.find((b) => b.id === 'default')!;
  const policy = botPolicy(circuitRacer, def);
  const state = started();
  const legalMoves = circuitRacer.legalMoves(state, 1);
  const input = (seed: number) => ({
    game: circuitRacer,
    state,
    seat: 1,
    legalMoves,
    determinize: seesEverything,
    policy,
    prior: policy(state, 1, legalMoves, mulberry32(0)),
    random: mulberry32(seed),
  });
  /** `seesEverything`, counting the guesses it deals (one per candidate at each guess). */
  const counted = () => {
    const dealt = { guesses: 0 };
    const determinize: Determinizer = (state) => (dealt.guesses++, seesEverything(state));
    return { dealt, determinize };
  };
  const budget = { playouts: 24, exploration: 0.7, perCandidate: 4, selection: 0.5, confidence: 2 };

  test('answers one of the legal moves, the same one for the same seed', () => {
    const move = searchMove(input(5), budget);
    expect(legalMoves).toContainEqual(move);
    expect(searchMove(input(5), budget)).toEqual(move);
  });

  test('spends its whole counted budget: two candidates, 12 guesses, each played for both', () => {
    // One challenger, so no halving: the verdict gets all 24 playouts, two per guess.
    const twoCandidates = { playouts: 24, exploration: 0.7, perCandidate: 12, selection: 0.5, confidence: 2 };
    const { dealt, determinize } = counted();
    searchMove({ ...input(5), determinize }, twoCandidates);
    expect(dealt.guesses).toBe(24);
  });

  test('a single legal move is answered without searching', () => {
    const { dealt, determinize } = counted();
    expect(searchMove({ ...input(1), determinize, legalMoves: [legalMoves[0]] }, budget)).toEqual(legalMoves[0]);
    expect(dealt.guesses).toBe(0);
  });
});

describe('the levels', () => {
  test('every game seats default and search-1..3, more playouts at each level, only the search levels marked as searching', () => {
    for (const game of rulebook.games) {
      expect(game.bots!.map((b) => b.id)).toEqual(['default', 'search-1', 'search-2', 'search-3']);
      expect(game.bots!.map((b) => searches(b))).toEqual([false, true, true, true]);
    }
    const playouts = SEARCH_LEVELS.map((l) => l.budget.playouts);
    expect([...playouts].sort((a, b) => a - b)).toEqual(playouts);
    expect(new Set(playouts).size).toBe(playouts.length);
  });

  test('a search bot draws its numbers from the input’s stream: same stream, same move', () => {
    const bot = searchBot(
      circuitRacer,
      { prior: circuitRacer.bots![0]!, rollout: circuitRacer.bots![0]! },
      seesEverything,
      {
        id: 'search-t',
        budget: { playouts: 12, exploration: 0.7, perCandidate: 3, selection: 0.5, confidence: 2 },
      },
    );
    const state = started();
    const legalMoves = circuitRacer.legalMoves(state, 1);
    const choose = (seed: number) =>
      bot.choose({ seat: 1, view: circuitRacer.view(state, 1), legalMoves, random: mulberry32(seed), state });
    expect(choose(9)).toEqual(choose(9));
  });
  test('a game may play its imagined games with its own rollout bot; default still names the move searched first', () => {
    type Input = Parameters<NonNullable<typeof circuitRacer.bots>[number]['choose']>[0];
    const def = circuitRacer.bots!.find((b) => b.id === 'default')!;
    const asked = { rollout: [] as unknown[], prior: [] as unknown[] };
    const rollout = { ...def, id: 'cheap', choose: (i: Input) => (asked.rollout.push(i.state), def.choose(i)) };
    const prior = { ...def, choose: (i: Input) => (asked.prior.push(i.state), def.choose(i)) };
    const bots = withSearchBots(circuitRacer, [prior], seesEverything, { rollout });
    expect(bots.map((b) => b.id)).toEqual(['default', 'search-1', 'search-2', 'search-3']);
    const state = started();
    const legalMoves = circuitRacer.legalMoves(state, 1);
    bots[1]!.choose({ seat: 1, view: circuitRacer.view(state, 1), legalMoves, random: mulberry32(3), state });
    // The real state goes to default once, for the first move searched; the rollout sees only imagined states.
    expect(asked.prior).toEqual([state]);
    expect(asked.rollout.length).toBeGreaterThan(1);
    expect(asked.rollout).not.toContain(state);
  });
});
