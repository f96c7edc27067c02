/**
 * The worked examples E1–E11 of spec §8, as given/when/then over real events.
 */
import { describe, expect, test } from 'vitest';
import { codeOf, decided, given, idleCircuit, type Step, turn, when } from './fixtures.js';
import { game } from './fixtures.js';

const SIXES = [6, 6, 6, 6, 6, 6];
const view = (steps: Step[]) => game.view(given(...steps).state, 1);

describe('E1 gear rule', () => {
  const prevGear2 = [turn(2, SIXES)];
  test.each([
    [{ type: 'gear', gear: 3 }, 'ok'],
    [{ type: 'gear', gear: 1 }, 'ok'],
    [{ type: 'gear', gear: 2 }, 'same-gear'],
    [{ type: 'gear', gear: 4 }, 'gear-jump'],
    [{ type: 'gear', gear: 6 }, 'gear-jump'],
    [{ type: 'gear', gear: 4, shift: true }, 'ok'],
  ])('previous gear 2: %j → %s', (move, code) => {
    expect(codeOf(given(...prevGear2).state, move)).toBe(code);
  });

  test('shifting to gear 4 uses a free Shift', () => {
    const { state } = decided(given(...prevGear2).state, { type: 'gear', gear: 4, shift: true });
    expect(state.free.shift).toBe(2);
    expect(state.damage).toBe(0);
    expect(state.gear).toBe(4);
  });

  test.each([1, 2, 3, 4])('turn 1 of circuit %i: gear 5 without Shift is legal', (circuit) => {
    const state = given(...Array.from({ length: circuit - 1 }, idleCircuit)).state;
    expect(game.view(state, 1).circuit).toBe(circuit);
    expect(codeOf(state, { type: 'gear', gear: 5 })).toBe('ok');
  });
});

describe('E2 move counts dice below the gear', () => {
  test.each([
    [{ type: 'gear', gear: 4 }, 3],
    [{ type: 'gear', gear: 4, include: true }, 4],
  ])('%j with dice [1,3,4,6,2,5] moves %i', (gear, spaces) => {
    const rolled = decided(given().state, gear, { rolls: { 'circuit1.turn1.roll': [1, 3, 4, 6, 2, 5] } }).state;
    expect(game.view(rolled, 1).wouldMove).toBe(spaces);
    const { state } = decided(rolled, { type: 'accept' });
    expect(state.position).toBe(spaces);
    expect(state.damage).toBe(0);
  });
});

/** Circuit 2 at p = 13 (S3) after gear 6: the dangerous corner S4 (14), S5 (15) lies ahead. */
const circuit2At13: Step[] = [
  idleCircuit(),
  turn(6, [1, 1, 1, 1, 1, 6]),
  turn(5, [1, 1, 1, 1, 5, 5]),
  turn(6, [1, 1, 1, 1, 6, 6]),
];

test('E3 dangerous corner: circuit 2, p = 13, gear 5, move 5 → q = 18, 2 × 5 = 10 damage', () => {
  expect(view(circuit2At13)).toMatchObject({ circuit: 2, position: 13, section: 3, damage: { marked: 0 } });
  const state = given(...circuit2At13, turn(5, [1, 1, 1, 1, 1, 6])).state;
  expect(game.view(state, 1)).toMatchObject({ circuit: 2, position: 18, section: 6, damage: { marked: 10, free: 5 } });
});

/** Circuit 1 from the flag to p = 40 (S9) landing in every section: no damage. */
const circuit1To40: Step[] = [
  turn(6, [1, 1, 1, 1, 1, 1]), // 6 (S1)
  turn(5, [1, 1, 1, 1, 1, 1]), // 12 (S2)
  turn(6, [1, 1, 1, 1, 1, 6]), // 17 (S3)
  turn(5, [1, 1, 1, 1, 6, 6]), // 21 (S4)
  turn(4, [1, 1, 1, 6, 6, 6]), // 24 (S5)
  turn(5, [1, 1, 1, 1, 1, 6]), // 29 (S6)
  turn(4, [1, 1, 6, 6, 6, 6]), // 31 (S7)
  turn(5, [1, 1, 1, 1, 6, 6]), // 35 (S8)
  turn(6, [1, 1, 1, 1, 1, 6]), // 40 (S9)
];

