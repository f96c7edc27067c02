/**
 * The typed client's WebSocket (src/client/socket.ts) against the Worker, as test/client/client-socket.test.ts
 * runs it against node: the client is given a `WebSocket` class that opens the socket through the Worker's
 * own fetch handler (the same 101 answer and relayed socket a browser would get), and a fetch that does too.
 */
import { env, exports } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { RolltapeClient, RolltapeError, type MoveOf, type WebSocketConstructor } from '../../src/client/index.js';
import { workerHandler } from '../../src/worker.js';
import { closeStepPolicy } from '../support/coal-n-write-policy.js';
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

test('another seat’s moves made while this socket’s own are answered: the socket gives every event once, in order', async () => {
  // Coal n' Write's seats move in the same step: the other seat's REST moves land between this
  // socket's moves, and the object tells the socket of them while its own move is being answered.
  const { game, seats } = await client.create({ rules: 'coal-n-write', players: [{ name: 'Ada' }, { name: 'Bo' }] });
  const [ada, bo] = seats.map((s) => s.token) as [string, string];
  const socket = await client.socket<'coal-n-write'>(game.id, { ...options, token: ada, after: game.version });
  const seqs: number[] = [];
  let last = Infinity;
  const reading = (async () => {
    for await (const update of socket) {
      seqs.push(...update.events.map((e) => e.seq));
      if (update.game.status === 'over' || update.version >= last) break;
    }
  })();
  for (let round = 0; round < 12; round++) {
    const [mine, theirs] = await Promise.all([
      client.get<'coal-n-write'>(game.id, ada),
      client.get<'coal-n-write'>(game.id, bo),
    ]);
    if (mine.status === 'over') break;
    // Either may be refused (the step moved on under it): what lands is what counts.
    await Promise.all([
      mine.legalMoves.length > 0 ? socket.move(closeStepPolicy(mine.legalMoves)).catch(() => undefined) : undefined,
      theirs.legalMoves.length > 0
        ? client.move(game.id, bo, closeStepPolicy(theirs.legalMoves)).catch(() => undefined)
        : undefined,
    ]);
  }
  last = (await client.get(game.id, ada)).version;
  await expect.poll(() => seqs.at(-1)).toBe(last);
  socket.close();
  await reading;
  expect(last).toBeGreaterThan(game.version + 12);
  expect(seqs).toEqual(Array.from({ length: last - game.version }, (_, i) => game.version + 1 + i));
});
