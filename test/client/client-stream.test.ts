/**
 * The client's live stream against a real server: every event arrives once and in order, through a
 * dropped connection (resumed with the last version), over fetch (node) and over EventSource (undici's,
 * standing in for a browser's); the stream ends by itself when the game is over.
 */
import { EventSource } from 'undici';
import { describe, expect, test } from 'vitest';
import { RolltapeClient, type Fetch, type Game, type GameUpdate, type MoveOf } from 'rolltape/client';
import { clientServer, newRacer } from './harness.js';
import { simplePolicy, type CrMove } from '../support/circuit-racer-policy.js';

const harness = clientServer();

/** Plays the game to its end, one move at a time, letting the stream read between moves. */
async function playToEnd(start: Game<'circuit-racer'>, token: string): Promise<number> {
  let current = start;
  while (current.status !== 'over') {
    current = (
      await harness.client.move<'circuit-racer'>(
        start.id,
        token,
        simplePolicy(current.legalMoves as readonly CrMove[]) as MoveOf<'circuit-racer'>,
      )
    ).game;
    await new Promise((r) => setTimeout(r, 5));
  }
  return current.version;
}

/** The stream's updates, until it ends by itself (it must: the game ends). */
async function collect(stream: AsyncIterable<GameUpdate<'circuit-racer'>>): Promise<GameUpdate<'circuit-racer'>[]> {
  const out: GameUpdate<'circuit-racer'>[] = [];
  for await (const update of stream) out.push(update);
  return out;
}

function expectWholeTape(updates: readonly GameUpdate[], after: number, end: number): void {
  const seqs = updates.flatMap((u) => u.events.map((e) => e.seq));
  expect(seqs).toEqual(Array.from({ length: end - after }, (_, i) => after + i + 1));
  expect(updates.at(-1)!.game.status).toBe('over');
  expect(updates.at(-1)!.version).toBe(end);
}

/** A fetch whose first stream response is cut after its first message, as a dropped connection would be. */
function droppingFetch(): { fetch: Fetch; drops: () => number } {
  let drops = 0;
  const wrapped: Fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!input.includes('/stream') || drops > 0 || response.body === null) return response;
    drops++;
    const reader = response.body.getReader();
    let seen = '';
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { value, done } = await reader.read();
        if (done) return controller.close();
        controller.enqueue(value);
        seen += new TextDecoder().decode(value);
        if (seen.includes('\n\n')) {
          await reader.cancel();
          controller.error(new TypeError('network connection lost'));
        }
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
  return { fetch: wrapped, drops: () => drops };
}

describe('the live stream', () => {
  test('over fetch: the whole tape after `after`, once and in order, ending with the game', async () => {
    const { game, token } = await newRacer(harness.client);
    const stream = harness.client.stream<'circuit-racer'>(game.id, { token, after: game.version, transport: 'fetch' });
    const updates = collect(stream);
    const end = await playToEnd(game, token);
    expectWholeTape(await updates, game.version, end);
    expect(stream.version).toBe(end);
    expect((await updates).at(-1)!.game.you).toBe(1);
  });

  test('a dropped connection is resumed with the last version: nothing missed, nothing twice', async () => {
    const dropping = droppingFetch();
    const flaky = new RolltapeClient({ baseUrl: harness.url, fetch: dropping.fetch, retryDelayMs: 10 });
    const { game, token } = await newRacer(harness.client);
    const updates = collect(flaky.stream<'circuit-racer'>(game.id, { after: game.version, transport: 'fetch' }));
    const end = await playToEnd(game, token);
    const received = await updates;
    expect(dropping.drops()).toBe(1);
    expectWholeTape(received, game.version, end);
    expect(received.at(-1)!.game.you).toBeNull();
  });

  test('over EventSource (as in a browser), with the token as access_token', async () => {
    const globals = globalThis as { EventSource?: unknown };
    globals.EventSource = EventSource;
    try {
      const { game, token } = await newRacer(harness.client);
      const stream = harness.client.stream<'circuit-racer'>(game.id, { token, after: game.version });
      const updates = collect(stream);
      const end = await playToEnd(game, token);
      const received = await updates;
      expectWholeTape(received, game.version, end);
      expect(received.at(-1)!.game.you).toBe(1);
    } finally {
      delete globals.EventSource;
    }
  });

  test('watch() calls back for each update and ends; close() stops a stream; an unknown game is a typed error', async () => {
    const { game, token } = await newRacer(harness.client);
    const seen: number[] = [];
    const ended = new Promise<void>((onEnd) =>
      harness.client.watch<'circuit-racer'>(game.id, (u) => seen.push(u.version), {
        after: game.version,
        transport: 'fetch',
        onEnd,
      }),
    );
    const end = await playToEnd(game, token);
    await ended;
    expect(seen.at(-1)).toBe(end);

    const other = await newRacer(harness.client);
    const stream = harness.client.stream(other.game.id, { transport: 'fetch' });
    const first = await stream.next();
    expect(first.done).toBe(false);
    stream.close();
    expect((await stream.next()).done).toBe(true);

    await expect(collect(harness.client.stream('no-such-game', { transport: 'fetch' }))).rejects.toMatchObject({
      code: 'game-not-found',
      status: 404,
    });
  });

  test("a session's updates() starts with the game now, so a bot whose turn it is moves at once, then every change", async () => {
    // A session opened with the game create answered, as the docs open one: the game waits for its seat.
    const { game, token } = await newRacer(harness.client);
    const session = harness.client.session<'circuit-racer'>(game.id, token, game);
    const updates = session.updates({ transport: 'fetch' });
    // A bounded wait: before the fix nothing came until the game changed, and only this seat could change it.
    const first = await Promise.race([
      updates.next(),
      new Promise<'nothing'>((resolve) => setTimeout(() => resolve('nothing'), 5_000)),
    ]);
    expect(first).not.toBe('nothing');
    const now = (first as IteratorYieldResult<Game<'circuit-racer'>>).value;
    expect(now).toEqual(await harness.client.get(game.id, token));
    // The bot's loop: move when the game it is given waits for it, then take the next update.
    const made = await session.move(simplePolicy(now.legalMoves as readonly CrMove[]) as MoveOf<'circuit-racer'>);
    const next = await updates.next();
    expect(next.value).toMatchObject({ version: made.version });
    expect(session.game!.version).toBe(made.version);
    await updates.return(undefined);
  });
});
