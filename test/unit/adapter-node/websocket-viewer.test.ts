/**
 * Node's socket relay (src/adapter/node/websocket-viewer.ts) sends an update, then waits for `ws` to
 * have written it before taking the next. A move of the socket's own answered in that wait is queued
 * behind the update: the relay must count the update as the client's already, or the move's own update
 * is sent after its answer, its events twice. A slow client makes the wait as long as it likes; a
 * socket whose write callbacks the test releases stands in for one, deterministically.
 */
import { EventEmitter } from 'node:events';
import { expect, test } from 'vitest';
import type { WebSocket } from 'ws';
import { relay } from '../../../src/adapter/node/websocket-viewer.js';
import { SocketMoves } from '../../../src/api/websocket-move.js';
import { ok } from '../../../src/core/result.js';
import type { MoveResult } from '../../../src/service/answers.js';
import { Channel } from '../../../src/service/channel.js';
import type { LiveMessage } from '../../../src/service/live-message.js';
import type { LiveStream } from '../../../src/service/watch.js';

/** A `ws` socket whose writes complete only when the test says so. */
class SlowSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly frames: string[] = [];
  private readonly unwritten: (() => void)[] = [];
  send(data: string, written?: (error?: Error) => void): void {
    this.frames.push(data);
    if (written !== undefined) this.unwritten.push(() => written());
  }
  /** The socket writes what it was given. */
  flush(): void {
    for (const written of this.unwritten.splice(0)) written();
  }
  close(): void {
    this.readyState = 3;
    this.emit('close');
  }
  terminate(): void {
    this.close();
  }
  ping(): void {}
  pong(): void {}
}

const message = (version: number): LiveMessage =>
  ({
    version,
    update: { version, events: [], game: {} },
    json: `{"v":${version}}`,
    bytes: 8,
  }) as unknown as LiveMessage;

const answer = (version: number, seqs: number[]): MoveResult =>
  ({ version, events: seqs.map((seq) => ({ seq })), game: { version }, replayed: false }) as unknown as MoveResult;

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('a move answered while its socket still writes the update before it: its own update is not sent again', async () => {
  const ws = new SlowSocket();
  const stream = new Channel<LiveMessage>(1 << 20, (m) => m.bytes) as unknown as LiveStream;
  Object.defineProperty(stream, 'dropped', { value: new Promise(() => {}) });
  const moves = new SocketMoves(
    async () => ok(answer(7, [6, 7])),
    (frame) => ws.send(frame),
    4,
  );
  const relayed = relay(ws as unknown as WebSocket, stream, 1 << 20, moves);
  // Another seat's move (5) is sent; the client's socket is slow to take it.
  (stream as unknown as Channel<LiveMessage>).push(message(5));
  await settle();
  // The seat's own move lands on top (6, 7) and is answered, behind update 5 on the socket.
  moves.take({ move: {}, moveId: 'm' });
  await moves.settled();
  ws.flush();
  await settle();
  (stream as unknown as Channel<LiveMessage>).push(message(7));
  (stream as unknown as Channel<LiveMessage>).push(message(8));
  await settle();
  ws.flush();
  await settle();
  expect(ws.frames.map((f) => JSON.parse(f)).map((f) => (f.event === 'moved' ? 'answer 7' : `update ${f.id}`))).toEqual(
    ['update 5', 'answer 7', 'update 8'],
  );
  ws.close();
  (stream as unknown as Channel<LiveMessage>).end();
  await relayed;
});

test('a move answered while an older update still waits behind a slow socket: the update goes first, then the answer', async () => {
  const ws = new SlowSocket();
  const channel = new Channel<LiveMessage>(1 << 20, (m) => m.bytes);
  const stream = channel as unknown as LiveStream;
  Object.defineProperty(stream, 'dropped', { value: new Promise(() => {}) });
  const moves = new SocketMoves(
    async () => ok(answer(7, [6, 7])),
    (frame) => ws.send(frame),
    3,
  );
  const relayed = relay(ws as unknown as WebSocket, stream, 1 << 20, moves);
  // Update 4 is sent; the client's socket is slow to take it.
  channel.push(message(4));
  await settle();
  // Another seat's move (5) is published: it waits in the stream behind update 4.
  channel.push(message(5));
  await settle();
  // The seat's own move lands on top (6, 7) and is answered meanwhile.
  moves.take({ move: {}, moveId: 'm' });
  await moves.settled();
  // Sent before update 5, the answer (version 7) would make the client drop update 5 and its events.
  expect(moves.answersWaiting).toBe(1);
  ws.flush();
  await settle();
  channel.push(message(7));
  channel.push(message(8));
  for (let i = 0; i < 3; i++) {
    ws.flush();
    await settle();
  }
  expect(ws.frames.map((f) => JSON.parse(f)).map((f) => (f.event === 'moved' ? 'answer 7' : `update ${f.id}`))).toEqual(
    ['update 4', 'update 5', 'answer 7', 'update 8'],
  );
  ws.close();
  channel.end();
  await relayed;
});
