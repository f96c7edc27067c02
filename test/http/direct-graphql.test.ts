import type { Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compiledGraphql } from '../../src/adapter/node/compiled-graphql.js';
import { directGraphql } from '../../src/adapter/node/direct-graphql.js';
import { createApp, MAX_BODY_BYTES } from '../../src/api/app.js';
import { postedGraphql } from '../../src/api/graphql/handler.js';
import { openTestApp } from '../support/database.js';
import { listenRaw as listen, sendRaw, type RawAnswer as Answer, type RawRequest } from '../support/raw-http.js';

/**
 * Node's direct path for a GraphQL query or mutation POSTed as JSON (src/adapter/node/direct-graphql.ts)
 * against the app it stands in front of: the same request to a server of each kind, over one app and
 * one database, gets the same status, headers and bytes. Counters tell who answered on the direct
 * server (the path itself, the app after the path read the body, or the app untouched), so a case
 * that silently fell through to the app cannot pass as the direct path's.
 */

/** A request to `/graphql` unless it says otherwise. */
type Sent = Partial<RawRequest>;
const send = (port: number, sent: Sent): Promise<Answer> =>
  sendRaw(port, { method: 'POST', path: '/graphql', ...sent });

let opened: Awaited<ReturnType<typeof openTestApp>>;
let servers: Server[];
let honoPort: number;
let directPort: number;
const counted = { direct: 0, handedBack: 0, app: 0 };

beforeAll(async () => {
  opened = await openTestApp();
  const compiled = compiledGraphql();
  const app = createApp(() => opened.services, compiled);
  const honoListener = getRequestListener(app.fetch);
  const run = postedGraphql(compiled.graphqlExecutor);
  let hono: Server;
  let direct: Server;
  [hono, honoPort] = await listen(honoListener);
  [direct, directPort] = await listen(
    directGraphql(
      {
        services: opened.services,
        run: async (text, mediaType, context) => {
          const answer = await run(text, mediaType, context);
          if (answer === null) counted.handedBack++;
          else counted.direct++;
          return answer;
        },
      },
      (incoming, outgoing) => {
        // The app itself, or after the path read the body (counted as handed back).
        if (!('rawBody' in incoming)) counted.app++;
        honoListener(incoming, outgoing);
      },
    ),
  );
  servers = [hono, direct];
});
afterAll(async () => {
  for (const s of servers ?? []) await new Promise((closed) => s.close(closed));
  await opened?.database.destroy();
});

/** The same request to both; their answers must be equal, and `expected` says who answered on the direct server. */
async function same(sent: Sent, expected: 'direct' | 'handed back' | 'app'): Promise<Answer> {
  const before = { ...counted };
  const fromHono = await send(honoPort, sent);
  const fromDirect = await send(directPort, sent);
  expect(fromDirect).toEqual(fromHono);
  expect({
    direct: counted.direct - before.direct,
    handedBack: counted.handedBack - before.handedBack,
    app: counted.app - before.app,
  }).toEqual({
    direct: expected === 'direct' ? 1 : 0,
    handedBack: expected === 'handed back' ? 1 : 0,
    app: expected === 'app' ? 1 : 0,
  });
  return fromDirect;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const op = (query: string, variables?: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ query, variables, ...extra });
const LEGAL = `legalMoves { __typename ... on CircuitRacerGearMove { gear shift include payCurrent } ... on CircuitRacerSelectMove { dice include payCurrent } }`;
const READ = `query Game($id: ID!) { game(id: $id) { version status ${LEGAL} } }`;
const MAKE_MOVE = `mutation Move($id: ID!, $move: MoveInput!, $v: Int, $moveId: String) {
  makeMove(gameId: $id, move: $move, expectedVersion: $v, moveId: $moveId) { game { version status ${LEGAL} } }
}`;

async function createRacer(): Promise<{ id: string; token: string; version: number }> {
  const created = await send(honoPort, {
    path: '/v1/games',
    body: JSON.stringify({
      rules: 'circuit-racer',
      players: [{ name: 'Ada' }],
      sandbox: { rolls: { 'circuit1.turn1.roll': [6, 5, 4, 3, 2, 1] } },
    }),
  });
  const body = JSON.parse(created.body);
  return { id: body.game.id, token: body.seats[0].token, version: body.game.version };
}

