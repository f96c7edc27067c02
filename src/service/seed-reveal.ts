import type { GameRow } from '../store/event-store.js';
import { closesAtOf } from './daily.js';

/**
 * The one rule for when a game's secret seed is shown. `GameEnded` reveals it, except in a daily
 * challenge entry: every entry of the day plays on the same seed, so it stays secret until the day
 * closes (then `seedRevealedAt` shows it in exports and audits).
 */
export const seedAtEnd = (row: Pick<GameRow, 'challengeId' | 'seed'>): string | null =>
  row.challengeId === null ? row.seed : null;

/** The seed as an export or audit may show it at `now`: once the game is over, or for a challenge entry once its day has closed. */
export function seedRevealedAt(
  row: Pick<GameRow, 'challengeId' | 'seed'>,
  status: GameRow['status'],
  now: number,
): string | null {
  if (row.challengeId !== null) return now >= closesAtOf(row.challengeId) ? row.seed : null;
  return status === 'over' ? row.seed : null;
}
