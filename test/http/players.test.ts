/**
 * Players over REST: making one, its personal tokens (scopes, names, revoking), seats bound to
 * players, "my games", and a whole Carbondale game between two players played through their personal
 * tokens alone, rated when it ends.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decide } from '../../src/games/carbondale/bot.js';
import { carbondale } from '../../src/games/carbondale/index.js';
import { GLICKO_SETTINGS } from '../../src/service/ratings/glicko.js';
import { bearer, get, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const request = (method: string, path: string, token?: string, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { ...(token && bearer(token)), ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

async function newPlayer(handle: string): Promise<{ id: string; token: string }> {
  const response = await post(t.app, '/v1/players', { handle });
  expect(response.status).toBe(201);
  const body = await json(response);
  return { id: body.player.id, token: body.token };
}

describe('players and personal tokens', () => {
  test('a player is made with a personal token; GET /v1/me answers it', async () => {
    const response = await post(t.app, '/v1/players', { handle: ' Ｆｌｏ ' });
    expect(response.status).toBe(201);
    const made = await json(response);
    expect(made.player.handle).toBe('Flo'); // NFKC: full-width letters are plain ones; trimmed
    expect(made.token).toMatch(/^rtp_[0-9a-z]{40}$/);

    const me = await json(await get(t.app, '/v1/me', bearer(made.token)));
    expect(me.player).toEqual(made.player);
    expect(me.token.scopes).toEqual(['play', 'read', 'webhooks']);
  });

  test.each([
    ['flo', 'another case'],
    ['Fl\u043e', 'a Cyrillic о'],
    ['  FLO', 'spaces and capitals'],
  ])('"%s" (%s) is the same handle: 409 handle-taken', async (handle) => {
    await newPlayer('Flo').catch(() => undefined); // made above, or here when run alone
    const response = await post(t.app, '/v1/players', { handle });
    expect(response.status).toBe(409);
    expect((await json(response)).code).toBe('handle-taken');
  });

  test('a handle with an invisible character is refused and nothing is made', async () => {
    const response = await post(t.app, '/v1/players', { handle: 'Ze\u200bd' });
    expect(response.status).toBe(400);
    expect((await json(response)).code).toBe('invalid-name');
    expect((await get(t.app, '/v1/players/Zed')).status).toBe(404);
  });

  test('GET /v1/me: 401 without a token, with a seat token, or with an unknown personal token', async () => {
    const none = await get(t.app, '/v1/me');
    expect(none.status).toBe(401);
    expect((await json(none)).code).toBe('token-required');
    const racer = await json(await post(t.app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }] }));
    const seat = await get(t.app, '/v1/me', bearer(racer.seats[0].token));
    expect(seat.status).toBe(401);
    expect((await json(seat)).code).toBe('not-a-personal-token');
    const unknown = await get(t.app, '/v1/me', bearer(`rtp_${'0'.repeat(40)}`));
    expect(unknown.status).toBe(401);
    expect((await json(unknown)).code).toBe('invalid-token');
  });

  test('tokens are listed, named, scoped and revoked; only their hash is stored', async () => {
    const ida = await newPlayer('Ida');
    const made = await request('POST', '/v1/me/tokens', ida.token, { name: 'reader', scopes: ['read'] });
    expect(made.status).toBe(201);
    const reader = await json(made);
    expect(reader.token).toMatchObject({ name: 'reader', scopes: ['read'] });
    expect(reader.secret).toMatch(/^rtp_/);

    // A read token cannot make a token that may play.
    const escalate = await request('POST', '/v1/me/tokens', reader.secret, { scopes: ['play'] });
    expect(escalate.status).toBe(403);
    expect((await json(escalate)).code).toBe('insufficient-scope');

    const renamed = await request('PATCH', `/v1/me/tokens/${reader.token.id}`, ida.token, { name: 'phone' });
    expect((await json(renamed)).name).toBe('phone');
    const listed = await json(await get(t.app, '/v1/me/tokens', bearer(ida.token)));
    expect(listed.tokens.map((k: Json) => k.name)).toEqual(['first token', 'phone']);
    expect(JSON.stringify(listed)).not.toContain(reader.secret);
    const rows = await t.database.client.execute('SELECT token_hash FROM player_tokens');
    expect(rows.rows.map((r) => String(r.token_hash))).not.toContain(reader.secret);

    const revoked = await request('DELETE', `/v1/me/tokens/${reader.token.id}`, ida.token);
    expect(await json(revoked)).toEqual({ revoked: reader.token.id });
    const after = await get(t.app, '/v1/me', bearer(reader.secret));
    expect(after.status).toBe(401);
    expect((await json(after)).code).toBe('invalid-token');
    expect((await request('DELETE', `/v1/me/tokens/${reader.token.id}`, ida.token)).status).toBe(404);
  });

  test('{ "me": true } needs a personal token, and takes one seat at most', async () => {
    const guest = await post(t.app, '/v1/games', { rules: 'carbondale', players: [{ me: true }, { name: 'Bo' }] });
    expect(guest.status).toBe(401);
    expect((await json(guest)).code).toBe('token-required');
    const jo = await newPlayer('Jo');
    const twice = await post(
      t.app,
      '/v1/games',
      { rules: 'carbondale', players: [{ me: true }, { me: true }] },
      bearer(jo.token),
    );
    expect(twice.status).toBe(400);
    expect((await json(twice)).code).toBe('me-twice');
  });
});

describe('a Carbondale game between two players, through their personal tokens', () => {
  let ada: { id: string; token: string };
  let bo: { id: string; token: string };
  let reader = '';
  let id = '';
  let final: Json;

  beforeAll(async () => {
    ada = await newPlayer('Ada');
    bo = await newPlayer('Bo');
    reader = (await json(await request('POST', '/v1/me/tokens', bo.token, { scopes: ['read'] }))).secret;
    const created = await post(
      t.app,
      '/v1/games',
      { rules: 'carbondale', players: [{ me: true }, { open: true }] },
      bearer(ada.token),
    );
    expect(created.status).toBe(201);
    const game = await json(created);
    id = game.game.id;
    expect(game.seats[0]).toMatchObject({ seat: 1, name: 'Ada' });
    expect(game.game.you).toBe(1);

    const joined = await post(t.app, `/v1/games/${id}/join`, {}, bearer(bo.token));
    expect(joined.status).toBe(200);
    expect((await json(joined)).seat).toMatchObject({ seat: 2, name: 'Bo' });
    const again = await post(t.app, `/v1/games/${id}/join`, {}, bearer(bo.token));
    expect(again.status).toBe(409);

    const tokenOf = [ada.token, bo.token];
    for (let moves = 0; ; moves++) {
      if (moves > 3000) throw new Error('the game did not end within the move budget');
      const spectator = await json(await get(t.app, `/v1/games/${id}`));
      if (spectator.status === 'over') {
        final = spectator;
        break;
      }
      const seat: number = spectator.pending.players[0];
      const token = tokenOf[seat - 1]!;
      if (moves % 25 === 0) {
        // "My games" knows whose turn it is.
        const mine = await json(await get(t.app, '/v1/me/games?status=active', bearer(token)));
        expect(mine.games.find((g: Json) => g.id === id)).toMatchObject({ seat, yourTurn: true, status: 'active' });
        const theirs = await json(await get(t.app, '/v1/me/games', bearer(tokenOf[2 - seat]!)));
        expect(theirs.games.find((g: Json) => g.id === id)).toMatchObject({ seat: 3 - seat, yourTurn: false });
      }
      const game = await json(await get(t.app, `/v1/games/${id}`, bearer(token)));
      expect(game.you).toBe(seat);
      const move = decide(carbondale.content, game.view, seat, game.legalMoves);
      if (seat === 2 && moves < 40) {
        // Bo's read token reads as his seat but may not move.
        const read = await json(await get(t.app, `/v1/games/${id}`, bearer(reader)));
        expect(read.you).toBe(2);
        const refused = await post(t.app, `/v1/games/${id}/moves`, { move }, bearer(reader));
        expect(refused.status).toBe(403);
        expect((await json(refused)).code).toBe('insufficient-scope');
      }
      const made = await post(t.app, `/v1/games/${id}/moves`, { move, expectedVersion: game.version }, bearer(token));
      if (made.status !== 200) throw new Error(`move by seat ${seat} failed: ${made.status} ${await made.text()}`);
    }
    await t.services.ratings.catchUp();
  }, 120_000);

  test('the game ends; the export answers to a personal token; it is listed as over', async () => {
    expect(final.status).toBe('over');
    const exported = await get(t.app, `/v1/games/${id}/export`, bearer(ada.token));
    expect(exported.status).toBe(200);
    const over = await json(await get(t.app, '/v1/me/games?status=over', bearer(bo.token)));
    expect(over.games.map((g: Json) => g.id)).toContain(id);
    const active = await json(await get(t.app, '/v1/me/games?status=active', bearer(bo.token)));
    expect(active.games.map((g: Json) => g.id)).not.toContain(id);
  });

  test('ratings after it: the winner gained what the loser lost (Glicko-2, equal starts)', async () => {
    const [a, b] = await Promise.all([
      json(await get(t.app, '/v1/players/Ada')),
      json(await get(t.app, '/v1/players/bo')),
    ]);
    const ra = a.ratings.find((r: Json) => r.rules === 'carbondale');
    const rb = b.ratings.find((r: Json) => r.rules === 'carbondale');
    expect(ra.games).toBe(1);
    expect(rb.games).toBe(1);
    const rankOf = (seat: number) => final.standings.players.find((p: Json) => p.seat === seat).rank;
    const [first, second] = rankOf(1) === rankOf(2) ? [0, 0] : rankOf(1) < rankOf(2) ? [1, -1] : [-1, 1];
    expect(Math.sign(ra.rating - GLICKO_SETTINGS.rating)).toBe(first);
    expect(Math.sign(rb.rating - GLICKO_SETTINGS.rating)).toBe(second);
    expect(ra.rating + rb.rating).toBeCloseTo(2 * GLICKO_SETTINGS.rating, 6);
    expect(ra.rd).toBeLessThan(GLICKO_SETTINGS.rd);
    expect(a.recentGames[0]).toMatchObject({ id, seat: 1, status: 'over' });
    console.log(
      `Carbondale ${id}: Ada rank ${rankOf(1)} → ${ra.rating.toFixed(1)} (RD ${ra.rd.toFixed(1)}), Bo rank ${rankOf(2)} → ${rb.rating.toFixed(1)} (RD ${rb.rd.toFixed(1)})`,
    );
  });

  test('a second pass rates nothing twice', async () => {
    await t.services.ratings.catchUp();
    const a = await json(await get(t.app, '/v1/players/Ada'));
    expect(a.ratings.find((r: Json) => r.rules === 'carbondale').games).toBe(1);
  });

  test("another player's token is a spectator in this game, and may not move", async () => {
    const eve = await newPlayer('Eve');
    const seen = await json(await get(t.app, `/v1/games/${id}`, bearer(eve.token)));
    expect(seen.you).toBeNull();
  });
});
