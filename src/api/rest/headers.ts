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
