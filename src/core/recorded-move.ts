import type { Result } from './result.js';
import type { Pending, Seat } from './types.js';
import { mayMoveWhen } from './who-may-move.js';

/**
 * Whether `evolve` should apply a recorded move: only one by a seat the game waits for (`pending`)
 * that the rules accept changes anything, so a
 * bad tape is flagged by the audit instead of corrupting the state. A malformed move object (a
 * tampered tape) counts as refused rather than throwing, because `evolve` must never throw.
 */
export function acceptsRecorded<S, M>(
  pending: (state: S) => Pending,
  validate: (state: S, seat: Seat, move: M) => Result<void, unknown>,
  state: S,
  seat: Seat,
  move: M,
): boolean {
  try {
    return (
      typeof move === 'object' &&
      move !== null &&
      mayMoveWhen(pending(state), seat).ok &&
      validate(state, seat, move).ok
    );
  } catch {
    return false;
  }
}
