/**
 * `GET /v1/games/{id}/ws` on Workers: opening a socket is opening a stream, so it passes through the
 * same use case as SSE (service/admission.ts): its credential read once (api/credentials.ts), its
 * `stream` quota taken by the caller's address, its path read without a 500 on a bad %-encoding.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { DEFAULT_STREAM_LIMITS } from '../../src/service/stream-slots.js';
import { workerHandler, type Env } from '../../src/worker.js';
import { clearOfWindowEdge, bearer, createRacer, get, json, post, simplePolicy, type Json } from './helpers.js';

const ORIGIN = 'https://rolltape.test';
const ADDRESS = '203.0.113.7';

function upgrade(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    headers: { upgrade: 'websocket', 'cf-connecting-ip': ADDRESS, ...headers },
  });
}

/** Accepts the socket of a 101 answer, so the test can close it again. */
function accepted(response: Response): WebSocket {
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  return socket;
}

describe('a WebSocket takes the stream quota of its address', () => {
  test('with a stream quota of 5, the sixth socket (and then an SSE stream) from one address is refused 429', async () => {
    const { id } = await createRacer();
    const limited = workerHandler();
    const limitedEnv = { ...(env as unknown as Env), ROLLTAPE_RATE_LIMIT_STREAM: '5/60' } as Env;
    await clearOfWindowEdge(60);
    const sockets: WebSocket[] = [];
    for (let i = 0; i < 5; i++)
      sockets.push(accepted(await limited.fetch(upgrade(`/v1/games/${id}/ws`), limitedEnv, {})));
    const sixth = await limited.fetch(upgrade(`/v1/games/${id}/ws`), limitedEnv, {});
    expect(sixth.status).toBe(429);
    expect(await json(sixth)).toMatchObject({ code: 'rate-limited', policy: 'stream' });
    expect(sixth.headers.get('RateLimit-Policy')).toBe('"stream";q=5;w=60');
    // One quota for every way of following a game: the sockets spent the SSE stream's too.
    const sse = await limited.fetch(
      new Request(`${ORIGIN}/v1/games/${id}/stream`, { headers: { 'cf-connecting-ip': ADDRESS } }),
      limitedEnv,
      {},
    );
    expect(sse.status).toBe(429);
    // Another address has its own quota.
    const other = await limited.fetch(
      upgrade(`/v1/games/${id}/ws`, { 'cf-connecting-ip': '198.51.100.9' }),
      limitedEnv,
      {},
    );
    sockets.push(accepted(other));
    for (const socket of sockets) socket.close(1000, 'done');
  });
});

describe('the per-client stream slots hold for sockets, counted in the game object', () => {
  test('one address holds at most perClient sockets on a game; a closed one gives its slot back', async () => {
    const { id } = await createRacer();
    const handler = workerHandler();
    const sockets: WebSocket[] = [];
    for (let i = 0; i < DEFAULT_STREAM_LIMITS.perClient; i++)
      sockets.push(accepted(await handler.fetch(upgrade(`/v1/games/${id}/ws`), env as never, {})));
    const refused = await handler.fetch(upgrade(`/v1/games/${id}/ws`), env as never, {});
    expect({ status: refused.status, code: (await json(refused)).code }).toEqual({
      status: 429,
      code: 'too-many-streams',
    });
    // Another address still gets in: the cap is per client, not the game's.
    sockets.push(
      accepted(
        await handler.fetch(upgrade(`/v1/games/${id}/ws`, { 'cf-connecting-ip': '198.51.100.9' }), env as never, {}),
      ),
    );
    const first = sockets.shift()!;
    const closed = new Promise((resolve) => first.addEventListener('close', resolve));
    first.close(1000, 'done');
    await closed;
    sockets.push(accepted(await handler.fetch(upgrade(`/v1/games/${id}/ws`), env as never, {})));
    for (const socket of sockets) socket.close(1000, 'done');
  });
});

