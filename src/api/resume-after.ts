import { err, ok, type Result } from '../core/result.js';
import { problem, type ServiceError } from '../service/errors.js';

const BAD_AFTER = problem('malformed', 'bad-after', 'after must be a version such as 12');

/**
 * A game's `?after=` (the last version the client has), read alike by the tape (rest/games.ts), the
 * stream (rest/live.ts) and the WebSocket on both runtimes (websocket-request.ts): a whole number,
 * or absent (`null`). Anything else is `400 bad-after`, on every path.
 *
 * @example
 * resumeAfter('12'); // { ok: true, value: 12 }
 * resumeAfter('abc'); // { ok: false, error: { code: 'bad-after' } }
 */
export function resumeAfter(text: string | null | undefined): Result<number | undefined, ServiceError> {
  if (text === null || text === undefined) return ok(undefined);
  if (!/^\d{1,15}$/.test(text)) return err(BAD_AFTER);
  return ok(Number(text));
}

/**
 * GraphQL's `after` argument (`events`, `gameUpdated`), already an Int: a negative one is the same
 * `bad-after`, with the same words, as REST's `?after=-1`.
 *
 * @example
 * resumeAfterVersion(12); // { ok: true, value: 12 }
 * resumeAfterVersion(-1); // { ok: false, error: { code: 'bad-after' } }
 */
export function resumeAfterVersion(version: number | null | undefined): Result<number | undefined, ServiceError> {
  if (version === null || version === undefined) return ok(undefined);
  return resumeAfter(String(version));
}
