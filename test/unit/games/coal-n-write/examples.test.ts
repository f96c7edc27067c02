/** The worked examples of spec §8 (E1–E15), as given/when/then. */
import { describe, expect, test } from 'vitest';
import { CONTENT_V1 } from '../../../../src/games/coal-n-write/content.js';
import { deliveryOf, ponyBonuses, soloRank, standingsOf } from '../../../../src/games/coal-n-write/delivery.js';
import { gamblePayout } from '../../../../src/games/coal-n-write/mini-games.js';
import {
  after,
  codeOf,
  everyone,
  labelsOf,
  made,
  MULTI,
  opened,
  p,
  play,
  quickRound,
  sheet,
  SOLO,
  start,
  topFirst,
  when,
} from './fixtures.js';
import {
  coalNWrite,
  coalNWriteV1,
  CURRENT_CONTENT,
  type CoalNWriteState,
  type Ore,
} from '../../../../src/games/coal-n-write/index.js';

const game = () => coalNWrite;

/** The examples play the current version; the spec writes E8 and E15 with v1's 36-space stash, tested against v1 too. */
const C = CURRENT_CONTENT;
const V1 = CONTENT_V1;
const counts = (letters: string) => {
  const o = { S: 0, T: 0, C: 0, B: 0 };
  for (const l of letters) o[l as Ore]++;
  return o;
};
const letters = (s: string): Ore[] => [...s] as Ore[];

describe('E1: the 2-3-4 Borax turn (rulebook Fig. 1/2)', () => {
  const thrown = play(opened(), [2, 3, 4]);
  test('claim Borax 1 with the 4, dig Borax 2 with the 2 and the 3', () => {
    let s = after(thrown, { type: 'claim', vein: 'B', dice: [2] });
    s = after(s, { type: 'dig', vein: 'B', die: 0 });
    s = after(s, { type: 'dig', vein: 'B', die: 1 });
    expect(p(s).stash).toEqual(['B']);
    expect(p(s).veins[0]).toEqual({ cavern: 1, dug: 2 });
    expect(C.veins.B[1]).toEqual({ num: 6, bub: 2 });
    // A later throw [1,5,6]: the 1 alone claims the fully dug cavern.
    s = play(s, made({ type: 'endTurn' }), [1, 5, 6]);
    s = after(s, { type: 'claim', vein: 'B', dice: [0] });
    expect(p(s).stash).toEqual(['B', 'B']);
  });
  test('2 + 3 = 5 on Borax 2 (num 6) instead of digging → sum-too-low', () => {
    const s = after(thrown, { type: 'claim', vein: 'B', dice: [2] });
    expect(codeOf(s, { type: 'claim', vein: 'B', dice: [0, 1] })).toBe('sum-too-low');
  });
});

describe('E2/E3/E12: bandits (rulebook Fig. 3 and 4)', () => {
  const sheet0 = p(opened());
  // Burro 4 has one printed bandit (v1 and v2).
  test('E2: one active bandit, S,S,S,S,T,T → the Silver is stolen → $16', () => {
    const d = deliveryOf(C, sheet0, 4, counts('SSSSTT'), 4);
    expect(C.burros[3]!.bandits).toBe(1);
    expect(d).toMatchObject({ stolen: 'S', value: 16, total: 16 });
  });
  test('E3: one active bandit, S,T,T,T,C,B → $32', () => {
    expect(deliveryOf(C, sheet0, 4, counts('STTTCB'), 4)).toMatchObject({ stolen: 'S', value: 32 });
  });
  test('E12: burro 6 has 2 bandits; one pistol leaves one active → S,T,T,C,C,B = $29', () => {
    const shot = { ...sheet0, banditsShot: [0, 0, 0, 0, 0, 1, 0] };
    expect(C.burros[5]!.bandits).toBe(2);
    expect(deliveryOf(C, shot, 6, counts('STTCCB'), 6)).toMatchObject({ stolen: 'S', value: 29 });
    const both = { ...sheet0, banditsShot: [0, 0, 0, 0, 0, 2, 0] };
    expect(deliveryOf(C, both, 6, counts('STTCCB'), 6)).toMatchObject({ stolen: null, value: 41 });
  });
  test('E3 through the moves: round 4, load S,T,T,T,C,B → cash +$32', () => {
    let s = opened();
    for (let r = 1; r <= 3; r++) s = play(quickRound(s), made({ type: 'load', ore: { S: 0, T: 0, C: 0, B: 0 } }));
    s = sheet(s, 1, { stash: letters('STTTCB') });
    s = quickRound(s);
    expect(s.phase).toBe('load');
    s = after(s, { type: 'load', ore: counts('STTTCB') });
    expect(p(s).cash).toBe(32);
    expect(p(s).deliveries[3]).toMatchObject({ burro: 4, stolen: 'S', value: 32 });
  });
});

