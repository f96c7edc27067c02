/**
 * Ending a round (spec §4.5) read off states directly: which burros may still be defended or robbed,
 * what a delivery adds to the sheet, when the Mule Team pays, and Pony Express for any mail order.
 */
import { describe, expect, test } from 'vitest';
import { CURRENT_CONTENT as C, type CoalNWriteState } from '../../../../src/games/coal-n-write/index.js';
import { burroOpen, deliverAll, ponyBonuses } from '../../../../src/games/coal-n-write/delivery.js';
import { made, opened, play, quickRound, sheet } from './fixtures.js';

const noOre = { S: 0, T: 0, C: 0, B: 0 };

describe('burroOpen', () => {
  test('a burro of this game not yet delivered is open; others are not', () => {
    const s = opened();
    expect([0, 1.5, 1, s.lastRound, s.lastRound + 1].map((b) => burroOpen(s, b))).toEqual([
      'no-such-burro',
      'no-such-burro',
      'ok',
      'ok',
      'no-such-burro',
    ]);
    const later = quickRound(s);
    expect(later.phase).toBe('load');
    expect([1, 2].map((b) => burroOpen(later, b))).toEqual(['ok', 'ok']);
    const next = play(later, made({ type: 'load', ore: noOre }));
    expect([1, 2].map((b) => burroOpen(next, b))).toEqual(['burro-delivered', 'ok']);
  });

  test('once the game is over, its last burro is delivered too', () => {
    let s = opened();
    while (s.phase !== 'over') s = play(quickRound(s), made({ type: 'load', ore: noOre }));
    expect(burroOpen(s, s.round)).toBe('burro-delivered');
    expect(burroOpen({ ...s, phase: 'load' } as CoalNWriteState, s.round)).toBe('ok');
  });
});

describe('deliverAll', () => {
  test('adds the load to what was loaded before, empties the burro, and keeps a Strike Gold! marker of a later round', () => {
    const s = sheet(opened(), 1, {
      load: { S: 1, T: 2, C: 1, B: 1 },
      loaded: { S: 2, T: 1, C: 3, B: 0 },
      strikeGold: 4,
    });
    const [p] = deliverAll(C, s);
    expect(p).toMatchObject({ loaded: { S: 3, T: 3, C: 4, B: 1 }, load: null, strikeGold: 4 });
    expect(p!.deliveries.at(-1)).toMatchObject({ burro: 1, ore: ['S', 'T', 'T', 'C', 'B'] });
  });

  test('a player who loaded nothing delivers an empty burro', () => {
    const s = sheet(opened(), 1, { load: null, loaded: { S: 2, T: 1, C: 3, B: 0 }, cash: 12 });
    const [p] = deliverAll(C, s);
    expect(p).toMatchObject({ loaded: { S: 2, T: 1, C: 3, B: 0 }, cash: 12 });
    expect(p!.deliveries.at(-1)).toMatchObject({ ore: [], value: 0 });
  });

  test('the Mule Team pays its share of the others’ deliveries only after the last regular round', () => {
    const two = sheet(sheet(opened(2), 1, { muleBuyer: true, load: noOre, cash: 0 }), 2, {
      load: { S: 1, T: 1, C: 1, B: 1 },
    });
    const others = deliverAll(C, { ...two, round: C.rounds + 1 })[1]!.deliveries.at(-1)!.value;
    const before = deliverAll(C, { ...two, round: C.rounds });
    // Both deliveries are worth a share: only the round decides.
    expect(Math.floor((before[1]!.deliveries.at(-1)!.value * C.muleTeam.percent) / 100)).toBeGreaterThan(0);
    expect(Math.floor((others * C.muleTeam.percent) / 100)).toBeGreaterThan(0);
    expect(before[0]).toMatchObject({ muleBonus: 0, cash: 0 });
    expect(deliverAll(C, { ...two, round: C.rounds + 1 })[0]).toMatchObject({
      muleBonus: Math.floor((others * C.muleTeam.percent) / 100),
    });
  });
});

describe('ponyBonuses', () => {
  test('ranks mail whatever the seat order', () => {
    const [first, second] = C.ponyExpress.prizes;
    expect(ponyBonuses(C, [1, 3, 2])).toEqual([0, first, second]);
    expect(ponyBonuses(C, [2, 0, 3])).toEqual([second, 0, first]);
  });
});
