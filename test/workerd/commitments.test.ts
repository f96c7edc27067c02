import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/api/app.js';
import { workerServices } from '../../src/worker.js';
import { d1All, get, json, objectAll, post } from './helpers.js';

// A Worker whose whole store is in D1 (no GAMES objects): there a commitment and the game it seeds
// are written in one D1 batch. With game objects (the other tests) the Worker spends it in D1 first.
const d1Only = createApp(() => workerServices({ DB: env.DB }));
const send = (path: string, body?: unknown) =>
  d1Only.request(
    path,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );

describe('workerd + D1: commit first', () => {
  test('a commitment is issued, used by one game in its creating batch, and refused the second time', async () => {
    const issued = await json(await send('/v1/commitments', {}));
    expect(issued.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    const create = () =>
      send('/v1/games', {
        rules: 'circuit-racer',
        players: [{ name: 'Ada' }],
        commitment: issued.id,
        clientSeed: 'chosen after',
      });
    const first = await create();
    expect(first.status).toBe(201);
    const game = (await json(first)).game;
    expect(game.seedCommitment).toBe(issued.seedCommitment);
    const again = await create();
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'commitment-used' });
    expect(await d1All('SELECT game_id FROM commitment_uses WHERE commitment_id = ?', issued.id)).toEqual([
      { game_id: game.id },
    ]);
    const audit = await json(await send(`/v1/games/${game.id}/audit`));
    expect(audit.checks.find((c: { name: string }) => c.name === 'order')?.status).toBe('pass');
  });

  test('with game objects, the commitment is spent in D1 before the object creates the game, once', async () => {
    const issued = await json(await post('/v1/commitments', {}));
    const create = () =>
      post('/v1/games', {
        rules: 'circuit-racer',
        players: [{ name: 'Ada' }],
        commitment: issued.id,
        clientSeed: 'chosen after',
      });
    const first = await create();
    expect(first.status).toBe(201);
    const game = (await json(first)).game;
    expect(game.seedCommitment).toBe(issued.seedCommitment);
    const again = await create();
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'commitment-used' });
    // The one use is in the index, and the object created its game with it (as node does).
    expect(await d1All('SELECT game_id FROM commitment_uses WHERE commitment_id = ?', issued.id)).toEqual([
      { game_id: game.id },
    ]);
    expect(await objectAll(game.id, 'SELECT commitment_id, game_id FROM commitment_uses')).toEqual([
      { commitment_id: issued.id, game_id: game.id },
    ]);
    const [created] = await objectAll(game.id, 'SELECT data FROM events WHERE seq = 1');
    expect(JSON.parse(created.data).commitment).toMatchObject({ id: issued.id, issuedAt: issued.issuedAt });
    const audit = await json(await get(`/v1/games/${game.id}/audit`));
    expect(audit.checks.find((c: { name: string }) => c.name === 'order')?.status).toBe('pass');
  });

  test('with game objects, a refused creation gives the commitment back', async () => {
    const issued = await json(await post('/v1/commitments', {}));
    // The object refuses it (Circuit Racer is played alone), after the Worker spent the commitment.
    const refused = await post('/v1/games', {
      rules: 'circuit-racer',
      players: [{ name: 'Ada' }, { name: 'Bo' }],
      commitment: issued.id,
      clientSeed: 'x',
    });
    expect(await json(refused)).toMatchObject({ status: 422, code: 'bad-player-count' });
    expect(await d1All('SELECT game_id FROM commitment_uses WHERE commitment_id = ?', issued.id)).toEqual([]);
    const used = await post('/v1/games', {
      rules: 'circuit-racer',
      players: [{ name: 'Ada' }],
      commitment: issued.id,
      clientSeed: 'x',
    });
    expect(used.status).toBe(201);
  });

  test('with game objects, commitment errors answer as on node and spend nothing', async () => {
    const missing = await post('/v1/games', {
      rules: 'circuit-racer',
      players: [{ name: 'Ada' }],
      commitment: 'c_nope',
      clientSeed: 'x',
    });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ code: 'commitment-not-found' });
    const issued = await json(await post('/v1/commitments', {}));
    const noSeed = await post('/v1/games', {
      rules: 'circuit-racer',
      players: [{ name: 'Ada' }],
      commitment: issued.id,
    });
    expect(noSeed.status).toBe(400);
    expect(await json(noSeed)).toMatchObject({ code: 'client-seed-required' });
    expect(await d1All('SELECT game_id FROM commitment_uses WHERE commitment_id = ?', issued.id)).toEqual([]);
  });

  test('with game objects, sandbox dice off the die are refused at creation and spend nothing', async () => {
    const issued = await json(await post('/v1/commitments', {}));
    const create = (values: number[]) =>
      post('/v1/games', {
        rules: 'circuit-racer',
        players: [{ name: 'Ada' }],
        commitment: issued.id,
        clientSeed: 'x',
        sandbox: { rolls: { 'circuit1.turn1.roll': values } },
      });
    const refused = await create([1, 9]);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({
      code: 'bad-sandbox-die',
      detail: 'sandbox value 9 for "circuit1.turn1.roll" is not a face of the d6 Circuit Racer rolls there',
    });
    expect(await d1All('SELECT game_id FROM commitment_uses WHERE commitment_id = ?', issued.id)).toEqual([]);
    expect((await create([1, 6])).status).toBe(201);
  });
});
