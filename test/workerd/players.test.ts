/**
 * Players on Workers: personal tokens are resolved in the Worker against D1, the player's seat key
 * crosses to the game's object, bound seats are indexed in D1 for "my games", and a finished game
 * between players in the index is rated: a whole Carbondale game played to its end, its ratings
 * after it, and two games ending at once rated by racing passes without losing either update.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { decide } from '../../src/games/carbondale/bot.js';
import { carbondale } from '../../src/games/carbondale/index.js';
import { databaseFor } from '../../src/adapter/workers/bindings.js';
import { raceTwoGames } from '../support/rating-race.js';
import { GLICKO_SETTINGS } from '../../src/service/ratings/glicko.js';
import { bearer, d1All, direct, get, json, objectAll, post, request, type Json } from './helpers.js';

const newPlayer = async (handle: string): Promise<string> => {
  const response = await post('/v1/players', { handle });
  expect(response.status).toBe(201);
  return (await json(response)).token;
};

describe('players on Workers', () => {
  test('a Carbondale game between two players played to the end through their personal tokens; ratings after it', async () => {
    const ada = await newPlayer('Ada W');
    const bo = await newPlayer('Bo W');
    expect((await post('/v1/players', { handle: 'ada w' })).status).toBe(409);
    expect((await json(await get('/v1/me', bearer(ada)))).player.handle).toBe('Ada W');
    const reader = (await json(await request('POST', '/v1/me/tokens', { scopes: ['read'] }, bearer(bo)))).secret;

    const created = await json(
      await post('/v1/games', { rules: 'carbondale', players: [{ me: true }, { open: true }] }, bearer(ada)),
    );
    const id: string = created.game.id;
    // In the lobby the game waits for players to join its open seat, not for its deal.
    expect(created.game.pending).toEqual({ kind: 'join', openSeats: [2] });
    expect((await json(await get(`/v1/games/${id}`))).pending).toEqual({ kind: 'join', openSeats: [2] });
    const joined = await post(`/v1/games/${id}/join`, {}, bearer(bo));
    expect(joined.status).toBe(200);
    expect((await json(joined)).game.pending).toMatchObject({ kind: 'choice' });
    // The seat rows in the game's object carry the binding; D1 indexes it for "my games".
    const seats = await objectAll<{ seat: number; player_id: string | null }>(
      id,
      'SELECT seat, player_id FROM seats ORDER BY seat',
    );
    expect(seats.every((s) => s.player_id !== null)).toBe(true);
    const indexed = await d1All('SELECT seat FROM player_games WHERE game_id = ? ORDER BY seat', id);
    expect(indexed.map((r: Json) => r.seat)).toEqual([1, 2]);

    // The game is played to its end (200-odd moves) straight through the Worker's handler: the pool's
    // loopback slows with every request (helpers.ts, `direct`).
    const tokens = [ada, bo];
    let checkedReader = false;
    let final: Json;
    for (let moves = 0; ; moves++) {
      if (moves > 3000) throw new Error('the game did not end within the move budget');
      const spectator = await json(await direct.get(`/v1/games/${id}`));
      if (spectator.status === 'over') {
        final = spectator;
        break;
      }
      const seat: number = spectator.pending.players[0];
      const token = tokens[seat - 1]!;
      const game = await json(await direct.get(`/v1/games/${id}`, bearer(token)));
      expect(game.you).toBe(seat);
      const move = decide(carbondale.content, game.view, seat, game.legalMoves);
      if (moves % 50 === 0) {
        const mine = await json(await direct.get('/v1/me/games?status=active', bearer(token)));
        expect(mine.games.find((g: Json) => g.id === id)).toMatchObject({ seat, yourTurn: true });
      }
      if (seat === 2 && !checkedReader) {
        const refused = await direct.post(`/v1/games/${id}/moves`, { move }, bearer(reader));
        expect(refused.status).toBe(403);
        expect((await json(refused)).code).toBe('insufficient-scope');
        checkedReader = true;
      }
      const made = await direct.post(`/v1/games/${id}/moves`, { move, expectedVersion: game.version }, bearer(token));
      if (made.status !== 200) throw new Error(`move failed: ${made.status} ${await made.text()}`);
      await made.text();
    }
    expect(checkedReader).toBe(true);
    const read = await json(await get(`/v1/games/${id}/export`, bearer(reader)));
    expect(read.id).toBe(id);
    const over = await json(await get('/v1/me/games?status=over', bearer(bo)));
    expect(over.games.map((g: Json) => g.id)).toContain(id);

    // The move that ended it was answered once the game was rated (ratedOnEnd): the profiles have it.
    expect(await d1All('SELECT game_id FROM rated_games WHERE game_id = ?', id)).toHaveLength(1);
    const [a, b] = await Promise.all([json(await get('/v1/players/Ada%20W')), json(await get('/v1/players/bo%20w'))]);
    const ra = a.ratings.find((r: Json) => r.rules === 'carbondale');
    const rb = b.ratings.find((r: Json) => r.rules === 'carbondale');
    expect([ra.games, rb.games]).toEqual([1, 1]);
    const rankOf = (seat: number) => final.standings.players.find((p: Json) => p.seat === seat).rank;
    const [first, second] = rankOf(1) === rankOf(2) ? [0, 0] : rankOf(1) < rankOf(2) ? [1, -1] : [-1, 1];
    expect(Math.sign(ra.rating - GLICKO_SETTINGS.rating)).toBe(first);
    expect(Math.sign(rb.rating - GLICKO_SETTINGS.rating)).toBe(second);
    expect(ra.rating + rb.rating).toBeCloseTo(2 * GLICKO_SETTINGS.rating, 6);
    expect(ra.rd).toBeLessThan(GLICKO_SETTINGS.rd);
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
