/**
 * GraphQL answers an error with the code REST answers, in words a GraphQL client can follow: where
 * REST's words point at a path or a header (`GET /v1/rules`, `Idempotency-Key`), GraphQL's name its
 * query, mutation or argument instead (service/errors.ts `inGraphqlWords`).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, get, graphql, graphqlData, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const CREATE = `mutation ($input: CreateGameInput!, $key: String) {
  createGame(input: $input, idempotencyKey: $key) { game { id } seats { token } }
}`;
const MOVE = `mutation ($id: ID!, $move: MoveInput!) { makeMove(gameId: $id, move: $move) { version } }`;

interface Pair {
  readonly rest: Response;
  readonly graphql: { readonly errors: Json[] | undefined };
}

/** Both answers carry one code; REST's words name `rest`, GraphQL's are `words` and name no REST path or header. */
async function expectSameCode({ rest, graphql: answer }: Pair, code: string, restNames: string, words: string) {
  const problem = await json(rest);
  expect(problem.code).toBe(code);
  expect(problem.detail).toContain(restNames);
  expect(answer.errors?.[0]?.extensions?.code).toBe(code);
  expect(answer.errors?.[0]?.extensions?.status).toBe(rest.status);
  expect(answer.errors?.[0]?.message).toBe(words);
  expect(words).not.toMatch(/\/v1\/|Idempotency-Key|\b(GET|POST) /);
}

describe('the same code, in GraphQL words', () => {
  test('unknown-rules: the rules query, on creation and in the lobby', async () => {
    const input = { rules: 'nope', players: [{ name: 'Ada' }] };
    const words = 'no game called "nope"; see the `rules` query';
    await expectSameCode(
      { rest: await post(t.app, '/v1/games', input), graphql: await graphql(t.app, CREATE, { input }) },
      'unknown-rules',
      'GET /v1/rules',
      words,
    );
    await expectSameCode(
      {
        rest: await get(t.app, '/v1/lobby?rules=nope'),
        graphql: await graphql(t.app, '{ openGames(rules: "nope") { id } }'),
      },
      'unknown-rules',
      'GET /v1/rules',
      words,
    );
  });

  test('unknown-bot: the rule query', async () => {
    const input = { rules: 'circuit-racer', players: [{ name: 'Ada', bot: 'nope' }] };
    const bots = (await json(await get(t.app, '/v1/rules/circuit-racer'))).bots.map((b: Json) => b.id).join(', ');
    await expectSameCode(
      { rest: await post(t.app, '/v1/games', input), graphql: await graphql(t.app, CREATE, { input }) },
      'unknown-bot',
      'GET /v1/rules/circuit-racer',
      `Circuit Racer has no bot "nope" (bots: ${bots}; see rule(id: "circuit-racer"))`,
    );
  });

  test('game-not-started: the joinGame mutation', async () => {
    const input = { rules: 'coal-n-write', players: [{ name: 'Ada' }, { open: true }] };
    const created = (await graphqlData(t.app, CREATE, { input })).createGame;
    const { id } = created.game;
    const token = created.seats[0].token;
    const move = { type: 'endTurn' };
    await expectSameCode(
      {
        rest: await post(t.app, `/v1/games/${id}/moves`, { move }, bearer(token)),
        graphql: await graphql(t.app, MOVE, { id, move: { coalNWrite: { endTurn: true } } }, token),
      },
      'game-not-started',
      `POST /v1/games/${id}/join`,
      'the game starts when every seat is taken; seat 2 is open (the joinGame mutation)',
    );
  });

  test('token-required and insufficient-scope: the createPlayer and createToken mutations', async () => {
    await expectSameCode(
      { rest: await get(t.app, '/v1/me'), graphql: await graphql(t.app, '{ me { player { handle } } }') },
      'token-required',
      'POST /v1/players',
      'this needs a personal token (Authorization: Bearer rtp_…); the createPlayer mutation makes a player and its first token',
    );
    const player = (await graphqlData(t.app, 'mutation { createPlayer(handle: "Wordy") { token } }')).createPlayer
      .token;
    const reader = (
      await graphqlData(t.app, 'mutation { createToken(name: "r", scopes: [read]) { secret } }', {}, player)
    ).createToken.secret;
    const input = { rules: 'circuit-racer', players: [{ me: true }] };
    await expectSameCode(
      {
        rest: await post(t.app, '/v1/games', input, bearer(reader)),
        graphql: await graphql(t.app, CREATE, { input }, reader),
      },
      'insufficient-scope',
      'POST /v1/me/tokens',
      `this token's scopes (read) do not include "play"; make one that does with the createToken mutation`,
    );
  });

  test('challenge-not-found: the dailyChallenges query', async () => {
    await expectSameCode(
      {
        rest: await get(t.app, '/v1/challenges/nope'),
        graphql: await graphql(t.app, '{ challenge(id: "nope") { id } }'),
      },
      'challenge-not-found',
      'GET /v1/challenges/daily',
      'no challenge nope; see the dailyChallenges query',
    );
  });

  test('commitment-not-found: the createCommitment mutation', async () => {
    const input = { rules: 'circuit-racer', players: [{ name: 'Ada' }], commitment: 'c_nope', clientSeed: 'x' };
    await expectSameCode(
      { rest: await post(t.app, '/v1/games', input), graphql: await graphql(t.app, CREATE, { input }) },
      'commitment-not-found',
      'POST /v1/commitments',
      'no commitment c_nope (or it expired and was swept); get one with the createCommitment mutation',
    );
  });

  test('invalid-idempotency-key and idempotency-key-reused: the idempotencyKey argument', async () => {
    const input = { rules: 'circuit-racer', players: [{ name: 'Ada' }] };
    await expectSameCode(
      {
        rest: await post(t.app, '/v1/games', input, { 'idempotency-key': 'a\tb' }),
        graphql: await graphql(t.app, CREATE, { input, key: 'a\tb' }),
      },
      'invalid-idempotency-key',
      'Idempotency-Key',
      'idempotencyKey: expected 1 to 128 printable ASCII characters',
    );
    for (const key of ['rest-key', 'graphql-key']) {
      const first = key === 'rest-key' ? await post(t.app, '/v1/games', input, { 'idempotency-key': key }) : null;
      if (first !== null) expect(first.status).toBe(201);
      else await graphqlData(t.app, CREATE, { input, key });
    }
    const other = { ...input, players: [{ name: 'Bo' }] };
    await expectSameCode(
      {
        rest: await post(t.app, '/v1/games', other, { 'idempotency-key': 'rest-key' }),
        graphql: await graphql(t.app, CREATE, { input: other, key: 'graphql-key' }),
      },
      'idempotency-key-reused',
      'Idempotency-Key',
      'this idempotencyKey was used for another request; use a new key for each new request',
    );
  });
});
