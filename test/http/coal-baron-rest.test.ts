/**
 * Coal n' Write through the API, in a sandbox game whose dice bring the Coal Baron within reach:
 * round 1 claims the whole Coal vein on throws of 6-6-6, the Lone Miner's C bonus writes two more
 * (13 Coal), and the burro ships 3 of them. The Coal Baron then counts only the 10 left in the Ore
 * Stash (R17 as corrected), and the view prices every Boom Town card.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, get, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const SOLO_DECK_COAL_BARON = 2;
const rolls: Record<string, number[]> = {
  'round1.lone.throw1': [6],
  'round1.lone.throw2': [6],
  'round1.lone.throw3': [6],
  'round2.turn1.throw': [6, 6, 6],
};
// Eight throws of 6-6-6 claim the 11 Coal caverns, then two throws with a 1 send dice to the Bunkhouse.
for (let turn = 1; turn <= 8; turn++) rolls[`round1.turn${turn}.throw`] = [6, 6, 6];
rolls['round1.turn9.throw'] = [1, 2, 3];
rolls['round1.turn10.throw'] = [1, 2];

/** Round 1: claim Coal with as many dice as it takes; the C bonus; ship 3 Coal. */
function choose(view: Json, legal: readonly Json[]): Json {
  const claim = legal.find((m) => m.type === 'claim' && m.vein === 'C');
  if (claim !== undefined) return claim;
  const bonus = legal.find((m) => m.type === 'chooseBonus' && m.bonus === 'C');
  if (bonus !== undefined) return bonus;
  if (legal.some((m) => m.type === 'load')) return { type: 'load', ore: { S: 0, T: 0, C: 3, B: 0 } };
  const end = legal.find((m) => m.type === 'endTurn' || m.type === 'bonusDone');
  if (end !== undefined) return end;
  throw new Error(`no move planned in phase ${view.phase}: ${JSON.stringify(legal)}`);
}

describe("REST: the Coal Baron counts the Coal in the Ore Stash (Coal n' Write v3)", () => {
  let id = '';
  let token = '';
  let game: Json;

  beforeAll(async () => {
    const order = [SOLO_DECK_COAL_BARON, ...[0, 1, 3, 4, 5, 6, 7, 8]];
    const created = await post(t.app, '/v1/games', {
      rules: 'coal-n-write',
      players: [{ name: 'Ada' }],
      sandbox: { rolls, shuffles: { 'setup.boomtown': order } },
    });
    expect(created.status).toBe(201);
    const body = await json(created);
    id = body.game.id;
    token = body.seats[0].token;
    for (let i = 0; i < 200; i++) {
      game = await json(await get(t.app, `/v1/games/${id}`, bearer(token)));
      if (game.view.round === 2 && game.view.phase === 'turn') return;
      const move = choose(game.view, game.legalMoves);
      const made = await post(t.app, `/v1/games/${id}/moves`, { move }, bearer(token));
      if (made.status !== 200) throw new Error(`${JSON.stringify(move)}: ${made.status} ${await made.text()}`);
    }
    throw new Error('round 2 never came');
  });

  test('13 Coal were written and 3 shipped: 10 remain in the stash', () => {
    const sheet = game.view.sheets[0];
    expect(sheet.stash.filter((s: Json) => s.ore === 'C')).toHaveLength(13);
    expect(sheet.inStash.C).toBe(10);
    expect(game.view.dice).toEqual([6, 6, 6]);
  });

  test('the Coal Baron is face-up but not offered, and a visit is refused with not-enough-coal', async () => {
    expect(game.view.tableau.map((c: Json) => c.id)).toContain('coalBaron');
    expect(game.legalMoves.filter((m: Json) => m.type === 'visitTown' && m.card === 'coalBaron')).toEqual([]);
    const before = game.version;
    const refused = await post(
      t.app,
      `/v1/games/${id}/moves`,
      { move: { type: 'visitTown', die: 0, card: 'coalBaron' } },
      bearer(token),
    );
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({ code: 'not-enough-coal' });
    expect((await json(await get(t.app, `/v1/games/${id}`))).version).toBe(before);
  });

  test("the tableau shows each card's cost, effect and this seat's standing on it", () => {
    const card = (cardId: string): Json => game.view.tableau.find((c: Json) => c.id === cardId);
    expect(card('washDay')).toMatchObject({
      name: 'Wash Day',
      cost: 15,
      prices: [15],
      seats: [{ seat: 1, price: 15, open: true }],
    });
    expect(card('washDay').effect).toContain('+$5');
    expect(card('gunsmith')).toMatchObject({ cost: 8, prices: [8, 20, 36] });
    expect(card('workhorseTonic')).toMatchObject({
      prices: [4, 6, 9, 13, 18],
      seats: [{ price: 4, marked: 0, of: 5 }],
    });
    expect(card('sheriffsDeputy')).toMatchObject({
      cost: 0,
      seats: [{ marked: 0, of: 3, state: '0 of 3 boxes marked' }], // v4: 3 boxes (v2, v3: 4)
    });
    expect(card('sheriffsDeputy').effect).toContain('$40');
    expect(card('coalBaron')).toMatchObject({
      seats: [{ marked: 10, of: 12, open: false, state: '10 of 12 Coal in the Ore Stash' }],
    });
    expect(card('coalBaron').requirement).toContain('does not count');
  });
});