describe('E4: Strike Gold! pays $10 per full $20, no pro-rating', () => {
  const marked = { ...p(opened()), strikeGold: 1 };
  test.each([
    ['TTTB', 27, 10],
    ['SSTT', 40, 20],
    ['TTB', 19, 0],
    ['SSSSS', 60, 30],
  ])('load %s: V = $%i → bonus $%i', (load, value, bonus) => {
    expect(deliveryOf(C, marked, 1, counts(load), 1)).toMatchObject({ value, strikeGold: bonus, total: value + bonus });
  });
  test('the marker returns after the delivery', () => {
    let s = opened();
    s = sheet(s, 1, { cash: 10, stash: letters('TTTB') });
    s = play(s, [2, 2, 5]);
    s = after(s, { type: 'visitTown', die: 0, card: 'strikeGold' });
    expect(codeOf(s, { type: 'visitTown', die: 1, card: 'strikeGold' })).toBe('already-visited');
    s = play(s, made({ type: 'endTurn' }));
    s = quickRound(s);
    s = after(s, { type: 'load', ore: counts('TTTB') });
    expect(p(s).cash).toBe(37);
    expect(p(s).strikeGold).toBe(0);
  });
});

describe("§2.5: the Backroom Gamblin' pay-out table, row by row", () => {
  test.each([
    [4, false, { cash: -10, tin: 0, coal: 0, bust: false }],
    [15, false, { cash: -10, tin: 0, coal: 0, bust: false }],
    [15, true, { cash: 0, tin: 0, coal: 0, bust: false }],
    [16, false, { cash: 0, tin: 0, coal: 0, bust: false }],
    [17, false, { cash: 0, tin: 0, coal: 0, bust: false }],
    [18, false, { cash: 10, tin: 0, coal: 0, bust: false }],
    [19, false, { cash: 10, tin: 0, coal: 0, bust: false }],
    [20, false, { cash: 20, tin: 1, coal: 0, bust: false }],
    [21, false, { cash: 25, tin: 1, coal: 1, bust: false }],
    [22, false, { cash: -10, tin: 0, coal: 0, bust: true }],
    [27, false, { cash: -10, tin: 0, coal: 0, bust: true }],
    [22, true, { cash: 0, tin: 0, coal: 0, bust: true }],
  ])('total %i (credit %s) → %j', (total, credit, result) => {
    expect(gamblePayout(total, credit)).toEqual(result);
  });
});

