/**
 * Every quota is the use case's, not the route's (issue 27): GraphQL aliases, every mutation of a
 * document, subscriptions and commitments count against the same limits as REST, and a GraphQL
 * document whose later mutation is refused still delivers what the earlier ones made.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../src/api/app.js';
import { compiledGraphql } from '../../src/adapter/node/compiled-graphql.js';
import { policiesFromEnv } from '../../src/service/quotas/policies.js';
import { MemoryRateLimitStore } from '../../src/service/quotas/store.js';
import {
  bearer,
  checkedAgainstOpenapi,
  createRacer,
  get,
  json,
  openTestApp,
  post,
  type HttpApp,
  type Json,
  type TestApp,
} from './helpers.js';
import { SseReader } from './sse.js';

const DAY = '2026-11-24';
let now = Date.parse(`${DAY}T10:00:00Z`);
let t: TestApp;
let limited: HttpApp;
beforeAll(async () => {
  t = await openTestApp({ clock: () => now });
  const policies = policiesFromEnv({
    ROLLTAPE_RATE_LIMIT_CREATE: '3/60',
    ROLLTAPE_RATE_LIMIT_MOVE: '4/60',
    ROLLTAPE_RATE_LIMIT_STREAM: '2/60',
    ROLLTAPE_RATE_LIMIT_COMMITMENT: '3/60',
  });
  const limiter = { policies, store: new MemoryRateLimitStore(() => now) };
  // As the node server builds it: the compiled executor's direct path must count as Yoga's does.
  limited = checkedAgainstOpenapi(createApp(() => t.services, { ...compiledGraphql(), rateLimiter: () => limiter }));
});
afterAll(() => t?.database.destroy());

/** Each test its own address and a fresh window, so counts never carry over. */
let next = 0;
const newAddress = (): string => {
  now += 60_000;
  return `10.27.0.${++next}`;
};
const from = (address: string, headers: Record<string, string> = {}) => ({ 'cf-connecting-ip': address, ...headers });

async function gql(address: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await limited.request('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...from(address, token === undefined ? {} : bearer(token)),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: await json(response) };
}

const gamesInStore = async (): Promise<number> =>
  Number((await t.database.client.execute('select count(*) as n from games')).rows[0]!.n);

/** `n` aliases of one mutation field, `a1: field(args) { selection }` … */
const aliased = (n: number, field: string): string =>
  `mutation { ${Array.from({ length: n }, (_, i) => `a${i + 1}: ${field}`).join(' ')} }`;

describe('GraphQL counts every field against the use case quota', () => {
  test('20 aliased createGame make 3 games (the quota), each answered with its tokens; the rest are null and rate-limited', async () => {
    const address = newAddress();
    const before = await gamesInStore();
    const { response, body } = await gql(
      address,
      aliased(
        20,
        `createGame(input: {rules: "circuit-racer", players: [{name: "Ada"}]}) { game { id } seats { token } }`,
      ),
    );
    expect(response.status).toBe(200);
    expect(await gamesInStore()).toBe(before + 3);
    const answers = Object.values(body.data) as (Json | null)[];
    expect(answers.filter((a) => a !== null).map((a) => a.seats[0].token)).toHaveLength(3);
    expect(answers.slice(3).every((a) => a === null)).toBe(true);
    expect(body.errors).toHaveLength(17);
    expect(body.errors[0].extensions).toMatchObject({ code: 'rate-limited', policy: 'create', status: 429 });
    expect(response.headers.get('ratelimit-policy')).toBe('"create";q=3;w=60');
  });

  test('REST and GraphQL share one count: after 3 REST creations a GraphQL createGame is refused', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) {
      const created = await post(
        limited,
        '/v1/games',
        { rules: 'circuit-racer', players: [{ name: 'Ada' }] },
        from(address),
      );
      expect(created.status).toBe(201);
    }
    const before = await gamesInStore();
    const { body } = await gql(
      address,
      `mutation { createGame(input: {rules: "circuit-racer", players: [{name: "Ada"}]}) { game { id } } }`,
    );
    expect(body.data).toEqual({ createGame: null });
    expect(body.errors[0].extensions.code).toBe('rate-limited');
    expect(await gamesInStore()).toBe(before);
  });

  test('aliased makeMove: the move quota (4) holds across aliases, and a token is counted from any address', async () => {
    const { id, token } = await createRacer(t.app);
    const { body } = await gql(
      newAddress(),
      aliased(6, `makeMove(gameId: "${id}", move: {circuitRacer: {gear: {gear: 4}}}) { version }`),
      {},
      token,
    );
    const refused = (body.errors as Json[]).filter((e) => e.extensions.code === 'rate-limited');
    expect(refused).toHaveLength(2);
    // The same token from another address has nothing left in this window.
    const again = await post(
      limited,
      `/v1/games/${id}/moves`,
      { move: { type: 'gear', gear: 4 } },
      from(newAddressSameWindow(), bearer(token)),
    );
    expect(again.status).toBe(429);
  });

  test('aliased enterChallenge: entries count as creations (3), the rest enter nothing', async () => {
    const address = newAddress();
    const challenge = `circuit-racer-${DAY}`;
    const entries = async () => (await json(await get(t.app, `/v1/challenges/${challenge}`))).entries as number;
    const before = await entries();
    const names = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
    const query = `mutation { ${names
      .map((name, i) => `e${i}: enterChallenge(challengeId: "${challenge}", name: "${name}") { seat { token } }`)
      .join(' ')} }`;
    const { body } = await gql(address, query);
    expect(Object.values(body.data).filter((e) => e !== null)).toHaveLength(3);
    expect(await entries()).toBe(before + 3);
    expect(body.errors.map((e: Json) => e.extensions.code)).toEqual(['rate-limited', 'rate-limited']);
  });

  test('joinGame counts as a move', async () => {
    const created = await json(
      await post(t.app, '/v1/games', { rules: 'coal-n-write', players: [{ name: 'Ada' }, { open: true }] }),
    );
    const id = created.game.id;
    const address = newAddress();
    const join = `joinGame(gameId: "${id}", name: "Bo") { seat { token } }`;
    const { body } = await gql(address, aliased(5, join));
    // One join takes the open seat; the next three are refused by the game (it has started); the fifth by the quota.
    expect(body.errors.map((e: Json) => e.extensions.code)).toEqual([
      'game-started',
      'game-started',
      'game-started',
      'rate-limited',
    ]);
  });
});

