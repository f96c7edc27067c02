import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_ALIASES } from '../../src/api/graphql/limits.js';
import { createRacer, graphql, openTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let gameId: string;
beforeAll(async () => {
  t = await openTestApp();
  gameId = (await createRacer(t.app)).id;
});
afterAll(() => t?.database.destroy());

const gql = (query: string, variables: Record<string, unknown> = {}) => graphql(t.app, query, variables);
const aliased = (count: number, field: string) => Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join('\n');
const gameRows = async () => Number((await t.database.client.execute('select count(*) as n from games')).rows[0]!.n);

const expectTooManyAliases = (answer: Awaited<ReturnType<typeof gql>>, count: number) => {
  expect(answer.data).toBeUndefined();
  expect(answer.errors).toEqual([
    expect.objectContaining({
      message: `an operation may use at most ${MAX_ALIASES} aliases; this one uses ${count}`,
      extensions: { code: 'too-many-aliases', kind: 'malformed', status: 400 },
    }),
  ]);
};

describe(`GraphQL operations may use at most ${MAX_ALIASES} aliases`, () => {
  test('one more is refused before anything runs: no game is created', async () => {
    const before = await gameRows();
    const create = `createGame(input: { rules: "circuit-racer", players: [{ name: "A" }] }) { game { id } }`;
    expectTooManyAliases(await gql(`mutation { ${aliased(MAX_ALIASES + 1, create)} }`), MAX_ALIASES + 1);
    expect(await gameRows()).toBe(before);
  });

  test('the limit itself is allowed', async () => {
    // Cheap reads: costly fields such as `audit` meet the cost limit first (graphql-document-limits.test.ts).
    const answer = await gql(`query($id: ID!) { ${aliased(MAX_ALIASES, 'game(id: $id) { version }')} }`, {
      id: gameId,
    });
    expect(answer.errors).toBeUndefined();
    expect(Object.keys(answer.data)).toHaveLength(MAX_ALIASES);
    expect(answer.data.a0).toEqual({ version: 1 });
  });

  test('a fragment counts as often as it is spread, since each spread does its work again', async () => {
    const query = (inFragment: number) => /* GraphQL */ `
      query($id: ID!) { first: game(id: $id) { ...Versions } second: game(id: $id) { ...Versions } }
      fragment Versions on Game { ${aliased(inFragment, 'version')} }
    `;
    // 2 + 2 × 9 = 20 aliases: allowed; 2 + 2 × 10 = 22: refused.
    expect((await gql(query(9), { id: gameId })).errors).toBeUndefined();
    expectTooManyAliases(await gql(query(10), { id: gameId }), 22);
  });

  test('fragments that spread each other many times over are refused at once, not expanded', async () => {
    // Fragment F0 spreads F1 twice, F1 spreads F2 twice, ...: 2^40 copies of F40's alias.
    const depth = 40;
    const fragments = Array.from(
      { length: depth },
      (_, i) => `fragment F${i} on Game { ...F${i + 1} ...F${i + 1} }`,
    ).join('\n');
    const answer = await gql(
      `query($id: ID!) { game(id: $id) { ...F0 } }\n${fragments}\nfragment F${depth} on Game { v: version }`,
      { id: gameId },
    );
    expectTooManyAliases(answer, 2 ** depth);
  });

  test('fragments that spread each other in a cycle are refused without hanging', async () => {
    const answer = await gql(
      `query($id: ID!) { game(id: $id) { ...A } }\nfragment A on Game { a: version ...B }\nfragment B on Game { b: version ...A }`,
      { id: gameId },
    );
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.map((e) => e.message).join(' ')).toMatch(/Cannot spread fragment "A" within itself/);
  });
});
