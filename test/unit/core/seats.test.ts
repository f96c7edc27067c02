import { describe, expect, test } from 'vitest';
import { openSeats, openSeatsPhrase } from '../../../src/core/seats.js';

describe('open seats', () => {
  test('are listed ascending', () => {
    expect(openSeats([{ name: 'Ada' }, { name: '', open: true }, { name: 'Bo' }, { name: '', open: true }])).toEqual([
      2, 4,
    ]);
  });

  test.each([
    [[3], 'seat 3 is open'],
    [[2, 3], 'seats 2 and 3 are open'],
    [[2, 3, 4], 'seats 2, 3 and 4 are open'],
    [[1, 4], 'seats 1 and 4 are open'],
    [[1, 2, 3, 5], 'seats 1, 2, 3 and 5 are open'],
  ])('%j read in plain English as "%s"', (open, words) => {
    expect(openSeatsPhrase(open)).toBe(words);
  });
});
