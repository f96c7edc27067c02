import { jsonClient } from './http-client.js';
import type { BenchServer } from './server.js';
import { fmt } from './stats.js';

const FIELDS = `version status legalMoves {
  __typename
  ... on CircuitRacerGearMove { gear shift include payCurrent }
  ... on CircuitRacerRerollMove { include payCurrent }
  ... on CircuitRacerSelectMove { dice include payCurrent }
}`;

/**
 * Where a GraphQL request's time goes on the request thread, against REST on the same server:
 * the HTTP floor (`/healthz`), GraphQL's fixed cost (`{ __typename }` with nothing to resolve: POSTed
 * as JSON it takes the direct path, sent as a GET it goes through Yoga's request pipeline), and the
 * same game read over REST and over GraphQL. Request-thread CPU per request, 8 connections.
 */
export async function graphqlOverhead(server: BenchServer, requests = 4000): Promise<void> {
  const call = jsonClient(server.url, 8);
  try {
    const created = await call<{ game: { id: string }; seats: { token: string }[] }>('POST', '/v1/games', {
      rules: 'circuit-racer',
      players: [{ name: 'Bench' }],
    });
    const id = created.body.game.id;
    const auth = { authorization: `Bearer ${created.body.seats[0]!.token}` };
    const kinds: [string, () => Promise<unknown>][] = [
      ['GET /healthz (HTTP floor)', () => call('GET', '/healthz')],
      ['GraphQL { __typename } (fixed cost)', () => call('POST', '/graphql', { query: '{ __typename }' })],
      [
        'GraphQL { __typename } by GET (Yoga)',
        () => call('GET', `/graphql?query=${encodeURIComponent('{ __typename }')}`),
      ],
      ['REST GET /v1/games/{id}', () => call('GET', `/v1/games/${id}`, undefined, auth)],
      [
        'GraphQL game(id) { version }',
        () =>
          call('POST', '/graphql', { query: 'query($id: ID!) { game(id: $id) { version } }', variables: { id } }, auth),
      ],
      [
        'GraphQL game(id) { bench fields }',
        () =>
          call(
            'POST',
            '/graphql',
            { query: `query($id: ID!) { game(id: $id) { ${FIELDS} } }`, variables: { id } },
            auth,
          ),
      ],
    ];
    for (const [round, n] of [
      [0, requests / 8],
      [1, requests],
    ] as const) {
      for (const [name, request] of kinds) {
        const before = server.mainThreadCpuSeconds();
        await Promise.all(
          Array.from({ length: 8 }, async () => {
            for (let i = 0; i < n / 8; i++) await request();
          }),
        );
        if (round === 1)
          console.log(
            `graphql overhead: ${name.padEnd(36)} ${fmt(((server.mainThreadCpuSeconds() - before) / n) * 1e6).padStart(5)} µs request-thread CPU per request`,
          );
      }
    }
  } finally {
    await call.close();
  }
}
