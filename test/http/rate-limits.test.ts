/**
 * Rate limits per client address and per token (issue 15): off by default; when configured, each
 * counted answer carries RateLimit-Policy and RateLimit (draft-ietf-httpapi-ratelimit-headers), and
 * the request over the limit gets 429 rate-limited with Retry-After and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../src/api/app.js';
import { policiesFromEnv } from '../../src/service/quotas/policies.js';
import { MemoryRateLimitStore } from '../../src/service/quotas/store.js';
import { serverOptionsFromEnv } from '../../src/server.js';
import {
  bearer,
  checkedAgainstOpenapi,
  createRacer,
  get,
  json,
  openTestApp,
  post,
  type HttpApp,
  type TestApp,
} from './helpers.js';

let t: TestApp;
let limited: HttpApp;
let now = Date.parse('2026-11-23T20:00:00Z');
beforeAll(async () => {
  t = await openTestApp();
  const policies = policiesFromEnv({
    ROLLTAPE_RATE_LIMIT_CREATE: '3/60',
    ROLLTAPE_RATE_LIMIT_MOVE: '4/10',
    ROLLTAPE_RATE_LIMIT_STREAM: '2/60',
    ROLLTAPE_RATE_LIMIT_GRAPHQL: '2/60',
  });
  const limiter = { policies, store: new MemoryRateLimitStore(() => now) };
  limited = checkedAgainstOpenapi(createApp(() => t.services, { rateLimiter: () => limiter }));
});
afterAll(() => t?.database.destroy());

const from = (address: string, headers: Record<string, string> = {}) => ({ 'cf-connecting-ip': address, ...headers });
const create = (address: string) =>
  post(limited, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }] }, from(address));

describe('off by default', () => {
  test('the app as `npm start` builds it without variables counts nothing and sends no RateLimit headers', async () => {
    expect(serverOptionsFromEnv({}).rateLimits).toEqual({});
    for (let i = 0; i < 30; i++) {
      const r = await post(t.app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }] });
      expect(r.status).toBe(201);
      expect(r.headers.get('ratelimit')).toBeNull();
      expect(r.headers.get('ratelimit-policy')).toBeNull();
    }
  });
});

describe('game creation, per address', () => {
  test('3 a minute: headers count down, the 4th is 429 with Retry-After, and creates nothing', async () => {
    const answers = [await create('10.9.0.1'), await create('10.9.0.1'), await create('10.9.0.1')];
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(answers.map((r) => r.headers.get('ratelimit-policy'))).toEqual([
      '"create";q=3;w=60',
      '"create";q=3;w=60',
      '"create";q=3;w=60',
    ]);
    expect(answers.map((r) => r.headers.get('ratelimit'))).toEqual([
      '"create";r=2;t=60',
      '"create";r=1;t=60',
      '"create";r=0;t=60',
    ]);
    const games = Number((await t.database.client.execute('select count(*) as n from games')).rows[0]!.n);
    const refused = await create('10.9.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('ratelimit')).toBe('"create";r=0;t=60');
    expect(await json(refused)).toMatchObject({ status: 429, code: 'rate-limited', policy: 'create', retryAfter: 60 });
    expect(Number((await t.database.client.execute('select count(*) as n from games')).rows[0]!.n)).toBe(games);
    // Another address has its own count; the next window starts over.
    expect((await create('10.9.0.2')).status).toBe(201);
    now += 60_000;
    expect((await create('10.9.0.1')).status).toBe(201);
  });

  test('reads are not counted', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await get(limited, '/v1/rules', from('10.9.0.3'));
      expect(r.status).toBe(200);
      expect(r.headers.get('ratelimit')).toBeNull();
    }
  });
});

describe('moves, per address and per token', () => {
  test('a token is limited wherever it moves from; the 429 changes nothing', async () => {
    const { id, token } = await createRacer(t.app);
    const move = (address: string, gear: number) =>
      post(limited, `/v1/games/${id}/moves`, { move: { type: 'gear', gear } }, from(address, bearer(token)));
    const statuses = [];
    // Each from a new address: only the token's count can refuse the fifth.
    for (let i = 0; i < 4; i++) statuses.push((await move(`10.8.0.${i}`, 4)).status);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    const version = (await json(await get(t.app, `/v1/games/${id}`))).version;
    const refused = await move('10.8.1.1', 4);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ code: 'rate-limited', policy: 'move' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(await get(t.app, `/v1/games/${id}`))).version).toBe(version);
  });
});

describe('streams and GraphQL', () => {
  test('opening streams is counted', async () => {
    const { id } = await createRacer(t.app);
    const open = async () => {
      const r = await get(limited, `/v1/games/${id}/stream`, from('10.7.0.1'));
      await r.body?.cancel();
      return r;
    };
    const first = await open();
    expect(first.headers.get('ratelimit-policy')).toBe('"stream";q=2;w=60');
    expect((await open()).status).toBe(200);
    const refused = await open();
    expect(refused.status).toBe(429);
  });

  test('GraphQL requests are counted; the 429 is a problem document too', async () => {
    const ask = () => post(limited, '/graphql', { query: '{ rules { id } }' }, from('10.6.0.1'));
    expect((await ask()).headers.get('ratelimit')).toMatch(/^"graphql";r=1;t=\d+$/);
    expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ code: 'rate-limited', policy: 'graphql' });
  });
});
