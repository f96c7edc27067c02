/**
 * The client's WebSocket against a real server: a session connected to its game sends its moves on
 * the socket (answered with the REST answer, or a `RolltapeError` with the REST problem), its updates
 * keep `game` current, and a move falls back to REST when the socket is gone.
 */
import { describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import {
  RolltapeClient,
  RolltapeError,
  type GameUpdate,
  type MoveOf,
  type WebSocketConstructor,
} from 'rolltape/client';
import { clientServer, newRacer } from './harness.js';
import { simplePolicy, type CrMove } from '../support/circuit-racer-policy.js';

const harness = clientServer();
const options = { WebSocket: WebSocket as unknown as WebSocketConstructor };
const policy = (moves: readonly unknown[]) => simplePolicy(moves as readonly CrMove[]) as MoveOf<'circuit-racer'>;

describe('the client over the WebSocket', () => {
  test('a connected session plays a whole game on its socket; its updates hold every event once', async () => {
    const { game, token } = await newRacer(harness.client);
    // Counts what goes over HTTP: with the socket open, no move should.
    const posted = [] as string[];
    const counting = new RolltapeClient({
      baseUrl: harness.url,
      fetch: (input, init) => (input.endsWith('/moves') && posted.push(input), fetch(input, init)),
    });
    const session = counting.session<'circuit-racer'>(game.id, token, game);
    const socket = await session.connect(options);
    expect(socket.open).toBe(true);
    const updates: GameUpdate<'circuit-racer'>[] = [];
    const reading = (async () => {
      for await (const update of socket) updates.push(update);
    })();
    const sent: string[] = [];
    while (session.game!.status !== 'over') {
      const result = await session.move(policy(session.game!.legalMoves));
      expect(result.replayed).toBe(false);
      sent.push(result.events[0]!.moveId!);
    }
    expect(posted).toEqual([]);
    await reading;
    expect(socket.open).toBe(false);
    // Every version from the socket's first, each event once, ending with the game over.
    const seqs = updates.flatMap((u) => u.events.map((e) => e.seq));
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => game.version + 1 + i));
    expect(updates.at(-1)!.game).toEqual(session.game);
    expect(session.game).toEqual(await harness.client.get(game.id, token));
    // Every move went over the socket, none over REST twice: the tape has each id once.
    const tape = await harness.client.events(game.id, { token });
    expect(tape.events.filter((e) => e.moveId !== null).map((e) => e.moveId)).toEqual(sent);
  });

  test('a refused move rejects with the server’s problem; a move after the socket closed goes over REST', async () => {
    const { game, token } = await newRacer(harness.client);
    const socket = await harness.client.socket<'circuit-racer'>(game.id, { ...options, token });
    const refused = await socket
      .move(policy(game.legalMoves), { expectedVersion: game.version + 5 })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RolltapeError);
    expect(refused).toMatchObject({ status: 409, code: 'version-conflict' });
    socket.close();

    const session = harness.client.session<'circuit-racer'>(game.id, token, game);
    const live = await session.connect(options);
    live.close();
    await expect.poll(() => live.open).toBe(false);
    const result = await session.move(policy(game.legalMoves));
    expect(result.version).toBeGreaterThan(game.version);
    expect(session.game!.version).toBe(result.version);
  });

  test('a move too big for the socket (closed with 1009) rejects with message-too-big, not network-error; nothing is recorded', async () => {
    const { game, token } = await newRacer(harness.client);
    const session = harness.client.session<'circuit-racer'>(game.id, token, game);
    const socket = await session.connect(options);
    const huge = { ...policy(game.legalMoves), note: 'x'.repeat(17 * 1024) } as unknown as MoveOf<'circuit-racer'>;
    const refused = await session.move(huge).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RolltapeError);
    expect(refused).toMatchObject({ status: 0, code: 'message-too-big' });
    expect((refused as RolltapeError).message).toMatch(
      /^message-too-big: the server closed the socket \(1009, Message Too Big\): this move's message is \d+ bytes, over its limit for one message \(16 KiB\); nothing was recorded, and it is refused again if sent again/,
    );
    // Not sent again over REST (it is no network trouble), and not recorded.
    expect(socket.open).toBe(false);
    expect((await harness.client.get(game.id, token)).version).toBe(game.version);
  });

  test('a socket the server refuses rejects with the problem it would answer over REST, not a bare network-error', async () => {
    const { game } = await newRacer(harness.client);
    await expect(harness.client.socket(game.id, { ...options, token: 'rt_wrong' })).rejects.toMatchObject({
      status: 401,
      code: 'invalid-token',
    });
    await expect(harness.client.socket('no-such-game', options)).rejects.toMatchObject({
      status: 404,
      code: 'game-not-found',
    });
  });
});

