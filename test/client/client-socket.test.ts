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
