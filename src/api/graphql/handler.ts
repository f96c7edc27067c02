import { createYoga } from 'graphql-yoga';
import type { Services } from '../context.js';
import type { GraphqlContext } from './builder.js';
import { schema } from './schema.js';

const yoga = createYoga<{ services: Services }, GraphqlContext>({
  schema,
  graphqlEndpoint: '/graphql',
  graphiql: { title: 'Rolltape GraphiQL' },
  landingPage: false,
  // Errors thrown on purpose carry their code; anything else is masked so internals never leak.
  maskedErrors: true,
  context: ({ request, services }) => ({ services, token: bearer(request.headers.get('authorization')) }),
});

function bearer(header: string | null): string | null {
  if (header === null || header.trim() === '') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A malformed header is a token that fits no seat: the service answers invalid-token.
  return match === null ? header : match[1]!;
}

export const graphqlHandler = (request: Request, services: Services): Promise<Response> | Response => yoga.fetch(request, { services });
