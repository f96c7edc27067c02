/**
 * The node server's WebSocket against careless and hostile clients (issue 27): a client that floods
 * pings and never reads is dropped and gives its slot back; a handshake the server refuses takes no
 * stream slot; a malformed credential, a path that does not decode and an `Upgrade` other than
 * websocket are answered as the REST routes answer them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { startServer } from '../../src/server.js';

type Json = any;

let dir: string;
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rolltape-ws-abuse-'));
  // Small caps, so that a slot kept by mistake shows after a handful of requests.
  server = await startServer({
    port: 0,
    dataDir: dir,
    secret: 'websocket-abuse-secret-0123',
    streams: { perGame: 3, perClient: 4, maxBacklogBytes: 64 * 1024 },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const newGame = async (): Promise<{ id: string; token: string }> => {
  const response = await fetch(`${server.url}/v1/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: 'circuit-racer', players: [{ name: 'Ada' }] }),
  });
  const created = (await response.json()) as Json;
  return { id: created.game.id, token: created.seats[0].token };
};

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** One request on its own connection, headers exactly as given (node's client sends what it is told). */
function send(path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, method, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    outgoing.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode!, headers: response.headers, body: '' });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const handshake = {
  connection: 'Upgrade',
  upgrade: 'websocket',
  'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
  'sec-websocket-version': '13',
};
const problemOf = (answer: Answer): Json => ({
  status: answer.status,
  type: answer.headers['content-type'],
  code: (JSON.parse(answer.body) as Json).code,
});

