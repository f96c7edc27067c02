import { createYoga, type Plugin } from 'graphql-yoga';
import type { Services } from '../context.js';
import type { GraphqlContext } from './builder.js';
import { MAX_ALIASES, maxAliases } from './limits.js';
import { schema } from './schema.js';

/** Validation rules beyond the spec's: they refuse a costly document before any of it runs. */
const queryLimits: Plugin = { onValidate: ({ addValidationRule }) => addValidationRule(maxAliases(MAX_ALIASES)) };

const yoga = createYoga<{ services: Services }, GraphqlContext>({
  schema,
  graphqlEndpoint: '/graphql',
  graphiql: { title: 'Rolltape GraphiQL' },
  landingPage: false,
  // The app answers CORS for every route (api/cors.ts); Yoga's own would add a second, different set.
  cors: false,
  // Errors thrown on purpose carry their code; anything else is masked so internals never leak.
  maskedErrors: true,
  context: ({ request, services }) => ({ services, token: tokenOf(request) }),
  plugins: [queryLimits],
});

/**
 * The caller's token: `Authorization: Bearer`, or for an SSE subscription `?access_token=` (RFC 6750),
 * because EventSource cannot send headers; the REST stream takes it the same way.
 */
function tokenOf(request: Request): string | null {
  const header = bearer(request.headers.get('authorization'));
  if (header !== null || !(request.headers.get('accept') ?? '').includes('text/event-stream')) return header;
  const token = new URL(request.url).searchParams.get('access_token');
  return token === null || token === '' ? null : token;
}

function bearer(header: string | null): string | null {
  if (header === null || header.trim() === '') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A malformed header is a token that fits no seat: the service answers invalid-token.
  return match === null ? header : match[1]!;
}

export const graphqlHandler = (request: Request, services: Services): Promise<Response> | Response => yoga.fetch(request, { services });
