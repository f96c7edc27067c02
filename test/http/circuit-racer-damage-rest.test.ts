/** Circuit Racer over REST: the view shows the damage a move would cause beside `wouldMove`, before the player accepts it. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, createRacer, get, json, openTestApp, post, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const ONES = [1, 1, 1, 1, 1, 1];

describe('REST: Circuit Racer wouldDamage', () => {
  test('circuit 1 at circle 12 (S2), gear 6 and six 1s: the move to 18 jumps S3 whole, so 6 damage is shown before accepting', async () => {
    const rolls = { 'circuit1.turn1.roll': ONES, 'circuit1.turn2.roll': ONES, 'circuit1.turn3.roll': ONES };
    const { id, token } = await createRacer(t.app, { sandbox: { rolls } });
    const move = async (m: unknown) => {
      const r = await post(t.app, `/v1/games/${id}/moves`, { move: m }, bearer(token));
      expect(r.status).toBe(200);
      return (await json(r)).game;
    };
    await move({ type: 'gear', gear: 6 });
    expect((await move({ type: 'accept' })).view).toMatchObject({ position: 6, damage: { marked: 0 } });
    await move({ type: 'gear', gear: 5 });
    await move({ type: 'accept' });
    const rolled = await move({ type: 'gear', gear: 6 });
    expect(rolled.view).toMatchObject({ position: 12, dice: ONES, wouldMove: 6, wouldDamage: 6, wouldDnf: false });
    const accepted = await move({ type: 'accept' });
    expect(accepted.view).toMatchObject({ position: 18, damage: { marked: 6 } });
    const spectator = await json(await get(t.app, `/v1/games/${id}`));
    expect(spectator.view).toMatchObject({ wouldMove: 0, wouldDamage: 0 });
  });
});
