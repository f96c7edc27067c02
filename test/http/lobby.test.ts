/**
 * The lobby over REST: games created with open seats wait at GameCreated until every seat is taken;
 * joins answer the seat's token; the last join starts the game; a seat can be given up before that.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, get, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

async function lobbyGame(
  players: Json[] = [{ name: 'Ada' }, { open: true }, { open: true }],
): Promise<{ id: string; body: Json }> {
  const response = await post(t.app, '/v1/games', { rules: 'coal-n-write', players });
  expect(response.status).toBe(201);
  const body = await json(response);
  return { id: body.game.id, body };
}

const join = (id: string, body: Json) => post(t.app, `/v1/games/${id}/join`, body);

describe('lobby', () => {
  test('a game with open seats waits: no dice, no moves, no legal moves; only named seats get tokens', async () => {
    const { id, body } = await lobbyGame();
    expect(body.game).toMatchObject({ status: 'open', version: 1, legalMoves: [], deadline: null });
    expect(body.game.players).toEqual([
      { seat: 1, name: 'Ada', bot: null, open: false },
      { seat: 2, name: '', bot: null, open: true },
      { seat: 3, name: '', bot: null, open: true },
    ]);
    expect(body.seats.map((s: Json) => s.seat)).toEqual([1]);
    const mine = await json(await get(t.app, `/v1/games/${id}`, bearer(body.seats[0].token)));
    expect(mine).toMatchObject({ you: 1, status: 'open', legalMoves: [] });
    const move = await post(t.app, `/v1/games/${id}/moves`, { move: { type: 'endTurn' } }, bearer(body.seats[0].token));
    expect(move.status).toBe(409);
    expect(await json(move)).toMatchObject({ code: 'game-not-started' });
    expect((await json(await get(t.app, `/v1/games/${id}/events`))).events.map((e: Json) => e.type)).toEqual([
      'GameCreated',
    ]);
  });

  test('the refusals say which seats are open, and what leaving needs, in plain English', async () => {
    const { id, body } = await lobbyGame([{ name: 'Ada' }, { name: 'Bo' }, { open: true }]);
    const move = await post(t.app, `/v1/games/${id}/moves`, { move: { type: 'endTurn' } }, bearer(body.seats[0].token));
    expect((await json(move)).detail).toBe(
      `the game starts when every seat is taken; seat 3 is open (POST /v1/games/${id}/join)`,
    );
    const two = await lobbyGame();
    const early = await post(
      t.app,
      `/v1/games/${two.id}/moves`,
      { move: { type: 'endTurn' } },
      bearer(two.body.seats[0].token),
    );
    expect((await json(early)).detail).toMatch(/; seats 2 and 3 are open \(/);
    const anonymous = await post(t.app, `/v1/games/${id}/leave`, {});
    expect(anonymous.status).toBe(401);
    expect((await json(anonymous)).detail).toBe(
      'requests to leave need the bearer token of a seat (Authorization: Bearer <token>)',
    );
  });

  test('open games are listed per rules, newest first, with their open seats', async () => {
    const older = await lobbyGame();
    const newer = await lobbyGame([{ open: true }, { name: 'Bo' }]);
    const listed = await json(await get(t.app, '/v1/lobby?rules=coal-n-write'));
    const ids = listed.games.map((g: Json) => g.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(listed.games.find((g: Json) => g.id === newer.id)).toMatchObject({
      rules: 'coal-n-write',
      openSeats: [1],
      players: [
        { seat: 1, open: true },
        { seat: 2, name: 'Bo' },
      ],
    });
    // Started and other games' ids are not listed.
    const started = await json(await post(t.app, '/v1/games', { rules: 'coal-n-write', players: [{ name: 'Cy' }] }));
    expect(ids).not.toContain(started.game.id);
    expect((await json(await get(t.app, '/v1/lobby?rules=circuit-racer'))).games.map((g: Json) => g.id)).not.toContain(
      newer.id,
    );
    expect((await get(t.app, '/v1/lobby?rules=no-such-game')).status).toBe(404);
    expect((await get(t.app, '/v1/lobby')).status).toBe(200); // without rules: every game's open games (contract-rest.test.ts)
  });

  test('joins take the lowest open seat or the one asked for; the last join starts the game', async () => {
    const { id } = await lobbyGame();
    const bo = await join(id, { name: 'Bo', seat: 3 });
    expect(bo.status).toBe(200);
    const joined = await json(bo);
    expect(joined.seat).toMatchObject({ seat: 3, name: 'Bo', token: expect.stringMatching(/^rt_/) });
    expect(joined.game).toMatchObject({ status: 'open', you: 3, version: 2 });
    expect(
      (await json(await get(t.app, '/v1/lobby?rules=coal-n-write'))).games.find((g: Json) => g.id === id).openSeats,
    ).toEqual([2]);

    const cy = await json(await join(id, { name: 'Cy' }));
    expect(cy.seat.seat).toBe(2);
    expect(cy.game.status).toBe('active');
    // The last join appended the start: the deal shuffle and the first throw.
    const tape = (await json(await get(t.app, `/v1/games/${id}/events`))).events;
    expect(tape.slice(0, 4).map((e: Json) => [e.type, e.actor])).toEqual([
      ['GameCreated', null],
      ['PlayerJoined', 3],
      ['PlayerJoined', 2],
      ['DeckShuffled', null],
    ]);
    expect(cy.game.legalMoves.length).toBeGreaterThan(0);
    expect(cy.game.players.map((p: Json) => p.name)).toEqual(['Ada', 'Cy', 'Bo']);
    // The new token acts for its seat.
    const made = await post(t.app, `/v1/games/${id}/moves`, { move: { type: 'endTurn' } }, bearer(cy.seat.token));
    expect(made.status).toBe(200);
    // A started game is no longer listed, and audits like any other.
    expect((await json(await get(t.app, '/v1/lobby?rules=coal-n-write'))).games.map((g: Json) => g.id)).not.toContain(
      id,
    );
    expect(await json(await get(t.app, `/v1/games/${id}/audit`))).toMatchObject({ ok: true });
    const exported = await json(await get(t.app, `/v1/games/${id}/export`));
    expect(exported.players.map((p: Json) => p.name)).toEqual(['Ada', 'Cy', 'Bo']);
  });

  test("pending says the game waits for players to join, and at which seats; once it starts, pending is the rules' own", async () => {
    const { id, body } = await lobbyGame();
    // A lobby game's setup randomness waits for the last join: the rules' first step (the deal) is no
    // roll or shuffle a client could wait for, so the answer names the open seats instead.
    expect(body.game.pending).toEqual({ kind: 'join', openSeats: [2, 3] });
    expect((await json(await get(t.app, `/v1/games/${id}`))).pending).toEqual({ kind: 'join', openSeats: [2, 3] });
    const bo = await json(await join(id, { name: 'Bo', seat: 3 }));
    expect(bo.game.pending).toEqual({ kind: 'join', openSeats: [2] });
    expect((await json(await get(t.app, `/v1/games/${id}`, bearer(bo.seat.token)))).pending).toEqual({
      kind: 'join',
      openSeats: [2],
    });
    const left = await json(await post(t.app, `/v1/games/${id}/leave`, {}, bearer(body.seats[0].token)));
    expect(left.pending).toEqual({ kind: 'join', openSeats: [1, 2] });

    await join(id, { name: 'Cy' });
    const last = await json(await join(id, { name: 'Di' }));
    expect(last.game.status).toBe('active');
    // Coal n' Write's first throw is one step for every seat at once.
    expect(last.game.pending).toEqual({ kind: 'choice', players: [1, 2, 3] });
    expect((await json(await get(t.app, `/v1/games/${id}`))).pending).toEqual({ kind: 'choice', players: [1, 2, 3] });
    // A past version says what the game waited for then: players in the lobby; at the last join's own
    // version, before the deal, the engine's shuffle (the only place a client sees one).
    const lobby = await json(await get(t.app, `/v1/games/${id}/state?at=2`));
    expect(lobby).toMatchObject({ status: 'open', pending: { kind: 'join', openSeats: [2] } });
    const dealing = await json(await get(t.app, `/v1/games/${id}/state?at=5`));
    expect(dealing).toMatchObject({ status: 'active', pending: { kind: 'shuffle' } });
  });

  test('two players racing for the last seat: exactly one gets it', async () => {
    const { id } = await lobbyGame([{ name: 'Ada' }, { open: true }]);
    const answers = await Promise.all([join(id, { name: 'Bo' }), join(id, { name: 'Cy' })]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(await json(loser)).toMatchObject({ code: 'game-started' });
    const tape = (await json(await get(t.app, `/v1/games/${id}/events`))).events;
    expect(tape.filter((e: Json) => e.type === 'PlayerJoined')).toHaveLength(1);
    expect(await json(await get(t.app, `/v1/games/${id}/audit`))).toMatchObject({ ok: true });
  });

  test('a player may leave before the start: the seat is open again and the token stops working', async () => {
    const { id, body } = await lobbyGame([{ name: 'Ada' }, { open: true }]);
    const token = body.seats[0].token;
    const left = await post(t.app, `/v1/games/${id}/leave`, {}, bearer(token));
    expect(left.status).toBe(200);
    expect(await json(left)).toMatchObject({
      status: 'open',
      you: null,
      players: [
        { seat: 1, open: true, name: '' },
        { seat: 2, open: true },
      ],
    });
    expect((await get(t.app, `/v1/games/${id}`, bearer(token))).status).toBe(401);
    expect((await post(t.app, `/v1/games/${id}/leave`, {})).status).toBe(401);

    const a = await json(await join(id, { name: 'Bo' }));
    expect(a.seat.seat).toBe(1);
    const b = await json(await join(id, { name: 'Cy' }));
    expect(b.game.status).toBe('active');
    const tooLate = await post(t.app, `/v1/games/${id}/leave`, {}, bearer(a.seat.token));
    expect(tooLate.status).toBe(409);
    expect(await json(tooLate)).toMatchObject({ code: 'game-started' });
    const types = (await json(await get(t.app, `/v1/games/${id}/events`))).events.map((e: Json) => e.type);
    expect(types.slice(0, 4)).toEqual(['GameCreated', 'PlayerLeft', 'PlayerJoined', 'PlayerJoined']);
    expect(await json(await get(t.app, `/v1/games/${id}/audit`))).toMatchObject({ ok: true });
  });

  test('errors: a started game, a taken or missing seat, a bad name, a bad bot id', async () => {
    const full = await json(
      await post(t.app, '/v1/games', { rules: 'coal-n-write', players: [{ name: 'Ada' }, { name: 'Bo' }] }),
    );
    const started = await join(full.game.id, { name: 'Cy' });
    expect(started.status).toBe(409);
    expect(await json(started)).toMatchObject({ code: 'game-started' });

    const { id } = await lobbyGame([{ name: 'Ada' }, { open: true }, { open: true }]);
    const taken = await join(id, { name: 'Cy', seat: 1 });
    expect(taken.status).toBe(409);
    expect(await json(taken)).toMatchObject({ code: 'seat-taken' });
    const missing = await join(id, { name: 'Cy', seat: 9 });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({ code: 'no-such-seat' });
    expect((await join(id, { name: '' })).status).toBe(400);
    expect((await join(id, { name: 'Cy', seat: 0 })).status).toBe(400);
    expect((await join('nosuchgame', { name: 'Cy' })).status).toBe(404);

    const badBot = await post(t.app, '/v1/games', {
      rules: 'coal-n-write',
      players: [{ name: 'Ada' }, { name: 'Robo', bot: 'nope' }],
    });
    expect(badBot.status).toBe(400);
    expect(await json(badBot)).toMatchObject({ code: 'unknown-bot' });
    const both = await post(t.app, '/v1/games', { rules: 'coal-n-write', players: [{ name: 'Ada', open: true }] });
    expect(both.status).toBe(400);
  });
});
