/**
 * `/v1/me/webhooks` over REST: who may register (a personal token with the `webhooks` scope), the
 * SSRF refusals, the endpoint's own CRUD, the per-player cap and the `create` quota. Deliveries
 * themselves are in test/int/webhooks.test.ts (a real server and receiver).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../src/api/app.js';
import { policiesFromEnv } from '../../src/service/quotas/policies.js';
import { MemoryRateLimitStore } from '../../src/service/quotas/store.js';
import type { ResolveHost } from '../../src/service/webhooks/url-guard.js';
import { MAX_WEBHOOKS_PER_PLAYER } from '../../src/service/webhooks/service.js';
import {
  bearer,
  checkedAgainstOpenapi,
  createRacer,
  get,
  json,
  openTestApp,
  post,
  type Json,
  type TestApp,
} from './helpers.js';

/** Names and what they resolve to, standing in for DNS (node's resolver is exercised in test/int/webhooks-ssrf.test.ts). */
const DNS: Record<string, readonly string[]> = {
  'hooks.example.com': ['93.184.215.14'],
  'loopback.example.com': ['127.0.0.1'],
  'private.example.com': ['93.184.215.14', '10.20.30.40'],
  'metadata.example.com': ['169.254.169.254'],
  'v6-loopback.example.com': ['::1'],
};
const resolve: ResolveHost = async (host) => {
  const found = DNS[host];
  if (found === undefined) throw new Error(`ENOTFOUND ${host}`);
  return found;
};

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ webhooks: { policy: { allowPrivate: false, resolve } } });
});
afterAll(() => t?.database.destroy());

