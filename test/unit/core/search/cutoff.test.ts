/**
 * Imagined games cut short (cutoff.ts): a solo toy game of `turns` picks, each adding `worth(pick)`
 * to the score. Played out, a game's reward is its score; with a cutoff the policy plays exactly
 * `moves` more moves and the game's estimate scores the position, unless the game ends first. The
 * search reads the estimate in place of whole games.
 */
import { describe, expect, test } from 'vitest';
import { mulberry32 } from '../../../../src/core/playout.js';
import { finish, type Cutoff } from '../../../../src/core/search/cutoff.js';
import { seesEverything } from '../../../../src/core/search/determinize.js';
import { placeReward } from '../../../../src/core/search/rewards.js';
import { searchMove } from '../../../../src/core/search/ismcts.js';
import { withSearchBots } from '../../../../src/core/search/search-bots.js';
import { simulatedRandom } from '../../../../src/core/search/sim-random.js';
import type { Policy } from '../../../../src/core/search/simulate.js';
import type { AnyGame, BotDefinition, GameEvent, Pending } from '../../../../src/core/types.js';

interface Toy {
  readonly turn: number;
  readonly score: number;
}

function toyGame(turns: number, picks: number, worth: (pick: number) => number): AnyGame {
  const pending = (s: Toy): Pending =>
    s.turn === turns
      ? { kind: 'over', standings: { lowerIsBetter: false, players: [{ seat: 1, rank: 1, score: s.score }] } }
      : { kind: 'choice', players: [1] };
  const evolve = (s: Toy, e: GameEvent<number>): Toy =>
    e.type === 'MoveMade' ? { turn: s.turn + 1, score: s.score + worth(e.move) } : s;
  return {
    id: 'toy',
    pending,
    evolve,
    legalMoves: () => Array.from({ length: picks }, (_, i) => i),
  } as unknown as AnyGame;
}

const start: Toy = { turn: 0, score: 0 };
const pickOne: Policy = () => 1;
const dice = simulatedRandom(1);

/** An estimate that records the states it scored: the score so far, and ten times the turn as a second seat's value. */
function recording(moves: number): Cutoff & { seen: Toy[] } {
  const seen: Toy[] = [];
  return { moves, seen, evaluate: (s) => (seen.push(s as Toy), [(s as Toy).score, 10 * (s as Toy).turn]) };
}

describe('finish', () => {
  const game = toyGame(10, 3, (p) => p * 2);

  test('without a cutoff plays the game to its end: the reward is the final score', () => {
    expect(finish(game, start, pickOne, dice, mulberry32(1), { reward: placeReward, cutoff: undefined })).toEqual([20]);
  });

  test('with a cutoff plays exactly its moves, then returns the estimate of that position', () => {
    const cutoff = recording(4);
    expect(finish(game, { turn: 3, score: 1 }, pickOne, dice, mulberry32(1), { reward: placeReward, cutoff })).toEqual([
      9, 70,
    ]);
    expect(cutoff.seen).toEqual([{ turn: 7, score: 9 }]);
  });

  test('a cutoff of no moves scores the position it is given', () => {
    const cutoff = recording(0);
    expect(finish(game, { turn: 2, score: 5 }, pickOne, dice, mulberry32(1), { reward: placeReward, cutoff })).toEqual([
      5, 20,
    ]);
  });

  test('a game that ends before the cutoff is scored by its standings, not the estimate', () => {
    const cutoff = recording(5);
    expect(finish(game, { turn: 8, score: 0 }, pickOne, dice, mulberry32(1), { reward: placeReward, cutoff })).toEqual([
      4,
    ]);
    expect(cutoff.seen).toEqual([]);
  });
});

describe('a search with a cutoff', () => {
  // A long game whose one good pick (5) is worth 3 a turn; the estimate is the score so far.
  const game = toyGame(1_000, 8, (p) => (p === 5 ? 3 : 0));
  const search = (cutoff: Cutoff | undefined, seed: number) =>
    searchMove(
      {
        game,
        state: start,
        seat: 1,
        legalMoves: game.legalMoves(start, 1),
        determinize: seesEverything,
        policy: () => 0,
        prior: 0,
        random: mulberry32(seed),
        ...(cutoff ? { cutoff } : {}),
      },
      { playouts: 64, exploration: 0.7, perCandidate: 8, selection: 0.5, confidence: 1 },
    );

  test('scores its imagined games by the estimate, each a few moves past the searched line', () => {
    const cutoff = recording(3);
    for (const seed of [1, 2, 3]) expect(search(cutoff, seed)).toBe(5);
    expect(cutoff.seen.length).toBeGreaterThan(64);
    // The root move, the tree's moves below it (never more than a few at this budget) and the 3 cut-off moves.
    for (const s of cutoff.seen) expect(s.turn).toBeGreaterThanOrEqual(4);
    expect(Math.max(...cutoff.seen.map((s) => s.turn))).toBeLessThan(20);
  });

  test('an estimate that cannot tell the moves apart leaves the policy’s move', () => {
    const flat: Cutoff = { moves: 3, evaluate: () => [0.5] };
    for (const seed of [1, 2, 3]) expect(search(flat, seed)).toBe(0);
  });
});

test('a game’s search bots take its cutoff from withSearchBots’ options, and play out whole games without one', () => {
  const game = toyGame(50, 8, (p) => (p === 5 ? 3 : 0));
  const pickZero: BotDefinition = { id: 'default', title: 'zero', choose: () => 0 };
  const cutoff = recording(2);
  const choose = (bots: readonly BotDefinition[]) =>
    bots
      .find((b) => b.id === 'search-3')!
      .choose({ seat: 1, view: null, legalMoves: game.legalMoves(start, 1), random: mulberry32(9), state: start });
  expect(choose(withSearchBots(game, [pickZero], seesEverything, { cutoff }))).toBe(5);
  expect(cutoff.seen.length).toBeGreaterThan(100);
  // Every imagined game stopped within a few moves of the root: none reached the end at turn 50.
  expect(Math.max(...cutoff.seen.map((s) => s.turn))).toBeLessThan(20);
  const before = cutoff.seen.length;
  expect(choose(withSearchBots(game, [pickZero], seesEverything))).toBe(5);
  expect(cutoff.seen.length).toBe(before);
});
