/** The rulings of spec §7 and every Boom Town card's effect, with the personal-roll labels of §4.6. */
import { describe, expect, test } from 'vitest';
import { deliveryOf, ponyBonuses, standingsOf } from '../../../../src/games/coal-n-write/delivery.js';
import {
  coalNWrite,
  coalNWriteV2,
  CURRENT_CONTENT,
  type CoalNWriteState,
  type Ore,
} from '../../../../src/games/coal-n-write/index.js';
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
  topFirst,
  when,
} from './fixtures.js';

/** The content of the version these rulings play (the current one). */
const C = CURRENT_CONTENT;
const letters = (s: string): Ore[] => [...s] as Ore[];
const none = { S: 0, T: 0, C: 0, B: 0 };
const visitWith = (state: CoalNWriteState, move: object, rolls: Record<string, number[]> = {}, seat = 1) => {
  const r = when(state, { type: 'visitTown', die: 0, ...move }, { seat: seat, rolls: rolls });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { state: r.value.state, labels: labelsOf(r.value.events) };
};
const pair = (s: CoalNWriteState, cash = 100, seat = 1) => play(sheet(s, seat, { cash }), [4, 4, 2]);

describe('dice and turns', () => {
  test('R1: three 1s still send one die to the Bunkhouse', () => {
    const s = play(opened(), [1, 1, 1], made({ type: 'endTurn' }));
    expect(coalNWrite.pending(s)).toMatchObject({ label: 'round1.turn2.throw', count: 2 });
  });
  test('R3: visit first, then claim with the other dice', () => {
    let s = after(pair(opened()), { type: 'visitTown', die: 0, card: 'sheriffsDeputy' });
    s = after(s, { type: 'claim', vein: 'B', dice: [1] });
    expect(p(s).stash).toEqual(['B']);
  });
  test('R5: claims chain down a vein in one turn', () => {
    let s = play(opened(), [5, 6, 6]);
    s = after(s, { type: 'claim', vein: 'C', dice: [0] });
    s = after(s, { type: 'claim', vein: 'C', dice: [1] });
    expect(p(s).veins[1]).toEqual({ cavern: 2, dug: 0 });
  });
  test('R13: a tonic does not save a 1 from the Bunkhouse', () => {
    let s = play(sheet(opened(), 1, { tonics: 2 }), [1, 5, 6]);
    s = after(s, { type: 'claim', vein: 'C', dice: [0], tonics: 2 });
    expect(p(s)).toMatchObject({ tonics: 0, stash: ['C'] });
    s = play(s, made({ type: 'endTurn' }));
    expect(coalNWrite.pending(s)).toMatchObject({ count: 2 });
  });
  test('R6: the lone 1 may still claim a dug cavern, then the round ends', () => {
    let s = sheet(opened(), 1, {
      veins: [
        { cavern: 1, dug: 2 },
        { cavern: 0, dug: 0 },
        { cavern: 0, dug: 0 },
        { cavern: 0, dug: 0 },
      ],
    });
    s = quickRound(s, { type: 'chooseBonus', bonus: 'P' }, []);
    s = play(s, [1]);
    s = after(s, { type: 'claim', vein: 'B', dice: [0] });
    s = play(s, made({ type: 'endTurn' }));
    expect(s.phase).toBe('load');
    expect(p(s).pistols).toBe(0);
  });
});

describe('the Boom Town tableau', () => {
  test('R4: one card per turn with visits, however many visited; none without visits', () => {
    let s = play(sheet(sheet(opened(2), 1, { cash: 20 }), 2, { cash: 20 }), [3, 3, 2]);
    expect(s.tableau).toHaveLength(7);
    s = play(
      s,
      made({ type: 'visitTown', die: 0, card: 'sheriffsDeputy' }, 1),
      made({ type: 'visitTown', die: 1, card: 'sheriffsDeputy' }, 2),
    );
    s = play(s, ...everyone(s, { type: 'endTurn' }));
    expect(s.tableau).toHaveLength(8);
    expect(s.deck).toHaveLength(6);
    s = play(s, [2, 3, 4], ...everyone(s, { type: 'endTurn' }));
    expect(s.tableau).toHaveLength(8);
  });
  test('a T bonus visit takes no die, labels its rolls round{r}.bonus, and adds a card', () => {
    let s = quickRound(opened(1, topFirst(9, SOLO.wagonWheelFixin)), { type: 'chooseBonus', bonus: 'T' }, [
      [2],
      [3],
      [4],
    ]);
    expect(s.phase).toBe('bonus');
    expect(codeOf(s, { type: 'visitTown', die: 0, card: 'wagonWheelFixin' })).toBe('bad-move');
    const r = when(
      s,
      { type: 'visitTown', card: 'wagonWheelFixin' },
      { seat: 1, rolls: { 'round1.bonus.p1.wagon': [5] } },
    );
    if (!r.ok) throw new Error(r.error.code);
    expect(labelsOf(r.value.events)).toEqual(['round1.bonus.p1.wagon']);
    s = play(r.value.state, made({ type: 'bonusDone' }));
    expect(p(s).cash).toBe(10);
    expect(s.tableau).toHaveLength(8);
    expect(s.phase).toBe('load');
  });
});

