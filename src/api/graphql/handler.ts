import { createYoga, type Plugin } from 'graphql-yoga';
import type { Services } from '../context.js';
import type { GraphqlContext } from './builder.js';
import { MAX_ALIASES, maxAliases } from './limits.js';
import { schema } from './schema.js';

/** Validation rules beyond the spec's: they refuse a costly document before any of it runs. */
const queryLimits: Plugin = { onValidate: ({ addValidationRule }) => addValidationRule(maxAliases(MAX_ALIASES)) };

/** What the app hands each GraphQL request besides the request itself. */
export interface GraphqlServerContext {
  readonly services: Services;
  readonly client?: string;
  readonly hangUp?: () => void;
}

const yoga = createYoga<GraphqlServerContext, GraphqlContext>({
  schema,
  graphqlEndpoint: '/graphql',
  graphiql: { title: 'Rolltape GraphiQL' },
  landingPage: false,
  // The app answers CORS for every route (api/cors.ts); Yoga's own would add a second, different set.
  cors: false,
  // Errors thrown on purpose carry their code; anything else is masked so internals never leak.
  maskedErrors: true,
  context: ({ request, services, client, hangUp }) => ({ services, token: bearer(request.headers.get('authorization')), client, hangUp }),
  plugins: [queryLimits],
});

function bearer(header: string | null): string | null {
  if (header === null || header.trim() === '') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A malformed header is a token that fits no seat: the service answers invalid-token.
  return match === null ? header : match[1]!;
}

export const graphqlHandler = (request: Request, context: GraphqlServerContext): Promise<Response> | Response => yoga.fetch(request, context);
