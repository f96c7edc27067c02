import { expect, test } from 'vitest';
import { boardMovedBy } from '../../../src/service/leaderboard-live.js';

test("an entry moves its challenge's board when it starts and when it ends, not in between", () => {
  expect(boardMovedBy('cr-2026-11-26', 'active', 0)).toBe('cr-2026-11-26');
  expect(boardMovedBy('cr-2026-11-26', 'active', 7)).toBeNull();
  expect(boardMovedBy('cr-2026-11-26', 'over', 7)).toBe('cr-2026-11-26');
  // A game that is no entry moves no board.
  expect(boardMovedBy(null, 'over', 0)).toBeNull();
});
