/**
 * Creating a game, entering a challenge and joining answer the caller's own seat view (the first seat
 * whose token the answer hands out), legal moves included, on REST and GraphQL alike: the same game
 * a GET with that token answers, so a client can post one of its legal moves straight away.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, get, graphqlData, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

const DAY = '2026-11-22';
const now = Date.parse(`${DAY}T10:00:00Z`);

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ clock: () => now });
});
afterAll(() => t?.database.destroy());

/** The game as the token's seat reads it with a plain GET. */
const seen = async (id: string, token: string): Promise<Json> =>
  json(await get(t.app, `/v1/games/${id}`, bearer(token)));

/** Posts the answer's first legal move with the token; answers the status. */
const moveFirst = async (game: Json, token: string): Promise<number> =>
  (
    await post(
      t.app,
      `/v1/games/${game.id}/moves`,
      { move: game.legalMoves[0], expectedVersion: game.version },
      bearer(token),
    )
  ).status;

const GQL_GAME = 'id version you legalMoves { __typename }';

describe('REST', () => {
  test('create answers the first token’s seat (a bot before it moves first), as a GET with that token shows it', async () => {
    const response = await post(t.app, '/v1/games', {
      rules: 'coal-n-write',
      players: [{ name: 'Robo', bot: 'default' }, { name: 'Ada' }],
    });
    expect(response.status).toBe(201);
    const { game, seats } = await json(response);
    expect(seats.map((s: Json) => s.seat)).toEqual([2]);
    expect(game.you).toBe(2);
    expect(game.legalMoves.length).toBeGreaterThan(0);
    expect(game).toEqual(await seen(game.id, seats[0].token));
    expect(await moveFirst(game, seats[0].token)).toBe(200);
  });

  test('a game of bots only answers the spectator’s view: there is no token to see through', async () => {
    const { game, seats } = await json(
      await post(t.app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Robo', bot: 'default' }] }),
    );
    expect(seats).toEqual([]);
    expect(game).toMatchObject({ you: null, legalMoves: [] });
  });

  test('entering a challenge answers the entrant’s seat', async () => {
    const response = await post(t.app, `/v1/challenges/circuit-racer-${DAY}/entries`, { name: 'Ada' });
    expect(response.status).toBe(201);
    const { game, seat } = await json(response);
    expect(game.you).toBe(seat.seat);
    expect(game.legalMoves.length).toBeGreaterThan(0);
    expect(game).toEqual(await seen(game.id, seat.token));
    expect(await moveFirst(game, seat.token)).toBe(200);
  });

  test('joining answers the joiner’s seat', async () => {
    const { game: open } = await json(
      await post(t.app, '/v1/games', { rules: 'coal-n-write', players: [{ name: 'Ada' }, { open: true }] }),
    );
    const joined = await json(await post(t.app, `/v1/games/${open.id}/join`, { name: 'Bo' }));
    expect(joined.game.you).toBe(joined.seat.seat);
    expect(joined.game).toEqual(await seen(open.id, joined.seat.token));
  });
});

describe('GraphQL', () => {
  const gameOf = async (id: string, token: string): Promise<Json> =>
    (await graphqlData(t.app, `query($id: ID!) { game(id: $id) { ${GQL_GAME} } }`, { id }, token)).game;

  test('createGame answers the first token’s seat with its legal moves', async () => {
    const { createGame } = await graphqlData(
      t.app,
      `mutation { createGame(input: { rules: "coal-n-write", players: [{ name: "Robo", bot: "default" }, { name: "Ada" }] }) {
        game { ${GQL_GAME} } seats { seat token } } }`,
    );
    expect(createGame.game.you).toBe(2);
    expect(createGame.game.legalMoves.length).toBeGreaterThan(0);
    expect(createGame.game).toEqual(await gameOf(createGame.game.id, createGame.seats[0].token));
  });

  test('enterChallenge answers the entrant’s seat with its legal moves', async () => {
    const { enterChallenge } = await graphqlData(
      t.app,
      `mutation { enterChallenge(challengeId: "coal-n-write-${DAY}", name: "Bo") { game { ${GQL_GAME} } seat { seat token } } }`,
    );
    expect(enterChallenge.game.you).toBe(enterChallenge.seat.seat);
    expect(enterChallenge.game.legalMoves.length).toBeGreaterThan(0);
    expect(enterChallenge.game).toEqual(await gameOf(enterChallenge.game.id, enterChallenge.seat.token));
  });
});