/** Circuit 2 from the flag to p = 36 (S11) in 11 turns, landing in every section. */
const circuit2To36: Step[] = [
  idleCircuit(),
  turn(6, [1, 1, 1, 1, 1, 6]), // 5 (S1)
  turn(5, [1, 1, 1, 1, 1, 6]), // 10 (S2)
  turn(4, [1, 1, 1, 6, 6, 6]), // 13 (S3)
  turn(3, [1, 6, 6, 6, 6, 6]), // 14 (S4)
  turn(2, [1, 6, 6, 6, 6, 6]), // 15 (S5)
  turn(3, [1, 1, 1, 1, 1, 1]), // 21 (S6)
  turn(4, [1, 1, 1, 1, 6, 6]), // 25 (S7)
  turn(5, [1, 1, 6, 6, 6, 6]), // 27 (S8)
  turn(6, [1, 1, 1, 1, 1, 6]), // 32 (S9)
  turn(5, [1, 1, 1, 6, 6, 6]), // 35 (S10)
  turn(4, [1, 6, 6, 6, 6, 6]), // 36 (S11)
];

describe('E4 exempt sections', () => {
  test('circuit 1, p = 0, gear 6, move 5 → q = 5 (S1): no damage', () => {
    expect(view([turn(6, [1, 1, 1, 1, 1, 6])])).toMatchObject({ position: 5, section: 1, damage: { marked: 0 } });
  });
  test('circuit 1, p = 40 (S9), move 5 → q = 45 (S10): no damage', () => {
    expect(view(circuit1To40)).toMatchObject({ circuit: 1, position: 40, section: 9, damage: { marked: 0 } });
    expect(view([...circuit1To40, turn(5, [1, 1, 1, 1, 1, 6])])).toMatchObject({
      position: 45,
      section: 10,
      damage: { marked: 0 },
    });
  });
  test('circuit 2, p = 36 (S11), move 5 → q = 41 (S12, exempt): no damage', () => {
    expect(view(circuit2To36)).toMatchObject({
      circuit: 2,
      position: 36,
      section: 11,
      damage: { marked: 0 },
      timeUsed: 11,
    });
    expect(view([...circuit2To36, turn(5, [1, 1, 1, 1, 1, 6])]).circuits[1]).toMatchObject({
      complete: true,
      place: 48 - 41,
    });
  });
});

/** Circuit 2 to p = 44 in 9 turns, skipping S4+S5 with gear 3 (6 damage) and S8 with gear 5 (5 damage). */
const circuit2To44: Step[] = [
  idleCircuit(),
  turn(6, [1, 1, 1, 1, 1, 6]), // 5
  turn(5, [1, 1, 1, 1, 1, 6]), // 10
  turn(4, [1, 1, 1, 6, 6, 6]), // 13
  turn(3, [1, 1, 1, 1, 1, 1], { include: true }), // 19, skips S4 S5: 6
  turn(4, [1, 1, 1, 1, 1, 1]), // 25
  turn(5, [1, 1, 1, 1, 1, 1]), // 31, skips S8: 5
  turn(6, [1, 1, 1, 1, 6, 6]), // 35
  turn(5, [1, 1, 1, 1, 6, 6]), // 39
  turn(6, [1, 1, 1, 1, 1, 6]), // 44
];

/** Circuit 2 to p = 30 (S9) in 9 turns without damage. */
const circuit2To30: Step[] = [
  idleCircuit(),
  turn(6, [1, 1, 1, 1, 1, 6]), // 5
  turn(5, [1, 1, 1, 1, 1, 6]), // 10
  turn(4, [1, 1, 1, 6, 6, 6]), // 13
  turn(3, [1, 6, 6, 6, 6, 6]), // 14
  turn(2, [1, 6, 6, 6, 6, 6]), // 15
  turn(3, [1, 1, 1, 1, 1, 1]), // 21
  turn(4, [1, 1, 1, 1, 6, 6]), // 25
  turn(5, [1, 1, 6, 6, 6, 6]), // 27
  turn(6, [1, 1, 1, 6, 6, 6]), // 30
];

describe('E5 finish', () => {
  test('circuit 2, p = 44, move 4 → q = 48 = N + 1: finished, place 0', () => {
    expect(view(circuit2To44)).toMatchObject({ circuit: 2, position: 44, damage: { marked: 11 }, timeUsed: 9 });
    const v = view([...circuit2To44, turn(5, [1, 1, 1, 1, 6, 6])]);
    expect(v.circuits[1]).toEqual({ circuit: 2, length: 47, complete: true, place: 0, finished: true, dnf: false });
    expect(v).toMatchObject({ circuit: 3, position: 0, turn: 1, timeUsed: 0, bank: 15 + 15 - 11 });
  });
  test.each([3, 4, 5])(
    'circuit 2, p = 30 (S9), gear %i with Include, move 6 → 36: skips S10 → damage = gear',
    (gear) => {
      expect(view(circuit2To30)).toMatchObject({ position: 30, section: 9, damage: { marked: 0 }, previousGear: 6 });
      const options = gear === 5 ? {} : { shift: true };
      const v = view([...circuit2To30, turn(gear, [1, 1, 1, 1, 1, 1], { ...options, include: true })]);
      expect(v).toMatchObject({ position: 36, section: 11, damage: { marked: gear } });
    },
  );
});