describe('answered by the direct path as the app answers them', () => {
  test('reads: a seat, a spectator, errors of fields and of variables, every JSON Accept', async () => {
    const { id, token } = await createRacer();
    const read = await same({ body: op(READ, { id }), headers: bearer(token) }, 'direct');
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body).data.game.legalMoves.length).toBeGreaterThan(0);
    await same({ body: op(READ, { id }) }, 'direct');
    await same({ body: op('{ __typename }') }, 'direct');
    expect(JSON.parse((await same({ body: op(READ, { id: 'nope' }) }, 'direct')).body).errors[0].extensions.code).toBe(
      'game-not-found',
    );
    await same({ body: op(READ, {}) }, 'direct');
    await same({ body: op(READ, { id: { not: 'an id' } }) }, 'direct');
    await same({ body: op(READ, { id }), headers: bearer('rt_not-a-seat') }, 'direct');
    for (const accept of [
      'application/graphql-response+json',
      'application/json',
      '*/*',
      'text/html, application/json',
    ])
      await same({ body: op(READ, { id: 'nope' }), headers: { accept } }, 'direct');
    await same({ body: op(READ, { id }), headers: { 'content-type': 'application/json; charset=utf-8' } }, 'direct');
  });

  test('moves: made, retried by moveId, and refused (stale, illegal, two moves in one @oneOf input), nothing recorded when refused', async () => {
    const { id, token, version } = await createRacer();
    const move = { circuitRacer: { gear: { gear: 2 } } };
    const made = await same(
      { body: op(MAKE_MOVE, { id, move, v: version, moveId: 'm-1' }), headers: bearer(token) },
      'direct',
    );
    const after = JSON.parse(made.body).data.makeMove.game.version as number;
    expect(after).toBeGreaterThan(version);
    const refusals: [Record<string, unknown>, string | undefined][] = [
      [{ id, move, v: version }, 'version-conflict'],
      [{ id, move: { circuitRacer: { gear: { gear: 99 } } } }, 'bad-move'],
      [{ id, move: { circuitRacer: { gear: { gear: 2 }, accept: true } } }, undefined],
    ];
    for (const [variables, code] of refusals) {
      const refused = JSON.parse(
        (await same({ body: op(MAKE_MOVE, variables), headers: bearer(token) }, 'direct')).body,
      );
      expect(refused.errors.length).toBeGreaterThan(0);
      if (code !== undefined) expect(refused.errors[0].extensions.code).toBe(code);
    }
    const now = JSON.parse((await same({ body: op(READ, { id }) }, 'direct')).body).data.game.version;
    expect(now).toBe(after);
  });
});

describe('left to the app', () => {
  test('before the body is read: other paths and methods, a query string, streams, other media types, bad credentials, no length, too large, repeated headers', async () => {
    const body = op('{ __typename }');
    await same({ method: 'GET', path: `/graphql?query=${encodeURIComponent('{ __typename }')}` }, 'app');
    await same({ path: '/graphql?x=1', body }, 'app');
    await same({ path: '/graphql/', body }, 'app');
    await same({ body, headers: { accept: 'text/event-stream' } }, 'app');
    await same({ body, headers: { accept: 'text/html' } }, 'app');
    await same({ body, headers: { 'content-type': 'text/plain' } }, 'app');
    await same({ body: '{ __typename }', headers: { 'content-type': 'application/graphql' } }, 'app');
    expect((await same({ body, headers: { authorization: 'Basic abc' } }, 'app')).status).toBe(401);
    await same({ body, headers: { authorization: ['Bearer a', 'Bearer b'] } }, 'app');
    await same({ body, headers: { 'transfer-encoding': 'chunked' } }, 'app');
    expect((await same({ body: op(`{ __typename } # ${'x'.repeat(MAX_BODY_BYTES)}`) }, 'app')).status).toBe(413);
  });

  test('after it: whatever Yoga refuses or streams, answered by the app from the bytes read', async () => {
    for (const body of [
      '{"query": "{ __typename }"',
      'null',
      JSON.stringify([{ query: '{ __typename }' }]),
      JSON.stringify({ query: '{ __typename }', extra: 1 }),
      op('{ game(id: '),
      op('{ nothing }'),
      '\uFEFF' + op('{ __typename }'),
    ])
      expect((await same({ body }, 'handed back')).status).toBeGreaterThanOrEqual(200);
    // Refused with REST's codes on both (api/graphql/request-refusals.ts).
    const refusals: [string, string][] = [
      ['{"query": ', 'malformed-json'],
      ['{}', 'query-required'],
      [JSON.stringify({ query: '{ __typename }', extra: 1 }), 'invalid-request'],
      [JSON.stringify([{ query: '{ __typename }' }]), 'batch-not-supported'],
    ];
    for (const [body, code] of refusals) {
      const refused = await same({ body }, 'handed back');
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body).errors[0].extensions.code).toBe(code);
    }
  });
});
