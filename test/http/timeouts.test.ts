/**
 * Turn deadlines: `turnSeconds` at creation; the game shows its `deadline`; after it any seat may
 * claim the timeout, and the late seats' turns are played by the default bot as `MoveMade` events
 * marked `timeout`. The clock is the service's, moved by the test.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, get, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

let t: TestApp;
let now = Date.parse('2026-11-22T12:00:00.000Z');
beforeAll(async () => {
  t = await openTestApp({ clock: () => now });
});
afterAll(() => t?.database.destroy());

const iso = (ms: number) => new Date(ms).toISOString();
const claim = (id: string, token?: string) =>
  post(t.app, `/v1/games/${id}/timeout`, {}, token === undefined ? {} : bearer(token));

describe('turn deadlines', () => {
  test('a late seat is played after the deadline, on the tape, and the game audits', async () => {
    const startedAt = now;
    const created = await json(
      await post(t.app, '/v1/games', {
        rules: 'coal-n-write',
        players: [{ name: 'Ada' }, { name: 'Bo' }],
        turnSeconds: 60,
      }),
    );
    const id = created.game.id;
    const [ada, bo] = created.seats.map((s: Json) => s.token);
    expect(created.game).toMatchObject({
      turnSeconds: 60,
      deadline: iso(startedAt + 60_000),
      pending: { kind: 'choice', players: [1, 2] },
    });

    const early = await claim(id, ada);
    expect(early.status).toBe(409);
    expect(await json(early)).toMatchObject({ code: 'deadline-not-reached', deadline: iso(startedAt + 60_000) });

    // Ada finishes her part of the step; Bo is still due, on the same deadline.
    now += 10_000;
    const mine = await json(await get(t.app, `/v1/games/${id}`, bearer(ada)));
    const done = await json(
      await post(
        t.app,
        `/v1/games/${id}/moves`,
        { move: mine.legalMoves.find((m: Json) => m.type === 'endTurn') },
        bearer(ada),
      ),
    );
    expect(done.game).toMatchObject({ pending: { players: [2] }, deadline: iso(startedAt + 60_000) });

    now = startedAt + 61_000;
    const claimed = await claim(id, ada);
    expect(claimed.status).toBe(200);
    const result = await json(claimed);
    const timedOut = result.events.filter((e: Json) => e.type === 'MoveMade');
    expect(timedOut.length).toBeGreaterThan(0);
    for (const e of timedOut) expect(e).toMatchObject({ actor: 1, data: { player: 2, timeout: true } });
    // Bo's step was finished for him: the next throw came, and with it a new deadline.
    expect(result.events.some((e: Json) => e.type === 'DiceRolled')).toBe(true);
    expect(result.game).toMatchObject({ pending: { players: [1, 2] }, deadline: iso(now + 60_000) });
    expect((await claim(id, bo)).status).toBe(409);

    const audit = await json(await get(t.app, `/v1/games/${id}/audit`));
    expect(audit.ok).toBe(true);
    const tape = (await json(await get(t.app, `/v1/games/${id}/events`))).events;
    expect(tape.filter((e: Json) => e.data.timeout === true).length).toBe(timedOut.length);
  });

  test('in a turn-based game a timeout plays the turn up to the next throw', async () => {
    const startedAt = now;
    const created = await json(
      await post(t.app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }], turnSeconds: 30 }),
    );
    const id = created.game.id;
    const token = created.seats[0].token;
    now = startedAt + 30_000;
    const result = await json(await claim(id, token));
    expect(result.events.map((e: Json) => e.type)).toEqual(['MoveMade', 'DiceRolled']);
    expect(result.events[0]).toMatchObject({ actor: 1, data: { player: 1, timeout: true, move: { type: 'gear' } } });
    expect(result.game).toMatchObject({ view: { phase: 'dice' }, deadline: iso(now + 30_000) });
  });

  test('errors: no deadlines, no token, a lobby, a finished game', async () => {
    const plain = await json(await post(t.app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }] }));
    expect(plain.game).toMatchObject({ turnSeconds: null, deadline: null });
    const none = await claim(plain.game.id, plain.seats[0].token);
    expect(none.status).toBe(409);
    expect(await json(none)).toMatchObject({ code: 'no-deadline' });
    expect((await claim(plain.game.id)).status).toBe(401);
    expect((await claim(plain.game.id, 'rt_wrong')).status).toBe(401);
    expect((await claim('nosuchgame', plain.seats[0].token)).status).toBe(404);

    const lobby = await json(
      await post(t.app, '/v1/games', {
        rules: 'coal-n-write',
        players: [{ name: 'Ada' }, { open: true }],
        turnSeconds: 60,
      }),
    );
    expect(lobby.game.deadline).toBeNull();
    now += 3_600_000;
    const waiting = await claim(lobby.game.id, lobby.seats[0].token);
    expect(waiting.status).toBe(409);
    expect(await json(waiting)).toMatchObject({ code: 'game-not-started' });
    // The deadline runs from the join that starts the game.
    const joined = await json(await post(t.app, `/v1/games/${lobby.game.id}/join`, { name: 'Bo' }));
    expect(joined.game.deadline).toBe(iso(now + 60_000));

    const over = await json(
      await post(t.app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }], turnSeconds: 5 }),
    );
    const token = over.seats[0].token;
    for (let i = 0; i < 500; i++) {
      now += 10_000;
      const r = await claim(over.game.id, token);
      if (r.status !== 200) {
        expect(r.status).toBe(422);
        expect(await json(r)).toMatchObject({ code: 'game-over' });
        break;
      }
    }
    const game = await json(await get(t.app, `/v1/games/${over.game.id}`));
    expect(game).toMatchObject({ status: 'over', deadline: null });
    expect(await json(await get(t.app, `/v1/games/${over.game.id}/audit`))).toMatchObject({ ok: true });
    expect(
      (await post(t.app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }], turnSeconds: 1 })).status,
    ).toBe(400);
  });
});
