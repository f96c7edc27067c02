import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { problem } from '../../service/errors.js';
import type { AppEnv } from '../context.js';
import { json } from './games.js';
import { ProblemException } from './respond.js';
import { SigningKeySet } from './key-schemas.js';
import { problems } from './problem-schemas.js';

/** Keys change only when an operator rotates them; five minutes keeps a verifier from asking for each file. */
const KEYS_CACHE = 'public, max-age=300';

const signingKeys = createRoute({
  method: 'get',
  path: '/.well-known/rolltape-keys.json',
  operationId: 'signingKeys',
  tags: ['games'],
  security: [],
  summary: 'The public keys exports are signed with: a JWKS of the current and retired keys',
  description:
    'Give it to `rolltape audit --keys` (or `rolltape-audit --keys`) to check that an export was signed by this server and not changed since. Retired keys stay listed, with the dates they signed from and until, so older exports keep verifying. Answers 503 (`signing-unavailable`) on a server with no signing key (a Worker without `ROLLTAPE_SIGNING_KEYS`).',
  responses: { 200: { description: 'The key set', content: json(SigningKeySet) }, ...problems(503) },
});

export const keyRoutes = new OpenAPIHono<AppEnv>().openapi(signingKeys, (c) => {
  const keys = c.var.services.signingKeys;
  if (keys === undefined)
    throw new ProblemException(
      problem('unavailable', 'signing-unavailable', 'this server signs no exports: set ROLLTAPE_SIGNING_KEYS'),
    );
  c.header('Cache-Control', KEYS_CACHE);
  return c.json(keys, 200);
});
