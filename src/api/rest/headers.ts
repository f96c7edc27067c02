import { z } from '@hono/zod-openapi';
// Header params are declared with their canonical names; hono hands handlers lower-case keys, so handlers read them with c.req.header().

/**
 * Request headers the REST API reads, declared so openapi.yaml lists them as parameters. They are
 * checked by the handlers (with their own codes: `bad-if-match`, `bad-last-event-id`), so the schemas
 * here only say they are strings.
 */
const header = (name: string, description: string, example: string) =>
  z
    .string()
    .optional()
    .openapi({ param: { name, in: 'header' }, description, example });

export const IfMatch = header(
  'If-Match',
  'The version you expect the game to be at, as its ETag (`"12"`): a stale move fails with 409 instead of landing. Same as `expectedVersion`.',
  '"12"',
);
export const IfNoneMatch = header(
  'If-None-Match',
  'The ETag you already have: the answer is 304 with no body while it still matches.',
  '"12"',
);
export const LastEventId = header(
  'Last-Event-ID',
  'The last version you received (the SSE event id): the stream resumes after it. Browsers’ EventSource sends it on reconnect.',
  '12',
);
export const IdempotencyKey = header(
  'Idempotency-Key',
  'Same as `moveId`: a retry with the same key answers the first result. When both are sent they must agree.',
  'm-1',
);
export const Prefer = header(
  'Prefer',
  'RFC 7240. `return=minimal` answers only `version`, `events` and `replayed`, without the game: no view, pending or legal moves are built for the answer (for a client that follows the game live or keeps its own state). The answer then says `Preference-Applied: return=minimal`. Any other preference is ignored.',
  'return=minimal',
);
export const CreateIdempotencyKey = header(
  'Idempotency-Key',
  'Makes a retry safe: the same key with the same body answers the first result again (the same game and seat tokens) for a day, instead of creating another; the same key with another body is 422 `idempotency-key-reused`. 1–128 printable ASCII characters; use a new random key (a UUID) for each new request.',
  '5b2c1f0e-8d7a-4c3b-9e21-7f6a0d4b8c13',
);

/**
 * Registers `documentedRoute` in the document as written, headers included, and answers `route`,
 * the same route without them, for the router (hidden, so not documented twice): for routes whose
 * handler reads and checks those headers itself. Validating them again as plain strings built an
 * object of every header of the request and parsed it, on every call, for nothing (`npm run bench http`).
 */
export function documentedAs<D, R>(registry: { registerPath(route: D): void }, documentedRoute: D, route: R): R {
  registry.registerPath(documentedRoute);
  return route;
}