/** A new address in the current window (the token's count must carry over). */
const newAddressSameWindow = (): string => `10.27.1.${++next}`;

describe('commitments are limited', () => {
  test('REST: 3 a minute, the 4th is 429 and issues nothing; GraphQL shares the count', async () => {
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post(limited, '/v1/commitments', undefined, from(address))).status);
    expect(statuses).toEqual([201, 201, 201]);
    const count = async () =>
      Number((await t.database.client.execute('select count(*) as n from commitments')).rows[0]!.n);
    const before = await count();
    const refused = await post(limited, '/v1/commitments', undefined, from(address));
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ code: 'rate-limited', policy: 'commitment' });
    const { body } = await gql(address, `mutation { createCommitment { id } }`);
    expect(body.data).toEqual({ createCommitment: null });
    expect(body.errors[0].extensions.code).toBe('rate-limited');
    expect(await count()).toBe(before);
  });
});

describe('GraphQL subscriptions are streams', () => {
  test('they take the stream quota (2): the third is refused, as a REST stream would be', async () => {
    const { id } = await createRacer(t.app);
    const address = newAddress();
    const subscribe = () =>
      limited.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...from(address) },
        body: JSON.stringify({
          query: 'subscription($id: ID!) { gameUpdated(id: $id) { version } }',
          variables: { id },
        }),
      });
    const readers = [new SseReader(await subscribe()), new SseReader(await subscribe())];
    for (const r of readers) expect((await r.next())!.event).toBe('next');
    const refused = new SseReader(await subscribe());
    expect(JSON.parse((await refused.next())!.data).errors[0].extensions).toMatchObject({
      code: 'rate-limited',
      policy: 'stream',
    });
    // And the REST stream shares the count.
    const rest = await get(limited, `/v1/games/${id}/stream`, from(address));
    expect(rest.status).toBe(429);
    for (const r of [...readers, refused]) await r.close();
  });
});

describe('one credential parser on every path', () => {
  test.each([
    ['Basic QWxhZGRpbjpvcGVu'],
    ['Bearer'],
    ['Bearer '],
    ['rt_abcdefghijklmnop'],
    ['Bearer rt_abc extra words'],
  ])('GraphQL refuses Authorization %j with 401 invalid-token, as REST does', async (authorization) => {
    const { id } = await createRacer(t.app);
    const graphql = await t.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ query: `{ game(id: "${id}") { version } }` }),
    });
    const rest = await get(t.app, `/v1/games/${id}`, { authorization });
    const sse = await get(t.app, `/v1/games/${id}/stream`, { authorization });
    for (const answer of [graphql, rest, sse]) {
      expect(answer.status).toBe(401);
      expect(await json(answer)).toMatchObject({ code: 'invalid-token' });
    }
  });

  test('no header, or a blank one, is a spectator everywhere', async () => {
    const { id } = await createRacer(t.app);
    const graphql = await t.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: '  ' },
      body: JSON.stringify({ query: `{ game(id: "${id}") { version you } }` }),
    });
    expect(await json(graphql)).toEqual({ data: { game: { version: expect.any(Number), you: null } } });
  });
});
