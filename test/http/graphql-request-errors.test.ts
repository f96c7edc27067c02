/**
 * What `/graphql` refuses before reading any document answers a code of REST's table, REST's status
 * whatever the `Accept`, and words that say what to send (api/graphql/request-refusals.ts), instead of
 * Yoga's generic `BAD_REQUEST` and its words: on both of node's paths, as `npm start` builds them
 * (node's direct GraphQL path in front of the app when no rate limits apply, the app alone when they
 * do), which must answer each request alike. Workers: test/workerd/graphql-game.test.ts.
 */
import type { Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compiledGraphql } from '../../src/adapter/node/compiled-graphql.js';
import { directGraphql } from '../../src/adapter/node/direct-graphql.js';
import { createApp } from '../../src/api/app.js';
import { postedGraphql } from '../../src/api/graphql/handler.js';
import { policiesFromEnv } from '../../src/service/quotas/policies.js';
import { MemoryRateLimitStore } from '../../src/service/quotas/store.js';
import { openTestApp } from '../support/database.js';
import { listenRaw, sendRaw, type RawAnswer, type RawRequest } from '../support/raw-http.js';

let opened: Awaited<ReturnType<typeof openTestApp>>;
let servers: Server[] = [];
/** Node's server without rate limits (the direct path first) and with them (the app only). */
const ports = { direct: 0, limited: 0 };

beforeAll(async () => {
  opened = await openTestApp();
  const compiled = compiledGraphql();
  const app = createApp(() => opened.services, compiled);
  const limiter = {
    policies: policiesFromEnv({ ROLLTAPE_RATE_LIMIT_GRAPHQL: '1000/60', ROLLTAPE_RATE_LIMIT_CREATE: '1000/60' }),
    store: new MemoryRateLimitStore(),
  };
  const limitedApp = createApp(() => opened.services, { ...compiled, rateLimiter: () => limiter });
  // As src/server.ts builds each.
  const direct = directGraphql(
    { services: opened.services, run: postedGraphql(compiled.graphqlExecutor) },
    getRequestListener(app.fetch),
  );
  const [a, directPort] = await listenRaw(direct);
  const [b, limitedPort] = await listenRaw(getRequestListener(limitedApp.fetch));
  servers = [a, b];
  Object.assign(ports, { direct: directPort, limited: limitedPort });
});
afterAll(async () => {
  for (const s of servers) await new Promise((closed) => s.close(closed));
  await opened?.database.destroy();
});

type Sent = Partial<RawRequest>;
const ACCEPTS = [undefined, 'application/json', 'application/graphql-response+json'] as const;

/**
 * `sent` to `/graphql` (a POST unless it says otherwise) on both servers: the same status, media type,
 * `Allow` and body on both (a request the limited one counts adds only its rate-limit headers).
 */
async function answeredAlike(sent: Sent): Promise<{ direct: RawAnswer; limited: RawAnswer }> {
  const request = { method: 'POST' as const, path: '/graphql', ...sent };
  const direct = await sendRaw(ports.direct, request);
  const limited = await sendRaw(ports.limited, request);
  const kept = ({ status, headers, body }: RawAnswer) => ({
    status,
    type: headers['content-type'],
    allow: headers.allow,
    body,
  });
  expect(kept(limited)).toEqual(kept(direct));
  return { direct, limited };
}

/** The direct server's answer to `sent`, answered alike on both. */
const sameOnBoth = async (sent: Sent): Promise<RawAnswer> => (await answeredAlike(sent)).direct;

/**
 * `sent` with each `Accept`, answered alike on both servers and counted by the limited one, in the
 * GraphQL media type asked for: the direct server's answers.
 */
async function refusedAlike(sent: Sent): Promise<RawAnswer[]> {
  const answers: RawAnswer[] = [];
  for (const accept of ACCEPTS) {
    const { direct, limited } = await answeredAlike({
      ...sent,
      headers: { ...sent.headers, ...(accept !== undefined && { accept }) },
    });
    expect(limited.headers.ratelimit, 'the limited server applied its limits').toBeDefined();
    expect(direct.headers['content-type']).toBe(`${accept ?? 'application/json'}; charset=utf-8`);
    answers.push(direct);
  }
  return answers;
}

/**
 * Each answer: `status`, one error with `code`, its `kind` and the status REST answers in `extensions`
 * (and `fields` in `extensions.errors` for invalid-request), words matching `says`, and nothing of
 * Yoga's own refusal (its code, its words, an original error).
 */