describe('cards', () => {
  test('Wash Day: +$5 on every delivery from this round on', () => {
    let s = after(pair(opened(), 15), { type: 'visitTown', die: 0, card: 'washDay' });
    s = quickRound(play(s, made({ type: 'endTurn' })));
    s = play(s, made({ type: 'load', ore: none }));
    expect(p(s).cash).toBe(5);
  });
  test('Gunsmith: 3 pistols cost $36', () => {
    expect(p(visitWith(pair(opened(), 36), { card: 'gunsmith', count: 3 }).state)).toMatchObject({
      cash: 0,
      pistols: 3,
    });
  });
  test('Tack & Harness: 8 slots from this round', () => {
    let s = sheet(opened(), 1, { stash: letters('BBBBBBBB') });
    s = after(pair(s, 25), { type: 'visitTown', die: 0, card: 'tackAndHarness' });
    s = quickRound(play(s, made({ type: 'endTurn' })));
    s = after(s, { type: 'load', ore: { S: 0, T: 0, C: 0, B: 8 } });
    expect(p(s).cash).toBe(24);
  });
  test('Workhorse Tonic: a personal stock priced 4, 6, 9, 13, 18 (R14)', () => {
    let s = visitWith(pair(opened(2), 100, 1), { card: 'workhorseTonic', count: 2 }).state;
    s = visitWith(sheet(s, 2, { cash: 50 }), { card: 'workhorseTonic', count: 3, die: 1 }, {}, 2).state;
    expect(p(s, 1)).toMatchObject({ cash: 90, tonics: 2 });
    expect(p(s, 2)).toMatchObject({ cash: 31, tonics: 3 });
  });
  test("Sheriff's Deputy: the last box (v1: the 3rd; v2: the 4th) pays $40, then the card is closed", () => {
    const s = visitWith(pair(sheet(opened(), 1, { sheriff: C.sheriff.boxes - 1 }), 0), {
      card: 'sheriffsDeputy',
    }).state;
    expect(p(s)).toMatchObject({ sheriff: C.sheriff.boxes, cash: C.sheriff.reward });
    expect(
      codeOf(play(s, made({ type: 'endTurn' }), [4, 4, 2]), { type: 'visitTown', die: 0, card: 'sheriffsDeputy' }),
    ).toBe('card-closed');
  });
  test("Wagon Wheel Fixin': die × 2, × 3, × 4 by visit", () => {
    const first = visitWith(
      pair(opened(1, topFirst(9, SOLO.wagonWheelFixin)), 0),
      { card: 'wagonWheelFixin' },
      { 'round1.turn1.p1.wagon': [5] },
    );
    expect(first.labels).toEqual(['round1.turn1.p1.wagon']);
    expect(p(first.state).cash).toBe(10);
    const third = visitWith(
      pair(sheet(opened(1, topFirst(9, SOLO.wagonWheelFixin)), 1, { wagonVisits: 5 }), 0),
      { card: 'wagonWheelFixin' },
      { 'round1.turn1.p1.wagon': [5] },
    );
    expect(p(third.state).cash).toBe(20);
  });
  test("Cow Punchin': 3 dice, $5 per 4–6", () => {
    const r = visitWith(
      pair(opened(1, topFirst(9, SOLO.cowPunchin)), 0),
      { card: 'cowPunchin' },
      { 'round1.turn1.p1.cow': [4, 3, 6] },
    );
    expect(r.labels).toEqual(['round1.turn1.p1.cow']);
    expect(p(r.state).cash).toBe(10);
  });
  test("Drankin' Contest: 3 declared throws without doubles → +$15; doubles → pay $5", () => {
    const s = visitWith(pair(opened(1, topFirst(9, SOLO.drankinContest)), 5), { card: 'drankinContest' }).state;
    expect(p(s).sub).toEqual({ kind: 'drink' });
    const L = (k: number) => `round1.turn1.p1.drink.throw${k}`;
    const win = when(
      s,
      { type: 'drink', throws: 3 },
      { seat: 1, rolls: { [L(1)]: [1, 2], [L(2)]: [3, 4], [L(3)]: [5, 6] } },
    );
    if (!win.ok) throw new Error(win.error.code);
    expect(labelsOf(win.value.events)).toEqual([L(1), L(2), L(3)]);
    expect(p(win.value.state).cash).toBe(20);
    const lose = when(s, { type: 'drink', throws: 4 }, { seat: 1, rolls: { [L(1)]: [1, 2], [L(2)]: [3, 3] } });
    if (!lose.ok) throw new Error(lose.error.code);
    expect(labelsOf(lose.value.events)).toEqual([L(1), L(2)]);
    expect(p(lose.value.state).cash).toBe(0);
  });
  test("Arm Wrasslin': a tie throws again; the higher takes $10", () => {
    let s = opened(2, topFirst(8, MULTI.armWrasslin));
    s = sheet(pair(s, 10), 2, { cash: 10 });
    const r = visitWith(
      s,
      { card: 'armWrasslin', opponent: 2 },
      { 'round1.turn1.p1.wrassle.throw1': [3, 3], 'round1.turn1.p1.wrassle.throw2': [2, 5] },
    );
    expect(r.labels).toEqual(['round1.turn1.p1.wrassle.throw1', 'round1.turn1.p1.wrassle.throw2']);
    expect([p(r.state, 1).cash, p(r.state, 2).cash]).toEqual([0, 20]);
  });
  test('Rodeo Contest (R23): others join without a visit; each throws 2 dice', () => {
    let s = opened(3, topFirst(8, MULTI.rodeoContest));
    s = sheet(sheet(pair(s, 10), 2, { cash: 5 }), 3, { cash: 5 });
    s = visitWith(s, { card: 'rodeoContest' }).state;
    s = play(s, ...everyone(s, { type: 'endTurn' }));
    expect(s.phase).toBe('rodeo');
    expect(coalNWrite.pending(s)).toEqual({ kind: 'choice', players: [2, 3] });
    s = play(s, made({ type: 'joinRodeo', join: false }, 3));
    const r = when(
      s,
      { type: 'joinRodeo', join: true },
      { seat: 2, rolls: { 'round1.turn1.rodeo.p1': [6, 6], 'round1.turn1.rodeo.p2': [4, 4] } },
    );
    if (!r.ok) throw new Error(r.error.code);
    // The engine goes on to the next main throw at once: the turn is over for everyone.
    expect(labelsOf(r.value.events)).toEqual(['round1.turn1.rodeo.p1', 'round1.turn1.rodeo.p2', 'round1.turn2.throw']);
    const t = r.value.state;
    expect([p(t, 1).cash, p(t, 2).cash, p(t, 3).cash]).toEqual([30, 15, 5]);
    expect(coalNWrite.pending(t)).toEqual({ kind: 'choice', players: [1, 2, 3] });
  });
  test('Rodeo in solo: one entrant, no sign-up step', () => {
    const r = visitWith(pair(opened(1, topFirst(9, SOLO.rodeoContest)), 5), { card: 'rodeoContest' });
    const done = when(r.state, { type: 'endTurn' }, { seat: 1, rolls: { 'round1.turn1.rodeo.p1': [5, 4] } });
    if (!done.ok) throw new Error(done.error.code);
    expect(labelsOf(done.value.events)[0]).toBe('round1.turn1.rodeo.p1');
    expect(p(done.value.state).cash).toBe(15);
  });
  test('R17: the Coal Baron pays for 12 Coal in the Ore Stash', () => {
    const s = pair(
      sheet(opened(1, topFirst(9, SOLO.coalBaron)), 1, {
        stash: letters('C'.repeat(14)),
        loaded: { S: 0, T: 0, C: 2, B: 0 },
      }),
      0,
    );
    const t = play(visitWith(s, { card: 'coalBaron' }).state, made({ type: 'endTurn' }));
    expect(p(t).cash).toBe(60);
    expect(t.tableau).not.toContain('coalBaron');
  });
  test('R17 (corrected, v3): Coal already shipped by burro does not count', () => {
    // 12 Coal written, 3 of them loaded onto a burro (scratched out of the stash): 9 remain.
    const s = pair(
      sheet(opened(1, topFirst(9, SOLO.coalBaron)), 1, {
        stash: letters('C'.repeat(12)),
        loaded: { S: 0, T: 0, C: 3, B: 0 },
      }),
      0,
    );
    expect(codeOf(s, { type: 'visitTown', die: 0, card: 'coalBaron' })).toBe('not-enough-coal');
    expect(coalNWrite.legalMoves(s, 1).filter((m) => m.type === 'visitTown' && m.card === 'coalBaron')).toEqual([]);
    // Under v2 (games recorded before the correction) the same sheet was paid.
    expect(coalNWriteV2.validate(s, 1, { type: 'visitTown', die: 0, card: 'coalBaron' }).ok).toBe(true);
  });
  test('R24: Sugarfoot adds round 7 with burro 7 (1 bandit)', () => {
    expect(
      codeOf(pair(opened(1, topFirst(9, SOLO.sugarfoot)), C.sugarfoot - 1), {
        type: 'visitTown',
        die: 0,
        card: 'sugarfoot',
      }),
    ).toBe('not-enough-cash');
    let s = visitWith(pair(opened(1, topFirst(9, SOLO.sugarfoot)), C.sugarfoot), { card: 'sugarfoot' }).state;
    expect(p(s).cash).toBe(0);
    expect(s.lastRound).toBe(7);
    expect(codeOf(s, { type: 'visitTown', die: 1, card: 'sugarfoot' })).toBe('already-visited');
    s = play(s, made({ type: 'endTurn' }));
    for (let r = 0; r < 6; r++) s = play(quickRound(s), made({ type: 'load', ore: none }));
    expect(s.phase).toBe('throw');
    expect(s.round).toBe(7);
    s = sheet(s, 1, { stash: letters('SSTT') });
    s = quickRound(s);
    s = after(s, { type: 'load', ore: { S: 2, T: 2, C: 0, B: 0 } });
    expect(s.phase).toBe('over');
    expect(p(s).deliveries[6]).toMatchObject({ burro: 7, stolen: 'S', value: 16 });
  });
  test("R18: Mule Team — same-turn buyers each get 25% of the others' round-7 ore value", () => {
    let s = opened(3, topFirst(8, MULTI.muleTeam));
    s = play(sheet(sheet(s, 1, { cash: 30 }), 2, { cash: 30 }), [6, 6, 1]);
    s = visitWith(s, { card: 'muleTeam' }).state;
    s = visitWith(s, { card: 'muleTeam', die: 1 }, {}, 2).state;
    s = play(s, ...everyone(s, { type: 'endTurn' }));
    expect(s.tableau).not.toContain('muleTeam');
    expect(s.lastRound).toBe(7);
    for (let r = 0; r < 6; r++) {
      s = quickRound(s);
      s = play(s, ...everyone(s, { type: 'load', ore: none }));
    }
    const shot = [0, 0, 0, 0, 0, 0, 1]; // fixture: everyone has shot burro 7's bandit
    s = sheet(
      sheet(sheet(s, 1, { stash: letters('TT'), banditsShot: shot }), 2, { stash: letters('BBBB'), banditsShot: shot }),
      3,
      { stash: letters('CCCCCC'), banditsShot: shot },
    );
    s = quickRound(s);
    s = play(
      s,
      made({ type: 'load', ore: { S: 0, T: 2, C: 0, B: 0 } }, 1),
      made({ type: 'load', ore: { S: 0, T: 0, C: 0, B: 4 } }, 2),
      made({ type: 'load', ore: { S: 0, T: 0, C: 6, B: 0 } }, 3),
    );
    expect(s.phase).toBe('over');
    // Round-7 values: 16, 12, 30. Seat 1 gets 25% of 42, seat 2 25% of 46, rounded down.
    expect([p(s, 1).muleBonus, p(s, 2).muleBonus, p(s, 3).muleBonus]).toEqual([10, 11, 0]);
    expect([p(s, 1).cash, p(s, 2).cash, p(s, 3).cash]).toEqual([26, 23, 30]);
  });
});

