import type { GameRow } from '../store/event-store.js';
import { closesAtOf } from './daily.js';
import { problem, type ServiceError } from './errors.js';

/**
 * Every entry of a daily challenge draws the same keyed dice, so until the day closes an entry's
 * tape, state and views would tell anyone still playing what is coming. Until then an entry answers
 * only to its own seat's token; afterwards (the seed is public anyway) it is public like any game.
 *
 * Answers the refusal for a caller who holds no seat of the game, or `null` when the game is public.
 */
export function entryPrivacy(row: Pick<GameRow, 'challengeId'>, now: number): ServiceError | null {
  if (row.challengeId === null) return null;
  const closesAt = closesAtOf(row.challengeId);
  if (now >= closesAt) return null;
  return problem(
    'forbidden',
    'challenge-entry-private',
    `this game is an entry of ${row.challengeId}: until the day closes (${new Date(closesAt).toISOString()}) only its player's token may read it`,
    {
      closesAt: new Date(closesAt).toISOString(),
    },
  );
}
