import { describe, expect, test } from 'vitest';
import { openSeats, openSeatsPhrase } from '../../../src/core/seats.js';

describe('open seats', () => {
  test('are listed ascending', () => {
    expect(openSeats([{ name: 'Ada' }, { name: '', open: true }, { name: 'Bo' }, { name: '', open: true }])).toEqual([
      2, 4,
    ]);
  });

  test('read in plain English, one seat or several', () => {
    expect(openSeatsPhrase([3])).toBe('seat 3 is open');
    expect(openSeatsPhrase([2, 3])).toBe('seats 2, 3 are open');
  });
});
