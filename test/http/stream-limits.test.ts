/**
 * Live streams cannot exhaust the server (issue 15): a subscriber that reads nothing is dropped once
 * it is a set number of bytes behind; one client and one game can hold only so many streams; and
 * every subscriber of one seat shares the same message of a move.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GameFeed } from '../../src/service/game-feed.js';
import type { LiveMessage } from '../../src/service/watch.js';
import { closeStepPolicy as policy } from '../support/coal-n-write-policy.js';
import { bearer, get, json, openTestApp, post, type Json, type TestApp } from './helpers.js';
import { SseReader } from './sse.js';

const BACKLOG = 40_000;
let t: TestApp;
const feed = new GameFeed();
beforeAll(async () => {
  t = await openTestApp({ feed, watchLimits: { perGame: 5, perClient: 3, maxBacklogBytes: BACKLOG } });
});
afterAll(() => t?.database.destroy());

async function newGame(players = 6): Promise<{ id: string; tokens: string[] }> {
  const names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'].slice(0, players);
  const created = await json(
    await post(t.app, '/v1/games', { rules: 'coal-n-write', players: names.map((name) => ({ name })) }),
  );
  return { id: created.game.id, tokens: created.seats.map((s: Json) => s.token) };
}

/** Makes one move by the first seat the game waits for; answers the new version. */
async function moveOnce(id: string, tokens: readonly string[]): Promise<number> {
  const spectator = await json(await get(t.app, `/v1/games/${id}`));
  const seat = spectator.pending.players[0];
  const game = await json(await get(t.app, `/v1/games/${id}`, bearer(tokens[seat - 1]!)));
  const made = await post(t.app, `/v1/games/${id}/moves`, { move: policy(game.legalMoves) }, bearer(tokens[seat - 1]!));
  expect(made.status).toBe(200);
  return (await json(made)).version;
}

const settle = () => new Promise((done) => setTimeout(done, 20));
const from = (address: string, headers: Record<string, string> = {}) => ({ 'cf-connecting-ip': address, ...headers });

describe('a subscriber that reads nothing', () => {
  test('is dropped once it is more than the byte budget behind, long before 256 messages; one that reads is not', async () => {
    const { id, tokens } = await newGame();
    const idle = await get(t.app, `/v1/games/${id}/stream`, from('10.1.0.1'));
    const reading = new SseReader(await get(t.app, `/v1/games/${id}/stream`, from('10.1.0.2')));
    await reading.next();
    expect(idle.status).toBe(200);
    expect(feed.listenerCount(id)).toBe(2);
    let bytes = 0;
    let moves = 0;
    while (bytes <= 2 * BACKLOG && moves < 100) {
      await moveOnce(id, tokens);
      await settle();
      const update = (await reading.next())!;
      bytes += update.data.length;
      moves++;
    }
    expect(moves).toBeLessThan(100);
    // Only the reader is left listening: the idle one was let go, its messages with it.
    expect(feed.listenerCount(id)).toBe(1);
    // Its answer ends (the client reconnects with Last-Event-ID and misses nothing), after at most
    // the first message: what it fell behind on was let go, not kept for it.
    const body = idle.body!.getReader();
    const reads: unknown[] = [];
    for (let r = await body.read(); !r.done; r = await body.read()) reads.push(r.value);
    expect(reads.length).toBeLessThanOrEqual(1);
    await reading.close();
  });
});