/** Opens viewers of the game until it has `count`; resolves with them, or rejects with the refusal. */
async function openViewers(id: string, count: number): Promise<WebSocket[]> {
  const open: WebSocket[] = [];
  for (let i = 0; i < count; i++) {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/v1/games/${id}/ws`);
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => resolve());
      socket.on('unexpected-response', (_request, response) =>
        reject(new Error(`viewer ${i + 1} of ${count} refused with ${response.statusCode}`)),
      );
      socket.on('error', reject);
    });
    open.push(socket);
  }
  return open;
}

const closeAll = async (sockets: readonly WebSocket[]): Promise<void> => {
  await Promise.all(sockets.map((s) => new Promise((closed) => (s.once('close', closed), s.close()))));
  // The server frees a slot once it hears the close: wait for the game to have room again.
  await new Promise((resolve) => setTimeout(resolve, 100));
};

/** A masked client frame (RFC 6455 §5.2): `opcode` 0x1 text, 0x9 ping. */
function clientFrame(opcode: number, payload: string): Buffer {
  const data = Buffer.from(payload);
  const mask = Buffer.from([1, 2, 3, 4]);
  const masked = data.map((byte, i) => byte ^ mask[i % 4]!);
  return Buffer.concat([Buffer.from([0x80 | opcode, 0x80 | data.length]), mask, masked]);
}

/**
 * Opens the game's socket on a raw connection that never reads, sends `frame` `count` times as fast
 * as the connection takes them, then one more every 20 ms (a paused socket learns that the server
 * hung up only when a write fails) until the server hangs up or 250 more were sent. Resolves with
 * whether the server hung up.
 */
function flood(id: string, frame: Buffer, count: number): Promise<boolean> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    let sent = 0;
    let dropped = false;
    const batch = Buffer.concat(Array.from({ length: 100 }, () => frame));
    const socket: Socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.write(
        `GET /v1/games/${id}/ws HTTP/1.1\r\nHost: ${hostname}\r\n` +
          Object.entries(handshake)
            .map(([name, value]) => `${name}: ${value}\r\n`)
            .join('') +
          '\r\n',
      );
    });
    const trickle = (left: number): void => {
      if (dropped || left === 0) return finish();
      socket.write(frame);
      setTimeout(() => trickle(left - 1), 20);
    };
    const more = (): void => {
      while (!dropped && sent < count) {
        sent += 100;
        if (!socket.write(batch)) return void socket.once('drain', more);
      }
      trickle(250);
    };
    let head = '';
    const onHead = (chunk: Buffer): void => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onHead);
      // From here on nothing is read: the server's answers pile up wherever it puts them.
      socket.pause();
      more();
    };
    const finish = (): void => {
      socket.destroy();
      resolve(dropped);
    };
    socket.on('data', onHead);
    socket.on('error', (e) => (console.log('CLIENTERR', e.message, sent), (dropped = true)));
    socket.on('close', () => ((dropped = true), resolve(true)));
  });
}

describe('node: the WebSocket against a client that never reads', () => {
  test.each([
    ['"ping" text messages', clientFrame(0x1, 'ping')],
    ['ping control frames', clientFrame(0x9, 'x')],
  ])('one flooding %s and reading nothing is dropped, and its slot is free again', async (_kind, frame) => {
    const { id } = await newGame();
    // Unbounded, the server would answer every one into a buffer nobody reads, to its heap limit.
    expect(await flood(id, frame, 200_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await closeAll(await openViewers(id, 3));
  });
});

describe('node: a refused WebSocket handshake takes no stream slot', () => {
  test('no key, a bad key, version 99, a POST, Upgrade: h2c or a protocol list ws refuses: each a problem; the game and the address keep every slot', async () => {
    const { id } = await newGame();
    const path = `/v1/games/${id}/ws`;
    const { 'sec-websocket-key': _key, ...noKey } = handshake;
    for (let round = 0; round < 3; round++) {
      expect(problemOf(await send(path, noKey))).toEqual({
        status: 400,
        type: 'application/problem+json',
        code: 'bad-websocket-handshake',
      });
      expect(problemOf(await send(path, { ...handshake, 'sec-websocket-key': 'short' }))).toMatchObject({
        status: 400,
        code: 'bad-websocket-handshake',
      });
      const version = await send(path, { ...handshake, 'sec-websocket-version': '99' });
      expect(problemOf(version)).toEqual({
        status: 400,
        type: 'application/problem+json',
        code: 'bad-websocket-version',
      });
      expect(version.headers['sec-websocket-version']).toBe('13, 8');
      const post = await send(path, handshake, 'POST');
      expect(problemOf(post)).toEqual({ status: 405, type: 'application/problem+json', code: 'method-not-allowed' });
      expect(
        problemOf(await send(path, { ...handshake, connection: 'Upgrade, HTTP2-Settings', upgrade: 'h2c' })),
      ).toEqual({ status: 400, type: 'application/problem+json', code: 'websocket-required' });
      // ws itself refuses this one, after the slot was taken: it must be given back all the same.
      expect(problemOf(await send(path, { ...handshake, 'sec-websocket-protocol': 'a b' }))).toEqual({
        status: 400,
        type: 'application/problem+json',
        code: 'bad-websocket-handshake',
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    // 18 refusals later, the game still has its 3 slots and this address its 4.
    const viewers = await openViewers(id, 3);
    const sse = await fetch(`${server.url}/v1/games/${(await newGame()).id}/stream`);
    expect(sse.status).toBe(200);
    await sse.body?.cancel();
    await closeAll(viewers);
  });
});

describe('node: the WebSocket reads a request as the REST routes do', () => {
  test.each([
    ['another scheme', 'Basic QWRhOnNlY3JldA=='],
    ['an empty Bearer', 'Bearer '],
    ['a token without its scheme', 'rt_abc'],
    ['trailing words', 'Bearer rt_abc extra'],
  ])('a malformed Authorization (%s) is 401 invalid-token, not a spectator', async (_kind, authorization) => {
    const { id } = await newGame();
    const answer = await send(`/v1/games/${id}/ws`, { ...handshake, authorization });
    expect(problemOf(answer)).toEqual({ status: 401, type: 'application/problem+json', code: 'invalid-token' });
    expect(answer.headers['www-authenticate']).toBe('Bearer realm="rolltape", error="invalid_token"');
  });

  test('a path whose percent-encoding does not decode is 404 game-not-found, as REST answers it', async () => {
    const rest = await send('/v1/games/%E0%A4%A/stream', {});
    const socket = await send('/v1/games/%E0%A4%A/ws', handshake);
    expect(problemOf(socket)).toEqual({ status: 404, type: 'application/problem+json', code: 'game-not-found' });
    expect(JSON.parse(socket.body)).toEqual(JSON.parse(rest.body));
  });

  test('a handshake by another method than GET is refused as the app refuses that method on the path', async () => {
    const { id } = await newGame();
    const path = `/v1/games/${id}/ws`;
    for (const method of ['POST', 'PUT', 'DELETE', 'HEAD']) {
      const upgrading = await send(path, handshake, method);
      const plain = await send(path, {}, method);
      expect(upgrading.status).toBe(405);
      expect(upgrading.headers.allow).toBe('GET, OPTIONS');
      expect(upgrading.body).toBe(plain.body);
    }
  });

  test('an Upgrade other than websocket is an ordinary request: the app answers it, body and all', async () => {
    const h2c = { connection: 'Upgrade, HTTP2-Settings', upgrade: 'h2c', 'http2-settings': 'AAMAAABkAARAAAAAAAIAAAAA' };
    const rules = await send('/v1/rules', h2c);
    const plain = await send('/v1/rules', {});
    expect(rules.status).toBe(200);
    expect(rules.body).toBe(plain.body);
    const body = JSON.stringify({ rules: 'circuit-racer', players: [{ name: 'Ada' }] });
    const created = await send(
      '/v1/games',
      { ...h2c, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      'POST',
      body,
    );
    expect(created.status).toBe(201);
    expect((JSON.parse(created.body) as Json).game.rules).toBe('circuit-racer');
  });
});
