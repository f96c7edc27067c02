/**
 * A GraphQL request's quota is keyed by the credential it acts with (api/credentials.ts
 * `graphqlCredentialOf`, read by the handler and the quota alike): `Authorization`, or
 * `?access_token=` for a subscription over SSE only. A token in the query of any other request is
 * not the caller's credential, so it counts nothing against that token.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { admission } from '../../src/api/admission-edge.js';
import { createApp } from '../../src/api/app.js';
import type { AppEnv } from '../../src/api/context.js';
import { problemResponse } from '../../src/api/error-answer.js';
import { policiesFromEnv } from '../../src/service/quotas/policies.js';
import { MemoryRateLimitStore } from '../../src/service/quotas/store.js';
import {
  bearer,
  checkedAgainstOpenapi,
  createRacer,
  json,
  openTestApp,
  type HttpApp,
  type TestApp,
} from './helpers.js';
import { SseReader } from './sse.js';

let t: TestApp;
let limited: HttpApp;
let limiter: { policies: ReturnType<typeof policiesFromEnv>; store: MemoryRateLimitStore };
let now = Date.parse('2026-11-27T12:00:00Z');
beforeAll(async () => {
  t = await openTestApp({ clock: () => now });
  limiter = {
    policies: policiesFromEnv({ ROLLTAPE_RATE_LIMIT_GRAPHQL: '2/60' }),
    store: new MemoryRateLimitStore(() => now),
  };
  limited = checkedAgainstOpenapi(createApp(() => t.services, { rateLimiter: () => limiter }));
});
afterAll(() => t?.database.destroy());

/** Each test its own addresses and a fresh window, so only the token's own key can carry a count over. */
let next = 0;
const address = (): string => `10.41.0.${++next}`;
const QUERY = '{ rules { id } }';

/** A plain GraphQL POST (not a subscription) from `from`, with `headers` and after `path`'s query. */
const ask = (from: string, search: string, headers: Record<string, string> = {}) =>
  limited.request(`/graphql${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': from, ...headers },
    body: JSON.stringify({ query: QUERY }),
  });

/** The token's own count: a request from a fresh address sends it as `Authorization`. */
const withToken = (token: string) => ask(address(), '', bearer(token));

describe('GraphQL quota keys', () => {
  test('a token in the query of a plain request counts nothing against that token (it is refused, token-in-query)', async () => {
    now += 120_000;
    const { token } = await createRacer(t.app);
    for (const name of ['access_token', 'access%5Ftoken'])
      expect((await json(await ask(address(), `?${name}=${token}`))).code).toBe('token-in-query');
    const own = await withToken(token);
    expect(own.status).toBe(200);
    expect(own.headers.get('ratelimit')).toMatch(/^"graphql";r=1;t=\d+$/);
  });

  test('admission on its own (no token-in-query check in front) keys no quota by a token the handler ignores', async () => {
    now += 120_000;
    const { token } = await createRacer(t.app);
    const bare = new Hono<AppEnv>()
      .use(
        admission(
          () => t.services,
          () => limiter,
          problemResponse,
        ),
      )
      .post('/graphql', (c) => c.body(null, 204));
    const send = (search: string, headers: Record<string, string>) =>
      bare.request(`/graphql${search}`, { method: 'POST', headers: { 'cf-connecting-ip': address(), ...headers } });
    for (let i = 0; i < 3; i++) expect((await send(`?access_token=${token}`, {})).status).toBe(204);
    // Where it is the credential (a subscription over SSE), it is counted: 2 of 2, then refused.
    const sse = { accept: 'text/event-stream' };
    expect((await send(`?access_token=${token}`, sse)).headers.get('ratelimit')).toMatch(/^"graphql";r=1;/);
    expect((await send(`?access_token=${token}`, sse)).status).toBe(204);
    expect((await send(`?access_token=${token}`, sse)).status).toBe(429);
  });

  test('a seat token sent as Authorization is counted under it, from any address', async () => {
    now += 120_000;
    const { token } = await createRacer(t.app);
    expect((await withToken(token)).status).toBe(200);
    expect((await withToken(token)).status).toBe(200);
    const refused = await withToken(token);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ code: 'rate-limited', policy: 'graphql' });
  });

  test('a subscription over SSE is counted under its ?access_token=, the credential it acts with', async () => {
    now += 120_000;
    const { id, token } = await createRacer(t.app);
    const query = `subscription { gameUpdated(id: "${id}") { game { you } } }`;
    for (let i = 0; i < 2; i++) {
      const stream = await limited.request(`/graphql?${new URLSearchParams({ query, access_token: token })}`, {
        headers: { accept: 'text/event-stream', 'cf-connecting-ip': address() },
      });
      const reader = new SseReader(stream);
      const first = await reader.next();
      expect(JSON.parse(first!.data).data.gameUpdated.game.you).toBe(1);
      await reader.close();
    }
    expect((await withToken(token)).status).toBe(429);
  });
});