describe('caps on open streams', () => {
  test('one client (address) may hold 3 streams: the 4th is 429 too-many-streams with Retry-After; closing one frees a slot', async () => {
    const { id } = await newGame(2);
    const open = [];
    for (let i = 0; i < 3; i++) {
      const r = await get(t.app, `/v1/games/${id}/stream`, from('10.2.0.1'));
      expect(r.status).toBe(200);
      open.push(new SseReader(r));
    }
    const refused = await get(t.app, `/v1/games/${id}/stream`, from('10.2.0.1'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(refused)).toMatchObject({ code: 'too-many-streams', status: 429 });
    // Another address is not held back by this one.
    const other = await get(t.app, `/v1/games/${id}/stream`, from('10.2.0.2'));
    expect(other.status).toBe(200);
    await new SseReader(other).close();
    await open.pop()!.close();
    await settle();
    const again = await get(t.app, `/v1/games/${id}/stream`, from('10.2.0.1'));
    expect(again.status).toBe(200);
    open.push(new SseReader(again));
    for (const r of open) await r.close();
  });

  test('a GraphQL subscription counts against the same caps', async () => {
    const { id } = await newGame(2);
    const subscribe = () =>
      t.app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'cf-connecting-ip': '10.3.0.1' },
        body: JSON.stringify({
          query: 'subscription Watch($id: ID!) { gameUpdated(id: $id) { version } }',
          variables: { id },
        }),
      });
    const readers = [];
    for (let i = 0; i < 3; i++) {
      const r = new SseReader(await subscribe());
      const first = (await r.next())!;
      expect(first.event).toBe('next');
      expect(JSON.parse(first.data).data.gameUpdated.version).toBeGreaterThan(0);
      readers.push(r);
    }
    const refused = new SseReader(await subscribe());
    const message = (await refused.next())!;
    expect(JSON.parse(message.data).errors[0].extensions).toMatchObject({ code: 'too-many-streams', status: 429 });
    for (const r of [...readers, refused]) await r.close();
  });

  test('a game may have 5 streams in all: the 6th, from anyone, is 503 game-streams-full', async () => {
    const { id } = await newGame(2);
    const open = [];
    for (let i = 0; i < 5; i++) {
      const r = await get(t.app, `/v1/games/${id}/stream`, from(`10.4.0.${i}`));
      expect(r.status).toBe(200);
      open.push(new SseReader(r));
    }
    const refused = await get(t.app, `/v1/games/${id}/stream`, from('10.4.1.1'));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect(await json(refused)).toMatchObject({ code: 'game-streams-full' });
    // Other games are not affected.
    const elsewhere = await newGame(2);
    const fine = await get(t.app, `/v1/games/${elsewhere.id}/stream`, from('10.4.1.1'));
    expect(fine.status).toBe(200);
    await new SseReader(fine).close();
    for (const r of open) await r.close();
  });

  test('one seat token counts as a client wherever it connects from', async () => {
    const { id, tokens } = await newGame(2);
    const open = [];
    for (let i = 0; i < 3; i++)
      open.push(new SseReader(await get(t.app, `/v1/games/${id}/stream`, from(`10.5.0.${i}`, bearer(tokens[0]!)))));
    const refused = await get(t.app, `/v1/games/${id}/stream`, from('10.5.0.9', bearer(tokens[0]!)));
    expect(refused.status).toBe(429);
    for (const r of open) await r.close();
  });
});

describe('fan-out of one move', () => {
  test('every subscriber of a seat gets the very same message object (built and serialized once per seat)', async () => {
    const { id, tokens } = await newGame(3);
    const games = t.services.games;
    const watch = async (token: string | null, client: string) => {
      const s = await games.watch(id, token, undefined, client);
      if (!s.ok || s.value === 'ended') throw new Error('no stream');
      await s.value.next(); // the catch-up message, per subscriber
      return s.value;
    };
    const seat1 = [await watch(tokens[0]!, 'a'), await watch(tokens[0]!, 'b')];
    const spectators = [await watch(null, 'c'), await watch(null, 'd')];
    const version = await moveOnce(id, tokens);
    const got = await Promise.all([...seat1, ...spectators].map(async (s) => (await s.next()).value as LiveMessage));
    expect(got.map((m) => m.update.version)).toEqual([version, version, version, version]);
    expect(got[0]).toBe(got[1]);
    expect(got[2]).toBe(got[3]);
    expect(got[0]).not.toBe(got[2]);
    expect(got[0]!.update.game.you).toBe(1);
    expect(got[2]!.update.game.you).toBeNull();
    expect(got[0]!.json).toBe(JSON.stringify(got[0]!.update));
    for (const s of [...seat1, ...spectators]) await s.return?.();
  });

  test("the mover's answer does not wait for the subscribers: none has heard of the move when it is answered", async () => {
    const { id, tokens } = await newGame(2);
    let heard = 0;
    const stop = feed.subscribe(id, () => heard++);
    await moveOnce(id, tokens);
    expect(heard).toBe(0);
    await settle();
    expect(heard).toBe(1);
    stop();
  });
});
