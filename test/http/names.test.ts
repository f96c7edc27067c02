/**
 * Player names and challenge handles over HTTP: invisible and bidi characters are refused with
 * `invalid-name`, and a handle that only looks like one already entered (case, full-width letters,
 * Cyrillic look-alikes) is the same player: the database's key on the look-alike key refuses it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { graphql, json, openTestApp, post, type TestApp } from './helpers.js';

const DAY = '2026-11-22';
const CHALLENGE = `circuit-racer-${DAY}`;
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ clock: () => Date.parse(`${DAY}T10:00:00Z`) });
});
afterAll(() => t?.database.destroy());

const enter = (name: string) => post(t.app, `/v1/challenges/${CHALLENGE}/entries`, { name });
const entryRows = async () =>
  (
    await t.database.client.execute(
      `select name, handle_key from challenge_entries where challenge_id = '${CHALLENGE}'`,
    )
  ).rows;

describe('one ranked entry per handle, compared by how it looks', () => {
  test('"Ada\\u200b" cannot enter after "Ada": invisible characters are refused', async () => {
    expect((await enter('Ada')).status).toBe(201);
    const hidden = await enter('Ada\u200b');
    expect(hidden.status).toBe(400);
    expect(await json(hidden)).toMatchObject({ code: 'invalid-name', status: 400 });
    for (const name of ['\u202eadA', 'A\u2066da', 'Ada\u0000'])
      expect(await json(await enter(name)), JSON.stringify(name)).toMatchObject({ code: 'invalid-name' });
  });

  test('look-alikes of "Ada" are the same player: Cyrillic, full-width, other case', async () => {
    for (const name of ['\u0410da', 'Ad\u0430', 'Ａｄａ', ' ADA ']) {
      const response = await enter(name);
      expect(response.status, JSON.stringify(name)).toBe(409);
      expect(await json(response)).toMatchObject({ code: 'already-entered' });
    }
    // Only Ada's entry was written; its stored key is what the table's primary key compares.
    expect(await entryRows()).toEqual([expect.objectContaining({ name: 'Ada', handle_key: 'ada' })]);
  });

  test('a handle is stored as normalized (NFKC), and a different name still enters', async () => {
    const response = await enter('Ｂｏ');
    expect(response.status).toBe(201);
    expect((await json(response)).entry.name).toBe('Bo');
  });

  test('GraphQL answers the same codes', async () => {
    const ENTER = `mutation($name: String!) { enterChallenge(challengeId: "${CHALLENGE}", name: $name) { name } }`;
    expect((await graphql(t.app, ENTER, { name: 'Ada\u200b' })).errors?.[0]?.extensions).toMatchObject({
      code: 'invalid-name',
      status: 400,
    });
    expect((await graphql(t.app, ENTER, { name: '\u0410DA' })).errors?.[0]?.extensions).toMatchObject({
      code: 'already-entered',
      status: 409,
    });
  });
});

describe('player names in games and joins', () => {
  test('a seat name with a bidi override is refused; nothing is created', async () => {
    const before = Number((await t.database.client.execute('select count(*) as n from games')).rows[0]!.n);
    const response = await post(t.app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada\u202e' }] });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'invalid-name' });
    expect(Number((await t.database.client.execute('select count(*) as n from games')).rows[0]!.n)).toBe(before);
  });

  test('names are stored NFKC-normalized; a join refuses invisible characters', async () => {
    const created = await json(
      await post(t.app, '/v1/games', { rules: 'coal-n-write', players: [{ name: 'Ｇｒａｃｅ' }, { open: true }] }),
    );
    expect(created.game.players[0].name).toBe('Grace');
    const join = await post(t.app, `/v1/games/${created.game.id}/join`, { name: 'Bo\u200d' });
    expect(join.status).toBe(400);
    expect(await json(join)).toMatchObject({ code: 'invalid-name' });
  });
});
