/**
 * Sandbox dice that no die of the game can show under their label are refused when the game is
 * created (`400 bad-sandbox-die`, the same words over REST and GraphQL), and nothing is written:
 * no game, no commitment spent. Dice that fit still play as given.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, graphql, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const count = async (table: string) =>
  Number((await t.database.client.execute(`select count(*) as n from ${table}`)).rows[0]!.n);
const CREATE = /* GraphQL */ `
  mutation ($input: CreateGameInput!) {
    createGame(input: $input) {
      game {
        id
      }
    }
  }
`;

describe('a sandbox value off the die', () => {
  test.each([
    ['circuit-racer', [{ name: 'Ada' }], 'circuit1.turn1.roll', [1, 9], 'the d6 Circuit Racer'],
    [
      'goldmine-rumbles',
      [{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }],
      'setup.orient',
      [4, 5],
      'the d4 Goldmine Rumbles',
    ],
  ])(
    '%s: 400 bad-sandbox-die at creation over REST and GraphQL, nothing written',
    async (rules, players, label, values, die) => {
      const [games, events] = [await count('games'), await count('events')];
      const rest = await post(t.app, '/v1/games', { rules, players, sandbox: { rolls: { [label]: values } } });
      expect(rest.status).toBe(400);
      const problem = await json(rest);
      const detail = `sandbox value ${values[1]} for "${label}" is not a face of ${die} rolls there`;
      expect(problem).toMatchObject({ status: 400, code: 'bad-sandbox-die', detail });
      const answer = await graphql(t.app, CREATE, {
        input: { rules, players, sandbox: { rolls: [{ label, values }] } },
      });
      expect(answer.data?.createGame ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toBe(detail);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'bad-sandbox-die', status: 400 });
      expect([await count('games'), await count('events')]).toEqual([games, events]);
    },
  );

  test('a commitment given with it is not spent: the same commitment then creates the game', async () => {
    const commitment = (await json(await post(t.app, '/v1/commitments', {}))).id;
    const body = (rolls: Record<string, number[]>) => ({
      rules: 'circuit-racer',
      players: [{ name: 'Ada' }],
      clientSeed: 'mine',
      commitment,
      sandbox: { rolls },
    });
    const refused = await post(t.app, '/v1/games', body({ 'circuit1.turn1.roll': [7] }));
    expect((await json(refused)).code).toBe('bad-sandbox-die');
    const created = await post(t.app, '/v1/games', body({ 'circuit1.turn1.roll': [6] }));
    expect(created.status).toBe(201);
  });

  test('dice on the die play as given', async () => {
    const created: Json = await json(
      await post(t.app, '/v1/games', {
        rules: 'circuit-racer',
        players: [{ name: 'Ada' }],
        sandbox: { rolls: { 'circuit1.turn1.roll': [6, 5, 4, 3, 2, 1] } },
      }),
    );
    const token = created.seats[0].token;
    const gear = created.game.legalMoves.find((m: Json) => m.type === 'gear');
    const moved = await json(await post(t.app, `/v1/games/${created.game.id}/moves`, { move: gear }, bearer(token)));
    const rolled = moved.events.find((e: Json) => e.type === 'DiceRolled');
    expect(rolled.data).toMatchObject({ label: 'circuit1.turn1.roll' });
    expect([6, 5, 4, 3, 2, 1].slice(0, rolled.data.values.length)).toEqual(rolled.data.values);
  });
});
