/**
 * Live updates over SSE (`GET /v1/games/{id}/stream`) on a 3-player Coal n' Write game: two
 * subscribers (seats 1 and 2) each get every change, in order and only as their own seat sees it;
 * a client that reconnects with Last-Event-ID misses nothing; a finished game stops the reconnects.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { webSocketRequestOf } from '../../src/api/websocket-request.js';
import { GameFeed } from '../../src/service/game-feed.js';
import { closeStepPolicy as policy } from '../support/coal-n-write-policy.js';
import { bearer, get, json, openTestApp, post, type Json, type TestApp } from './helpers.js';
import { SseReader } from './sse.js';

let t: TestApp;
const feed = new GameFeed();
beforeAll(async () => {
  t = await openTestApp({ feed });
});
afterAll(() => t?.database.destroy());

const stream = async (id: string, token: string | null, headers: Record<string, string> = {}): Promise<Response> =>
  get(t.app, `/v1/games/${id}/stream`, { ...(token === null ? {} : bearer(token)), ...headers });

/** Makes `count` moves, each by the first seat the game waits for; answers the versions after each. */
async function play(id: string, tokens: readonly string[], count: number): Promise<number[]> {
  const versions: number[] = [];
  for (let i = 0; i < count; i++) {
    const spectator = await json(await get(t.app, `/v1/games/${id}`));
    if (spectator.status !== 'active') break;
    const seat = spectator.pending.players[0];
    const game = await json(await get(t.app, `/v1/games/${id}`, bearer(tokens[seat - 1]!)));
    const made = await post(
      t.app,
      `/v1/games/${id}/moves`,
      { move: policy(game.legalMoves) },
      bearer(tokens[seat - 1]!),
    );
    expect(made.status).toBe(200);
    versions.push((await json(made)).version);
  }
  return versions;
}

const updates = (messages: readonly { data: string }[]): Json[] => messages.map((m) => JSON.parse(m.data));

async function newGame(): Promise<{ id: string; tokens: string[] }> {
  const created = await json(
    await post(t.app, '/v1/games', {
      rules: 'coal-n-write',
      players: [{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }],
    }),
  );
  return { id: created.game.id, tokens: created.seats.map((s: Json) => s.token) };
}

