/** Network sums, the goal and the standings (spec §2.1, §6, R6), read off states directly. */
import { describe, expect, test } from 'vitest';
import { CONTENT_V1, CONTENT_V2 } from '../../../../src/games/carbondale/index.js';
import { compareStalemate, meetsGoal, standingsOf, sumsOf } from '../../../../src/games/carbondale/score.js';
import { area, net, opened, table } from './fixtures.js';

describe('sums and the goal', () => {
  test('♡ and ♢ ranks add up (A = 1); ♣ and ♠ count for nothing', () => {
    expect(sumsOf(net(['AH1', 0, 0], ['10H2', 1, 0], ['7D1', 2, 0], ['9C1', 3, 0], ['8S1', 4, 0]))).toEqual({
      hearts: 11,
      diamonds: 7,
    });
    expect(sumsOf([])).toEqual({ hearts: 0, diamonds: 0 });
  });

  test.each([
    [{ hearts: 45, diamonds: 25 }, true],
    [{ hearts: 25, diamonds: 45 }, true],
    [{ hearts: 44, diamonds: 25 }, false],
    [{ hearts: 45, diamonds: 24 }, false],
    [{ hearts: 24, diamonds: 45 }, false],
    [{ hearts: 25, diamonds: 44 }, false],
    [{ hearts: 60, diamonds: 60 }, true],
  ])('%j meets the goal: %s', (sums, met) => {
    expect(meetsGoal(CONTENT_V1, sums)).toBe(met);
  });

  test('stalemate: the higher smaller sum first, then the higher larger sum', () => {
    expect(compareStalemate({ hearts: 10, diamonds: 30 }, { hearts: 20, diamonds: 12 })).toBe(-2);
    expect(compareStalemate({ hearts: 30, diamonds: 12 }, { hearts: 12, diamonds: 20 })).toBe(10);
    expect(compareStalemate({ hearts: 5, diamonds: 5 }, { hearts: 5, diamonds: 5 })).toBe(0);
  });
});

describe('standingsOf (v1: a score is Σ♡ + Σ♢)', () => {
  const networks = (a: [string, number, number][], b: [string, number, number][]) =>
    area(area(opened(), 1, { network: net(...a) }), 2, { network: net(...b) });
  const small = networks(
    [['5H1', 0, 0]],
    [
      ['9D1', 0, 0],
      ['2H1', 1, 0],
    ],
  );

  test('a goal win ranks its winner first, whatever the sums', () => {
    expect(standingsOf(CONTENT_V1, table(small, { end: 'goal', winner: 1 }))).toEqual({
      lowerIsBetter: false,
      players: [
        { seat: 1, rank: 1, score: 5, title: '♡5 ♢0' },
        { seat: 2, rank: 2, score: 11, title: '♡2 ♢9' },
      ],
    });
    expect(
      standingsOf(CONTENT_V1, table(small, { end: 'goal', winner: 2 })).players.map((p) => [p.seat, p.rank]),
    ).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });

  test('a stalemate ranks by the stalemate order, and a tie shares rank 1', () => {
    expect(standingsOf(CONTENT_V1, table(small, { end: 'stalemate' })).players.map((p) => [p.seat, p.rank])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    const tied = networks([['5H1', 0, 0]], [['5D1', 0, 0]]);
    expect(standingsOf(CONTENT_V1, table(tied, { end: 'stalemate' })).players.map((p) => [p.seat, p.rank])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    const ahead = networks(
      [
        ['5H1', 0, 0],
        ['6D1', 1, 0],
      ],
      [['5D1', 0, 0]],
    );
    expect(standingsOf(CONTENT_V1, table(ahead, { end: 'stalemate' })).players.map((p) => [p.seat, p.rank])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

describe('standingsOf (v2: a score is the outcome it was ranked by)', () => {
  const networks = (a: [string, number, number][], b: [string, number, number][]) =>
    area(area(opened(), 1, { network: net(...a) }), 2, { network: net(...b) });

  test('a stalemate won on the smaller sum scores 1 against 0, whatever the larger sums', () => {
    // Seat 1: ♡19 ♢0 (total 19); seat 2: ♡38 ♢9 (total 47): seat 2 ranks first on its smaller sum.
    const lopsided = networks(
      [
        ['8H1', 0, 0],
        ['7H1', 1, 0],
        ['4H1', 2, 0],
      ],
      [
        ['10H1', 0, 0],
        ['10H2', 1, 0],
        ['9H1', 2, 0],
        ['9H2', 3, 0],
        ['9D1', 4, 0],
      ],
    );
    expect(standingsOf(CONTENT_V2, table(lopsided, { end: 'stalemate' })).players).toEqual([
      { seat: 2, rank: 1, score: 1, title: '♡38 ♢9' },
      { seat: 1, rank: 2, score: 0, title: '♡19 ♢0' },
    ]);
  });

  test('a goal win scores 1 and 0; a stalemate tie scores ½ each', () => {
    const small = networks(
      [['5H1', 0, 0]],
      [
        ['9D1', 0, 0],
        ['2H1', 1, 0],
      ],
    );
    expect(
      standingsOf(CONTENT_V2, table(small, { end: 'goal', winner: 1 })).players.map((p) => [p.seat, p.score]),
    ).toEqual([
      [1, 1],
      [2, 0],
    ]);
    const tied = networks([['5H1', 0, 0]], [['5D1', 0, 0]]);
    expect(
      standingsOf(CONTENT_V2, table(tied, { end: 'stalemate' })).players.map((p) => [p.seat, p.rank, p.score]),
    ).toEqual([
      [1, 1, 0.5],
      [2, 1, 0.5],
    ]);
  });
});