test('E6 time out: circuit 2 after turn 12 at p = 40 → place 48 − 40 = 8', () => {
  const v = view([...circuit2To36, turn(5, [1, 1, 1, 1, 6, 6])]);
  expect(v.circuits[1]).toEqual({ circuit: 2, length: 47, complete: true, place: 8, finished: false, dnf: false });
  expect(v.places).toEqual([49, 8]);
});

/**
 * Circuit 4 at p = 6 (S2, previous gear 6), then `gear` and ten re-rolls (four free, six paid with
 * 2 boxes each from this track), so 12 of 15 boxes are marked and `dice` are on the table.
 */
const circuit4Marked12 = (gear: Step, dice: readonly number[]): Step[] => [
  idleCircuit(),
  idleCircuit(),
  idleCircuit(),
  turn(6, [1, 1, 1, 1, 1, 1]),
  gear,
  SIXES,
  Array.from({ length: 4 }, () => [{ type: 'reroll' }, SIXES] as Step[]).flat(),
  Array.from({ length: 6 }, (_, i) => [{ type: 'reroll', payCurrent: 2 }, i === 5 ? dice : SIXES] as Step[]).flat(),
];

describe('E7 DNF', () => {
  test('damage 12 of 15, gear 5, the move skips S3 and S4 → 10 > 3 → DNF, place 20', () => {
    const before = given(...circuit4Marked12({ type: 'gear', gear: 5 }, [1, 1, 1, 1, 6, 6])).state;
    // The view shows the damage beside the move before the player accepts it.
    expect(game.view(before, 1)).toMatchObject({
      circuit: 4,
      position: 6,
      damage: { marked: 12, free: 3 },
      bank: 45,
      wouldMove: 4,
      wouldDamage: 10,
      wouldDnf: true,
    });
    const r = when(before, { type: 'accept' });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.events).toEqual([{ type: 'MoveMade', player: 1, move: { type: 'accept' } }]);
    expect(r.value.decision.events.at(-1)).toMatchObject({
      type: 'GameEnded',
      standings: { players: [{ seat: 1, rank: 1, score: 165 }] },
    });
    const v = game.view(r.value.state, 1);
    expect(v.circuits[3]).toEqual({ circuit: 4, length: 49, complete: true, place: 20, finished: false, dnf: true });
    expect(v).toMatchObject({
      phase: 'over',
      damage: { marked: 15, free: 0 },
      places: [49, 48, 48, 20],
      total: 165,
      bank: 45,
    });
    expect(game.pending(r.value.state)).toEqual({
      kind: 'over',
      standings: { lowerIsBetter: true, players: [{ seat: 1, rank: 1, score: 165 }] },
    });
  });
  test('damage due exactly 3 → allowed, track full', () => {
    const rolledState = given(...circuit4Marked12({ type: 'gear', gear: 3, shift: true }, [1, 2, 2, 6, 6, 6])).state;
    expect(game.view(rolledState, 1)).toMatchObject({ wouldMove: 3, wouldDamage: 3, wouldDnf: false });
    const full = given(...circuit4Marked12({ type: 'gear', gear: 3, shift: true }, [1, 2, 2, 6, 6, 6]), {
      type: 'accept',
    }).state;
    expect(game.view(full, 1)).toMatchObject({
      phase: 'gear',
      circuit: 4,
      position: 9,
      damage: { marked: 15, free: 0 },
      places: [49, 48, 48],
    });
  });
});

/**
 * Circuit 1, turn 1: all free Re-rolls and Selects spent, 3 paid Re-rolls (6) and 1 paid Select (3)
 * marked on the track (the bank is empty), so circuit 1 banks 15 − 9 = 6 when its time runs out.
 * Circuit 2, turn 1: one paid Re-roll from the current track marks 2.
 */
const bank6Marked2: Step[] = [
  { type: 'gear', gear: 1 },
  SIXES,
  Array.from({ length: 7 }, () => [{ type: 'reroll' }, SIXES] as Step[]).flat(),
  Array.from({ length: 4 }, () => [{ type: 'select', dice: [0] }, [6]] as Step[]).flat(),
  { type: 'accept' },
  Array.from({ length: 11 }, (_, i) => turn(i % 2 === 0 ? 2 : 1, SIXES)).flat(),
  { type: 'gear', gear: 1 },
  SIXES,
  { type: 'reroll', payCurrent: 2 },
  SIXES,
];