describe("E5: Backroom Gamblin' (solo deck: the top card is Backroom Gamblin')", () => {
  const atTable = play(sheet(opened(), 1, { cash: 10 }), [3, 3, 5]);
  const visit = { type: 'visitTown', die: 0, card: 'backroomGamblin' } as const;
  const L = (k: number) => `round1.turn1.p1.gamble.throw${k}`;
  test('4 (→ 8), hit 6 (14), hit 5 (19), stay → +$10', () => {
    let s = after(atTable, visit, { rolls: { [L(1)]: [4] } });
    expect(p(s).sub).toEqual({ kind: 'gamble', total: 8, throws: 1, credit: false });
    s = after(s, { type: 'gambleHit' }, { rolls: { [L(2)]: [6] } });
    s = after(s, { type: 'gambleHit' }, { rolls: { [L(3)]: [5] } });
    expect(p(s).sub).toMatchObject({ total: 19 });
    s = after(s, { type: 'gambleStay' });
    expect(p(s).cash).toBe(20);
    expect(p(s).sub).toBeNull();
  });
  test('6 (12), hit 4 (16), hit 5 → 21 stops at once → +$25, a Tin and a Coal on this burro', () => {
    let s = after(atTable, visit, { rolls: { [L(1)]: [6] } });
    s = after(s, { type: 'gambleHit' }, { rolls: { [L(2)]: [4] } });
    s = after(s, { type: 'gambleHit' }, { rolls: { [L(3)]: [5] } });
    expect(p(s).sub).toBeNull();
    expect(p(s).cash).toBe(35);
    expect(p(s).extraOre).toEqual({ S: 0, T: 1, C: 1, B: 0 });
    s = play(s, made({ type: 'endTurn' }));
    s = quickRound(s);
    s = after(s, { type: 'load', ore: { S: 0, T: 0, C: 0, B: 0 } });
    expect(p(s).deliveries[0]).toMatchObject({ ore: ['T', 'C'], value: 13 });
    expect(p(s).cash).toBe(48);
  });
  test('6 (12), hit 6 (18), hit 5 → 23 → pay $10, placeBandit required', () => {
    let s = after(atTable, visit, { rolls: { [L(1)]: [6] } });
    s = after(s, { type: 'gambleHit' }, { rolls: { [L(2)]: [6] } });
    s = after(s, { type: 'gambleHit' }, { rolls: { [L(3)]: [5] } });
    expect(p(s).cash).toBe(0);
    expect(p(s).sub).toEqual({ kind: 'bandit' });
    expect(codeOf(s, { type: 'endTurn' })).toBe('sub-step-open');
    expect(codeOf(s, { type: 'placeBandit', burro: 7 })).toBe('no-such-burro');
    s = after(s, { type: 'placeBandit', burro: 3 });
    expect(p(s).banditsAdded[2]).toBe(1);
    expect(game().legalMoves(s, 1)).toContainEqual({ type: 'endTurn' });
  });
  test('with G credit a final 14 costs $0', () => {
    let s = sheet(opened(), 1, { cash: 0 });
    s = quickRound(s, { type: 'chooseBonus', bonus: 'G' }, []);
    s = play(s, [4]);
    s = play(s, made({ type: 'endTurn' }), [6]);
    s = play(s, made({ type: 'endTurn' }), [2]);
    const r = when(s, { type: 'endTurn' }, { seat: 1, rolls: { 'round1.bonus.p1.gamble.throw1': [5] } });
    if (!r.ok) throw new Error(r.error.code);
    expect(labelsOf(r.value.events)).toEqual(['round1.bonus.p1.gamble.throw1']);
    s = after(r.value.state, { type: 'gambleHit' }, { rolls: { 'round1.bonus.p1.gamble.throw2': [4] } });
    expect(p(s).sub).toMatchObject({ total: 14, credit: true });
    s = after(s, { type: 'gambleStay' });
    expect(p(s).cash).toBe(0);
  });
});

describe('E6: the Lone Miner', () => {
  test('lone throws 4, 6, 1 → no bonus (a third-throw 1 still voids)', () => {
    const s = quickRound(opened(), { type: 'chooseBonus', bonus: '$' }, [[4], [6], [1]]);
    expect(s.phase).toBe('load');
    expect(s.loneVoid).toBe(true);
    expect(p(s).dollarBonus).toBe(false);
  });
  test('lone throws 4, 6, 2 with $ → delivery +$10', () => {
    let s = quickRound(opened(), { type: 'chooseBonus', bonus: '$' }, [[4], [6], [2]]);
    expect(p(s).dollarBonus).toBe(true);
    s = after(s, { type: 'load', ore: { S: 0, T: 0, C: 0, B: 0 } });
    expect(p(s).cash).toBe(10);
    expect(p(s).deliveries[0]).toMatchObject({ lone: 10, total: 10 });
  });
  test('the lone labels are round{r}.lone.throw{k}', () => {
    const s = quickRound(opened(), { type: 'chooseBonus', bonus: 'P' }, []);
    expect(game().pending(s)).toEqual({ kind: 'roll', label: 'round1.lone.throw1', count: 1, sides: 6 });
  });
});

describe('E7: Coal Baron tie', () => {
  test('two players with 12 Coal report in the same turn → $30 each; the card leaves', () => {
    let s = opened(2, topFirst(8, MULTI.coalBaron));
    expect(s.tableau).toContain('coalBaron');
    const coal = letters('CCCCCCCCCCCC');
    s = sheet(sheet(s, 1, { stash: coal }), 2, { stash: coal });
    s = play(s, [4, 4, 2]);
    s = after(s, { type: 'visitTown', die: 0, card: 'coalBaron' }, { seat: 1 });
    s = after(s, { type: 'visitTown', die: 1, card: 'coalBaron' }, { seat: 2 });
    s = play(s, made({ type: 'endTurn' }, 1), made({ type: 'endTurn' }, 2));
    expect(p(s, 1).cash).toBe(30);
    expect(p(s, 2).cash).toBe(30);
    expect(s.tableau).not.toContain('coalBaron');
  });
});

