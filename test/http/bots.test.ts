/**
 * Bots in seats: `players: [{ name, bot }]`. The server plays bot seats right after the move that
 * makes them due, as ordinary `MoveMade` events, so a game with bots exports and audits like any other.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closeStepPolicy as policy } from '../support/coal-n-write-policy.js';
import { bearer, get, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

async function expectAudited(id: string): Promise<Json> {
  const audit = await json(await get(t.app, `/v1/games/${id}/audit`));
  expect(audit).toMatchObject({ ok: true });
  expect(audit.checks.find((c: Json) => c.name === 'commitment').status).toBe('pass');
  return audit;
}

describe('bots', () => {
  test.each(['coal-n-write', 'aircargo', 'circuit-racer', 'goldmine-rumbles'])(
    'GET /v1/rules/%s lists its bots, `default` among them',
    async (rules) => {
      const detail = await json(await get(t.app, `/v1/rules/${rules}`));
      expect(detail.bots.map((b: Json) => b.id)).toContain('default');
      for (const bot of detail.bots) expect(bot.title).toEqual(expect.any(String));
    },
  );

  test('a Circuit Racer seat played by its default bot: the game is over when it is created, and audits', async () => {
    const response = await post(t.app, '/v1/games', {
      rules: 'circuit-racer',
      players: [{ name: 'Robo', bot: 'default' }],
    });
    expect(response.status).toBe(201);
    const created = await json(response);
    expect(created.seats).toEqual([]);
    expect(created.game).toMatchObject({
      status: 'over',
      players: [{ seat: 1, name: 'Robo', bot: 'default', open: false }],
    });
    const tape = (await json(await get(t.app, `/v1/games/${created.game.id}/events`))).events;
    for (const e of tape.filter((x: Json) => x.type === 'MoveMade'))
      expect(e).toMatchObject({ actor: 1, data: { player: 1 } });
    await expectAudited(created.game.id);
  });

  test("a Coal n' Write game of one person and two bots, played to the end", async () => {
    const response = await post(t.app, '/v1/games', {
      rules: 'coal-n-write',
      players: [{ name: 'Robo', bot: 'default' }, { name: 'Ada' }, { name: 'Tin', bot: 'default' }],
    });
    const created = await json(response);
    expect(created.seats.map((s: Json) => s.seat)).toEqual([2]);
    const id = created.game.id;
    const token = created.seats[0].token;
    // The bots move as soon as they are due: whenever the game answers, only Ada can be waited for.
    let game = await json(await get(t.app, `/v1/games/${id}`, bearer(token)));
    let requests = 0;
    while (game.status === 'active') {
      expect(game.pending.players).toEqual([2]);
      if (++requests > 3000) throw new Error('the game did not end');
      const made = await post(t.app, `/v1/games/${id}/moves`, { move: policy(game.legalMoves) }, bearer(token));
      expect(made.status).toBe(200);
      game = (await json(made)).game;
    }
    expect(game.standings.players).toHaveLength(3);
    const tape = (await json(await get(t.app, `/v1/games/${id}/events`))).events;
    const movers = new Set(tape.filter((e: Json) => e.type === 'MoveMade').map((e: Json) => e.actor));
    expect([...movers].sort()).toEqual([1, 2, 3]);
    await expectAudited(id);
  });

  test("a bot's replies come back with the move that made them due, and a retried moveId answers the same", async () => {
    const created = await json(
      await post(t.app, '/v1/games', {
        rules: 'coal-n-write',
        players: [{ name: 'Ada' }, { name: 'Robo', bot: 'default' }],
      }),
    );
    const id = created.game.id;
    const token = created.seats[0].token;
    let game = await json(await get(t.app, `/v1/games/${id}`, bearer(token)));
    // Play until a move of Ada's is followed by a bot move in the same answer.
    for (let i = 0; i < 200; i++) {
      const body = { move: policy(game.legalMoves), moveId: `m-${i}` };
      const result = await json(await post(t.app, `/v1/games/${id}/moves`, body, bearer(token)));
      game = result.game;
      const botMoves = result.events.filter((e: Json) => e.type === 'MoveMade' && e.actor === 2);
      if (botMoves.length > 0) {
        expect(result.events[0]).toMatchObject({ type: 'MoveMade', actor: 1, moveId: `m-${i}` });
        expect(result.version).toBe(result.events[result.events.length - 1].seq);
        const again = await json(await post(t.app, `/v1/games/${id}/moves`, body, bearer(token)));
        expect(again).toMatchObject({ replayed: true, version: result.version });
        expect(again.events.map((e: Json) => e.seq)).toEqual(result.events.map((e: Json) => e.seq));
        return;
      }
    }
    throw new Error('the bot never replied');
  });

  test('a Goldmine Rumbles game of three bots is played to the end and audits', async () => {
    const response = await post(t.app, '/v1/games', {
      rules: 'goldmine-rumbles',
      players: [
        { name: 'Ann', bot: 'default' },
        { name: 'Ben', bot: 'default' },
        { name: 'Cat', bot: 'default' },
      ],
    });
    expect(response.status).toBe(201);
    const created = await json(response);
    expect(created.game.status).toBe('over');
    expect(created.game.standings.players).toHaveLength(3);
    await expectAudited(created.game.id);
  });

  test('a lobby with bots: the join that fills the last seat starts the game and the bots due first play', async () => {
    const created = await json(
      await post(t.app, '/v1/games', {
        rules: 'goldmine-rumbles',
        players: [{ name: 'Ann', bot: 'default' }, { open: true }, { name: 'Cat', bot: 'default' }],
      }),
    );
    expect(created.game.status).toBe('open');
    const joined = await json(await post(t.app, `/v1/games/${created.game.id}/join`, { name: 'Bo' }));
    expect(joined.seat.seat).toBe(2);
    // The bots due first have played: the game waits for Bo alone.
    expect(joined.game).toMatchObject({ status: 'active', pending: { kind: 'choice', players: [2] } });
    const tape = (await json(await get(t.app, `/v1/games/${created.game.id}/events`))).events;
    expect(tape[1]).toMatchObject({ type: 'PlayerJoined', actor: 2 });
    expect(await json(await get(t.app, `/v1/games/${created.game.id}/audit`))).toMatchObject({ ok: true });
  });
});