describe("Backroom Gamblin' details", () => {
  test('R10: with credit a bust costs nothing but still places a bandit', () => {
    let s = play(quickRound(sheet(opened(), 1, { cash: 3 }), { type: 'chooseBonus', bonus: 'G' }, [[2], [3]]), [4]);
    const L = (k: number) => `round1.bonus.p1.gamble.throw${k}`;
    const r = when(s, { type: 'endTurn' }, { seat: 1, rolls: { [L(1)]: [6] } });
    if (!r.ok) throw new Error(r.error.code);
    s = after(r.value.state, { type: 'gambleHit' }, { rolls: { [L(2)]: [6] } });
    s = after(s, { type: 'gambleHit' }, { rolls: { [L(3)]: [6] } });
    expect(p(s)).toMatchObject({ cash: 3, sub: { kind: 'bandit' } });
    expect(codeOf(s, { type: 'bonusDone' })).toBe('sub-step-open');
    s = play(s, made({ type: 'placeBandit', burro: 1 }), made({ type: 'bonusDone' }));
    expect(p(s).banditsAdded[0]).toBe(1);
    expect(s.phase).toBe('load');
  });
  test('R11: gambling ore rides on this burro outside the slots and bandits see it', () => {
    const gambler = { ...p(opened()), extraOre: { S: 0, T: 1, C: 1, B: 0 } };
    expect(deliveryOf(C, gambler, 4, { S: 0, T: 0, C: 6, B: 0 }, 4)).toMatchObject({
      ore: ['C', 'C', 'C', 'C', 'C', 'C', 'T', 'C'],
      stolen: 'T',
      value: 35,
    });
  });
});

