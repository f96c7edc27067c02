/**
 * A busy database on the node server (`npm start`: the writer thread, the checkpointer thread and the
 * request thread's readers, all on one embedded file), as clients see it over REST, GraphQL and the
 * WebSocket. With short waits, so what took 5 s in production takes a fraction of a second here.
 *
 * - A reader on an old snapshot must not hold writes back: a RESTART checkpoint used to hold the WAL's
 *   write lock while it waited for such a reader (its own busy timeout, as long as the writer's), and
 *   the writer's `BEGIN IMMEDIATE` gave up first: `database is locked`, answered as an internal error.
 * - Another connection holding the write lock (another process, say) past the writer's wait: every
 *   protocol answers 503 `database-busy` with `Retry-After`, nothing is recorded, and the same `moveId`
 *   sent again afterwards is applied once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { startServer } from '../../src/server.js';
import { otherConnection } from '../support/other-connection.js';

type Json = any;

/** How long the server's writer waits for a busy database before it answers `database-busy` (ms). */
const WRITER_WAIT_MS = 800;

let dir: string;
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rolltape-busy-'));
  server = await startServer({
    port: 0,
    dataDir: dir,
    secret: 'database-busy-test-secret-012345',
    // Checkpoints every 10 ms, a RESTART from 8 pages on: every few commits meet one.
    writer: { busyTimeoutMs: WRITER_WAIT_MS, intervalMs: 10, restartPages: 8 },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const request = (path: string, body?: unknown, token?: string) =>
  fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

const newGame = async () => {
  const created = await request('/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }] });
  expect(created.status).toBe(201);
  const json = await created.json();
  return { id: json.game.id as string, token: json.seats[0].token as string };
};

/** Circuit Racer's first move, as each protocol writes it. */
const GEAR = { type: 'gear', gear: 2 };
const restMove = (id: string, token: string, moveId: string) =>
  request(`/v1/games/${id}/moves`, { move: GEAR, moveId }, token);

const graphqlMove = async (id: string, token: string, moveId: string): Promise<Json> => {
  const response = await request(
    '/graphql',
    {
      query:
        'mutation ($id: ID!, $moveId: String) { makeMove(gameId: $id, move: { circuitRacer: { gear: { gear: 2 } } }, moveId: $moveId) { version replayed } }',
      variables: { id, moveId },
    },
    token,
  );
  return response.json();
};

/** Sends one move over the game's WebSocket and resolves with the frame answering it. */
const socketMove = (id: string, token: string, moveId: string): Promise<Json> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/v1/games/${id}/ws`, {
      headers: { authorization: `Bearer ${token}` },
    });
    ws.on('error', reject);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'move', move: GEAR, moveId })));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.moveId !== moveId) return;
      ws.close();
      resolve(frame);
    });
  });

const movesWithId = async (id: string, token: string, moveId: string) => {
  const { events } = await (await request(`/v1/games/${id}/events`, undefined, token)).json();
  return events.filter((e: Json) => e.moveId === moveId).length;
};

describe('a reader on an old snapshot while the WAL is checkpointed', () => {
  test('moves over REST, GraphQL and the WebSocket are all answered, none held for the writer wait', async () => {
    const games = await Promise.all(Array.from({ length: 12 }, newGame));
    const reader = otherConnection(dir);
    try {
      // A read transaction left open: its snapshot is older than every commit below.
      reader.exec('BEGIN');
      reader.prepare('SELECT count(*) FROM events').raw().get();
      const answers: string[] = [];
      const slow: string[] = [];
      const timed = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
        const start = performance.now();
        const result = await run();
        const took = performance.now() - start;
        if (took >= WRITER_WAIT_MS) slow.push(`${what} ${Math.round(took)} ms`);
        return result;
      };
      for (let round = 0; round < 4; round++) {
        const [a, b, c] = games.slice(3 * round);
        const rest = await timed('REST move', () => restMove(a!.id, a!.token, `rest-${round}`));
        answers.push(`REST ${rest.status}${rest.status === 200 ? '' : ` ${(await rest.json()).code}`}`);
        const viaGraphql = await timed('GraphQL move', () => graphqlMove(b!.id, b!.token, `graphql-${round}`));
        const error = viaGraphql.errors?.[0];
        answers.push(`GraphQL ${error === undefined ? 'ok' : `${error.extensions?.code} ${error.message}`}`);
        const frame = await timed('WebSocket move', () => socketMove(c!.id, c!.token, `ws-${round}`));
        answers.push(
          `WebSocket ${frame.event}${frame.event === 'moved' ? '' : ` ${frame.data.status} ${frame.data.code}`}`,
        );
      }
      expect({ answers, slow }).toEqual({
        answers: Array.from({ length: 4 }, () => ['REST 200', 'GraphQL ok', 'WebSocket moved']).flat(),
        slow: [],
      });
    } finally {
      reader.exec('COMMIT');
      reader.close();
    }
  });
});

describe('another connection holding the write lock', () => {
  test('past the writer wait: 503 database-busy with Retry-After on every protocol; the same moveId later lands once', async () => {
    const games = [await newGame(), await newGame(), await newGame()];
    const holder = otherConnection(dir);
    let released = false;
    try {
      holder.exec('BEGIN IMMEDIATE');
      const start = performance.now();
      const [rest, viaGraphql, frame] = await Promise.all([
        restMove(games[0]!.id, games[0]!.token, 'busy-rest'),
        graphqlMove(games[1]!.id, games[1]!.token, 'busy-graphql'),
        socketMove(games[2]!.id, games[2]!.token, 'busy-ws'),
      ]);
      // Answered once the writer had tried for its whole wait, not at once and not much later.
      expect(performance.now() - start).toBeGreaterThanOrEqual(WRITER_WAIT_MS);
      expect(performance.now() - start).toBeLessThan(WRITER_WAIT_MS + 3000);
      expect(rest.status).toBe(503);
      expect(rest.headers.get('retry-after')).toBe('1');
      expect(await rest.json()).toMatchObject({ status: 503, code: 'database-busy' });
      expect(viaGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'database-busy', status: 503 });
      expect(frame).toMatchObject({ event: 'problem', data: { status: 503, code: 'database-busy', retryAfter: 1 } });
      holder.exec('ROLLBACK');
      released = true;
      // Nothing was recorded; sent again, each move lands, once.
      const again = await restMove(games[0]!.id, games[0]!.token, 'busy-rest');
      expect(again.status).toBe(200);
      expect((await again.json()).replayed).toBe(false);
      expect((await graphqlMove(games[1]!.id, games[1]!.token, 'busy-graphql')).data.makeMove.replayed).toBe(false);
      expect(await socketMove(games[2]!.id, games[2]!.token, 'busy-ws')).toMatchObject({ event: 'moved' });
      // And once more: the retry's own answer, replayed, still one move in the tape.
      expect((await (await restMove(games[0]!.id, games[0]!.token, 'busy-rest')).json()).replayed).toBe(true);
      for (const [game, moveId] of [
        [games[0]!, 'busy-rest'],
        [games[1]!, 'busy-graphql'],
        [games[2]!, 'busy-ws'],
      ] as const)
        expect(await movesWithId(game.id, game.token, moveId)).toBe(1);
    } finally {
      if (!released) holder.exec('ROLLBACK');
      holder.close();
    }
  });

  test('let go within the writer wait: the write waits for it and lands', async () => {
    const game = await newGame();
    const holder = otherConnection(dir);
    holder.exec('BEGIN IMMEDIATE');
    setTimeout(() => (holder.exec('ROLLBACK'), holder.close()), WRITER_WAIT_MS / 2);
    const answer = await restMove(game.id, game.token, 'held-briefly');
    expect(answer.status).toBe(200);
    expect(await movesWithId(game.id, game.token, 'held-briefly')).toBe(1);
  });
});