describe("a WebSocket's keep-alive", () => {
  test('a ping is answered pong; what is neither a ping nor a move is refused in a problem frame', async () => {
    const { id } = await createRacer();
    const socket = accepted(await workerHandler().fetch(upgrade(`/v1/games/${id}/ws`), env as never, {}));
    const received: string[] = [];
    socket.addEventListener('message', (event) => received.push(String(event.data)));
    while (received.length === 0) await new Promise((r) => setTimeout(r, 10));
    socket.send('hello');
    socket.send('ping');
    while (!received.includes('pong')) await new Promise((r) => setTimeout(r, 10));
    expect(received.slice(1).map((m) => (m === 'pong' ? m : JSON.parse(m).data.code))).toEqual([
      'malformed-json',
      'pong',
    ]);
    socket.close(1000, 'done');
  });
});

describe('a WebSocket reads its credential as REST and SSE do', () => {
  test.each([['Basic YWRhOnNlY3JldA=='], ['Bearer '], ['rt_tokenwithoutscheme'], ['Bearer rt_abc trailing']])(
    'Authorization: %j is refused 401 invalid-token before the game is looked up',
    async (authorization) => {
      const { id } = await createRacer();
      for (const gameId of [id, `no-such-game-${crypto.randomUUID()}`]) {
        const answer = await workerHandler().fetch(
          upgrade(`/v1/games/${gameId}/ws`, { authorization }),
          env as never,
          {},
        );
        expect({ status: answer.status, code: (await json(answer)).code }).toEqual({
          status: 401,
          code: 'invalid-token',
        });
      }
    },
  );

  test('a well-formed token of no seat is refused 401 as on the stream; none at all is a spectator', async () => {
    const { id } = await createRacer();
    const wrong = await workerHandler().fetch(upgrade(`/v1/games/${id}/ws?access_token=rt_nope`), env as never, {});
    expect(wrong.status).toBe((await get(`/v1/games/${id}/stream?access_token=rt_nope`)).status);
    accepted(await workerHandler().fetch(upgrade(`/v1/games/${id}/ws`), env as never, {})).close(1000, 'done');
  });
});

describe('a WebSocket reads ?after= as the stream and the tape do', () => {
  test.each(['abc', '-1', ''])('?after=%j is 400 bad-after on all three, in the same words', async (after) => {
    const { id } = await createRacer();
    const socket = await workerHandler().fetch(upgrade(`/v1/games/${id}/ws?after=${after}`), env as never, {});
    const fromSocket = await json(socket);
    expect({ status: socket.status, code: fromSocket.code }).toEqual({ status: 400, code: 'bad-after' });
    for (const path of ['stream', 'events']) {
      const answer = await get(`/v1/games/${id}/${path}?after=${after}`);
      const problem = await json(answer);
      expect({ status: answer.status, code: problem.code, detail: problem.detail }).toEqual({
        status: 400,
        code: 'bad-after',
        detail: fromSocket.detail,
      });
    }
  });
});

describe('a bad %-encoding in the path', () => {
  test.each([[{ upgrade: 'websocket' }], [{}]])('is a 4xx problem, not a 500 (headers %j)', async (headers) => {
    const answer = await workerHandler().fetch(
      new Request(`${ORIGIN}/v1/games/%E0%A4%A/ws`, { headers }),
      env as never,
      {},
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.get('content-type')).toMatch(/problem\+json/);
  });
});

