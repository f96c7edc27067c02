/** The Boom Town tableau in the view: each card's cost and effect, and each seat's standing on it after real visits. */
import { describe, expect, test } from 'vitest';
import { coalNWrite, type CoalNWriteState } from '../../../../src/games/coal-n-write/index.js';
import { after, opened, play, sheet, SOLO, topFirst } from './fixtures.js';

const card = (s: CoalNWriteState, id: string) => coalNWrite.view(s, 1).tableau.find((c) => c.id === id)!;
const pair = (s: CoalNWriteState, cash = 100) => play(sheet(s, 1, { cash }), [4, 4, 2]);
/** A visit with die 0 of the pair, then the turn ends and the next throw is a pair again. */
const visit = (s: CoalNWriteState, move: object, rolls: Record<string, number[]> = {}) =>
  after(
    after(s, { type: 'visitTown', die: 0, ...move }, { rolls: rolls }),
    { type: 'endTurn' },
    { rolls: { [`round1.turn${s.turn + 1}.throw`]: [4, 4, 2] } },
  );

describe("Coal n' Write view: the Boom Town tableau", () => {
  test('every starter shows its cost and effect, not only an id and a name', () => {
    const s = opened();
    expect(card(s, 'washDay')).toMatchObject({
      name: 'Wash Day',
      cost: 15,
      prices: [15],
      requirement: 'once per game',
      seats: [{ seat: 1, price: 15, open: true }],
    });
    expect(card(s, 'gunsmith')).toMatchObject({ cost: 8, prices: [8, 20, 36] });
    expect(card(s, 'gunsmith').effect).toBe(
      'Buy 1, 2, 3 pistols for $8, $20, $36. A pistol scratches one active bandit.',
    );
    expect(card(s, 'tackAndHarness')).toMatchObject({ cost: 25 });
    expect(card(s, 'strikeGold').effect).toContain('+$10 per full $20');
  });
  test("visits move each seat's state: Sheriff's boxes, the next tonic's price, Wash Day owned", () => {
    let s = visit(pair(opened()), { card: 'sheriffsDeputy' });
    expect(card(s, 'sheriffsDeputy').seats[0]).toMatchObject({
      marked: 1,
      of: 3, // v4 (calibrated): 3 boxes, where v2 and v3 had 4
      open: true,
      state: '1 of 3 boxes marked',
    });
    s = visit(s, { card: 'workhorseTonic', count: 2 });
    expect(card(s, 'workhorseTonic').seats[0]).toMatchObject({
      price: 9,
      marked: 2,
      of: 5,
      state: '2 of 5 bought, next $9 (2 held)',
    });
    s = visit(s, { card: 'washDay' });
    expect(card(s, 'washDay').seats[0]).toMatchObject({ open: false, state: 'yours: +$5 a delivery' });
  });
  test("Wagon Wheel Fixin' shows the multiplier of the seat's next visit", () => {
    let s = pair(opened(1, topFirst(9, SOLO.wagonWheelFixin)));
    expect(card(s, 'wagonWheelFixin').seats[0]).toMatchObject({ multiplier: 2, marked: 0, state: 'next visit ×2' });
    s = visit(s, { card: 'wagonWheelFixin' }, { 'round1.turn1.p1.wagon': [3] });
    expect(card(s, 'wagonWheelFixin').seats[0]).toMatchObject({ multiplier: 3, marked: 1 });
    expect(card(s, 'wagonWheelFixin').effect).toBe(
      'Throw a die: gain it ×2 on your 1st visit, ×3 on your 2nd visit, ×4 on your 3rd and later visit.',
    );
  });
});
