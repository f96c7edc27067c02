/**
 * Players over GraphQL: the same service functions as REST (`createPlayer`, `me { games }`,
 * tokens, profiles), and a seat bound with `{ me: true }` played through the personal token.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { graphql, graphqlData, openTestApp, type Json, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const CREATE_PLAYER = 'mutation($h: String!) { createPlayer(handle: $h) { player { id handle } token } }';

describe('GraphQL: players', () => {
  test('createPlayer, me, a game with { me: true }, me { games }, tokens, player(handle)', async () => {
    const made = (await graphqlData(t.app, CREATE_PLAYER, { h: 'Gus' })).createPlayer;
    expect(made.token).toMatch(/^rtp_/);
    const taken = await graphql(t.app, CREATE_PLAYER, { h: 'GUS' });
    expect(taken.data.createPlayer).toBeNull();
    expect(taken.errors![0].extensions.code).toBe('handle-taken');

    const created = await graphqlData(
      t.app,
      `mutation { createGame(input: { rules: "circuit-racer", players: [{ me: true }] }) { game { id you } seats { name } } }`,
      {},
      made.token,
    );
    expect(created.createGame.seats[0].name).toBe('Gus');
    expect(created.createGame.game.you).toBe(1);

    const me = (
      await graphqlData(
        t.app,
        '{ me { player { handle } token { scopes } games(status: active) { id seat yourTurn status } } }',
        {},
        made.token,
      )
    ).me;
    expect(me.player.handle).toBe('Gus');
    expect(me.token.scopes).toEqual(['play', 'read', 'webhooks']);
    expect(me.games).toEqual([{ id: created.createGame.game.id, seat: 1, yourTurn: true, status: 'active' }]);

    const reader = (
      await graphqlData(
        t.app,
        'mutation { createToken(name: "watch", scopes: [read]) { token { id name scopes } secret } }',
        {},
        made.token,
      )
    ).createToken;
    expect(reader.token).toMatchObject({ name: 'watch', scopes: ['read'] });
    const id = created.createGame.game.id;
    const seen = (
      await graphqlData(
        t.app,
        'query($id: ID!) { game(id: $id) { you legalMoves { ... on LegalMove { input } } } }',
        { id },
        reader.secret,
      )
    ).game;
    expect(seen.you).toBe(1);
    const move = await graphql(
      t.app,
      'mutation($id: ID!, $move: MoveInput!) { makeMove(gameId: $id, move: $move) { version } }',
      { id, move: seen.legalMoves[0].input },
      reader.secret,
    );
    expect(move.errors?.[0]?.extensions.code).toBe('insufficient-scope');
    const revoked = await graphqlData(
      t.app,
      'mutation($id: ID!) { revokeToken(id: $id) }',
      { id: reader.token.id },
      made.token,
    );
    expect(revoked.revokeToken).toBe(reader.token.id);
    const gone = await graphql(t.app, '{ me { player { handle } } }', {}, reader.secret);
    expect(gone.errors?.[0]?.extensions.code).toBe('invalid-token');

    const profile = (await graphqlData(t.app, '{ player(handle: "gus") { handle ratings { rules } } }')).player;
    expect(profile).toEqual({ handle: 'Gus', ratings: [] } as Json);
  });

  test('me without a token is null with token-required', async () => {
    const answer = await graphql(t.app, '{ me { player { handle } } }');
    expect(answer.data.me).toBeNull();
    expect(answer.errors![0].extensions.code).toBe('token-required');
  });
});
