import { problem } from '../../service/errors.js';
import { graphqlError } from './errors.js';

/**
 * Refuses a whole-number argument outside `[min, max]` as REST refuses the same query parameter: the
 * code `invalid-request`, REST's words ("limit: expected a number of at least 1") and the field in
 * `extensions.errors`, so a client reads one error whichever API it called. Absent (null) passes:
 * `inRange('limit', limit, 1, 1000)` throws for `limit: 0`.
 */
export function inRange(field: string, value: number | null | undefined, min: number, max = Infinity): void {
  if (value == null || (value >= min && value <= max)) return;
  const message = value < min ? `expected a number of at least ${min}` : `expected a number of at most ${max}`;
  throw graphqlError(problem('malformed', 'invalid-request', `${field}: ${message}`, { errors: [{ field, message }] }));
}