async function expectRefused(
  sent: Sent,
  { status, code, kind, says, fields }: { status: number; code: string; kind: string; says: RegExp; fields?: string[] },
): Promise<void> {
  for (const answer of await refusedAlike(sent)) {
    expect(answer.status, answer.body).toBe(status);
    expect(answer.headers.allow).toBe(status === 405 ? 'POST' : undefined);
    const body = JSON.parse(answer.body);
    expect(body).toEqual({
      errors: [
        {
          message: expect.stringMatching(says),
          extensions: {
            code,
            kind,
            status,
            ...(fields && { errors: fields.map((field) => ({ field, message: expect.any(String) })) }),
          },
        },
      ],
    });
    expect(answer.body).not.toMatch(
      /BAD_REQUEST|OPERATION_RESOLUTION_FAILURE|originalError|SyntaxError|Must provide|Unexpected parameter|Batching/,
    );
  }
}

const gamesInStore = async (): Promise<number> =>
  Number((await opened.database.client.execute('select count(*) as n from games')).rows[0]!.n);
const CREATE = 'mutation { createGame(input: {rules: "circuit-racer", players: [{name: "Ada"}]}) { game { id } } }';
const get = (search: Record<string, string>): Sent => ({
  method: 'GET',
  path: `/graphql?${new URLSearchParams(search)}`,
});

