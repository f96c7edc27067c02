/** Shared helpers for the HTTP tests: a real app over a real libsql file, driven with `app.request()`. */
import { openTestApp as openDatabaseApp } from '../support/database.js';
import { checkedAgainstOpenapi } from '../support/openapi-answers.js';

export { checkedAgainstOpenapi };

/**
 * The test app (`openTestApp` of test/support/database.ts) whose every JSON answer is checked against
 * openapi.yaml: a test that receives an answer the document does not declare fails with the reason.
 */
export async function openTestApp(...args: Parameters<typeof openDatabaseApp>) {
  const opened = await openDatabaseApp(...args);
  return { ...opened, app: checkedAgainstOpenapi(opened.app) };
}

export type TestApp = Awaited<ReturnType<typeof openTestApp>>;
export type HttpApp = TestApp['app'];

export const JSON_HEADERS = { 'content-type': 'application/json' } as const;

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

export { simplePolicy, type CrMove } from '../support/circuit-racer-policy.js';

/** Any JSON answer, loosely typed: tests assert on the fields they read. */
export type Json = any;

export async function json(response: Response): Promise<Json> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`not JSON (status ${response.status}): ${text.slice(0, 300)}`);
  }
}

export async function post(
  app: HttpApp,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return app.request(path, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function get(app: HttpApp, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return app.request(path, { method: 'GET', headers });
}

/** Creates a one-seat Circuit Racer game over REST; answers its id, token and the created body. */
export async function createRacer(
  app: HttpApp,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; token: string; body: Json }> {
  const response = await post(app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }], ...extra });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  const body = await json(response);
  return { id: body.game.id, token: body.seats[0].token, body };
}

/** The version of a game as the spectator sees it now. */
export async function versionOf(app: HttpApp, id: string): Promise<number> {
  const response = await get(app, `/v1/games/${id}`);
  if (response.status !== 200) throw new Error(`GET game failed: ${response.status}`);
  return (await json(response)).version;
}

/** The number of events on the tape (read through the API as a spectator). */
export async function eventCount(app: HttpApp, id: string): Promise<number> {
  const response = await get(app, `/v1/games/${id}/events`);
  if (response.status !== 200) throw new Error(`GET events failed: ${response.status}`);
  return (await json(response)).events.length;
}

export interface GqlAnswer {
  readonly status: number;
  readonly data: Json;
  readonly errors: Json[] | undefined;
}

/** POSTs a GraphQL operation (with the seat's bearer token if given) and answers status, data and errors. */
export async function graphql(
  app: HttpApp,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GqlAnswer> {
  const response = await app.request('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(token === undefined ? {} : bearer(token)),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await json(response);
  return { status: response.status, data: body.data, errors: body.errors };
}

/** Runs a GraphQL operation that must succeed and answers its data. */
export async function graphqlData(
  app: HttpApp,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Json> {
  const answer = await graphql(app, query, variables, token);
  if (answer.errors !== undefined) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`);
  if (answer.status !== 200) throw new Error(`GraphQL answered HTTP ${answer.status}`);
  return answer.data;
}
