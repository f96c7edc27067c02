import { z } from '@hono/zod-openapi';

/** The error answer of every route (`application/problem+json`), a named component in openapi.yaml. */

export const Problem = z
  .lazy(() =>
    z.object({
      type: z.string(),
      title: z.string(),
      status: z.number().int(),
      code: z.string().openapi({
        description: 'Stable machine-readable reason, e.g. `version-conflict` or a rule code such as `same-gear`.',
      }),
      detail: z.string(),
      currentVersion: z.number().int().optional(),
      errors: z
        .array(
          z.object({
            field: z
              .string()
              .openapi({ description: 'The field, as the request writes it, e.g. `players[0].name` or `move.gear`.' }),
            message: z.string().openapi({ description: 'What was expected there, in words.' }),
          }),
        )
        .optional()
        .openapi({ description: 'For a request that failed validation: each field at fault and what it should be.' }),
    }),
  )
  .openapi('Problem');

const problemContent = { 'application/problem+json': { schema: Problem } };

/**
 * The error responses a route can give, for its OpenAPI entry. Every route may answer 400: a token
 * in the URL of a route that does not read it is refused (`token-in-query`, api/token-in-query.ts).
 */
export function problems(...named: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503)[]) {
  const statuses = named.includes(400) ? named : [400 as const, ...named];
  const descriptions = {
    400: 'Malformed request',
    401: 'Missing or invalid token',
    403: 'Not allowed for this seat',
    404: 'Unknown game, rules or challenge',
    409: 'Conflict with the current state (see `code`: version-conflict, already-entered, ...)',
    413: 'Body too large',
    415: 'Body is not JSON',
    422: 'Not allowed by the rules: an illegal move, or a game the rules cannot set up (see `code`: the rule code); or an Idempotency-Key or moveId already used for another request',
    429: 'Too many requests or streams from this client (see `code`: rate-limited, too-many-streams; wait `Retry-After` seconds)',
    503: "Not available on this server (see `code`: e.g. challenges without ROLLTAPE_SECRET; a write refused by a full disk, storage-full, or by a database busy past the server's wait, database-busy, nothing recorded: send it again after `Retry-After` seconds; a game with all its stream slots taken)",
  } as const;
  return Object.fromEntries(statuses.map((s) => [s, { description: descriptions[s], content: problemContent }]));
}