describe('GraphQL requests refused before any document runs, alike on both node paths', () => {
  test('a mutation sent with GET → 405 mutation-needs-post with Allow: POST, and nothing made', async () => {
    const before = await gamesInStore();
    const refusal = { status: 405, code: 'mutation-needs-post', kind: 'method-not-allowed', says: /POST/ };
    await expectRefused(get({ query: CREATE }), refusal);
    // The operation named is the one checked.
    await expectRefused(
      get({ query: `query Q { __typename } ${CREATE.replace('mutation', 'mutation M')}`, operationName: 'M' }),
      refusal,
    );
    expect(await gamesInStore()).toBe(before);
    // A query over GET still runs.
    const [read] = await refusedAlike(get({ query: '{ __typename }' }));
    expect(JSON.parse(read!.body)).toEqual({ data: { __typename: 'Query' } });
  });

  test('a batch (a JSON array) → 400 batch-not-supported, and nothing made', async () => {
    const before = await gamesInStore();
    for (const batch of [[{ query: CREATE }, { query: CREATE }], []])
      await expectRefused(
        { body: JSON.stringify(batch) },
        { status: 400, code: 'batch-not-supported', kind: 'malformed', says: /request of its own, \{"query": / },
      );
    expect(await gamesInStore()).toBe(before);
  });

  test('a member a GraphQL request does not take → 400 invalid-request naming it, and nothing made', async () => {
    const before = await gamesInStore();
    await expectRefused(
      { body: JSON.stringify({ query: CREATE, foo: 1 }) },
      {
        status: 400,
        code: 'invalid-request',
        kind: 'malformed',
        says: /^body: .*"foo".*\{"query": /,
        fields: ['body'],
      },
    );
    await expectRefused(
      { body: '{"query": "{ __typename }", "__proto__": {"query": 1}}' },
      { status: 400, code: 'invalid-request', kind: 'malformed', says: /"__proto__"/, fields: ['body'] },
    );
    expect(await gamesInStore()).toBe(before);
  });

  test('no query → 400 query-required (Yoga answered 200 to an application/json client)', async () => {
    for (const body of ['{}', '{"query": null}', JSON.stringify({ variables: {} })])
      await expectRefused(
        { body },
        { status: 400, code: 'query-required', kind: 'malformed', says: /no query: send \{"query": / },
      );
    await expectRefused(get({}), { status: 400, code: 'query-required', kind: 'malformed', says: /no query/ });
  });

  test('an empty query, or one of white space only → 400 query-required, as no query (it was GRAPHQL_PARSE_FAILED)', async () => {
    const empty = { status: 400, code: 'query-required', kind: 'malformed', says: /an empty query: send \{"query": / };
    for (const query of ['', ' ', ' \n\t\r\n '])
      await expectRefused({ body: JSON.stringify({ query, variables: {} }) }, empty);
    await expectRefused(get({ query: '\n  ' }), empty);
    // Yoga reads an empty parameter of a URL as none.
    await expectRefused(get({ query: '' }), { ...empty, says: /no query: send/ });
    // A member it does not take is still named beside it.
    await expectRefused(
      { body: JSON.stringify({ query: '', foo: 1 }) },
      { status: 400, code: 'invalid-request', kind: 'malformed', says: /"foo"/, fields: ['body'] },
    );
  });

  test('members of the wrong type, a body that is no object → 400 invalid-request naming each', async () => {
    const cases: [unknown, string[]][] = [
      [{ query: 1 }, ['query']],
      [{ query: '{ __typename }', variables: [], extensions: 2 }, ['variables', 'extensions']],
      [{ query: '{ __typename }', operationName: 1 }, ['operationName']],
      [{ qeury: '{ __typename }' }, ['query', 'body']],
      [null, ['body']],
      ['{ __typename }', ['body']],
    ];
    for (const [body, fields] of cases)
      await expectRefused(
        { body: JSON.stringify(body) },
        { status: 400, code: 'invalid-request', kind: 'malformed', says: /a GraphQL request is \{"query": /, fields },
      );
    await expectRefused(get({ query: '{ __typename }', variables: '[]' }), {
      status: 400,
      code: 'invalid-request',
      kind: 'malformed',
      says: /^variables: expected an object/,
      fields: ['variables'],
    });
  });

  test('JSON that does not parse → 400 malformed-json: a body, and variables in a URL (Yoga answered that 500)', async () => {
    await expectRefused(
      { body: '{"query": ' },
      { status: 400, code: 'malformed-json', kind: 'malformed', says: /not valid JSON/ },
    );
    for (const search of [{ variables: '{' }, { extensions: 'nope' }] as Record<string, string>[])
      await expectRefused(get({ query: '{ __typename }', ...search }), {
        status: 400,
        code: 'malformed-json',
        kind: 'malformed',
        says: /GET \/graphql\?query=…&variables=/,
      });
  });

  test('no operation to run (an unknown operationName, several and none named) → 400 operation-not-found naming them, and nothing made', async () => {
    const before = await gamesInStore();
    const two = `query Read { __typename } ${CREATE.replace('mutation', 'mutation Make')}`;
    const notFound = { status: 400, code: 'operation-not-found', kind: 'malformed' };
    await expectRefused(
      { body: JSON.stringify({ query: two, operationName: 'Nope' }) },
      { ...notFound, says: /no operation named "Nope": set operationName to one of "Read", "Make"$/ },
    );
    await expectRefused(
      { body: JSON.stringify({ query: two }) },
      { ...notFound, says: /has 2 operations: set operationName to one of "Read", "Make"$/ },
    );
    await expectRefused(get({ query: two, operationName: 'Nope' }), { ...notFound, says: /no operation named "Nope"/ });
    await expectRefused(
      { body: JSON.stringify({ query: '{ __typename } { __typename }' }) },
      { ...notFound, says: /has 2 operations: an operation without a name must be the only one$/ },
    );
    await expectRefused(
      { body: JSON.stringify({ query: `{ __typename } ${two}` }) },
      { ...notFound, says: /has 3 operations: set operationName to one of "Read", "Make"; an operation without/ },
    );
    await expectRefused(
      { body: JSON.stringify({ query: 'fragment F on Query { __typename }' }) },
      { ...notFound, says: /has no operation: send a query or a mutation/ },
    );
    expect(await gamesInStore()).toBe(before);
    // Named, the operation chosen runs.
    const [made] = await refusedAlike({ body: JSON.stringify({ query: two, operationName: 'Read' }) });
    expect(JSON.parse(made!.body)).toEqual({ data: { __typename: 'Query' } });
  });

  test('variables that do not fit their types → BAD_USER_INPUT, 400 to a graphql-response+json client (they had no code, 200)', async () => {
    const before = await gamesInStore();
    const move = 'mutation($m: MoveInput!) { makeMove(gameId: "x", move: $m) { version } }';
    const cases = [
      { query: move, variables: { m: { circuitRacer: { gear: { gear: 'four' } } } }, says: /Int cannot represent/ },
      {
        query: move,
        variables: { m: { circuitRacer: { accept: true }, aircargo: { accept: true } } },
        says: /Exactly one key/,
      },
      { query: move, variables: {}, says: /of required type "MoveInput!" was not provided/ },
      {
        query: 'query($id: ID!) { game(id: $id) { version } }',
        variables: { id: { a: 1 } },
        says: /ID cannot represent/,
      },
    ];
    for (const { query, variables, says } of cases) {
      const answers = await refusedAlike({ body: JSON.stringify({ query, variables }) });
      // The spec's request error: 200 to a client that takes only application/json, 400 to one that takes its own type.
      expect(answers.map((a) => a.status)).toEqual([200, 200, 400]);
      for (const answer of answers) {
        const { errors, data } = JSON.parse(answer.body);
        expect(data).toBeUndefined();
        expect(errors.length).toBeGreaterThan(0);
        for (const error of errors) {
          expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT' });
          expect(error.message).toMatch(/^Variable "\$\w+"/);
        }
        expect(errors.some((e: { message: string }) => says.test(e.message))).toBe(true);
      }
    }
    expect(await gamesInStore()).toBe(before);
  });

  test('a member sent as null is absent, as on the direct path: the request runs', async () => {
    const [answer] = await refusedAlike({
      body: JSON.stringify({ query: '{ __typename }', foo: null, variables: null }),
    });
    expect(answer!.status).toBe(200);
    expect(JSON.parse(answer!.body)).toEqual({ data: { __typename: 'Query' } });
  });
});

const BOUNDARY = 'rolltape-test-boundary';
/** GraphQL's multipart request (the file-upload convention): its operation in the `operations` part. */
const multipart = (operation: object): Sent => ({
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  body: [
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify(operation)}\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n`,
    `--${BOUNDARY}--\r\n`,
  ].join(''),
});
/** An HTML form's POST, which a page on any origin can make a browser send with no CORS preflight. */
const form = (fields: Record<string, string>): Sent => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** Every body POSTed as something other than JSON (Yoga ran the first three), each with `operation`. */
const notJson = (operation: { query: string; variables?: object }): [string, Sent][] => [
  ['a form', form({ query: operation.query, variables: JSON.stringify(operation.variables ?? {}) })],
  ['multipart', multipart(operation)],
  ['application/graphql', { headers: { 'content-type': 'application/graphql' }, body: operation.query }],
  ['text/plain', { headers: { 'content-type': 'text/plain' }, body: JSON.stringify(operation) }],
];

describe("/graphql's methods and media types, alike on both node paths", () => {
  test.each(notJson({ query: CREATE }))(
    'a mutation POSTed as %s → 415 unsupported-media-type, the problem REST answers, and nothing made',
    async (_, sent) => {
      const before = await gamesInStore();
      for (const accept of ACCEPTS) {
        const answer = await sameOnBoth({ ...sent, headers: { ...sent.headers, ...(accept && { accept }) } });
        expect(answer.status, answer.body).toBe(415);
        expect(answer.headers['content-type']).toBe('application/problem+json');
        expect(JSON.parse(answer.body)).toEqual({
          type: 'https://rolltape.dev/problems/unsupported-media-type',
          title: 'Body must be JSON',
          status: 415,
          code: 'unsupported-media-type',
          detail: expect.stringMatching(/as JSON \(Content-Type: application\/json, \{"query": "…"\}\), or as GET/),
        });
      }
      expect(await gamesInStore()).toBe(before);
    },
  );

  test("a form's move, the seat's token and all, moves nothing: the game stays at its version", async () => {
    const created = await sendRaw(ports.direct, {
      method: 'POST',
      path: '/graphql',
      body: JSON.stringify({
        query:
          'mutation { createGame(input: {rules: "circuit-racer", players: [{name: "Ada"}]}) { game { id version } seats { token } } }',
      }),
    });
    const { game, seats } = JSON.parse(created.body).data.createGame;
    const move = {
      query: 'mutation ($id: ID!) { makeMove(gameId: $id, move: {circuitRacer: {gear: {gear: 2}}}) { version } }',
      variables: { id: game.id },
    };
    const statuses: number[] = [];
    for (const [, sent] of notJson(move))
      for (const port of [ports.direct, ports.limited]) {
        const headers = { ...sent.headers, authorization: `Bearer ${seats[0].token}` };
        statuses.push((await sendRaw(port, { method: 'POST', path: '/graphql', ...sent, headers })).status);
      }
    const read = await sameOnBoth({ body: JSON.stringify({ query: `{ game(id: "${game.id}") { version } }` }) });
    expect(JSON.parse(read.body).data.game.version).toBe(game.version);
    expect(statuses).toEqual(statuses.map(() => 415));
  });

  test.each([
    ['HEAD', '/graphql'],
    ['HEAD', `/graphql?${new URLSearchParams({ query: '{ __typename }' })}`],
    ['DELETE', '/graphql'],
    ['PUT', '/graphql'],
  ] as const)(
    '%s %s → 405 method-not-allowed with Allow: GET, OPTIONS, POST, what /graphql answers',
    async (method, path) => {
      for (const accept of [undefined, 'text/html', 'application/json']) {
        const answer = await sameOnBoth({ method, path, headers: accept === undefined ? {} : { accept } });
        expect(answer.status).toBe(405);
        expect(answer.headers.allow).toBe('GET, OPTIONS, POST');
        expect(answer.headers['content-type']).toBe('application/problem+json');
        if (method === 'HEAD') expect(answer.body).toBe('');
        else
          expect(JSON.parse(answer.body)).toMatchObject({
            code: 'method-not-allowed',
            detail: `/graphql answers GET, OPTIONS, POST, not ${method}`,
            allowed: ['GET', 'OPTIONS', 'POST'],
          });
      }
    },
  );
});