describe('E8: solo ranks', () => {
  const base = p(opened());
  const cases = (size: number): [number, number, string][] => [
    [329, size, 'Silver'],
    [300, size, 'Bronze'],
    [320, size, 'Bronze'],
    [340, size, 'Silver'],
    [341, size, 'Gold'],
    [360, size, 'Gold'],
    [361, size, 'Holy Smokes!'],
    [299, size, 'Go Back East, City Slicker!'],
    [400, size - 1, 'Go Back East, City Slicker!'],
  ];
  test.each(cases(36))('v1 (as the spec writes it): cash $%i with %i/36 spaces → %s', (cash, spaces, rank) => {
    expect(soloRank(V1, { ...base, cash, stash: letters('B'.repeat(spaces)) })).toBe(rank);
  });
  test.each(cases(C.stashSize))(`current: cash $%i with %i/${C.stashSize} spaces → %s`, (cash, spaces, rank) => {
    expect(soloRank(C, { ...base, cash, stash: letters('B'.repeat(spaces)) })).toBe(rank);
  });
  test('the standings carry the rank as the title', () => {
    const s = sheet(opened(), 1, { cash: 329, stash: letters('B'.repeat(C.stashSize)) });
    expect(standingsOf(C, s)).toEqual({
      lowerIsBetter: false,
      players: [{ seat: 1, rank: 1, score: 329, title: 'Silver' }],
    });
  });
});

describe('E9: the Bunkhouse', () => {
  test('[1,1,5]: both 1s may dig; next turn throws 2 dice', () => {
    let s = play(opened(), [1, 1, 5]);
    s = after(s, { type: 'dig', vein: 'S', die: 0 });
    s = after(s, { type: 'dig', vein: 'S', die: 1 });
    expect(p(s).veins[3]).toEqual({ cavern: 0, dug: 2 });
    s = play(s, made({ type: 'endTurn' }));
    expect(game().pending(s)).toEqual({ kind: 'roll', label: 'round1.turn2.throw', count: 2, sides: 6 });
  });
});

describe('E10: a Town visit on a pair', () => {
  const s0 = play(sheet(opened(), 1, { cash: 12 }), [3, 3, 6]);
  test('gunsmith with die 0 → $4, 1 pistol; die 1 may dig, die 0 may not; no second visit', () => {
    const s = after(s0, { type: 'visitTown', die: 0, card: 'gunsmith', count: 1 });
    expect(p(s)).toMatchObject({ cash: 4, pistols: 1 });
    expect(codeOf(s, { type: 'dig', vein: 'B', die: 1 })).toBe('ok');
    expect(codeOf(s, { type: 'dig', vein: 'B', die: 0 })).toBe('die-already-used');
    expect(codeOf(s, { type: 'visitTown', die: 1, card: 'sheriffsDeputy' })).toBe('already-visited');
  });
  test('[2,4,6] → not-a-pair', () => {
    const s = play(sheet(opened(), 1, { cash: 12 }), [2, 4, 6]);
    expect(codeOf(s, { type: 'visitTown', die: 0, card: 'gunsmith', count: 1 })).toBe('not-a-pair');
  });
});

describe('E11: Workhorse Tonic', () => {
  test('Tin 2 (7/2) open, die 5 + 1 tonic = 7 → claimed, no tonic left', () => {
    let s = sheet(opened(), 1, {
      tonics: 1,
      veins: [
        { cavern: 0, dug: 0 },
        { cavern: 0, dug: 0 },
        { cavern: 1, dug: 0 },
        { cavern: 0, dug: 0 },
      ],
    });
    s = play(s, [5, 2, 3]);
    expect(C.veins.T[1]).toEqual({ num: 7, bub: 2 });
    expect(codeOf(s, { type: 'claim', vein: 'T', dice: [0] })).toBe('not-fully-dug');
    s = after(s, { type: 'claim', vein: 'T', dice: [0], tonics: 1 });
    expect(p(s).tonics).toBe(0);
    expect(p(s).stash).toEqual(['T']);
  });
});

