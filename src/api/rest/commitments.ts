import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../context.js';
import { json } from './games.js';
import { unwrap } from './respond.js';
import { problems } from './problem-schemas.js';

export const Commitment = z
  .object({
    id: z
      .string()
      .openapi({ description: 'Give it as `commitment` to POST /v1/games, with your clientSeed; usable once.' }),
    seedCommitment: z.string().openapi({
      description:
        "sha256 of the server's secret seed, in hex. Keep it: the game's must equal it (`rolltape audit --commitment`).",
    }),
    issuedAt: z.string().openapi({ description: 'When the server committed to the seed (ISO 8601, UTC).' }),
    expiresAt: z.string().openapi({ description: 'Unused after this, it is refused (`commitment-expired`).' }),
  })
  .openapi('Commitment');

const issue = createRoute({
  method: 'post',
  path: '/commitments',
  operationId: 'issueCommitment',
  tags: ['games'],
  security: [],
  summary: 'Commit first: the server commits to a secret seed before you choose your clientSeed',
  description:
    'Answers the commitment (sha256 of a fresh secret seed) and an id. Choose your `clientSeed` after you have it, then create the game with `{"commitment": id, "clientSeed": …}`: the dice are keyed by both, and neither side could pick them knowing the other\'s part. The tape records when each arrived; the audit checks the order.',
  responses: { 201: { description: 'Committed', content: json(Commitment) }, ...problems(413, 429, 503) },
});

export const commitmentRoutes = new OpenAPIHono<AppEnv>().openapi(issue, async (c) =>
  c.json(unwrap(await c.var.services.games.issueCommitment()), 201),
);
