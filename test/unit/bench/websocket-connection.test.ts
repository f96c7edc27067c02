import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { WebSocketConnection } from '../../../bench/websocket-connection.js';

/** A real `ws` server (the package the node server uses) on a free port; `onSocket` gets each socket and its handshake. */
async function serve(onSocket: (ws: WebSocket, request: IncomingMessage) => void) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  server.on('connection', onSocket);
  await new Promise<void>((listening) => server.once('listening', listening));
  stops.push(
    () =>
      new Promise<void>((closed) => {
        for (const ws of server.clients) ws.terminate();
        server.close(() => closed());
      }),
  );
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/v1/games/g/ws?after=3`;
}

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

/** Opens a connection that collects what it receives, and resolves `closed` when it ends. */
async function open(url: string, headers: Record<string, string> = {}) {
  const texts: string[] = [];
  let closed!: () => void;
  const ended = new Promise<void>((resolve) => (closed = resolve));
  const connection = await WebSocketConnection.open(url, headers, (text) => texts.push(text), closed);
  return { connection, texts, ended };
}

const until = async (done: () => boolean): Promise<void> => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("the bench's WebSocket client", () => {
  it('opens with its headers and path, and sends and receives text of every length encoding', async () => {
    let handshake: IncomingMessage | undefined;
    // Each message echoed back as the server's text frame: 7-bit, 16-bit and 64-bit lengths, and non-ASCII text.
    const url = await serve((ws, request) => {
      handshake = request;
      ws.on('message', (data, binary) => ws.send(binary ? 'binary?' : `echo:${String(data)}`));
    });
    const { connection, texts } = await open(url, { authorization: 'Bearer t0k' });
    expect(handshake?.url).toBe('/v1/games/g/ws?after=3');
    expect(handshake?.headers.authorization).toBe('Bearer t0k');
    const sent = ['{"type":"move"}', 'é♣'.repeat(50), 'x'.repeat(70_000)];
    for (const text of sent) connection.send(text);
    await until(() => texts.length === sent.length);
    expect(texts).toEqual(sent.map((text) => `echo:${text}`));
  });

  it('reads frames split across reads and several frames in one read', async () => {
    const url = await serve((ws) => {
      const socket = (ws as unknown as { _socket: import('node:net').Socket })._socket;
      // Two frames written as one chunk, then a frame written a byte at a time.
      socket.write(
        Buffer.concat([Buffer.from([0x81, 2]), Buffer.from('ab'), Buffer.from([0x81, 1]), Buffer.from('c')]),
      );
      const third = Buffer.concat([Buffer.from([0x81, 126, 0, 200]), Buffer.alloc(200, 'z')]);
      let at = 0;
      const drip = setInterval(() => {
        if (at < third.length) socket.write(third.subarray(at, ++at));
        else clearInterval(drip);
      }, 0);
    });
    const { texts } = await open(url);
    await until(() => texts.length === 3);
    expect(texts).toEqual(['ab', 'c', 'z'.repeat(200)]);
  });

  it("answers the server's ping with a pong carrying its data", async () => {
    let pong: Buffer | undefined;
    const url = await serve((ws) => {
      ws.on('pong', (data) => (pong = data));
      ws.ping('are you there');
    });
    await open(url);
    await until(() => pong !== undefined);
    expect(String(pong)).toBe('are you there');
  });

  it('ends when the server closes, and hangs up on a fragmented message it does not read', async () => {
    const url = await serve((ws, request) => {
      if (request.url?.endsWith('close')) return ws.close(1000, 'the game is over');
      ws.send('part', { fin: false });
      ws.send(' two', { fin: true });
    });
    await open(url.replace('after=3', 'close')).then(({ ended }) => ended);
    const fragmented = await open(url);
    await fragmented.ended;
    expect(fragmented.texts).toEqual([]);
  });

  it('refuses a server that does not accept the handshake', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((_, response) => response.writeHead(404).end());
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    stops.push(() => new Promise<void>((closed) => server.close(() => closed())));
    const port = (server.address() as AddressInfo).port;
    await expect(open(`ws://127.0.0.1:${port}/nowhere`)).rejects.toThrow(/handshake was refused: HTTP\/1.1 404/);
  });
});