/**
 * A server that lets a move's answer overtake an older update (this repository's did, on node, for a
 * socket that read slowly): the client must still give every event once, in order.
 */
class ScriptedSocket {
  static last: ScriptedSocket | undefined;
  readyState = 0;
  readonly sent: string[] = [];
  private readonly listeners = new Map<string, ((event: { data?: unknown; code?: number }) => void)[]>();
  constructor(readonly url: string) {
    ScriptedSocket.last = this;
    setTimeout(() => ((this.readyState = 1), this.emit('open', {})));
  }
  send(data: string): void {
    this.sent.push(data);
  }
  close(code = 1000): void {
    this.readyState = 3;
    this.emit('close', { code });
  }
  addEventListener(type: string, listener: (event: { data?: unknown; code?: number }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  /** The server sends a frame. */
  frame(frame: unknown): void {
    this.emit('message', { data: JSON.stringify(frame) });
  }
  private emit(type: string, event: { data?: unknown; code?: number }): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

describe('the client’s socket against a server that sends an answer before an older update', () => {
  const event = (seq: number) => ({ seq, type: 'MoveMade', actor: 1, at: '', moveId: null, redacted: false, data: {} });
  const update = (version: number, seqs: number[]) => ({
    event: 'update',
    id: String(version),
    data: { version, events: seqs.map(event), game: { version } },
  });
  const scripted = { WebSocket: ScriptedSocket as unknown as WebSocketConstructor };

  test('the answer’s events wait for the update before them: every event once, in order; the move is answered at once', async () => {
    const socket = await harness.client.socket<'circuit-racer'>('g', { ...scripted, token: 't', after: 4 });
    const server = ScriptedSocket.last!;
    const got: number[] = [];
    const reading = (async () => {
      for await (const u of socket) got.push(u.version, ...u.events.map((e) => -e.seq));
    })();
    server.frame(update(5, [5]));
    const moved = socket.move({ type: 'accept' } as MoveOf<'circuit-racer'>, { moveId: 'm' });
    // Another seat's move (6) is still queued behind the server's last frame when the answer (7, 8) goes out.
    server.frame({
      event: 'moved',
      moveId: 'm',
      data: { version: 8, events: [event(7), event(8)], game: { version: 8 }, replayed: false },
    });
    expect((await moved).version).toBe(8);
    expect(socket.version).toBe(5);
    server.frame(update(6, [6]));
    expect(socket.version).toBe(8);
    // The server's own update of the move, had it sent one too, is not given twice.
    server.frame(update(8, [7, 8]));
    server.frame(update(9, [9]));
    server.close();
    await reading;
    expect(got).toEqual([5, -5, 6, -6, 8, -7, -8, 9, -9]);
  });

  test('a gap the server never fills is not skipped over: the socket’s version stays where its events run on', async () => {
    const socket = await harness.client.socket<'circuit-racer'>('g', { ...scripted, token: 't', after: 4 });
    const server = ScriptedSocket.last!;
    server.frame(update(7, [5, 6, 7]));
    server.frame(update(9, [9]));
    expect(socket.version).toBe(7);
    server.close(4000);
    const versions: number[] = [];
    for await (const u of socket) versions.push(u.version);
    // Resumed after 7, the next socket gets event 8 and on.
    expect(versions).toEqual([7]);
  });
});
