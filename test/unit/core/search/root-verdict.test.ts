/**
 * The search's root on a toy solo game whose move values are known: three turns, each a pick of
 * 0..`picks - 1` and then a die; the score is the dice plus `worth(pick)` per turn. The policy always
 * picks 0. Where another pick is worth more the search must find it; where every pick is worth the
 * same (the dice decide everything) it must keep the policy's move; and it spends its budget once.
 */
import { describe, expect, test } from 'vitest';
import { mulberry32 } from '../../../../src/core/playout.js';
import { seesEverything } from '../../../../src/core/search/determinize.js';
import { searchMove, type SearchBudget } from '../../../../src/core/search/ismcts.js';
import type { Policy } from '../../../../src/core/search/simulate.js';
import type { AnyGame, GameEvent, Pending } from '../../../../src/core/types.js';

interface Toy {
  readonly turn: number;
  readonly rolled: boolean;
  readonly score: number;
}

const TURNS = 3;

function toyGame(picks: number, worth: (pick: number) => number): AnyGame {
  const pending = (s: Toy): Pending =>
    s.turn === TURNS
      ? { kind: 'over', standings: { lowerIsBetter: false, players: [{ seat: 1, rank: 1, score: s.score }] } }
      : s.rolled
        ? { kind: 'choice', players: [1] }
        : { kind: 'roll', label: `turn${s.turn}`, count: 1, sides: 6 };
  const evolve = (s: Toy, e: GameEvent<number>): Toy =>
    e.type === 'DiceRolled'
      ? { ...s, rolled: true, score: s.score + e.values[0]! }
      : e.type === 'MoveMade'
        ? { turn: s.turn + 1, rolled: false, score: s.score + worth(e.move) }
        : s;
  return {
    id: 'toy',
    pending,
    evolve,
    legalMoves: () => Array.from({ length: picks }, (_, i) => i),
  } as unknown as AnyGame;
}

const start: Toy = { turn: 0, rolled: true, score: 0 };
const alwaysZero: Policy = () => 0;
const budget: SearchBudget = { playouts: 64, exploration: 0.7, perCandidate: 4, selection: 0.5, confidence: 1 };

const search = (game: AnyGame, seed: number, b: SearchBudget = budget, determinize = seesEverything) =>
  searchMove(
    {
      game,
      state: start,
      seat: 1,
      legalMoves: game.legalMoves(start, 1),
      determinize,
      policy: alwaysZero,
      prior: 0,
      random: mulberry32(seed),
    },
    b,
  );

describe('the root of the search', () => {
  test('finds a move clearly better than the policy’s among many', () => {
    // Pick 11 of 16 is worth 3 points a turn; every other pick nothing.
    const game = toyGame(16, (p) => (p === 11 ? 3 : 0));
    for (const seed of [1, 2, 3, 4]) expect(search(game, seed)).toBe(11);
  });

  test('keeps the policy’s move when no other is worth more, however lucky a candidate looked', () => {
    const game = toyGame(16, () => 0);
    for (const seed of [1, 2, 3, 4, 5, 6]) expect(search(game, seed)).toBe(0);
    // Even a verdict that asks for no margin at all wants a gain, not a tie.
    for (const seed of [1, 2, 3]) expect(search(game, seed, { ...budget, confidence: 0 })).toBe(0);
  });

  test('keeps the policy’s move when the others are worse', () => {
    const game = toyGame(8, (p) => -p);
    for (const seed of [1, 2, 3]) expect(search(game, seed)).toBe(0);
  });

  test('spends its budget once: the halving’s guesses and the verdict’s fresh ones add up to its playouts', () => {
    const game = toyGame(16, (p) => (p === 5 ? 1 : 0));
    let deals = 0;
    const counting = <S>(s: S): S => (deals++, s);
    search(game, 7, budget, counting);
    // 15 challengers are halved on half the budget; the last and the policy's move share the rest.
    expect(deals).toBeGreaterThan(budget.playouts * 0.8);
    expect(deals).toBeLessThanOrEqual(budget.playouts);
  });
});
