/**
 * Idempotent creates (issue 27): an `Idempotency-Key` on `POST /v1/games`, on a challenge entry and
 * on their GraphQL mutations answers a retry with the first result (the same game and tokens), a
 * different body with 422, and concurrent retries with one game. A lost answer no longer burns an
 * entry: its creator's retry gets the token back; nobody without the key can.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { graphql, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

const DAY = '2026-11-25';
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ clock: () => Date.parse(`${DAY}T09:00:00Z`) });
});
afterAll(() => t?.database.destroy());

const BODY = { rules: 'circuit-racer', players: [{ name: 'Ada' }] };
const keyed = (key: string) => ({ 'idempotency-key': key });
const count = async (table: string): Promise<number> =>
  Number((await t.database.client.execute(`select count(*) as n from ${table}`)).rows[0]!.n);

describe('POST /v1/games with Idempotency-Key', () => {
  test('a retry with the same key and body answers the first game and its tokens; no second game', async () => {
    const first = await post(t.app, '/v1/games', BODY, keyed('create-1'));
    expect(first.status).toBe(201);
    const games = await count('games');
    const retry = await post(t.app, '/v1/games', BODY, keyed('create-1'));
    expect(retry.status).toBe(201);
    const [a, b] = [await json(first), await json(retry)];
    expect(b.game.id).toBe(a.game.id);
    expect(b.seats).toEqual(a.seats);
    expect(await count('games')).toBe(games);
  });

  test('the same key with another body is 422 idempotency-key-reused and creates nothing', async () => {
    expect((await post(t.app, '/v1/games', BODY, keyed('create-2'))).status).toBe(201);
    const games = await count('games');
    const other = await post(t.app, '/v1/games', { ...BODY, players: [{ name: 'Bo' }] }, keyed('create-2'));
    expect(other.status).toBe(422);
    expect(await json(other)).toMatchObject({
      code: 'idempotency-key-reused',
      title: 'Idempotency-Key already used for another request', // not "Not allowed by the rules": no rule was broken
    });
    expect(await count('games')).toBe(games);
  });

  test('keys are compared by body, not by the order of its keys', async () => {
    const a = await json(await post(t.app, '/v1/games', BODY, keyed('create-3')));
    const b = await json(
      await post(t.app, '/v1/games', { players: BODY.players, rules: BODY.rules }, keyed('create-3')),
    );
    expect(b.game.id).toBe(a.game.id);
  });

  test('6 concurrent requests with one key make one game, and every answer is it', async () => {
    const games = await count('games');
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(t.app, '/v1/games', BODY, keyed('c-6'))));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (r) => (await json(r)).game.id as string)));
    expect(ids.size).toBe(1);
    expect(await count('games')).toBe(games + 1);
  });

  test('without a key every request is a new game, as before', async () => {
    const a = await json(await post(t.app, '/v1/games', BODY));
    const b = await json(await post(t.app, '/v1/games', BODY));
    expect(a.game.id).not.toBe(b.game.id);
  });

  test('a failed create is not kept: the retry runs again', async () => {
    const bad = await post(t.app, '/v1/games', { rules: 'no-such-game', players: [{ name: 'Ada' }] }, keyed('c-fail'));
    expect(bad.status).toBe(404);
    // The same key may now carry the request the client meant.
    expect((await post(t.app, '/v1/games', BODY, keyed('c-fail'))).status).toBe(201);
  });

  test.each([[''], ['x'.repeat(129)], ['has space']])('a malformed key %j is 400 and creates nothing', async (key) => {
    const games = await count('games');
    const refused = await post(t.app, '/v1/games', BODY, keyed(key));
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ code: 'invalid-idempotency-key' });
    expect(await count('games')).toBe(games);
  });

  test('the table holds neither the key nor a readable token', async () => {
    const created = await json(await post(t.app, '/v1/games', BODY, keyed('secret-key-42')));
    const rows = (await t.database.client.execute('select * from idempotent_answers')).rows;
    const dump = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThan(0);
    expect(dump).not.toContain('secret-key-42');
    expect(dump).not.toContain(created.seats[0].token);
  });
});

describe('challenge entries with Idempotency-Key', () => {
  const challenge = `circuit-racer-${DAY}`;
  const enter = (name: string, key?: string) =>
    post(t.app, `/v1/challenges/${challenge}/entries`, { name }, key === undefined ? {} : keyed(key));

  test("a lost answer's retry gets the same entry and token back; without the key it is 409 already-entered", async () => {
    const first = await enter('Lost', 'entry-1');
    expect(first.status).toBe(201);
    const token = (await json(first)).seat.token;
    const retry = await enter('Lost', 'entry-1');
    expect(retry.status).toBe(201);
    expect((await json(retry)).seat.token).toBe(token);
    // Someone else under the same handle, without the key, gets no token.
    const other = await enter('Lost');
    expect(other.status).toBe(409);
    expect(await json(other)).not.toHaveProperty('seat');
    // Nor with another key.
    expect((await enter('Lost', 'entry-guess')).status).toBe(409);
  });

  test('GraphQL enterChallenge and createGame take idempotencyKey the same way', async () => {
    const ENTER = `mutation($id: ID!, $name: String!, $key: String) {
      enterChallenge(challengeId: $id, name: $name, idempotencyKey: $key) { gameId seat { token } } }`;
    const a = await graphql(t.app, ENTER, { id: challenge, name: 'Gql', key: 'g-1' });
    const b = await graphql(t.app, ENTER, { id: challenge, name: 'Gql', key: 'g-1' });
    expect(b.data.enterChallenge).toEqual(a.data.enterChallenge);
    const CREATE = `mutation($key: String) {
      createGame(input: {rules: "circuit-racer", players: [{name: "Ada"}]}, idempotencyKey: $key) { game { id } seats { token } } }`;
    const c = await graphql(t.app, CREATE, { key: 'g-2' });
    const d = await graphql(t.app, CREATE, { key: 'g-2' });
    expect((d.data as Json).createGame).toEqual((c.data as Json).createGame);
    // A REST retry of the same create with the same key is the same request.
    const rest = await json(await post(t.app, '/v1/games', BODY, keyed('g-2')));
    expect(rest.game.id).toBe(c.data.createGame.game.id);
  });
});
