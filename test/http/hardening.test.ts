/**
 * Small hardening of the HTTP edge (issue 15): a strict If-Match, 405 with Allow, WWW-Authenticate
 * on every 401, and a full disk answered 503 storage-full (logged once) instead of a 500 per request.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  bearer,
  createRacer,
  get,
  graphql,
  json,
  openTestApp,
  post,
  versionOf,
  type Json,
  type HttpApp,
  type TestApp,
} from './helpers.js';

let t: TestApp;
let app: HttpApp;
beforeAll(async () => {
  t = await openTestApp();
  app = t.app;
});
afterAll(() => t?.database.destroy());

const problemOf = async (response: Response, status: number, code: string) => {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const problem = JSON.parse(text) as { detail: string };
  expect(problem).toMatchObject({ status, code });
  return problem;
};

describe('If-Match is parsed strictly', () => {
  test.each(['"1', '1"', '"1", "2"', 'W/"1"', '"1"x', '" 1"', ''])(
    'If-Match %j → 400 bad-if-match, and nothing is recorded',
    async (header) => {
      const { id, token } = await createRacer(app);
      const before = await versionOf(app, id);
      await problemOf(
        await post(
          app,
          `/v1/games/${id}/moves`,
          { move: { type: 'gear', gear: 2 } },
          { ...bearer(token), 'if-match': header },
        ),
        400,
        'bad-if-match',
      );
      expect(await versionOf(app, id)).toBe(before);
    },
  );

  test('"N", a bare N and * are understood', async () => {
    const { id, token } = await createRacer(app);
    const v = await versionOf(app, id);
    expect(
      (
        await post(
          app,
          `/v1/games/${id}/moves`,
          { move: { type: 'gear', gear: 2 } },
          { ...bearer(token), 'if-match': ` "${v}" ` },
        )
      ).status,
    ).toBe(200);
    const w = await versionOf(app, id);
    expect(
      (
        await post(
          app,
          `/v1/games/${id}/moves`,
          { move: { type: 'accept' } },
          { ...bearer(token), 'if-match': String(w) },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await post(
          app,
          `/v1/games/${id}/moves`,
          { move: { type: 'gear', gear: 3 } },
          { ...bearer(token), 'if-match': '*' },
        )
      ).status,
    ).toBe(200);
  });
});

describe('405 for a known path asked with the wrong method', () => {
  test.each([
    ['DELETE', '/v1/games', 'OPTIONS, POST'],
    ['GET', '/v1/games/some-id/moves', 'OPTIONS, POST'],
    ['PUT', '/v1/games/some-id', 'GET, HEAD, OPTIONS'],
    ['POST', '/v1/rules', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/graphql', 'GET, OPTIONS, POST'],
  ])('%s %s → 405 method-not-allowed, Allow: %s', async (method, path, allow) => {
    const response = await app.request(path, { method });
    expect(response.headers.get('allow')).toBe(allow);
    await problemOf(response, 405, 'method-not-allowed');
  });

  test('every GET that answers a stream or a socket (openapi.json) refuses HEAD: 405, Allow without HEAD, no body', async () => {
    const spec = await json(await app.request('/openapi.json'));
    const live = Object.entries(spec.paths as Record<string, Record<string, Json>>)
      .filter(([, operations]) => {
        const answers = operations.get?.responses ?? {};
        return '101' in answers || answers['200']?.content?.['text/event-stream'] !== undefined;
      })
      .map(([path]) => path.replace(/\{[^}]+\}/g, 'some-id'));
    expect(live.length).toBeGreaterThanOrEqual(3);
    for (const path of live) {
      const response = await app.request(path, { method: 'HEAD' });
      expect([path, response.status, response.headers.get('allow')]).toEqual([path, 405, 'GET, OPTIONS']);
      expect(await response.text()).toBe('');
      expect((await app.request(path, { method: 'DELETE' })).headers.get('allow')).toBe('GET, OPTIONS');
    }
    // Every other GET still answers HEAD, as its GET would.
    const head = await app.request('/v1/rules', { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
  });

  test('an unknown path is still a 404', async () => {
    await problemOf(await app.request('/v1/no-such-thing', { method: 'DELETE' }), 404, 'route-not-found');
  });

  test.each([
    ['GET', '/v1/games/some-id/', '/v1/games/some-id'],
    ['GET', '/v1/rules/', '/v1/rules'],
    ['POST', '/v1/games/', '/v1/games'],
  ])(
    '%s %s (a trailing slash) is a 404 naming the route without it, never a 405 refusing the method it names',
    async (method, path, route) => {
      const response = await app.request(path, { method });
      const problem = await problemOf(response, 404, 'route-not-found');
      expect(problem.detail).toBe(`no route ${method} ${path} (${route}, without the trailing slash, is one)`);
      expect(response.headers.get('allow')).toBeNull();
    },
  );
});

describe('every 401 says how to authenticate', () => {
  test('a move without a token, with an unknown token, with a malformed header', async () => {
    const { id } = await createRacer(app);
    const missing = await post(app, `/v1/games/${id}/moves`, { move: { type: 'accept' } });
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="rolltape"');
    await problemOf(missing, 401, 'token-required');
    const unknown = await get(app, `/v1/games/${id}`, bearer('rt_nobody'));
    expect(unknown.headers.get('www-authenticate')).toBe('Bearer realm="rolltape", error="invalid_token"');
    await problemOf(unknown, 401, 'invalid-token');
    const malformed = await get(app, `/v1/games/${id}/events`, { authorization: 'Basic abc' });
    expect(malformed.headers.get('www-authenticate')).toMatch(/^Bearer /);
    await problemOf(malformed, 401, 'invalid-token');
    const stream = await get(app, `/v1/games/${id}/stream?access_token=rt_nobody`);
    expect(stream.headers.get('www-authenticate')).toMatch(/^Bearer /);
    await problemOf(stream, 401, 'invalid-token');
  });
});

describe('a full disk', () => {
  test('answers 503 storage-full with Retry-After over REST and GraphQL, records nothing, and is logged once', async () => {
    const own = await openTestApp();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The server's one reporter (storage-full.ts) says it at most every ten minutes, and the files
    // before this one in the same process may have met a full disk: this test's refusals come later.
    vi.setSystemTime(Date.now() + 11 * 60_000);
    try {
      const { id, token } = await createRacer(own.app);
      const before = await versionOf(own.app, id);
      // SQLite's own limit on the file's size: the next page it needs fails with SQLITE_FULL, as a full disk does.
      const pages = Number((await own.database.client.execute('PRAGMA page_count')).rows[0]![0]);
      await own.database.client.execute(`PRAGMA max_page_count = ${pages}`);
      // The first writes may still fit in the pages the file has; one soon needs a new page and fails.
      const create = () =>
        post(own.app, '/v1/games', {
          rules: 'coal-n-write',
          players: [{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' }],
        });
      let first = await create();
      for (let i = 0; i < 100 && first.status === 201; i++) first = await create();
      const attempts = [first, await create(), await create(), await create()];
      for (const refused of attempts) {
        expect(refused.headers.get('retry-after')).toBe('60');
        await problemOf(refused, 503, 'storage-full');
      }
      const viaGraphql = await graphql(
        own.app,
        'mutation { createGame(input: { rules: "coal-n-write", players: [{ name: "Zed" }, { name: "Yan" }, { name: "Xu" }] }) { game { id } } }',
      );
      expect(viaGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'storage-full', status: 503 });
      expect(await versionOf(own.app, id)).toBe(before);
      expect(
        (await post(own.app, `/v1/games/${id}/moves`, { move: { type: 'gear', gear: 2 } }, bearer(token))).status,
      ).not.toBe(500);
      const fullLines = errors.mock.calls.filter((args) => String(args[0]).includes('full'));
      expect(fullLines).toHaveLength(1);
      expect(errors.mock.calls.filter((args) => !String(args[0]).includes('full'))).toEqual([]);
      // Room again: writes work again.
      await own.database.client.execute('PRAGMA max_page_count = 1073741823');
      expect((await post(own.app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }] })).status).toBe(
        201,
      );
    } finally {
      vi.useRealTimers();
      errors.mockRestore();
      own.database.destroy();
    }
  });
});

test('helpers answer JSON', async () => expect(await json(await get(app, '/healthz'))).toEqual({ ok: true }));
