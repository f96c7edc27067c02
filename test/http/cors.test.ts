import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, createRacer, JSON_HEADERS, openTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const ORIGIN = { origin: 'https://client.example' };
const gameRows = async () => Number((await t.database.client.execute('select count(*) as n from games')).rows[0]!.n);

/** What a browser sends before a cross-origin request that is not "simple" (JSON bodies, Authorization). */
const preflight = (path: string, method: string, headers: string) =>
  t.app.request(path, {
    method: 'OPTIONS',
    headers: { ...ORIGIN, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

const expectCrossOrigin = (response: Response) => {
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  // Bearer tokens, never cookies: credentials mode stays off.
  expect(response.headers.get('access-control-allow-credentials')).toBeNull();
};

describe('a web page on another origin can use the API', () => {
  test('preflight of a move (JSON body, Authorization, If-Match) is allowed, and runs no handler', async () => {
    const { id } = await createRacer(t.app);
    const before = await gameRows();
    const response = await preflight(`/v1/games/${id}/moves`, 'POST', 'authorization, content-type, if-match');
    expect(response.status).toBe(204);
    expectCrossOrigin(response);
    expect(response.headers.get('access-control-allow-methods')?.split(',')).toEqual(
      expect.arrayContaining(['GET', 'POST']),
    );
    expect(response.headers.get('access-control-allow-headers')?.split(',')).toEqual([
      'authorization',
      'content-type',
      'if-match',
    ]);
    expect(response.headers.get('access-control-max-age')).toBe('86400');
    expect(await gameRows()).toBe(before);
  });

  test.each([
    ['DELETE', '/v1/me/tokens/some-token'],
    ['PATCH', '/v1/me/tokens/some-token'],
    ['DELETE', '/v1/me/webhooks/some-webhook'],
  ])('preflight of %s %s (revoking or renaming a token, removing a webhook) is allowed', async (method, path) => {
    const response = await preflight(path, method, 'authorization, content-type');
    expect(response.status).toBe(204);
    expectCrossOrigin(response);
    expect(response.headers.get('access-control-allow-methods')?.split(',')).toContain(method);
  });

  test('preflight of a game creation and of a GraphQL request', async () => {
    const before = await gameRows();
    for (const path of ['/v1/games', '/graphql']) {
      const response = await preflight(path, 'POST', 'content-type');
      expect(response.status, path).toBe(204);
      expectCrossOrigin(response);
    }
    expect(await gameRows()).toBe(before);
  });

  test('answers carry the origin grant and expose the ETag, the version a client sends back as If-Match', async () => {
    const { id, token } = await createRacer(t.app);
    const read = await t.app.request(`/v1/games/${id}`, { headers: { ...ORIGIN, ...bearer(token) } });
    expect(read.status).toBe(200);
    expectCrossOrigin(read);
    expect(read.headers.get('access-control-expose-headers')).toBe('ETag, RateLimit, RateLimit-Policy, Retry-After');
    expect(read.headers.get('etag')).toBe('"1"');

    // EventSource from another origin needs the grant on the stream too.
    const stream = await t.app.request(`/v1/games/${id}/stream?access_token=${token}`, { headers: ORIGIN });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expectCrossOrigin(stream);
    await stream.body?.cancel();
  });

  test('so do errors, so the page can read the problem document', async () => {
    const { id } = await createRacer(t.app);
    const unauthenticated = await t.app.request(`/v1/games/${id}/moves`, {
      method: 'POST',
      headers: { ...ORIGIN, ...JSON_HEADERS },
      body: JSON.stringify({ move: { type: 'gear', gear: 1 } }),
    });
    const malformed = await t.app.request('/v1/games', {
      method: 'POST',
      headers: { ...ORIGIN, ...JSON_HEADERS },
      body: '{',
    });
    const tooLarge = await t.app.request('/v1/games', {
      method: 'POST',
      headers: { ...ORIGIN, ...JSON_HEADERS, 'content-length': String(1 << 20) },
      body: '{}',
    });
    const unrouted = await t.app.request('/v1/nowhere', { headers: ORIGIN });
    for (const [response, status] of [
      [unauthenticated, 401],
      [malformed, 400],
      [tooLarge, 413],
      [unrouted, 404],
    ] as const) {
      expect(response.status).toBe(status);
      expectCrossOrigin(response);
    }
  });

  test('GraphQL answers carry one grant, the same as REST', async () => {
    const response = await t.app.request('/graphql', {
      method: 'POST',
      headers: { ...ORIGIN, ...JSON_HEADERS },
      body: JSON.stringify({ query: '{ rules { id } }' }),
    });
    expect(response.status).toBe(200);
    expectCrossOrigin(response);
  });
});
