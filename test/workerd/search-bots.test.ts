/**
 * Search bots on Workers think after the answer too: the person's move is answered with the game
 * waiting for the bot's seat, and the game's Durable Object plays the bot from its alarm (set for now,
 * and stored, so an object evicted before the bot moved still wakes to play it), with the bot's whole
 * counted budget: no clock is read (workerd's stands still while code runs), so the move is the one
 * the same job gives anywhere.
 */
import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { replay } from '../../src/core/replay.js';
import { rulebook } from '../../src/games/index.js';
import { objectDatabase } from '../../src/adapter/workers/object-database.js';
import { runBotJob } from '../../src/service/bot-runner.js';
import { seedAtEnd } from '../../src/service/seed-reveal.js';
import { EventStore } from '../../src/store/event-store.js';
import { bearer, get, json, post, type Json } from './helpers.js';

const objectOf = (id: string) => env.GAMES.get(env.GAMES.idFromName(id));

/** The job the search bot of seat 2 runs at `version`, rebuilt from the object's own tape and seed. */
function jobAt(id: string, version: number) {
  return runInDurableObject(objectOf(id), async (_instance, state) => {
    const { db, driver } = objectDatabase(state.storage as never);
    const store = new EventStore(db, driver);
    const stored = await store.events(id, 0, version);
    const replayed = replay(
      rulebook,
      stored.map((e) => e.event),
    );
    if (!replayed.ok) throw new Error(replayed.error.message);
    const row = (await store.game(id))!;
    return {
      created: replayed.value.created,
      seed: row.seed,
      revealSeed: seedAtEnd(row),
      players: replayed.value.created.players,
      state: replayed.value.state,
      version,
      searching: 1,
    };
  });
}

/** Ada against search-3 in Carbondale, through the Worker, until Ada's move leaves the bot due (the alarm plays the bot if it begins). */
async function untilTheBotIsDue() {
  const created = await json(
    await post('/v1/games', { rules: 'carbondale', players: [{ name: 'Ada' }, { name: 'S3', bot: 'search-3' }] }),
  );
  const id: string = created.game.id;
  const token: string = created.seats[0].token;
  for (let step = 0; step < 40; step++) {
    let game = await json(await get(`/v1/games/${id}`, bearer(token)));
    while (game.pending.players.includes(2)) {
      await runDurableObjectAlarm(objectOf(id));
      game = await json(await get(`/v1/games/${id}`, bearer(token)));
    }
    const moved = await post(`/v1/games/${id}/moves`, { move: game.legalMoves[0] }, bearer(token));
    expect(moved.status).toBe(200);
    const answer = await json(moved);
    if (answer.game.pending.players?.includes(2)) return { id, token, answer };
  }
  throw new Error('the bot never became due');
}

/** The tape after `version` as the object stores it (unredacted: a bot's challenge fee is hidden from `/events`' readers). */
const tapeAfter = (id: string, version: number) =>
  runInDurableObject(objectOf(id), async (_instance, state) => {
    const { db, driver } = objectDatabase(state.storage as never);
    return (await new EventStore(db, driver).events(id, version)).map((e) => e.event);
  });

/** The events after `version`, as the spectator's `/events` serves them. */
const eventsAfter = async (id: string, version: number): Promise<Json[]> =>
  (await json(await get(`/v1/games/${id}/events?after=${version}`))).events;

describe('workerd: search bots think after the answer, from the object’s alarm', () => {
  test("a person's move against search-3 is answered before the bot moves; the alarm plays the move the same job gives anywhere", async () => {
    const { id, token, answer } = await untilTheBotIsDue();
    expect(answer.events.some((e: Json) => e.type === 'MoveMade' && e.actor === 2)).toBe(false);
    expect(answer.game.pending).toMatchObject({ kind: 'choice', players: [2] });
    // The object stored an alarm for the bot (now, or already past).
    const alarmAt = await runInDurableObject(objectOf(id), (_i, state) => state.storage.getAlarm());
    if (alarmAt !== null) expect(alarmAt).toBeLessThanOrEqual(Date.now());
    const expected = runBotJob(rulebook, await jobAt(id, answer.version));
    if (!expected.ok) throw new Error(expected.error.message);
    await runDurableObjectAlarm(objectOf(id));
    const after = await eventsAfter(id, answer.version);
    const move = expected.value.plays[0]!.events[0]!;
    expect(move).toMatchObject({ type: 'MoveMade', player: 2 });
    expect(after[0]).toMatchObject({ type: 'MoveMade', actor: 2 });
    // Compared on the stored tape: the spectator's copy hides a challenge's fee card (`fee: null`).
    expect((await tapeAfter(id, answer.version))[0]).toEqual(move);
    const game = await json(await get(`/v1/games/${id}`, bearer(token)));
    expect(game.version).toBeGreaterThan(answer.version);
  }, 120_000);

  test('an object evicted while its search bot is due wakes from its stored alarm and plays it', async () => {
    const { id, answer } = await untilTheBotIsDue();
    await abortAllDurableObjects();
    await runDurableObjectAlarm(objectOf(id));
    const after = await eventsAfter(id, answer.version);
    expect(after[0]).toMatchObject({ type: 'MoveMade', actor: 2 });
    expect(after[0].data.timeout).toBeUndefined();
  }, 120_000);

  test('a solo game of search-1 created through the Worker: the creation answers at once, the alarms play it to the end, and it audits', async () => {
    const created = await post('/v1/games', { rules: 'circuit-racer', players: [{ name: 'S', bot: 'search-1' }] });
    expect(created.status).toBe(201);
    const body = await json(created);
    expect(body.game.status).toBe('active');
    let game = body.game;
    for (let n = 0; n < 200 && game.status === 'active'; n++) {
      await runDurableObjectAlarm(objectOf(body.game.id));
      game = await json(await get(`/v1/games/${body.game.id}`));
    }
    expect(game.status).toBe('over');
    const audit = await json(await get(`/v1/games/${body.game.id}/audit`));
    expect(audit.checks.filter((c: { status: string }) => c.status === 'fail')).toEqual([]);
  }, 120_000);
});
