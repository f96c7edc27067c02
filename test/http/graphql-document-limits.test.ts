/**
 * GraphQL documents too deep, too long or too costly are refused with a 400 and a stable code
 * before anything runs; before these limits a deep document crashed the parser (500) and twenty
 * aliased audits or exports made one request do the work of hundreds.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUDIT_COST, MAX_COST } from '../../src/api/graphql/cost.js';
import { MAX_DOCUMENT_DEPTH, MAX_DOCUMENT_TOKENS } from '../../src/api/graphql/document-limits.js';
import { createRacer, graphql, openTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let gameId: string;
beforeAll(async () => {
  t = await openTestApp();
  gameId = (await createRacer(t.app)).id;
});
afterAll(() => t?.database.destroy());

const gql = (query: string, variables: Record<string, unknown> = {}) => graphql(t.app, query, variables);
const gameRows = async () => Number((await t.database.client.execute('select count(*) as n from games')).rows[0]!.n);

const expectRefused = (answer: Awaited<ReturnType<typeof gql>>, code: string) => {
  expect(answer.status).toBe(400);
  expect(answer.data).toBeUndefined();
  expect(answer.errors).toEqual([
    expect.objectContaining({ extensions: expect.objectContaining({ code, kind: 'malformed', status: 400 }) }),
  ]);
};

describe('the parser refuses documents too deep or too long with a 400, never a 500', () => {
  test('a 10 KB document nested 2,000 levels deep', async () => {
    const deep = `query { ${'game(id: "x") { '.repeat(2000)}version${' }'.repeat(2000)} }`;
    expectRefused(await gql(deep.slice(0, 10_000)), 'document-too-deep');
    expectRefused(await gql(`query { ${'a { '.repeat(2000)}b${' }'.repeat(2000)} }`), 'document-too-deep');
  });

  test('deeply nested list and object values', async () => {
    expectRefused(
      await gql(`query { game(id: ${'['.repeat(3000)}1${']'.repeat(3000)}) { version } }`),
      'document-too-deep',
    );
    expectRefused(
      await gql(`query { game(id: ${'{a: '.repeat(3000)}1${'}'.repeat(3000)}) { version } }`),
      'document-too-deep',
    );
  });

  test('brackets inside strings and comments do not count', async () => {
    const answer = await gql(`# ${'{'.repeat(500)}\nquery { game(id: "${'['.repeat(500)}") { version } }`);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'game-not-found' });
  });

  test('the depth limit itself is allowed', async () => {
    const nested = `{ ${'a { '.repeat(MAX_DOCUMENT_DEPTH - 1)}b${' }'.repeat(MAX_DOCUMENT_DEPTH - 1)} }`;
    const answer = await gql(nested);
    // Parsed, then refused by validation for the unknown field: not by the depth limit.
    expect(answer.errors?.[0]?.message).toMatch(/Cannot query field "a"/);
  });

  test('more tokens than the limit', async () => {
    const fields = Array.from({ length: MAX_DOCUMENT_TOKENS }, () => 'version').join(' ');
    expectRefused(await gql(`query { game(id: "${gameId}") { ${fields} } }`), 'document-too-long');
  });
});

describe(`an operation may cost at most ${MAX_COST} units`, () => {
  test('twenty aliased audits are refused at once; as many as fit are served', async () => {
    const audits = (n: number) =>
      `query($id: ID!) { ${Array.from({ length: n }, (_, i) => `a${i}: audit(gameId: $id) { ok }`).join(' ')} }`;
    expectRefused(await gql(audits(20), { id: gameId }), 'too-costly');
    const fit = Math.floor(MAX_COST / AUDIT_COST);
    const answer = await gql(audits(fit), { id: gameId });
    expect(answer.errors).toBeUndefined();
    expect(Object.keys(answer.data)).toHaveLength(fit);
  });

  test('twenty aliased exports are refused', async () => {
    const exports = `query($id: ID!) { ${Array.from({ length: 20 }, (_, i) => `e${i}: exportGame(id: $id) { version events { seq } }`).join(' ')} }`;
    expectRefused(await gql(exports, { id: gameId }), 'too-costly');
  });

  test('fragments on the root count each time they are spread', async () => {
    const answer = await gql(
      `query($id: ID!) { ...A ...B } fragment A on Query { a1: audit(gameId: $id) { ok } a2: audit(gameId: $id) { ok } a3: audit(gameId: $id) { ok } }
      fragment B on Query { b1: audit(gameId: $id) { ok } b2: audit(gameId: $id) { ok } b3: audit(gameId: $id) { ok } }`,
      { id: gameId },
    );
    expectRefused(answer, 'too-costly');
  });

  test('a game of bots only takes the whole budget, even through variables; nothing is created when refused', async () => {
    const before = await gameRows();
    const bots = {
      rules: 'coal-n-write',
      players: [
        { name: 'B1', bot: 'default' },
        { name: 'B2', bot: 'default' },
      ],
    };
    const two = `mutation($a: CreateGameInput!, $b: CreateGameInput!) { a: createGame(input: $a) { game { id } } b: createGame(input: $b) { game { id } } }`;
    expectRefused(await gql(two, { a: bots, b: bots }), 'too-costly');
    expect(await gameRows()).toBe(before);
    const withPerson = { rules: 'coal-n-write', players: [{ name: 'Ada' }, { name: 'B1', bot: 'default' }] };
    const answer = await gql(two, { a: withPerson, b: withPerson });
    expect(answer.errors).toBeUndefined();
    expect(await gameRows()).toBe(before + 2);
  });
});

describe('the status follows the media type the client accepts (GraphQL over HTTP)', () => {
  const deep = `query { ${'a { '.repeat(100)}b${' }'.repeat(100)} }`;
  const ask = (accept: string) =>
    t.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      body: JSON.stringify({ query: deep }),
    });

  test('application/graphql-response+json: 400; application/json alone: 200 with the same error, as the spec requires', async () => {
    const modern = await ask('application/graphql-response+json');
    const legacy = await ask('application/json');
    expect(modern.status).toBe(400);
    expect(legacy.status).toBe(200);
    const codeOf = async (r: Response) =>
      ((await r.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code;
    expect(await codeOf(modern)).toBe('document-too-deep');
    expect(await codeOf(legacy)).toBe('document-too-deep');
  });
});