const request = (method: string, path: string, token?: string, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { ...(token && bearer(token)), ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

let handles = 0;
async function newPlayer(): Promise<{ id: string; token: string }> {
  const response = await post(t.app, '/v1/players', { handle: `Hooker${++handles}` });
  expect(response.status).toBe(201);
  const body = await json(response);
  return { id: body.player.id, token: body.token };
}

describe('registering a webhook', () => {
  test('a personal token with the webhooks scope registers one; the secret is shown once', async () => {
    const ada = await newPlayer();
    const response = await request('POST', '/v1/me/webhooks', ada.token, {
      url: 'https://hooks.example.com/rolltape',
      events: ['turn', 'game-over'],
    });
    expect(response.status).toBe(201);
    const made = await json(response);
    expect(made).toMatchObject({
      id: expect.stringMatching(/^wh_[0-9a-z]{20}$/),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      url: 'https://hooks.example.com/rolltape',
      events: ['turn', 'game-over'],
      status: 'enabled',
      disabledAt: null,
    });
    const listed = await json(await get(t.app, '/v1/me/webhooks', bearer(ada.token)));
    expect(listed.webhooks).toHaveLength(1);
    expect(listed.webhooks[0].secret).toBeUndefined();
    const one = await json(await get(t.app, `/v1/me/webhooks/${made.id}`, bearer(ada.token)));
    expect(one.id).toBe(made.id);
    const log = await json(await get(t.app, `/v1/me/webhooks/${made.id}/deliveries`, bearer(ada.token)));
    expect(log.deliveries).toEqual([]);
  });

  test.each([
    ['no token', undefined, 401, 'token-required'],
    ['a bad token', 'rtp_nothing', 401, 'invalid-token'],
  ])('%s: %s %s', async (_, token, status, code) => {
    const response = await request('POST', '/v1/me/webhooks', token, {
      url: 'https://hooks.example.com/',
      events: ['turn'],
    });
    expect(response.status).toBe(status);
    expect((await json(response)).code).toBe(code);
  });

  test("a seat's token is not a player's; a token without the webhooks scope is refused 403", async () => {
    const seat = await createRacer(t.app);
    const bySeat = await request('GET', '/v1/me/webhooks', seat.token);
    expect(bySeat.status).toBe(401);
    expect((await json(bySeat)).code).toBe('not-a-personal-token');
    const ada = await newPlayer();
    const reader = (await json(await request('POST', '/v1/me/tokens', ada.token, { scopes: ['read', 'play'] }))).secret;
    const refused = await request('POST', '/v1/me/webhooks', reader, {
      url: 'https://hooks.example.com/',
      events: ['turn'],
    });
    expect(refused.status).toBe(403);
    expect((await json(refused)).code).toBe('insufficient-scope');
    expect((await json(await get(t.app, '/v1/me/webhooks', bearer(ada.token)))).webhooks).toEqual([]);
  });

  test.each([
    'http://127.0.0.1:8080/hook',
    'http://10.0.0.1/hook',
    'http://10.255.1.2/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/hook',
    'http://localhost/hook',
    'https://loopback.example.com/hook',
    'https://private.example.com/hook',
    'https://metadata.example.com/hook',
    'https://v6-loopback.example.com/hook',
  ])('%s is refused: 400 webhook-url-not-allowed, nothing registered', async (url) => {
    const ada = await newPlayer();
    const response = await request('POST', '/v1/me/webhooks', ada.token, { url, events: ['turn'] });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.code).toBe('webhook-url-not-allowed');
    expect(body.detail).toMatch(/loopback|private|metadata|local/);
    expect((await json(await get(t.app, '/v1/me/webhooks', bearer(ada.token)))).webhooks).toEqual([]);
  });

  test.each([
    [{ url: 'ftp://hooks.example.com/', events: ['turn'] }, 'invalid-webhook-url'],
    [{ url: 'https://nowhere.example.com/', events: ['turn'] }, 'webhook-url-unresolvable'],
    [{ url: 'https://hooks.example.com/', events: [] }, 'invalid-request'],
    [{ url: 'https://hooks.example.com/', events: ['move'] }, 'invalid-request'],
    [{ url: 'https://hooks.example.com/', events: ['turn', 'turn'] }, 'invalid-request'],
    [{ url: 'https://hooks.example.com/', events: ['turn'], extra: 1 }, 'invalid-request'],
  ])('%j: 400 %s', async (body, code) => {
    const ada = await newPlayer();
    const response = await request('POST', '/v1/me/webhooks', ada.token, body);
    expect(response.status).toBe(400);
    expect((await json(response)).code).toBe(code);
  });
});

describe("a player's webhooks", () => {
  test("another player's webhook is not found; deleting removes it", async () => {
    const [ada, bo] = [await newPlayer(), await newPlayer()];
    const made = await json(
      await request('POST', '/v1/me/webhooks', ada.token, { url: 'https://hooks.example.com/a', events: ['turn'] }),
    );
    for (const path of [`/v1/me/webhooks/${made.id}`, `/v1/me/webhooks/${made.id}/deliveries`]) {
      const response = await get(t.app, path, bearer(bo.token));
      expect(response.status).toBe(404);
      expect((await json(response)).code).toBe('webhook-not-found');
    }
    expect((await request('DELETE', `/v1/me/webhooks/${made.id}`, bo.token)).status).toBe(404);
    expect((await request('DELETE', `/v1/me/webhooks/${made.id}`, ada.token)).status).toBe(204);
    expect((await get(t.app, `/v1/me/webhooks/${made.id}`, bearer(ada.token))).status).toBe(404);
  });

  test(`a player has at most ${MAX_WEBHOOKS_PER_PLAYER} webhooks: 409 too-many-webhooks`, async () => {
    const ada = await newPlayer();
    for (let i = 0; i < MAX_WEBHOOKS_PER_PLAYER; i++) {
      const response = await request('POST', '/v1/me/webhooks', ada.token, {
        url: `https://hooks.example.com/${i}`,
        events: ['turn'],
      });
      expect(response.status).toBe(201);
    }
    const refused = await request('POST', '/v1/me/webhooks', ada.token, {
      url: 'https://hooks.example.com/x',
      events: ['turn'],
    });
    expect(refused.status).toBe(409);
    expect((await json(refused)).code).toBe('too-many-webhooks');
  });

  test('registering takes the create quota, as creating a game does', async () => {
    const ada = await newPlayer();
    const limiter = {
      policies: policiesFromEnv({ ROLLTAPE_RATE_LIMIT_CREATE: '2/60' }),
      // A clock that stands still: three requests straddling a minute's boundary (a loaded machine) fell in two windows.
      store: new MemoryRateLimitStore(() => 30_000),
    };
    const limited = checkedAgainstOpenapi(createApp(() => t.services, { rateLimiter: () => limiter }));
    const register = () =>
      limited.request('/v1/me/webhooks', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.31.0.1', ...bearer(ada.token) },
        body: JSON.stringify({ url: 'https://hooks.example.com/q', events: ['turn'] }),
      });
    expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(201);
    const third = await register();
    expect(third.status).toBe(429);
    expect(((await json(third)) as Json).code).toBe('rate-limited');
  });
});
