import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/api/app.js';
import { workerServices } from '../../src/worker.js';
import { d1All, json, post } from './helpers.js';

// A Worker whose whole store is in D1 (no GAMES objects): there a commitment and the game it seeds
// are written in one D1 batch. With game objects, commit first is not wired yet (see below).
const d1Only = createApp(() => workerServices({ DB: env.DB }));
const send = (path: string, body?: unknown) =>
  d1Only.request(path, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('workerd + D1: commit first', () => {
  test('a commitment is issued, used by one game in its creating batch, and refused the second time', async () => {
    const issued = await json(await send('/v1/commitments', {}));
    expect(issued.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    const create = () => send('/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }], commitment: issued.id, clientSeed: 'chosen after' });
    const first = await create();
    expect(first.status).toBe(201);
    const game = (await json(first)).game;
    expect(game.seedCommitment).toBe(issued.seedCommitment);
    const again = await create();
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'commitment-used' });
    expect(await d1All('SELECT game_id FROM commitment_uses WHERE commitment_id = ?', issued.id)).toEqual([{ game_id: game.id }]);
    const audit = await json(await send(`/v1/games/${game.id}/audit`));
    expect(audit.checks.find((c: { name: string }) => c.name === 'order')?.status).toBe('pass');
  });

  test('with game objects, a game cannot use a commitment yet: 503 commitments-unavailable, and nothing is created', async () => {
    const issued = await json(await post('/v1/commitments', {}));
    const refused = await post('/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }], commitment: issued.id, clientSeed: 'chosen after' });
    expect(refused.status).toBe(503);
    expect(await json(refused)).toMatchObject({ code: 'commitments-unavailable' });
    expect(await d1All('SELECT game_id FROM commitment_uses WHERE commitment_id = ?', issued.id)).toEqual([]);
  });
});
