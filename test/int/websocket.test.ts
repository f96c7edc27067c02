/**
 * The node server's WebSocket, `GET /v1/games/{id}/ws`: the same `update` messages as the Worker's
 * game objects, redacted per seat, resumable by version, refused with the same problems as the
 * REST routes, and counted against the same stream slots as SSE.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { startServer } from '../../src/server.js';
import { simplePolicy } from '../support/circuit-racer-policy.js';

type Json = any;

let dir: string;
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rolltape-ws-'));
  server = await startServer({
    port: 0,
    dataDir: dir,
    secret: 'websocket-test-secret-0123',
    streams: { perGame: 3, perClient: 100, maxBacklogBytes: 1024 * 1024 },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = async (
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Json> => {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  return response.json();
};

interface Viewer {
  readonly messages: Json[];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly socket: WebSocket;
}

/** Opens the game's WebSocket; resolves once it is open, or rejects with the refusal's status and problem. */
function openSocket(id: string, query = '', headers: Record<string, string> = {}, url = server.url): Promise<Viewer> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/v1/games/${id}/ws${query}`, { headers });
  const messages: Json[] = [];
  socket.on('message', (data) => String(data) !== 'pong' && messages.push(JSON.parse(String(data))));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve({ messages, closed, socket }));
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk));
      response.on('end', () =>
        reject({ status: response.statusCode, type: response.headers['content-type'], problem: JSON.parse(body) }),
      );
    });
    socket.on('error', () => {});
  });
}

const until = async (check: () => boolean, ms = 10_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('node: the live WebSocket', () => {
  test('a player and a spectator each get every update in order, as JSON update messages redacted for their seat', async () => {
    const created = await call('/v1/games', {
      body: { rules: 'carbondale', players: [{ name: 'Ada' }, { name: 'Bot', bot: 'default' }] },
    });
    const id = created.game.id;
    const token = created.seats[0].token;
    const player = await openSocket(id, '', bearer(token));
    const spectator = await openSocket(id);
    for (let i = 0; i < 3; i++) {
      const game = await call(`/v1/games/${id}`, { headers: bearer(token) });
      const moved = await call(`/v1/games/${id}/moves`, { body: { move: game.legalMoves[0] }, headers: bearer(token) });
      expect(moved.version).toBeGreaterThan(game.version);
    }
    const head = (await call(`/v1/games/${id}`)).version;
    await until(
      () => player.messages.at(-1)?.data.version === head && spectator.messages.at(-1)?.data.version === head,
    );
    for (const { messages } of [player, spectator]) {
      expect(messages.map((m) => Object.keys(m))).toEqual(messages.map(() => ['event', 'id', 'data']));
      expect(messages.every((m) => m.event === 'update' && m.id === String(m.data.version))).toBe(true);
      // The first message is the game then; then every event exactly once, in order.
      expect(messages[0].data).toMatchObject({ version: created.game.version, events: [] });
      const seqs = messages.flatMap((m) => m.data.events.map((e: Json) => e.seq));
      expect(seqs).toEqual(Array.from({ length: head - created.game.version }, (_, i) => created.game.version + 1 + i));
    }
    // Each sees its own view: the player its hand, the spectator none.
    expect(player.messages.at(-1).data.game.view).toEqual(
      (await call(`/v1/games/${id}`, { headers: bearer(token) })).view,
    );
    expect(spectator.messages.at(-1).data.game.view).toEqual((await call(`/v1/games/${id}`)).view);
    expect(player.messages.at(-1).data.game.view).not.toEqual(spectator.messages.at(-1).data.game.view);
    player.socket.close();
    spectator.socket.close();
  });

  test("a lobby game's frames wait for players to join its open seats; the last join's frame has the rules' pending", async () => {
    const created = await call('/v1/games', {
      body: { rules: 'carbondale', players: [{ name: 'Ada' }, { open: true }] },
    });
    const id = created.game.id;
    const spectator = await openSocket(id);
    await until(() => spectator.messages.length === 1);
    expect(spectator.messages[0].data.game).toMatchObject({
      status: 'open',
      pending: { kind: 'join', openSeats: [2] },
    });
    const joined = await call(`/v1/games/${id}/join`, { body: { name: 'Bo' } });
    await until(() => spectator.messages.at(-1)?.data.version === joined.game.version);
    expect(spectator.messages.at(-1).data.game).toMatchObject({ status: 'active', pending: { kind: 'choice' } });
    spectator.socket.close();
  });

  test('resumes by version: ?after=N first sends every event after N; the socket closes when the game ends', async () => {
    const created = await call('/v1/games', { body: { rules: 'circuit-racer', players: [{ name: 'Ada' }] } });
    const id = created.game.id;
    const token = created.seats[0].token;
    const first = created.game.version;
    const game = await call(`/v1/games/${id}`, { headers: bearer(token) });
    await call(`/v1/games/${id}/moves`, { body: { move: simplePolicy(game.legalMoves) }, headers: bearer(token) });
    const viewer = await openSocket(id, `?after=${first}&access_token=${token}`);
    await until(() => viewer.messages.length > 0);
    expect(viewer.messages[0].data.events[0].seq).toBe(first + 1);
    expect(viewer.messages[0].data.game.you).toBe(1);
    // Play to the end: the last message is the game over, then the server closes normally.
    for (let i = 0; i < 400; i++) {
      const now = await call(`/v1/games/${id}`, { headers: bearer(token) });
      if (now.status === 'over') break;
      await call(`/v1/games/${id}/moves`, { body: { move: simplePolicy(now.legalMoves) }, headers: bearer(token) });
    }
    expect(await viewer.closed).toEqual({ code: 1000, reason: 'the game is over' });
    expect(viewer.messages.at(-1).data.game.status).toBe('over');
    const seqs = viewer.messages.flatMap((m) => m.data.events.map((e: Json) => e.seq));
    expect(seqs).toEqual(Array.from({ length: viewer.messages.at(-1).data.version - first }, (_, i) => first + 1 + i));
    // A finished game the viewer has all of: accepted and closed at once, as SSE answers 204.
    const done = await openSocket(id, `?after=${viewer.messages.at(-1).data.version}`);
    expect(await done.closed).toEqual({ code: 1000, reason: 'the game is over' });
    expect(done.messages).toEqual([]);
  });

  test('a wrong token, an unknown game or a bad version is refused before the upgrade with the REST problem', async () => {
    const created = await call('/v1/games', { body: { rules: 'circuit-racer', players: [{ name: 'Ada' }] } });
    const id = created.game.id;
    await expect(openSocket(id, '', bearer('rt_not-a-seat'))).rejects.toMatchObject({
      status: 401,
      type: 'application/problem+json',
      problem: { code: 'invalid-token' },
    });
    await expect(openSocket('no-such-game')).rejects.toMatchObject({
      status: 404,
      problem: { code: 'game-not-found' },
    });
    await expect(openSocket(id, '?after=999')).rejects.toMatchObject({
      status: 404,
      problem: { code: 'version-out-of-range' },
    });
    await expect(openSocket(id, '?after=x')).rejects.toMatchObject({ status: 400, problem: { code: 'bad-after' } });
    // Without Upgrade the route says what it speaks.
    const plain = await fetch(`${server.url}/v1/games/${id}/ws`);
    expect({ status: plain.status, code: ((await plain.json()) as Json).code }).toEqual({
      status: 400,
      code: 'websocket-required',
    });
  });

  test('opening a socket counts against the stream rate limit, as opening an SSE stream does', async () => {
    const limitedDir = mkdtempSync(join(tmpdir(), 'rolltape-ws-limited-'));
    const limited = await startServer({
      port: 0,
      dataDir: limitedDir,
      secret: 'websocket-test-secret-0123',
      rateLimits: { stream: { action: 'stream', quota: 2, windowSeconds: 60 } },
    });
    try {
      const created = (await (
        await fetch(`${limited.url}/v1/games`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ rules: 'circuit-racer', players: [{ name: 'Ada' }] }),
        })
      ).json()) as Json;
      const open = (n: number) => openSocket(created.game.id, '', {}, limited.url).then((v) => (v.socket.close(), n));
      expect(await open(1)).toBe(1);
      const sse = await fetch(`${limited.url}/v1/games/${created.game.id}/stream`);
      expect(sse.status).toBe(200);
      await sse.body?.cancel();
      await expect(open(3)).rejects.toMatchObject({ status: 429, problem: { code: 'rate-limited', policy: 'stream' } });
    } finally {
      await limited.close();
      rmSync(limitedDir, { recursive: true, force: true });
    }
  });

  test('sockets take the same stream slots as SSE: a full game answers 503 until one leaves; ping gets pong', async () => {
    const created = await call('/v1/games', { body: { rules: 'circuit-racer', players: [{ name: 'Ada' }] } });
    const id = created.game.id;
    const sse = await fetch(`${server.url}/v1/games/${id}/stream`);
    const sockets = [await openSocket(id), await openSocket(id)];
    await expect(openSocket(id)).rejects.toMatchObject({ status: 503, problem: { code: 'game-streams-full' } });
    await until(() => sockets[0]!.messages.length > 0);
    const pong = new Promise((resolve) => sockets[0]!.socket.once('message', (data) => resolve(String(data))));
    sockets[0]!.socket.send('ping');
    expect(await pong).toBe('pong');
    sockets[1]!.socket.close();
    await sockets[1]!.closed;
    // The server frees the slot once it hears the close.
    let again: Viewer | undefined;
    for (let i = 0; again === undefined && i < 50; i++)
      again = await openSocket(id).catch(() => new Promise<undefined>((r) => setTimeout(r, 50)));
    expect(again).toBeDefined();
    again!.socket.close();
    sockets[0]!.socket.close();
    await sse.body?.cancel();
  });
});
