import { z } from '@hono/zod-openapi';

/**
 * The `after` query parameter of a game's events, stream and WebSocket, with its own words per route.
 * Only declared here (a string of digits, for openapi.yaml): the handlers read it through
 * api/resume-after.ts, so anything but a version is `bad-after` on every path, not the validator's
 * `invalid-request`.
 */
export const afterParam = (description: string) =>
  z
    .string()
    .optional()
    .openapi({ param: { name: 'after', in: 'query' }, description, example: '12', pattern: '^\\d{1,15}$' });
