import { describe, expect, test } from 'vitest';
import { d1All, get, json, post } from './helpers.js';

describe('workerd + D1: commit first', () => {
  test('a commitment is issued, used by one game in its creating batch, and refused the second time', async () => {
    const issued = await json(await post('/v1/commitments', {}));
    expect(issued.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    const create = () => post('/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }], commitment: issued.id, clientSeed: 'chosen after' });
    const first = await create();
    expect(first.status).toBe(201);
    const game = (await json(first)).game;
    expect(game.seedCommitment).toBe(issued.seedCommitment);
    const again = await create();
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'commitment-used' });
    expect(await d1All('SELECT game_id FROM commitment_uses WHERE commitment_id = ?', issued.id)).toEqual([{ game_id: game.id }]);
    const audit = await json(await get(`/v1/games/${game.id}/audit`));
    expect(audit.checks.find((c: { name: string }) => c.name === 'order')?.status).toBe('pass');
  });
});