describe('moves over the socket, made in the game object (api/websocket-move.ts)', () => {
  /** A socket that collects its frames, with the answer to a move awaited by its id. */
  function player(socket: WebSocket) {
    const frames: Json[] = [];
    const waiting = new Map<string, (frame: Json) => void>();
    socket.addEventListener('message', (event) => {
      if (event.data === 'pong') return;
      const frame = JSON.parse(String(event.data));
      frames.push(frame);
      if (frame.event !== 'update') waiting.get(frame.moveId)?.(frame);
    });
    const move = (message: Record<string, unknown>) =>
      new Promise<Json>((resolve) => {
        waiting.set(message.moveId as string, resolve);
        socket.send(JSON.stringify({ type: 'move', ...message }));
      });
    return { frames, move };
  }

  test('a seat moves on its socket: the REST answer by moveId; a stale version is the REST 409 in a frame', async () => {
    const { id, token, body } = await createRacer();
    const socket = accepted(
      await workerHandler().fetch(upgrade(`/v1/games/${id}/ws`, bearer(token)), env as never, {}),
    );
    const { frames, move } = player(socket);
    const first = simplePolicy(body.game.legalMoves);
    const moved = await move({ move: first, expectedVersion: body.game.version, moveId: 'w-1' });
    expect(moved).toMatchObject({ event: 'moved', moveId: 'w-1', data: { replayed: false } });
    expect(moved.data.game).toEqual(await json(await get(`/v1/games/${id}`, bearer(token))));
    const stale = await move({ move: first, expectedVersion: body.game.version, moveId: 'w-2' });
    expect(stale).toMatchObject({
      event: 'problem',
      moveId: 'w-2',
      data: { status: 409, code: 'version-conflict', currentVersion: moved.data.version },
    });
    const retried = await move({ move: first, moveId: 'w-1' });
    expect(retried).toMatchObject({ event: 'moved', data: { replayed: true, version: moved.data.version } });
    // The object's updates still come: the first is the game then.
    expect(frames.find((f) => f.event === 'update').data.version).toBe(body.game.version);
    socket.close(1000, 'done');
  });

  test('the mover gets each of its moves once, its answer, not the update too (as on node)', async () => {
    const { id, token, body } = await createRacer();
    const socket = accepted(
      await workerHandler().fetch(upgrade(`/v1/games/${id}/ws`, bearer(token)), env as never, {}),
    );
    const { frames, move } = player(socket);
    let game = body.game;
    for (let i = 0; i < 3; i++) {
      const moved = await move({ move: simplePolicy(game.legalMoves), moveId: `own-${i}` });
      expect(moved.event).toBe('moved');
      game = moved.data.game;
    }
    // A move over REST is told on the socket as an update: once it is there, any update of the socket's own moves would be too.
    const rest = await json(
      await post(`/v1/games/${id}/moves`, { move: simplePolicy(game.legalMoves) }, bearer(token)),
    );
    await expect.poll(() => frames.some((f) => f.event === 'update' && f.data.version === rest.version)).toBe(true);
    expect(
      frames.map((f) => (f.event === 'update' ? `update ${f.data.version}` : `${f.event} ${f.data.version}`)),
    ).toEqual([
      `update ${body.game.version}`,
      ...frames.filter((f) => f.event === 'moved').map((f) => `moved ${f.data.version}`),
      `update ${rest.version}`,
    ]);
    socket.close(1000, 'done');
  });

  test('a message over 16 KiB closes the socket with 1009, as on node; nothing is recorded', async () => {
    const { id, token, body } = await createRacer();
    const socket = accepted(
      await workerHandler().fetch(upgrade(`/v1/games/${id}/ws`, bearer(token)), env as never, {}),
    );
    const closed = new Promise<CloseEvent>((resolve) => socket.addEventListener('close', resolve));
    const move = simplePolicy(body.game.legalMoves);
    socket.send(JSON.stringify({ type: 'move', move, moveId: 'x'.repeat(17 * 1024) }));
    const close = await closed;
    expect({ code: close.code, reason: close.reason }).toEqual({ code: 1009, reason: 'a message is at most 16 KiB' });
    expect((await json(await get(`/v1/games/${id}`, bearer(token)))).version).toBe(body.game.version);
  });

  test('each socket move takes the move quota of its caller, as a REST move does', async () => {
    const { id, token, body } = await createRacer();
    const limited = workerHandler();
    const limitedEnv = { ...(env as unknown as Env), ROLLTAPE_RATE_LIMIT_MOVE: '1/60' } as Env;
    await clearOfWindowEdge(60);
    const socket = accepted(await limited.fetch(upgrade(`/v1/games/${id}/ws`, bearer(token)), limitedEnv, {}));
    const { move } = player(socket);
    const moved = await move({ move: simplePolicy(body.game.legalMoves), moveId: 'q-1' });
    expect(moved.event).toBe('moved');
    const refused = await move({ move: simplePolicy(moved.data.game.legalMoves), moveId: 'q-2' });
    expect(refused).toMatchObject({ event: 'problem', moveId: 'q-2', data: { status: 429, code: 'rate-limited' } });
    socket.close(1000, 'done');
  });
});
