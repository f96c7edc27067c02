/**
 * The typed client's WebSocket (src/client/socket.ts) against the Worker, as test/client/client-socket.test.ts
 * runs it against node: the client is given a `WebSocket` class that opens the socket through the Worker's
 * own fetch handler (the same 101 answer and relayed socket a browser would get), and a fetch that does too.
 */
import { env, exports } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { RolltapeClient, RolltapeError, type MoveOf, type WebSocketConstructor } from '../../src/client/index.js';
import { workerHandler } from '../../src/worker.js';
import { createRacer, simplePolicy, type CrMove } from './helpers.js';

type Listener = (event: { readonly data?: unknown; readonly code?: number }) => void;

/** The standard WebSocket API over a socket the Worker answers with (`Response.webSocket`). */
class WorkerWebSocket {
  readyState = 0;
  private socket: WebSocket | undefined;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(url: string) {
    const request = new Request(url.replace(/^ws/, 'http'), { headers: { upgrade: 'websocket' } });
    void Promise.resolve(workerHandler().fetch(request, env as never, {})).then((response: Response) => {
      if (response.webSocket === null) {
        this.readyState = 3;
        return this.emit('error', {});
      }
      const socket = response.webSocket;
      socket.accept();
      this.socket = socket;
      this.readyState = 1;
      socket.addEventListener('message', (event: MessageEvent) => this.emit('message', { data: event.data }));
      socket.addEventListener('close', (event: CloseEvent) => {
        this.readyState = 3;
        this.emit('close', { code: event.code });
      });
      this.emit('open', {});
    });
  }

  send(data: string): void {
    this.socket!.send(data);
  }

  close(code?: number, reason?: string): void {
    this.socket?.close(code, reason);
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  private emit(type: string, event: Parameters<Listener>[0]): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const client = new RolltapeClient({
  baseUrl: 'https://rolltape.test',
  fetch: (input, init) => exports.default.fetch(new Request(input, init)),
});
const options = { WebSocket: WorkerWebSocket as unknown as WebSocketConstructor };

test('a move too big for the socket (closed with 1009) rejects with message-too-big, as on node; nothing is recorded', async () => {
  const { id, token, body } = await createRacer();
  const session = client.session<'circuit-racer'>(id, token, body.game);
  const socket = await session.connect(options);
  const move = simplePolicy(body.game.legalMoves as CrMove[]) as MoveOf<'circuit-racer'>;
  const refused = await session
    .move({ ...move, note: 'x'.repeat(17 * 1024) } as unknown as MoveOf<'circuit-racer'>)
    .catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(RolltapeError);
  expect(refused).toMatchObject({ status: 0, code: 'message-too-big' });
  expect(socket.open).toBe(false);
  expect((await client.get(id, token)).version).toBe(body.game.version);
});
