import { describe, expect, test } from 'vitest';
import { streaksOf } from '../../../src/service/streaks.js';

const at = (date: string) => Date.parse(`${date}T12:00:00Z`);

describe('challenge streaks: days in a row with a finished entry', () => {
  test.each([
    ['no entries', [], '2026-11-26', { current: 0, longest: 0 }],
    ['today only', ['2026-11-26'], '2026-11-26', { current: 1, longest: 1 }],
    ['up to yesterday: still alive', ['2026-11-24', '2026-11-25'], '2026-11-26', { current: 2, longest: 2 }],
    ['a day missed ends it', ['2026-11-23', '2026-11-24'], '2026-11-26', { current: 0, longest: 2 }],
    [
      'the longest run is kept after a gap',
      ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-25', '2026-11-26'],
      '2026-11-26',
      { current: 2, longest: 3 },
    ],
    [
      'two entries on one day count once, in any order',
      ['2026-11-26', '2026-11-25', '2026-11-26'],
      '2026-11-26',
      { current: 2, longest: 2 },
    ],
    ['across a month end', ['2026-10-31', '2026-11-01'], '2026-11-01', { current: 2, longest: 2 }],
  ])('%s', (_name, days, today, expected) => {
    expect(streaksOf(days, at(today))).toEqual(expected);
  });
});
