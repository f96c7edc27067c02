/**
 * On Workers as on node (issue 27): GraphQL aliases and commitments take the use cases' quotas, and
 * an `Idempotency-Key` on a create answers its retry with the first game (kept in the D1 index,
 * across isolates and game objects).
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, test } from 'vitest';
import { workerHandler, type Env } from '../../src/worker.js';
import { clearOfWindowEdge, json, post, type Json } from './helpers.js';

const ORIGIN = 'https://rolltape.test';
const limitedEnv = {
  ...(env as unknown as Env),
  ROLLTAPE_RATE_LIMIT_CREATE: '3/60',
  ROLLTAPE_RATE_LIMIT_COMMITMENT: '2/60',
} as Env;

const send = (handler: ReturnType<typeof workerHandler>, path: string, body: unknown, address: string) =>
  handler.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        'cf-connecting-ip': address,
      },
      body: JSON.stringify(body),
    }),
    limitedEnv,
    {},
  );

describe('quotas on every path of the Worker', () => {
  beforeEach(() => clearOfWindowEdge(60));
  test('5 aliased createGame with a create quota of 3: 3 games with their tokens, 2 nulls refused', async () => {
    const handler = workerHandler();
    const query = `mutation { ${[1, 2, 3, 4, 5]
      .map((i) => `g${i}: createGame(input: {rules: "circuit-racer", players: [{name: "Ada"}]}) { seats { token } }`)
      .join(' ')} }`;
    const answer = await json(await send(handler, '/graphql', { query }, '203.0.113.7'));
    const made = Object.values(answer.data).filter((g) => g !== null) as Json[];
    expect(made).toHaveLength(3);
    expect(made.every((g) => typeof g.seats[0].token === 'string')).toBe(true);
    expect(answer.errors.map((e: Json) => e.extensions.code)).toEqual(['rate-limited', 'rate-limited']);
  });

  test('commitments are limited: the third from one address is 429', async () => {
    const handler = workerHandler();
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await send(handler, '/v1/commitments', undefined, '203.0.113.8')).status);
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('idempotent creates on the Worker', () => {
  const body = { rules: 'circuit-racer', players: [{ name: 'Ada' }] };
  test('a retry with the same key answers the same game and token; another body is 422', async () => {
    const first = await post('/v1/games', body, { 'idempotency-key': 'w-1' });
    const retry = await post('/v1/games', body, { 'idempotency-key': 'w-1' });
    expect([first.status, retry.status]).toEqual([201, 201]);
    const [a, b] = [await json(first), await json(retry)];
    expect(b.game.id).toBe(a.game.id);
    expect(b.seats[0].token).toBe(a.seats[0].token);
    const other = await post('/v1/games', { ...body, players: [{ name: 'Bo' }] }, { 'idempotency-key': 'w-1' });
    expect(other.status).toBe(422);
    expect(await json(other)).toMatchObject({ code: 'idempotency-key-reused' });
  });

  test("a challenge entry's lost answer: the retry with its key gets the token back", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const path = `/v1/challenges/circuit-racer-${today}/entries`;
    const first = await post(path, { name: 'Retry' }, { 'idempotency-key': 'w-entry' });
    expect(first.status).toBe(201);
    const retry = await post(path, { name: 'Retry' }, { 'idempotency-key': 'w-entry' });
    expect(retry.status).toBe(201);
    expect((await json(retry)).seat.token).toBe((await json(first)).seat.token);
    expect((await post(path, { name: 'Retry' })).status).toBe(409);
  });
});
