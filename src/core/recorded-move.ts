import type { Result } from './result.js';
import type { Seat } from './types.js';

/**
 * Whether `evolve` should apply a recorded move: only one the rules accept changes anything, so a
 * bad tape is flagged by the audit instead of corrupting the state. A malformed move object (a
 * tampered tape) counts as refused rather than throwing, because `evolve` must never throw.
 */
export function acceptsRecorded<S, M>(validate: (state: S, seat: Seat, move: M) => Result<void, unknown>, state: S, seat: Seat, move: M): boolean {
  try {
    return typeof move === 'object' && move !== null && validate(state, seat, move).ok;
  } catch {
    return false;
  }
}
