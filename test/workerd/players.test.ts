/**
 * Players on Workers: personal tokens are resolved in the Worker against D1, the player's seat key
 * crosses to the game's object, bound seats are indexed in D1 for "my games", and a finished game
 * between players in the index is rated (the whole Carbondale game to its end and its ratings are
 * test/http/players.test.ts: in workerd a Carbondale tape's moves grow slow, about 0.5 s each by
 * move 150, seat tokens or not).
 */
import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { decide } from '../../src/games/carbondale/bot.js';
import { carbondale } from '../../src/games/carbondale/index.js';
import { databaseFor } from '../../src/adapter/workers/bindings.js';
import { raceTwoGames } from '../support/rating-race.js';
import { bearer, d1All, get, json, objectAll, post, request, type Json } from './helpers.js';

const newPlayer = async (handle: string): Promise<string> => {
  const response = await post('/v1/players', { handle });
  expect(response.status).toBe(201);
  return (await json(response)).token;
};

describe('players on Workers', () => {
  test('a Carbondale game between two players, played through their personal tokens', async () => {
    const ada = await newPlayer('Ada W');
    const bo = await newPlayer('Bo W');
    expect((await post('/v1/players', { handle: 'ada w' })).status).toBe(409);
    expect((await json(await get('/v1/me', bearer(ada)))).player.handle).toBe('Ada W');
    const reader = (await json(await request('POST', '/v1/me/tokens', { scopes: ['read'] }, bearer(bo)))).secret;

    const created = await json(
      await post('/v1/games', { rules: 'carbondale', players: [{ me: true }, { open: true }] }, bearer(ada)),
    );
    const id: string = created.game.id;
    const joined = await post(`/v1/games/${id}/join`, {}, bearer(bo));
    expect(joined.status).toBe(200);
    // The seat rows in the game's object carry the binding; D1 indexes it for "my games".
    const seats = await objectAll<{ seat: number; player_id: string | null }>(
      id,
      'SELECT seat, player_id FROM seats ORDER BY seat',
    );
    expect(seats.every((s) => s.player_id !== null)).toBe(true);
    const indexed = await d1All('SELECT seat FROM player_games WHERE game_id = ? ORDER BY seat', id);
    expect(indexed.map((r: Json) => r.seat)).toEqual([1, 2]);

    const tokens = [ada, bo];
    let checkedReader = false;
    for (let moves = 0; moves < 30; moves++) {
      const spectator = await json(await get(`/v1/games/${id}`));
      if (spectator.status === 'over') break;
      const seat: number = spectator.pending.players[0];
      const game = await json(await get(`/v1/games/${id}`, bearer(tokens[seat - 1]!)));
      expect(game.you).toBe(seat);
      const move = decide(carbondale.content, game.view, seat, game.legalMoves);
      if (moves === 0) {
        const mine = await json(await get('/v1/me/games?status=active', bearer(tokens[seat - 1]!)));
        expect(mine.games.find((g: Json) => g.id === id)).toMatchObject({ seat, yourTurn: true });
      }
      if (seat === 2 && !checkedReader) {
        const refused = await post(`/v1/games/${id}/moves`, { move }, bearer(reader));
        expect(refused.status).toBe(403);
        expect((await json(refused)).code).toBe('insufficient-scope');
        checkedReader = true;
      }
      const made = await post(
        `/v1/games/${id}/moves`,
        { move, expectedVersion: game.version },
        bearer(tokens[seat - 1]!),
      );
      if (made.status !== 200) throw new Error(`move failed: ${made.status} ${await made.text()}`);
    }
    expect(checkedReader).toBe(true);
    const read = await json(await get(`/v1/games/${id}/export`, bearer(reader)));
    expect(read.id).toBe(id);
  }, 120_000);

  test('a finished game between players in the index is rated once, before a profile is read', async () => {
    const cy = await newPlayer('Cy W');
    const di = await newPlayer('Di W');
    const ids = await Promise.all(
      [cy, di].map(async (t) => (await json(await get('/v1/me', bearer(t)))).player.id as string),
    );
    // A game over in the index as its object leaves it: Cy first, Di second.
    const standings = {
      lowerIsBetter: false,
      players: [
        { seat: 1, rank: 1, score: 1 },
        { seat: 2, rank: 2, score: 0 },
      ],
    };
    const players = [{ name: 'Cy W' }, { name: 'Di W' }];
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO games (id, rules, rules_version, status, version, players, sandbox, seed_commitment, seed, standings, challenge_id, created_at, updated_at) VALUES ('ratedgame00001', 'carbondale', 2, 'over', 90, ?, 0, 'c', '', ?, NULL, 1, 2)",
      ).bind(JSON.stringify(players), JSON.stringify(standings)),
      env.DB.prepare(
        "INSERT INTO player_games (player_id, game_id, seat) VALUES (?, 'ratedgame00001', 1), (?, 'ratedgame00001', 2)",
      ).bind(ids[0], ids[1]),
    ]);
    const cyProfile = await json(await get('/v1/players/Cy%20W'));
    expect(cyProfile.ratings).toEqual([
      { rules: 'carbondale', rating: expect.any(Number), rd: expect.any(Number), games: 1 },
    ]);
    expect(cyProfile.ratings[0].rating).toBeGreaterThan(1500);
    const diProfile = await json(await get('/v1/players/Di%20W'));
    expect(diProfile.ratings[0].rating).toBeCloseTo(3000 - cyProfile.ratings[0].rating, 6);
    expect(await d1All("SELECT game_id FROM rated_games WHERE game_id = 'ratedgame00001'")).toHaveLength(1);
    // Read again: rated once.
    expect((await json(await get('/v1/players/Cy%20W'))).ratings[0].games).toBe(1);
  });

  test('two games ending at once in two isolates, rated by racing passes over D1: both counted, none lost', async () => {
    const { db, driver } = databaseFor(env);
    const outcome = await raceTwoGames(db, driver, 'd1race', (sql, ...args) =>
      env.DB.prepare(sql)
        .bind(...args)
        .run(),
    );
    expect(outcome.ratedGames).toBe(2);
    expect(outcome.ratings.map((r) => r.games)).toEqual([2, 2]);
    for (const [i, r] of outcome.ratings.entries()) {
      expect(r.rating).toBeCloseTo(outcome.expected[i]!.rating, 9);
      expect(r.rd).toBeCloseTo(outcome.expected[i]!.rd, 9);
    }
  });
});