describe('delivery bonuses', () => {
  test('R21: Strike Gold! counts the value after bandits; Wash Day and $ come on top', () => {
    const sheet0 = { ...p(opened()), strikeGold: 4, washDay: true, dollarBonus: true };
    // Burro 4 has a bandit: S,S,T,T,T,C → the Silver goes, V = 29 → Strike Gold $10, + $5 + $10.
    expect(deliveryOf(C, sheet0, 4, { S: 2, T: 3, C: 1, B: 0 }, 4)).toMatchObject({
      stolen: 'S',
      value: 29,
      strikeGold: 10,
      washDay: 5,
      lone: 10,
      total: 54,
    });
  });
});

describe('pistols', () => {
  test("R9: a pistol may scratch this round's bandit; legal at the load step", () => {
    let s = opened();
    for (let r = 1; r <= 3; r++) s = play(quickRound(s), made({ type: 'load', ore: none }));
    s = quickRound(s);
    s = sheet(s, 1, { pistols: 1, stash: letters('SSSSTT') });
    s = after(s, { type: 'shoot', burro: 4 });
    s = after(s, { type: 'load', ore: { S: 4, T: 2, C: 0, B: 0 } });
    expect(p(s)).toMatchObject({ pistols: 0, cash: 64 });
  });
});

describe('end of game', () => {
  test.each([
    [
      [3, 3, 1],
      [22, 22, 0],
    ],
    [
      [3, 1, 1],
      [30, 7, 7],
    ],
    [
      [0, 2, 0],
      [0, 30, 0],
    ],
    [
      [2, 2, 2],
      [15, 15, 15],
    ],
    [
      [1, 0, 0, 0],
      [30, 0, 0, 0],
    ],
  ])('Pony Express mails %j → %j', (mails, bonus) => {
    expect(ponyBonuses(C, mails)).toEqual(bonus);
  });
  test('R26: cash, then stash value; still tied share the place', () => {
    let s = opened(4);
    s = sheet(s, 1, { cash: 100, stash: letters('S') });
    s = sheet(s, 2, { cash: 100, stash: letters('T') });
    s = sheet(s, 3, { cash: 120 });
    s = sheet(s, 4, { cash: 100, stash: letters('S') });
    expect(standingsOf(C, s)).toEqual({
      lowerIsBetter: false,
      players: [
        { seat: 3, rank: 1, score: 120 },
        { seat: 1, rank: 2, score: 100 },
        { seat: 4, rank: 2, score: 100 },
        { seat: 2, rank: 4, score: 100 },
      ],
    });
  });
});