describe('E8 paying', () => {
  test('given free Re-rolls used up, bank 6 from circuit 1, current circuit marked 2', () => {
    expect(view(bank6Marked2)).toMatchObject({ circuit: 2, bank: 6, damage: { marked: 2 }, places: [49] });
    expect(given(...bank6Marked2).state.free).toEqual({ reroll: 0, include: 4, select: 0, shift: 3 });
  });
  test.each([
    [{ type: 'reroll' }, { bank: 4, marked: 2 }],
    [
      { type: 'reroll', payCurrent: 2 },
      { bank: 6, marked: 4 },
    ],
    [
      { type: 'reroll', payCurrent: 1 },
      { bank: 5, marked: 3 },
    ],
    [
      { type: 'reroll', payCurrent: 0 },
      { bank: 4, marked: 2 },
    ],
  ])('%j → %j', (move, { bank, marked }) => {
    const { state } = decided(given(...bank6Marked2).state, move);
    expect(game.view(state, 1)).toMatchObject({ bank, damage: { marked } });
  });
});

test('E9 select [0,1] on [6,6,2,1,5,3] rolls circuit1.turn1.reroll1 with count 2 and replaces dice 0 and 1', () => {
  const rolled = decided(
    given().state,
    { type: 'gear', gear: 3 },
    { rolls: { 'circuit1.turn1.roll': [6, 6, 2, 1, 5, 3] } },
  ).state;
  const { events, state } = decided(
    rolled,
    { type: 'select', dice: [0, 1] },
    { rolls: { 'circuit1.turn1.reroll1': [2, 4] } },
  );
  expect(events).toEqual([
    { type: 'MoveMade', player: 1, move: { type: 'select', dice: [0, 1] } },
    { type: 'DiceRolled', label: 'circuit1.turn1.reroll1', values: [2, 4] },
  ]);
  expect(state.dice).toEqual([2, 4, 2, 1, 5, 3]);
  expect(game.pending(game.evolve(rolled, events[0]!))).toEqual({
    kind: 'roll',
    label: 'circuit1.turn1.reroll1',
    count: 2,
    sides: 6,
  });
  // Unordered indices still fill in ascending index order.
  const reversed = decided(
    rolled,
    { type: 'select', dice: [5, 0] },
    { rolls: { 'circuit1.turn1.reroll1': [1, 2] } },
  ).state;
  expect(reversed.dice).toEqual([1, 6, 2, 1, 5, 2]);
});

describe('E10 Include after seeing the dice', () => {
  const rolled = () =>
    decided(given().state, { type: 'gear', gear: 3 }, { rolls: { 'circuit1.turn1.roll': [1, 2, 3, 3, 6, 6] } }).state;
  test('accept counts dice below the gear only', () => {
    expect(game.view(rolled(), 1).includeDeclared).toBe(false);
    expect(decided(rolled(), { type: 'accept' }).state.position).toBe(2);
  });
  test('select {dice:[4], include:true} declares Include for this turn', () => {
    const { state } = decided(
      rolled(),
      { type: 'select', dice: [4], include: true },
      { rolls: { 'circuit1.turn1.reroll1': [3] } },
    );
    expect(game.view(state, 1)).toMatchObject({ includeDeclared: true, dice: [1, 2, 3, 3, 3, 6], wouldMove: 5 });
    expect(state.free).toMatchObject({ include: 3, select: 2 });
    expect(decided(state, { type: 'accept' }).state.position).toBe(5);
  });
});

test.each([[[1, 1, 1, 1, 1, 1]], [[6, 5, 4, 3, 2, 1]]])(
  'E11 gear 1 without Include moves 0 with dice %j; no damage',
  (dice) => {
    expect(view([turn(1, dice)])).toMatchObject({ position: 0, damage: { marked: 0 }, previousGear: 1, timeUsed: 1 });
  },
);

test('E11 contrast: gear 1 with Include counts the ones', () => {
  expect(view([turn(1, [1, 1, 2, 3, 1, 6], { include: true })])).toMatchObject({ position: 3 });
});

test('a whole turn through the engine appends exactly the spec labels', () => {
  const r = when(given().state, { type: 'gear', gear: 2 });
  expect(r.ok && r.value.events.map((e) => e.type === 'DiceRolled' && e.label)).toEqual([false, 'circuit1.turn1.roll']);
});
