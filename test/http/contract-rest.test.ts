/** REST faces of the per-game contract: JSON Schemas in GET /v1/rules/{id}, Idempotency-Key, a required move. */
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rulebook } from '../../src/games/index.js';
import { bearer, createRacer, eventCount, get, json, openTestApp, post, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

describe('GET /v1/rules/{id}: JSON Schemas of the view and the moves, from the same zod schemas', () => {
  test.each(rulebook.games.map((g) => [g.id, g] as const))('%s', async (id, game) => {
    const detail = await json(await get(t.app, `/v1/rules/${id}`));
    expect(detail.view).toEqual(z.toJSONSchema(game.viewSchema()));
    expect(detail.moves).toEqual(z.toJSONSchema(game.moveSchema, { io: 'input' }));
    expect(Object.keys(detail.view.$defs)).toContain(detail.view.$ref.replace('#/$defs/', ''));
  });
});

describe('POST /v1/games/{id}/moves', () => {
  test('Idempotency-Key works as moveId: a retry answers the first result and appends nothing', async () => {
    const { id, token } = await createRacer(t.app);
    const headers = { ...bearer(token), 'idempotency-key': 'key-1' };
    const first = await json(await post(t.app, `/v1/games/${id}/moves`, { move: { type: 'gear', gear: 2 } }, headers));
    const count = await eventCount(t.app, id);
    const again = await json(await post(t.app, `/v1/games/${id}/moves`, { move: { type: 'gear', gear: 2 } }, headers));
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, version: first.version });
    expect(await eventCount(t.app, id)).toBe(count);
    expect(first.events[0].moveId).toBe('key-1');
  });

  test('Idempotency-Key and a different moveId → 400 idempotency-key-mismatch, nothing appended', async () => {
    const { id, token } = await createRacer(t.app);
    const count = await eventCount(t.app, id);
    const response = await post(
      t.app,
      `/v1/games/${id}/moves`,
      { move: { type: 'gear', gear: 2 }, moveId: 'a' },
      { ...bearer(token), 'idempotency-key': 'b' },
    );
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'idempotency-key-mismatch' });
    expect(await eventCount(t.app, id)).toBe(count);
  });

  test('a body without a move → 400 invalid-request naming the field', async () => {
    const { id, token } = await createRacer(t.app);
    const response = await post(t.app, `/v1/games/${id}/moves`, { expectedVersion: 1 }, bearer(token));
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.code).toBe('invalid-request');
    expect(body.detail).toMatch(/^move: /);
  });
});

test('GET /v1/lobby without rules lists the open games of every game', async () => {
  const racer = await json(
    await post(t.app, '/v1/games', { rules: 'carbondale', players: [{ name: 'Ada' }, { open: true }] }),
  );
  const coal = await json(
    await post(t.app, '/v1/games', { rules: 'coal-n-write', players: [{ name: 'Ada' }, { open: true }] }),
  );
  const all = (await json(await get(t.app, '/v1/lobby'))).games.map((g: { id: string }) => g.id);
  expect(all).toEqual(expect.arrayContaining([racer.game.id, coal.game.id]));
  const one = (await json(await get(t.app, '/v1/lobby?rules=coal-n-write'))).games.map((g: { id: string }) => g.id);
  expect(one).toContain(coal.game.id);
  expect(one).not.toContain(racer.game.id);
});