describe('SSE: two subscribers of a 3-player game', () => {
  test('each gets every update in order, as its own seat sees it', async () => {
    const { id, tokens } = await newGame();
    const start = (await json(await get(t.app, `/v1/games/${id}`))).version;
    const responses = [await stream(id, tokens[0]!), await stream(id, tokens[1]!)];
    for (const r of responses) {
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^text\/event-stream/);
    }
    const readers = responses.map((r) => new SseReader(r));
    const firsts = await Promise.all(readers.map((r) => r.next()));
    for (const [i, first] of firsts.entries()) {
      expect(first).toMatchObject({ event: 'update', id: String(start) });
      const update = JSON.parse(first!.data);
      expect(update).toMatchObject({ version: start, events: [], game: { id, version: start, you: i + 1 } });
    }

    const versions = await play(id, tokens, 25);
    const last = versions[versions.length - 1]!;
    for (const [i, reader] of readers.entries()) {
      const seat = i + 1;
      const got = updates(await reader.until((m) => Number(m.id) === last));
      // Every update, in order: the versions are the moves' answers, and the events run on without a gap.
      expect(got.map((u) => u.version)).toEqual(versions);
      const seqs = got.flatMap((u) => u.events.map((e: Json) => e.seq));
      expect(seqs).toEqual(Array.from({ length: last - start }, (_, k) => start + 1 + k));
      for (const u of got) {
        expect(u.game.you).toBe(seat);
        expect(u.game.version).toBe(u.version);
        // Legal moves only ever for the subscriber's own seat, and only when it is due.
        const due = u.game.pending.kind === 'choice' && u.game.pending.players.includes(seat);
        expect(u.game.legalMoves.length > 0).toBe(due);
      }
      // Shuffles stay hidden from the seats while the game runs.
      const shuffles = got.flatMap((u) => u.events).filter((e: Json) => e.type === 'DeckShuffled');
      for (const s of shuffles) expect(s).toMatchObject({ redacted: true, data: { order: null } });
      await reader.close();
    }
  });

  test('a spectator gets every update with the public view and no legal moves; hanging up unsubscribes', async () => {
    const { id, tokens } = await newGame();
    const spectator = new SseReader(await stream(id, null));
    await spectator.next();
    expect(feed.listenerCount(id)).toBe(1);
    const versions = await play(id, tokens, 6);
    const got = updates(await spectator.until((m) => Number(m.id) === versions[versions.length - 1]));
    expect(got.map((u) => u.version)).toEqual(versions);
    for (const u of got) expect(u.game).toMatchObject({ you: null, legalMoves: [] });
    await spectator.close();
    await new Promise((done) => setTimeout(done, 10));
    expect(feed.listenerCount(id)).toBe(0);
  });

  test('a reconnect with Last-Event-ID misses nothing', async () => {
    const { id, tokens } = await newGame();
    const reader = new SseReader(await stream(id, tokens[0]!));
    const first = (await reader.next())!;
    await play(id, tokens, 3);
    const seen = updates(await reader.until((m) => Number(m.id) > Number(first.id)));
    const lastSeen = seen[seen.length - 1].version;
    await reader.close();

    // Offline: moves go on without this client.
    const missed = await play(id, tokens, 8);
    const resumed = new SseReader(await stream(id, tokens[0]!, { 'last-event-id': String(lastSeen) }));
    const catchUp = updates([(await resumed.next())!])[0];
    const head = missed[missed.length - 1]!;
    expect(catchUp.version).toBe(head);
    expect(catchUp.events.map((e: Json) => e.seq)).toEqual(
      Array.from({ length: head - lastSeen }, (_, k) => lastSeen + 1 + k),
    );
    expect(catchUp.game).toMatchObject({ version: head, you: 1 });

    // And it is live again from there.
    const more = await play(id, tokens, 2);
    const live = updates(await resumed.until((m) => Number(m.id) === more[more.length - 1]));
    expect(live[0].events[0].seq).toBe(head + 1);
    await resumed.close();
  });

  test("a lobby game's stream waits for players to join its open seats, then has the rules' pending", async () => {
    const created = await json(
      await post(t.app, '/v1/games', { rules: 'coal-n-write', players: [{ name: 'Ada' }, { open: true }] }),
    );
    const id = created.game.id;
    const reader = new SseReader(await stream(id, created.seats[0].token));
    expect(JSON.parse((await reader.next())!.data).game.pending).toEqual({ kind: 'join', openSeats: [2] });
    const joined = await json(await post(t.app, `/v1/games/${id}/join`, { name: 'Bo' }));
    const started = updates(await reader.until((m) => Number(m.id) === joined.game.version)).at(-1);
    expect(started.game).toMatchObject({ status: 'active', pending: { kind: 'choice', players: [1, 2] } });
    await reader.close();
  });

  test('?after= works like Last-Event-ID, and a version from the future is refused', async () => {
    const { id, tokens } = await newGame();
    await play(id, tokens, 2);
    const reader = new SseReader(await get(t.app, `/v1/games/${id}/stream?after=1&access_token=${tokens[1]}`));
    const first = JSON.parse((await reader.next())!.data);
    expect(first.events[0].seq).toBe(2);
    expect(first.game.you).toBe(2);
    await reader.close();
    const future = await stream(id, tokens[0]!, { 'last-event-id': '999' });
    expect(future.status).toBe(404);
    expect(await json(future)).toMatchObject({ code: 'version-out-of-range' });
    expect((await stream(id, tokens[0]!, { 'last-event-id': 'x' })).status).toBe(400);
    expect((await stream(id, 'rt_nobody')).status).toBe(401);
    expect((await stream('nosuchgame', null)).status).toBe(404);
  });

  test.each(['abc', '-1', '1.5', ''])(
    '?after=%j is 400 bad-after with the words the WebSocket answers, with or without Last-Event-ID',
    async (after) => {
      const { id, tokens } = await newGame();
      const socket = webSocketRequestOf(new URL(`http://x/v1/games/${id}/ws?after=${after}`), null);
      expect(socket).toMatchObject({ ok: false, error: { code: 'bad-after' } });
      for (const headers of [{}, { 'last-event-id': '0' }] as Record<string, string>[]) {
        const answer = await get(t.app, `/v1/games/${id}/stream?after=${after}&access_token=${tokens[0]}`, headers);
        expect(answer.status).toBe(400);
        expect(await json(answer)).toMatchObject({
          code: 'bad-after',
          detail: socket?.ok === false && socket.error.message,
        });
      }
    },
  );

  test('the stream ends with the game; resuming a finished game answers 204', async () => {
    const created = await json(await post(t.app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }] }));
    const id = created.game.id;
    const token = created.seats[0].token;
    const reader = new SseReader(await stream(id, token));
    await reader.next();
    let game = created.game;
    while (game.status === 'active') {
      const mine = await json(await get(t.app, `/v1/games/${id}`, bearer(token)));
      const accept =
        mine.legalMoves.find((m: Json) => m.type === 'accept') ??
        mine.legalMoves.find((m: Json) => m.type === 'gear' && !m.shift && !m.include);
      game = (await json(await post(t.app, `/v1/games/${id}/moves`, { move: accept }, bearer(token)))).game;
    }
    let last: Json;
    for (let m = await reader.next(); m !== undefined; m = await reader.next()) last = JSON.parse(m.data);
    expect(last.game.status).toBe('over');
    // Over: the whole tape is public, so the last update shows the seed.
    expect(last.events[last.events.length - 1]).toMatchObject({
      type: 'GameEnded',
      data: { seed: expect.any(String) },
    });
    const again = await stream(id, token, { 'last-event-id': String(last.version) });
    expect(again.status).toBe(204);
  });
});
