/**
 * Daily challenges entered with a personal token: the entry takes the player's handle and binds its
 * seat, one entry per player, a guest may not take a player's handle, the leaderboard marks account
 * entries, and GET /v1/me/challenges lists entries and streaks.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, get, graphqlData, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

const DAY = '2026-11-24';
let now = Date.parse(`${DAY}T09:00:00Z`);
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ clock: () => now });
});
afterAll(() => t?.database.destroy());

async function playToTheEnd(gameId: string, token: string): Promise<void> {
  for (let step = 0; step < 4000; step++) {
    const game = await json(await get(t.app, `/v1/games/${gameId}`, bearer(token)));
    if (game.status === 'over') return;
    now += 1000;
    const made = await post(t.app, `/v1/games/${gameId}/moves`, { move: game.legalMoves[0] }, bearer(token));
    expect(made.status).toBe(200);
  }
  throw new Error('the entry did not end');
}

describe('challenges by account', () => {
  let token = '';
  beforeAll(async () => {
    token = (await json(await post(t.app, '/v1/players', { handle: 'Cass' }))).token;
  });

  test("an entry with a personal token takes the player's handle; one per player; the board marks it", async () => {
    const challenge = `circuit-racer-${DAY}`;
    const entered = await post(t.app, `/v1/challenges/${challenge}/entries`, {}, bearer(token));
    expect(entered.status).toBe(201);
    const entry = await json(entered);
    expect(entry.entry.name).toBe('Cass');
    expect(entry.game.you).toBe(1);

    const again = await post(t.app, `/v1/challenges/${challenge}/entries`, { name: 'Other' }, bearer(token));
    expect(again.status).toBe(409);
    expect((await json(again)).code).toBe('already-entered');
    const guest = await post(t.app, `/v1/challenges/${challenge}/entries`, { name: 'cass' });
    expect(guest.status).toBe(409);
    expect((await json(guest)).code).toBe('handle-owned');
    const other = await post(t.app, `/v1/challenges/${challenge}/entries`, { name: 'Dot' });
    expect(other.status).toBe(201);
    const dot = await json(other);

    // The player's token plays the entry: the seat is bound to the player.
    await playToTheEnd(entry.entry.gameId, token);
    await playToTheEnd(dot.entry.gameId, dot.seat.token);
    const board = await json(await get(t.app, `/v1/challenges/${challenge}/leaderboard`));
    expect(board.standings.map((r: Json) => [r.name, r.account]).sort()).toEqual([
      ['Cass', true],
      ['Dot', false],
    ]);

    const mine = await json(await get(t.app, '/v1/me/challenges', bearer(token)));
    expect(mine.entries).toEqual([
      expect.objectContaining({ challengeId: challenge, rules: 'circuit-racer', date: DAY, finished: true }),
    ]);
    expect(mine.streak).toEqual({ current: 1, longest: 1 });
    const games = await json(await get(t.app, '/v1/me/games?status=over', bearer(token)));
    expect(games.games.map((g: Json) => g.id)).toContain(entry.entry.gameId);
  });

  test('a second day in a row makes a streak of two, over GraphQL too', async () => {
    now = Date.parse('2026-11-25T08:00:00Z');
    const entry = await json(await post(t.app, `/v1/challenges/aircargo-2026-11-25/entries`, {}, bearer(token)));
    await playToTheEnd(entry.entry.gameId, token);
    const data = await graphqlData(
      t.app,
      '{ me { challenges { streak { current longest } entries { date finished } } } }',
      {},
      token,
    );
    expect(data.me.challenges.streak).toEqual({ current: 2, longest: 2 });
    expect(data.me.challenges.entries.map((e: Json) => e.date)).toEqual(['2026-11-25', DAY]);
    // Two days later, the run is broken.
    now = Date.parse('2026-11-27T08:00:00Z');
    const later = await json(await get(t.app, '/v1/me/challenges', bearer(token)));
    expect(later.streak).toEqual({ current: 0, longest: 2 });
  });
});