describe("E13: Trick Shootin'", () => {
  test('6 hit, 5 miss, 5 hit, 4 miss, 4 hit, 3 miss → 6+5+4 = 15 → +$30, net +$20', () => {
    let s = play(sheet(opened(1, topFirst(9, SOLO.trickShootin)), 1, { cash: 10 }), [5, 5, 1]);
    s = after(s, { type: 'visitTown', die: 0, card: 'trickShootin' });
    expect(p(s).cash).toBe(0);
    const shots: [number, number][] = [
      [6, 6],
      [5, 2],
      [5, 5],
      [4, 3],
      [4, 4],
      [3, 1],
    ];
    shots.forEach(([target, die], i) => {
      expect(p(s).sub).toMatchObject({ kind: 'trick', shots: i });
      s = after(s, { type: 'aim', target }, { rolls: { [`round1.turn1.p1.trick.shot${i + 1}`]: [die] } });
    });
    expect(p(s).sub).toBeNull();
    expect(p(s).cash).toBe(30);
  });
});

describe('E14: Pony Express (solo)', () => {
  test('one visit with 1 mail ($5) → +$30 at game end', () => {
    expect(ponyBonuses(C, [1])).toEqual([30]);
    let s = play(sheet(opened(1, topFirst(9, SOLO.ponyExpress)), 1, { cash: 5 }), [2, 2, 3]);
    s = after(s, { type: 'visitTown', die: 0, card: 'ponyExpress', mails: 1 });
    expect(p(s)).toMatchObject({ cash: 0, mail: 1 });
    s = play(s, made({ type: 'endTurn' }));
    for (let r = 1; r <= 6; r++) {
      s = quickRound(s);
      s = play(s, made({ type: 'load', ore: { S: 0, T: 0, C: 0, B: 0 } }));
    }
    expect(s.phase).toBe('over');
    expect(p(s)).toMatchObject({ ponyBonus: 30, cash: 30 });
  });
});

describe('E15: a full stash', () => {
  test(`${C.stashSize} spaces written (the current stash) → claim → stash-full`, () => {
    const s = play(sheet(opened(), 1, { stash: letters('B'.repeat(C.stashSize)) }), [6, 6, 6]);
    expect(codeOf(s, { type: 'claim', vein: 'C', dice: [0] })).toBe('stash-full');
  });
  test('C bonus with 1 free space writes 1 Coal', () => {
    let s = sheet(opened(), 1, { stash: letters('B'.repeat(C.stashSize - 1)) });
    s = quickRound(s, { type: 'chooseBonus', bonus: 'C' }, [[2], [3], [4]]);
    expect(p(s).stash).toHaveLength(C.stashSize);
    expect(p(s).stash[C.stashSize - 1]).toBe('C');
  });
  test('v1 (as the spec writes it): 36 spaces → stash-full, 35 leave room for a claim', () => {
    const v1 = coalNWriteV1;
    const thrown = (spaces: number): CoalNWriteState => {
      let s = v1.evolve(v1.setup({ players: [{ name: 'A' }], options: {} }), {
        type: 'DeckShuffled',
        label: 'setup.boomtown',
        order: topFirst(9),
      });
      s = sheet(s, 1, { stash: letters('B'.repeat(spaces)) });
      return v1.evolve(s, { type: 'DiceRolled', label: 'round1.turn1.throw', values: [6, 6, 6] });
    };
    expect(V1.stashSize).toBe(36);
    expect(v1.validate(thrown(36), 1, { type: 'claim', vein: 'C', dice: [0] })).toMatchObject({
      ok: false,
      error: { code: 'stash-full' },
    });
    expect(v1.validate(thrown(35), 1, { type: 'claim', vein: 'C', dice: [0] }).ok).toBe(true);
  });
});

describe('everyone uses the same throw', () => {
  test('a 3-player turn: all three are pending, the next throw waits for the last one', () => {
    let s = play(opened(3), [2, 5, 6]);
    expect(game().pending(s)).toEqual({ kind: 'choice', players: [1, 2, 3] });
    s = play(s, made({ type: 'claim', vein: 'B', dice: [1] }, 2), made({ type: 'endTurn' }, 2));
    expect(game().pending(s)).toEqual({ kind: 'choice', players: [1, 3] });
    s = play(s, ...everyone(s, { type: 'endTurn' }));
    expect(game().pending(s)).toMatchObject({ kind: 'roll', label: 'round1.turn2.throw', count: 3 });
    expect(play(start(3), topFirst(8)).tableau).toHaveLength(7);
  });
});
