/**
 * A move written for another game is `400 wrong-game` with the same words on every path of the node
 * server: REST (node's direct path and the hono app), GraphQL (node's direct POST) and the WebSocket.
 * GraphQL's move names its game; a REST or WebSocket move is another game's by a type only that game has.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { startServer } from '../../src/server.js';
import { bearer, createRacer, json, openTestApp, post, type TestApp } from '../http/helpers.js';

type Json = any;

let dir: string;
let server: Awaited<ReturnType<typeof startServer>>;
let t: TestApp;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rolltape-wrong-game-'));
  server = await startServer({ port: 0, dataDir: dir, secret: 'wrong-game-test-secret-0123456789' });
  t = await openTestApp();
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
  await t?.database.destroy();
});

const call = async (path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Json> => {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
};

const newRacer = async () => {
  const created = (await call('/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }] })).body;
  return { id: created.game.id as string, token: created.seats[0].token as string, version: created.game.version };
};

/** The answer to one move over the game's WebSocket. */
async function socketMove(id: string, token: string, move: unknown): Promise<Json> {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/v1/games/${id}/ws`, { headers: bearer(token) });
  const answer = new Promise<Json>((resolve) =>
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.event !== 'update') resolve(frame);
    }),
  );
  await new Promise((opened) => ws.on('open', opened));
  ws.send(JSON.stringify({ type: 'move', move, moveId: 'w-1' }));
  try {
    return await answer;
  } finally {
    ws.close();
  }
}

const WORDS =
  "this game plays circuit-racer, not coal-n-write: check the game's id, or choose a move from its legalMoves";

describe('a Coal n’ Write move sent to a Circuit Racer game', () => {
  test('REST (direct path), GraphQL and the WebSocket answer 400 wrong-game in the same words; nothing is recorded', async () => {
    const { id, token, version } = await newRacer();
    const rest = await call(`/v1/games/${id}/moves`, { move: { type: 'gambleStay' } }, bearer(token));
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'wrong-game', status: 400, detail: WORDS });

    const gql = await call(
      '/graphql',
      {
        query: 'mutation ($id: ID!) { makeMove(gameId: $id, move: { coalNWrite: { gambleStay: true } }) { version } }',
        variables: { id },
      },
      bearer(token),
    );
    expect(gql.body.errors[0]).toMatchObject({ message: WORDS, extensions: { code: 'wrong-game', status: 400 } });

    const frame = await socketMove(id, token, { type: 'gambleStay' });
    expect(frame).toMatchObject({ event: 'problem', moveId: 'w-1', data: { code: 'wrong-game', detail: WORDS } });

    expect((await call(`/v1/games/${id}`, undefined, bearer(token))).body.version).toBe(version);
  });

  test('the hono app answers the same, as openapi.yaml describes it', async () => {
    const { id, token } = await createRacer(t.app);
    const answer = await post(t.app, `/v1/games/${id}/moves`, { move: { type: 'gambleStay' } }, bearer(token));
    expect(answer.status).toBe(400);
    expect(await json(answer)).toMatchObject({ code: 'wrong-game', detail: WORDS });
  });

  test('a type two other games have names both; a type of this game, or of none, stays the rules’ bad-move', async () => {
    const { id, token } = await newRacer();
    const shared = await call(`/v1/games/${id}/moves`, { move: { type: 'endTurn' } }, bearer(token));
    expect(shared.body).toMatchObject({ code: 'wrong-game' });
    expect(shared.body.detail).toMatch(/^this game plays circuit-racer, not coal-n-write or goldmine-rumbles: /);
    for (const move of [{ type: 'accept' }, { type: 'fly' }, { gear: 4 }, 'gear']) {
      const answer = await call(`/v1/games/${id}/moves`, { move }, bearer(token));
      expect(answer.body.code, JSON.stringify(move)).toBe('bad-move');
    }
  });
});
