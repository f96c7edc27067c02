/** Validation errors name the field and what was expected, in words, over REST and GraphQL alike (not zod's "players.0: Invalid input"). */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, createRacer, get, graphql, json, openTestApp, post, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

describe('REST problem+json', () => {
  test.each([
    [
      { rules: 'circuit-racer', players: [{ nam: 'Ada' }] },
      'players[0]: matches none of the allowed shapes: either name: required (a string); or open: expected true; or me: expected true',
      [{ field: 'players[0]' }],
    ],
    [
      { rules: 'circuit-racer', players: [{ name: 'Ada', bot: 7 }] },
      'players[0].bot: expected a string, got a number',
      [{ field: 'players[0].bot', message: 'expected a string, got a number' }],
    ],
    [
      { rules: 'circuit-racer', players: [], turnSeconds: 2 },
      'players: expected at least 1 item; turnSeconds: expected a number of at least 5',
      [{ field: 'players' }, { field: 'turnSeconds' }],
    ],
    [
      { players: [{ name: 'Ada' }], colour: 'red' },
      'rules: required (a string); body: has a field it does not take: "colour"',
      [{ field: 'rules', message: 'required (a string)' }, { field: 'body' }],
    ],
  ])('POST /v1/games %j', async (body, detail, errors) => {
    const response = await post(t.app, '/v1/games', body);
    expect(response.status).toBe(400);
    const problem = await json(response);
    expect(problem).toMatchObject({ code: 'invalid-request', detail, errors });
    expect(problem.detail).not.toMatch(/Invalid input/);
  });

  test("a move off its game's schema names the move's field", async () => {
    const { id, token } = await createRacer(t.app);
    const response = await post(
      t.app,
      `/v1/games/${id}/moves`,
      { move: { type: 'gear', gear: 'four' } },
      bearer(token),
    );
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({
      code: 'bad-move',
      detail: 'move.gear: expected a number, got a string',
    });
    const unknown = await json(await post(t.app, `/v1/games/${id}/moves`, { move: { type: 'fly' } }, bearer(token)));
    expect(unknown).toMatchObject({
      code: 'bad-move',
      detail: 'move.type: expected one of "gear", "reroll", "select", "accept"',
    });
  });
});

describe('query strings', () => {
  // A game's `after` (tape, stream and WebSocket) is `bad-after` instead: resume-after-everywhere.test.ts.
  test.each(['state?at=abc', 'board.svg?at=abc'])(
    'GET /v1/games/{id}/%s names the text for what it is, not the NaN it was read as',
    async (path) => {
      const { id } = await createRacer(t.app);
      const response = await get(t.app, `/v1/games/${id}/${path}`);
      expect(response.status).toBe(400);
      const field = path.slice(path.indexOf('?') + 1, path.indexOf('='));
      const message = 'expected a number, got text that is not one';
      expect(await json(response)).toMatchObject({
        code: 'invalid-request',
        detail: `${field}: ${message}`,
        errors: [{ field, message }],
      });
    },
  );
});

describe('GraphQL', () => {
  const CREATE = /* GraphQL */ `
    mutation ($input: CreateGameInput!) {
      createGame(input: $input) {
        game {
          id
        }
      }
    }
  `;

  test('the same words and fields in the error extensions', async () => {
    const answer = await graphql(t.app, CREATE, {
      input: { rules: 'circuit-racer', players: [{ name: 'Ada' }], turnSeconds: 2 },
    });
    expect(answer.errors?.[0]?.message).toBe('turnSeconds: expected a number of at least 5');
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'invalid-request',
      status: 400,
      errors: [{ field: 'turnSeconds', message: 'expected a number of at least 5' }],
    });
  });
});

describe('an argument out of range: the same code, words and fields over REST and GraphQL', () => {
  test.each([
    ['state?at=0', 'query ($id: ID!) { game(id: $id, at: 0) { version } }'],
    ['/v1/lobby?limit=0', 'query { openGames(limit: 0) { id } }'],
    ['/v1/lobby?limit=501', 'query { openGames(limit: 501) { id } }'],
    ['/v1/challenges/chain?year=10000', 'query { seedChain(year: 10000) { start } }'],
  ])('%s and %s', async (path, query) => {
    const { id } = await createRacer(t.app);
    const rest = await json(await get(t.app, path.startsWith('/') ? path : `/v1/games/${id}/${path}`));
    expect(rest.code).toBe('invalid-request');
    const answer = await graphql(t.app, query, query.includes('$id') ? { id } : {});
    expect(answer.errors?.[0]?.message).toBe(rest.detail);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: rest.code, status: 400, errors: rest.errors });
  });
});
