/**
 * Moves over the node server's WebSocket (api/websocket-move.ts): the socket that carries a game's
 * updates takes the seat's moves and answers each, by its `moveId`, with the REST answer or the REST
 * problem, through the same use case: the same checks, idempotency, errors and quota.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { startServer } from '../../src/server.js';
import { simplePolicy } from '../support/circuit-racer-policy.js';
import { openapiBreach } from '../support/openapi-answers.js';

type Json = any;

let dir: string;
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rolltape-ws-moves-'));
  server = await startServer({
    port: 0,
    dataDir: dir,
    secret: 'websocket-moves-test-secret-0123',
    rateLimits: { move: { action: 'move', quota: 1000, windowSeconds: 60 } },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = async (path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Json> => {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return response.json();
};

/** A game's socket: every frame it got (but `pong`), and each move's answer by its id. */
interface Socket {
  readonly frames: Json[];
  readonly closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  /** Sends a move and resolves with the frame answering its `moveId`. */
  move(message: Record<string, unknown>): Promise<Json>;
  close(): void;
}

function openSocket(id: string, headers: Record<string, string> = {}, query = ''): Promise<Socket> {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/v1/games/${id}/ws${query}`, { headers });
  const frames: Json[] = [];
  const waiting = new Map<string | null, (frame: Json) => void>();
  ws.on('message', (data) => {
    if (String(data) === 'pong') return;
    const frame = JSON.parse(String(data));
    frames.push(frame);
    if (frame.event !== 'update') {
      waiting.get(frame.moveId)?.(frame);
      waiting.delete(frame.moveId);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const send = (message: unknown) => ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  const socket: Socket = {
    frames,
    closed,
    send,
    move: (message) =>
      new Promise((resolve) => {
        waiting.set((message.moveId as string | undefined) ?? null, resolve);
        send({ type: 'move', ...message });
      }),
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve(socket));
    ws.on('error', reject);
  });
}

/** A frame's `data` as the REST route would answer it, checked against openapi.yaml's makeMove. */
async function breachOf(frame: Json): Promise<string | undefined> {
  const status = frame.event === 'moved' ? 200 : frame.data.status;
  const type = frame.event === 'moved' ? 'application/json' : 'application/problem+json';
  const response = new Response(JSON.stringify(frame.data), { status, headers: { 'content-type': type } });
  return openapiBreach('POST', new URL(`${server.url}/v1/games/x/moves`), response);
}

const newGame = async () => {
  const created = await call('/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }] });
  return { id: created.game.id as string, token: created.seats[0].token as string, game: created.game };
};

describe('node: moves over the WebSocket', () => {
  test('a seat plays a whole game on its socket: each move answered by its id once in the tape, every event once', async () => {
    const { id, token, game: first } = await newGame();
    const socket = await openSocket(id, bearer(token));
    let game = first;
    for (let step = 0; game.status !== 'over'; step++) {
      expect(step).toBeLessThan(400);
      const moveId = `m-${step}`;
      const answer = await socket.move({ move: simplePolicy(game.legalMoves), expectedVersion: game.version, moveId });
      expect(answer).toMatchObject({ event: 'moved', moveId, data: { replayed: false } });
      expect(await breachOf(answer)).toBeUndefined();
      // Acknowledged means recorded: the tape has the move under its id.
      const events = await call(`/v1/games/${id}/events?after=${game.version}`, undefined, bearer(token));
      expect(events.events[0]).toMatchObject({ type: 'MoveMade', moveId });
      game = answer.data.game;
      expect(game.version).toBe(answer.data.version);
    }
    // The socket closes once the game is over, after the last answer.
    expect(await socket.closed).toEqual({ code: 1000, reason: 'the game is over' });
    expect(socket.frames.at(-1).event).toBe('moved');
    // Answers and updates together hold every event after the first frame exactly once, in order.
    const seqs = socket.frames.flatMap((f) => f.data.events.map((e: Json) => e.seq));
    expect(seqs).toEqual(Array.from({ length: game.version - first.version }, (_, i) => first.version + 1 + i));
    // The answers are what REST shows.
    expect(game).toEqual(await call(`/v1/games/${id}`, undefined, bearer(token)));
  });

  test('a socket opened at the head (?after=) is sent each move once: its answer, not its update again', async () => {
    const { id, token, game: first } = await newGame();
    // A bot that has the game already (from its create) resumes from it: nothing is missed, so no first frame.
    const socket = await openSocket(id, bearer(token), `?after=${first.version}`);
    let game = first;
    for (let step = 0; game.status !== 'over'; step++) {
      expect(step).toBeLessThan(400);
      const answer = await socket.move({
        move: simplePolicy(game.legalMoves),
        expectedVersion: game.version,
        moveId: `a-${step}`,
      });
      expect(answer).toMatchObject({ event: 'moved', data: { replayed: false } });
      game = answer.data.game;
    }
    await socket.closed;
    // Only answers: every event after the version it opened at, exactly once, in order.
    expect(socket.frames.filter((f) => f.event === 'update').map((f) => f.id)).toEqual([]);
    const seqs = socket.frames.flatMap((f) => f.data.events.map((e: Json) => e.seq));
    expect(seqs).toEqual(Array.from({ length: game.version - first.version }, (_, i) => first.version + 1 + i));
  });

  test('the same refusals as REST, as problem frames under the move id; nothing is recorded', async () => {
    const { id, token, game } = await newGame();
    const socket = await openSocket(id, bearer(token));
    const move = simplePolicy(game.legalMoves);
    const stale = await socket.move({ move, expectedVersion: game.version - 1, moveId: 'stale' });
    expect(stale).toMatchObject({
      event: 'problem',
      moveId: 'stale',
      data: { status: 409, code: 'version-conflict', currentVersion: game.version },
    });
    expect(stale.data.detail).toMatch(/: read the game again and choose a move from its legalMoves$/);
    const illegal = await socket.move({ move: { type: 'gear', gear: 9 }, moveId: 'illegal' });
    expect(illegal).toMatchObject({ event: 'problem', moveId: 'illegal', data: { status: 422 } });
    const badShape = await socket.move({ move, expectedVersion: 'one', moveId: 'bad' });
    expect(badShape).toMatchObject({ event: 'problem', moveId: 'bad', data: { status: 400, code: 'invalid-request' } });
    const noMove = await socket.move({ moveId: 'none' });
    expect(noMove).toMatchObject({ event: 'problem', moveId: 'none', data: { status: 400, code: 'invalid-request' } });
    for (const frame of [stale, illegal, badShape, noMove]) expect(await breachOf(frame)).toBeUndefined();
    // Not JSON, and JSON that is not a move: refused without an id.
    socket.send('{"type":');
    socket.send({ type: 'resign' });
    await expect.poll(() => socket.frames.filter((f) => f.moveId === null).length).toBe(2);
    expect(socket.frames.filter((f) => f.moveId === null).map((f) => f.data.code)).toEqual([
      'malformed-json',
      'unknown-message',
    ]);
    expect((await call(`/v1/games/${id}`, undefined, bearer(token))).version).toBe(game.version);
    socket.close();
  });

  test('a message over 16 KiB closes the socket with 1009 (Message Too Big); nothing is recorded', async () => {
    const { id, token, game } = await newGame();
    const socket = await openSocket(id, bearer(token));
    socket.send({ type: 'move', move: simplePolicy(game.legalMoves), moveId: 'x'.repeat(17 * 1024) });
    expect((await socket.closed).code).toBe(1009);
    expect((await call(`/v1/games/${id}`, undefined, bearer(token))).version).toBe(game.version);
  });

  test('a retried moveId answers the first result (replayed), and a spectator cannot move', async () => {
    const { id, token, game } = await newGame();
    const socket = await openSocket(id, bearer(token));
    const move = simplePolicy(game.legalMoves);
    const firstTry = await socket.move({ move, moveId: 'once' });
    const retried = await socket.move({ move, moveId: 'once' });
    expect(retried).toMatchObject({ event: 'moved', moveId: 'once', data: { replayed: true } });
    expect(retried.data.version).toBe(firstTry.data.version);
    // The same id over REST is the same move too.
    const rest = await call(`/v1/games/${id}/moves`, { move, moveId: 'once' }, bearer(token));
    expect(rest).toMatchObject({ replayed: true, version: firstTry.data.version });
    socket.close();

    const spectator = await openSocket(id);
    const refused = await spectator.move({ move, moveId: 'watcher' });
    expect(refused).toMatchObject({ event: 'problem', data: { status: 401, code: 'token-required' } });
    spectator.close();
  });
});

describe('node: WebSocket moves share the REST move quota', () => {
  let limited: Awaited<ReturnType<typeof startServer>>;
  let limitedDir: string;
  beforeAll(async () => {
    limitedDir = mkdtempSync(join(tmpdir(), 'rolltape-ws-quota-'));
    limited = await startServer({
      port: 0,
      dataDir: limitedDir,
      secret: 'websocket-moves-quota-secret-0123',
      rateLimits: { move: { action: 'move', quota: 3, windowSeconds: 3600 } },
    });
  });
  afterAll(async () => {
    await limited?.close();
    rmSync(limitedDir, { recursive: true, force: true });
  });

  test('two moves over REST and one over the socket use the quota; the next is 429 rate-limited in a frame', async () => {
    const url = limited.url;
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
      (
        await fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        })
      ).json() as Promise<Json>;
    const created = await post('/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }] });
    const { id } = created.game;
    const auth = bearer(created.seats[0].token);
    let game = created.game;
    for (let i = 0; i < 2; i++)
      game = (await post(`/v1/games/${id}/moves`, { move: simplePolicy(game.legalMoves) }, auth)).game;
    const ws = new WebSocket(`${url.replace('http', 'ws')}/v1/games/${id}/ws`, { headers: auth });
    const answers: Json[] = [];
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.event !== 'update') answers.push(frame);
    });
    await new Promise((opened) => ws.on('open', opened));
    ws.send(JSON.stringify({ type: 'move', move: simplePolicy(game.legalMoves), moveId: 'third' }));
    await expect.poll(() => answers.length).toBe(1);
    expect(answers[0]).toMatchObject({ event: 'moved', moveId: 'third' });
    ws.send(JSON.stringify({ type: 'move', move: simplePolicy(answers[0].data.game.legalMoves), moveId: 'fourth' }));
    await expect.poll(() => answers.length).toBe(2);
    expect(answers[1]).toMatchObject({
      event: 'problem',
      moveId: 'fourth',
      data: { status: 429, code: 'rate-limited' },
    });
    ws.close();
  });
});
