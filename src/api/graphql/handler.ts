import { createYoga, type Plugin } from 'graphql-yoga';
import type { Services } from '../context.js';
import type { GraphqlContext } from './builder.js';
import { MAX_ALIASES, maxAliases } from './limits.js';
import { schema } from './schema.js';

/** Validation rules beyond the spec's: they refuse a costly document before any of it runs. */
const queryLimits: Plugin = { onValidate: ({ addValidationRule }) => addValidationRule(maxAliases(MAX_ALIASES)) };

/**
 * Built on first use, not at import: on node the HTTP adapter installs its own light `Request` and
 * `Response` when it starts serving, and Yoga must answer with that `Response` (the adapter writes it
 * out directly; any other must be read back as a stream, which cost more than the whole move).
 */
const createServer = (plugins: readonly Plugin[]) =>
  createYoga<{ services: Services }, GraphqlContext>({
  schema,
  fetchAPI: { Request: globalThis.Request, Response: globalThis.Response, Headers: globalThis.Headers },
  // The app refuses bodies over MAX_BODY_BYTES before any route runs; Yoga's own limit would re-read
  // the body as a web stream to count it again.
  maxRequestBodySize: false,
  graphqlEndpoint: '/graphql',
  graphiql: { title: 'Rolltape GraphiQL' },
  landingPage: false,
  // The app answers CORS for every route (api/cors.ts); Yoga's own would add a second, different set.
  cors: false,
  // Errors thrown on purpose carry their code; anything else is masked so internals never leak.
  maskedErrors: true,
  context: ({ request, services }) => ({ services, token: tokenOf(request) }),
  plugins: [queryLimits, ...plugins],
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

/** `/graphql` for one app; `plugins` are the runtime's own (node runs operations compiled). */
export function graphqlHandler(plugins: readonly Plugin[] = []): (request: Request, services: Services) => Promise<Response> | Response {
  let yoga: ReturnType<typeof createServer> | undefined;
  return (request, services) => (yoga ??= createServer(plugins)).fetch(request, { services });
}
