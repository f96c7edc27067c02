import { describe, expect, test } from 'vitest';
import type { Standings } from '../../../src/core/types.js';
import { GLICKO_SETTINGS, pairwiseResults, ratedAfter } from '../../../src/service/ratings/glicko.js';

const standings = (...ranks: number[]): Standings => ({
  lowerIsBetter: false,
  players: ranks.map((rank, i) => ({ seat: i + 1, rank, score: 10 - rank })),
});
const seats = (...ids: string[]) => new Map(ids.map((id, i) => [i + 1, id]));

describe('pairwise results by final standing', () => {
  test.each([
    ['two players, seat 1 first', [1, 2], [{ a: 'a', b: 'b', score: 1 }]],
    ['two players, seat 2 first', [2, 1], [{ a: 'a', b: 'b', score: 0 }]],
    ['a tie is a draw', [1, 1], [{ a: 'a', b: 'b', score: 0.5 }]],
  ])('%s', (_name, ranks, expected) => {
    expect(pairwiseResults(standings(...ranks), seats('a', 'b'))).toEqual(expected);
  });

  test('four players give six results, each pair once, better rank winning', () => {
    const results = pairwiseResults(standings(2, 1, 3, 2), seats('a', 'b', 'c', 'd'));
    expect(results).toEqual([
      { a: 'a', b: 'b', score: 0 },
      { a: 'a', b: 'c', score: 1 },
      { a: 'a', b: 'd', score: 0.5 },
      { a: 'b', b: 'c', score: 1 },
      { a: 'b', b: 'd', score: 1 },
      { a: 'c', b: 'd', score: 0 },
    ]);
  });

  test('a seat bound to no player is left out', () => {
    expect(
      pairwiseResults(
        standings(1, 2, 3),
        new Map([
          [1, 'a'],
          [3, 'c'],
        ]),
      ),
    ).toEqual([{ a: 'a', b: 'c', score: 1 }]);
  });
});

describe('Glicko-2 after one game', () => {
  test("Glickman's worked example: 1500/200 against 1400/30 (win), 1550/100 and 1700/300 (losses)", () => {
    // glicko.net/glicko/glicko2.pdf, τ = 0.5: the player ends at 1464.06, RD 151.52, σ 0.05999.
    const prior = new Map([
      ['p', { rating: 1500, rd: 200, vol: 0.06 }],
      ['x', { rating: 1400, rd: 30, vol: 0.06 }],
      ['y', { rating: 1550, rd: 100, vol: 0.06 }],
      ['z', { rating: 1700, rd: 300, vol: 0.06 }],
    ]);
    const after = ratedAfter(prior, [
      { a: 'p', b: 'x', score: 1 },
      { a: 'p', b: 'y', score: 0 },
      { a: 'p', b: 'z', score: 0 },
    ]).get('p')!;
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 1);
    expect(after.vol).toBeCloseTo(0.05999, 4);
  });

  test('newcomers start at the defaults; the winner gains what the loser loses', () => {
    const after = ratedAfter(new Map(), [{ a: 'w', b: 'l', score: 1 }]);
    const w = after.get('w')!;
    const l = after.get('l')!;
    expect(w.rating).toBeGreaterThan(GLICKO_SETTINGS.rating);
    expect(w.rating + l.rating).toBeCloseTo(2 * GLICKO_SETTINGS.rating, 6);
    expect(w.rd).toBeLessThan(GLICKO_SETTINGS.rd);
  });

  test('a draw between equals changes no rating', () => {
    const after = ratedAfter(new Map(), [{ a: 'a', b: 'b', score: 0.5 }]);
    expect(after.get('a')!.rating).toBeCloseTo(GLICKO_SETTINGS.rating, 6);
  });
});
