/** Content v1 against the spec's constraints (§2), and the legal-move lists of a few steps. */
import { describe, expect, test } from 'vitest';
import { CARD_IDS, CONTENT_V1, VEINS, coalNWrite } from '../../../../src/games/coal-n-write/index.js';
import { made, opened, play, quickRound, sheet, SOLO, topFirst } from './helpers.js';

const C = CONTENT_V1;

describe('content v1', () => {
  test('the mine: 11/11/10/8 caverns, 1–3 bubbles, the E1 constraints on Borax', () => {
    expect(VEINS.map((v) => C.veins[v].length)).toEqual([11, 11, 10, 8]);
    for (const v of VEINS) for (const c of C.veins[v]) expect(c.bub).toBeGreaterThanOrEqual(1), expect(c.bub).toBeLessThanOrEqual(3);
    expect(C.veins.B[0]!.num).toBeLessThanOrEqual(4);
    expect(C.veins.B[1]!.bub).toBe(2);
    expect(C.veins.B[1]!.num).toBeGreaterThan(5);
  });
  test('(S) values: ore, dice, Gamblin\', Strike Gold, Coal Baron, Lone Miner $', () => {
    expect(C.oreValue).toEqual({ S: 12, T: 8, C: 5, B: 3 });
    expect([C.dice, C.sides, C.rounds, C.tonicBonus]).toEqual([3, 6, 6, 2]);
    expect(C.strikeGold).toMatchObject({ per: 10, step: 20 });
    expect(C.coalBaron).toEqual({ coal: 12, reward: 60 });
    expect(C.lone).toEqual({ coal: 2, digs: 3, dollars: 10 });
    expect(C.burros.map((b) => b.solid + b.dashed)).toEqual([8, 8, 8, 8, 8, 8, 8]);
    expect(C.burros[6]!.bandits).toBe(1);
  });
  test('Boom Town: 6 starters; the solo deck drops multiplayer-only cards and vice versa', () => {
    expect(C.starters).toEqual(['washDay', 'strikeGold', 'gunsmith', 'tackAndHarness', 'workhorseTonic', 'sheriffsDeputy']);
    expect(C.soloDeck).toHaveLength(9);
    expect(C.multiDeck).toHaveLength(8);
    for (const solo of ['sugarfoot', 'cowPunchin', 'drankinContest'] as const) expect(C.multiDeck).not.toContain(solo);
    for (const multi of ['armWrasslin', 'muleTeam'] as const) expect(C.soloDeck).not.toContain(multi);
    expect(new Set([...C.starters, ...C.soloDeck, ...C.multiDeck])).toEqual(new Set(CARD_IDS));
    expect(Object.isFrozen(C)).toBe(true);
  });
  test('setup waits for the setup.boomtown shuffle of 9 (solo) or 8 (multiplayer) cards, then the first throw', () => {
    const solo = coalNWrite.setup({ players: [{ name: 'A' }], options: {} });
    expect(coalNWrite.pending(solo)).toEqual({ kind: 'shuffle', label: 'setup.boomtown', size: 9 });
    const four = coalNWrite.setup({ players: [1, 2, 3, 4].map((i) => ({ name: `P${i}` })), options: {} });
    expect(coalNWrite.pending(four)).toEqual({ kind: 'shuffle', label: 'setup.boomtown', size: 8 });
    const opened4 = play(four, topFirst(8, 3));
    expect(opened4.tableau).toEqual([...C.starters, 'muleTeam']);
    expect(coalNWrite.pending(opened4)).toEqual({ kind: 'roll', label: 'round1.turn1.throw', count: 3, sides: 6 });
  });
});

describe('legal moves', () => {
  test('a pair: one visit per card (lowest die of the pair), claims, digs and endTurn', () => {
    const s = play(sheet(opened(), 1, { cash: 100 }), [4, 4, 2]);
    const legal = coalNWrite.legalMoves(s, 1);
    const visits = legal.filter((m) => m.type === 'visitTown');
    expect(new Set(visits.map((m) => (m.type === 'visitTown' ? m.die : -1)))).toEqual(new Set([0]));
    expect(visits).toContainEqual({ type: 'visitTown', die: 0, card: 'gunsmith', count: 3 });
    expect(visits).toContainEqual({ type: 'visitTown', die: 0, card: 'workhorseTonic', count: 5 });
    expect(legal).toContainEqual({ type: 'claim', vein: 'B', dice: [0] });
    expect(legal).toContainEqual({ type: 'dig', vein: 'S', die: 2 });
    expect(legal.at(-1)).toEqual({ type: 'endTurn' });
    expect(coalNWrite.legalMoves(s, 2)).toEqual([]);
  });
  test('the bonus pick offers G only while Backroom Gamblin\' is face-up', () => {
    const without = play(opened(1, topFirst(9, SOLO.cowPunchin)), [1, 2, 3], made({ type: 'endTurn' }), [1, 2], made({ type: 'endTurn' }));
    expect(coalNWrite.legalMoves(without, 1).map((m) => (m.type === 'chooseBonus' ? m.bonus : ''))).toEqual(['C', 'D', 'P', 'T', '$']);
    const withG = quickRound(opened(), { type: 'chooseBonus', bonus: 'G' }, []);
    expect(withG.players[0]!.bonuses).toEqual(['G']);
  });
  test('loads: every full split, full splits leaving one type out, and the empty load', () => {
    const s = quickRound(sheet(opened(), 1, { stash: ['S', 'S', 'T', 'C', 'C', 'B', 'B', 'B'] }));
    const loads = coalNWrite.legalMoves(s, 1).filter((m) => m.type === 'load');
    expect(loads).toContainEqual({ type: 'load', ore: { S: 2, T: 1, C: 2, B: 1 } });
    expect(loads).toContainEqual({ type: 'load', ore: { S: 0, T: 1, C: 2, B: 3 } });
    expect(loads).toContainEqual({ type: 'load', ore: { S: 0, T: 0, C: 0, B: 0 } });
    for (const m of loads) if (m.type === 'load') expect(m.ore.S + m.ore.T + m.ore.C + m.ore.B).toBeLessThanOrEqual(6);
  });
});
