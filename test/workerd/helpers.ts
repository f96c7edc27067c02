/**
 * Helpers for the tests that run inside workerd: requests go through the Worker's own fetch handler
 * (`exports.default`, the default export of src/worker.ts) with the D1 binding of wrangler.toml.
 */
import { createExecutionContext, runInDurableObject, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import worker from '../../src/worker.js';
import type { Env } from '../../src/worker.js';

export { simplePolicy, type CrMove } from '../support/circuit-racer-policy.js';

/** Any JSON answer, loosely typed: tests assert on the fields they read. */
export type Json = any;

const ORIGIN = 'https://rolltape.test';

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

function requestOf(method: string, path: string, body: unknown, headers: Record<string, string>): Request {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  return new Request(`${ORIGIN}${path}`, init);
}

export function request(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return exports.default.fetch(requestOf(method, path, body, headers));
}

export const get = (path: string, headers?: Record<string, string>) => request('GET', path, undefined, headers);
export const post = (path: string, body: unknown, headers?: Record<string, string>) =>
  request('POST', path, body, headers);

/**
 * The same requests handed to the Worker's fetch handler as the runtime hands it one (src/worker.ts's
 * default export, this env, a fresh execution context), not through `exports.default`: the pool's
 * loopback costs more with every request already made in the test file (cloudflare/workers-sdk#15446:
 * about 6 ms a request at first, 370 ms after 1,500), which made a whole Carbondale game take minutes
 * here while the Worker's own work per move stays flat (long-tape.test.ts counts it). For tests
 * that make hundreds of requests.
 */
export const direct = {
  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const ctx = createExecutionContext();
    const response = await worker.fetch(requestOf(method, path, body, headers), env as unknown as Env, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  },
  get: (path: string, headers?: Record<string, string>) => direct.request('GET', path, undefined, headers),
  post: (path: string, body: unknown, headers?: Record<string, string>) => direct.request('POST', path, body, headers),
};

export async function json(response: Response): Promise<Json> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`not JSON (status ${response.status}): ${text.slice(0, 300)}`);
  }
}

/** Creates a one-seat Circuit Racer game over REST; answers its id, token and the created body. */
export async function createRacer(
  extra: Record<string, unknown> = {},
): Promise<{ id: string; token: string; body: Json }> {
  const response = await post('/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }], ...extra });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  const body = await json(response);
  return { id: body.game.id, token: body.seats[0].token, body };
}

/** POSTs a GraphQL operation and answers its data; any error fails the test. */
export async function graphqlData(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Json> {
  const response = await request(
    'POST',
    '/graphql',
    { query, variables },
    { accept: 'application/graphql-response+json, application/json', ...(token === undefined ? {} : bearer(token)) },
  );
  const body = await json(response);
  if (body.errors !== undefined) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  if (response.status !== 200) throw new Error(`GraphQL answered HTTP ${response.status}`);
  return body.data;
}

/** Reads D1 directly (what the Worker wrote), bypassing the API. */
export async function d1All<T = Json>(sql: string, ...args: unknown[]): Promise<T[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...args)
    .all<T>();
  return results;
}

/** Reads a game's own object storage directly (its tape and seats), bypassing the API. */
export async function objectAll<T = Json>(gameId: string, sql: string, ...args: unknown[]): Promise<T[]> {
  const stub = env.GAMES.get(env.GAMES.idFromName(gameId));
  return runInDurableObject(stub, (_instance, state) => state.storage.sql.exec(sql, ...args).toArray() as T[]);
}

/**
 * Counts the rows a game's object reads from its own SQLite storage (every statement its store runs
 * goes through `storage.sql.exec`): the work a call does there, where time cannot be trusted (the
 * clock stands still while code runs). `take()` answers the rows read since the last `take()`.
 */
export async function objectRowsRead(gameId: string): Promise<{ take(): number }> {
  const stub = env.GAMES.get(env.GAMES.idFromName(gameId));
  const cursors: { readonly rowsRead: number }[] = [];
  await runInDurableObject(stub, (_instance, state) => {
    const sql = state.storage.sql as unknown as { exec(...args: unknown[]): { readonly rowsRead: number } };
    const exec = sql.exec.bind(sql);
    sql.exec = (...args) => {
      const cursor = exec(...args);
      cursors.push(cursor);
      return cursor;
    };
  });
  return {
    take() {
      const rows = cursors.reduce((n, c) => n + c.rowsRead, 0);
      cursors.length = 0;
      return rows;
    },
  };
}

/**
 * Waits, if need be, until the quota windows of `windowSeconds` have at least `roomMs` left: an
 * isolate's own count (quotas/store.ts) starts afresh at each multiple of the window, so a test that
 * spends a quota across a boundary would see it refilled half-way (a CI run did, once).
 */
export async function clearOfWindowEdge(windowSeconds: number, roomMs = 5_000): Promise<void> {
  const left = windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000));
  if (left < roomMs) await new Promise((done) => setTimeout(done, left + 50));
}
