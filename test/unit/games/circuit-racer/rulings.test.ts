/**
 * Rulings R1–R11 of spec §7, one describe each, given/when/then over events.
 */
import { describe, expect, test } from 'vitest';
import { CONTENT_V1, defineCircuitRacer, type CircuitRacerMove } from '../../../../src/games/circuit-racer/index.js';
import { defineCircuit } from '../../../../src/games/circuit-racer/track.js';
import { codeOf, decided, type Event, game, given, idleCircuit, type Step, turn } from './fixtures.js';

const SIXES = [6, 6, 6, 6, 6, 6];
const ONES = [1, 1, 1, 1, 1, 1];
const view = (...steps: Step[]) => game.view(given(...steps).state, 1);

describe('R1 Include: at the gear step or with a re-roll/select, once per turn, never after the final dice', () => {
  test('declared with the gear: counts for the roll and stays through re-rolls', () => {
    const state = given(
      { type: 'gear', gear: 3, include: true },
      [3, 3, 6, 6, 6, 6],
      { type: 'reroll' },
      [3, 3, 3, 6, 6, 6],
    ).state;
    expect(game.view(state, 1)).toMatchObject({ includeDeclared: true, wouldMove: 3 });
    expect(state.free.include).toBe(3);
    expect(codeOf(state, { type: 'reroll', include: true })).toBe('include-already-declared');
  });
  test.each([
    [{ type: 'reroll', include: true }, SIXES],
    [{ type: 'select', dice: [0, 1], include: true }, [6, 6]],
  ] as const)('declared with %j before the new dice are seen', (move, dice) => {
    const state = given({ type: 'gear', gear: 3 }, SIXES, move, dice).state;
    expect(state.include).toBe(true);
    expect(state.free.include).toBe(3);
  });
  test('accept carries no Include', () => {
    given({ type: 'gear', gear: 3 }, SIXES).when({ type: 'accept', include: true }).thenRejects('bad-move');
  });
  test('Include resets at the next turn', () => {
    expect(view(turn(3, SIXES, { include: true })).includeDeclared).toBe(false);
  });
});

describe('R2 the turn that marks the last Time box is played in full', () => {
  const eleven = Array.from({ length: 11 }, (_, i) => turn(i % 2 === 0 ? 1 : 2, SIXES)).flat();
  test('turn 12 rolls, may re-roll, and ends the circuit on accept', () => {
    expect(view(...eleven)).toMatchObject({ turn: 12, timeUsed: 11, timeLeft: 1 });
    const rolled = given(...eleven, { type: 'gear', gear: 2 }, SIXES).state;
    expect(game.view(rolled, 1)).toMatchObject({ phase: 'dice', turn: 12, timeUsed: 12, timeLeft: 0 });
    const rerolled = decided(
      rolled,
      { type: 'reroll' },
      { rolls: { 'circuit1.turn12.reroll1': [1, 2, 6, 6, 6, 6] } },
    ).state;
    expect(game.view(rerolled, 1)).toMatchObject({ phase: 'dice', circuit: 1, dice: [1, 2, 6, 6, 6, 6] });
    const v = game.view(decided(rerolled, { type: 'accept' }).state, 1);
    expect(v).toMatchObject({ circuit: 2, turn: 1, places: [49 - 1] });
  });
});

describe('R3 a move of 0 skips nothing', () => {
  test.each([1, 3, 6])('gear %i, all sixes', (gear) => {
    expect(view(turn(gear, SIXES))).toMatchObject({ position: 0, damage: { marked: 0 } });
  });
  test('standing still at the dangerous corner of circuit 2', () => {
    const at13 = [idleCircuit(), turn(6, [1, 1, 1, 1, 1, 6]), turn(5, [1, 1, 1, 1, 5, 5]), turn(6, [1, 1, 1, 1, 6, 6])];
    expect(view(...at13, turn(5, SIXES))).toMatchObject({ position: 13, damage: { marked: 0 } });
  });
});

/** Circuit 1: three skipped sections (S3 with gear 6, S6 with gear 6, S8 with gear 5) → 6 + 6 + 5 = 17 > 15. */
const circuit1Dnf: Step[] = [turn(6, ONES), turn(5, ONES), turn(6, ONES), turn(5, ONES), turn(6, ONES)];

describe('R4 more damage than the boxes left is a DNF; exactly filling the track is allowed', () => {
  test('12 marked, 5 due → DNF, place 20, circuit 2 starts', () => {
    expect(view(...circuit1Dnf)).toMatchObject({ position: 30, damage: { marked: 12 } });
    const v = view(...circuit1Dnf, turn(5, ONES));
    expect(v.circuits[0]).toEqual({ circuit: 1, length: 48, complete: true, place: 20, finished: false, dnf: true });
    expect(v).toMatchObject({ circuit: 2, position: 0, damage: { marked: 0 } });
  });
  test('12 marked, 3 due (gear 3, one section) → 15 marked, racing on', () => {
    // From 30 (S7), gear 3 with Shift and Include, move 6 → 36 (S9): skips S8.
    const v = view(...circuit1Dnf, turn(3, ONES, { shift: true, include: true }));
    expect(v).toMatchObject({ circuit: 1, position: 36, damage: { marked: 15, free: 0 } });
  });
});

describe('R5 pay with unused damage of this or earlier circuits; a DNF banks nothing', () => {
  test('a DNF circuit adds nothing to the bank', () => {
    expect(view(...circuit1Dnf, turn(5, ONES)).bank).toBe(0);
  });
  test('a timed-out circuit banks its unmarked boxes', () => {
    expect(view(idleCircuit()).bank).toBe(15);
    expect(
      view(
        ...circuit1Dnf,
        turn(5, SIXES),
        turn(4, SIXES),
        turn(5, SIXES),
        turn(4, SIXES),
        turn(5, SIXES),
        turn(4, SIXES),
        turn(5, SIXES),
      ).bank,
    ).toBe(15 - 12);
  });
  test('with an empty bank a paid action comes from the current track', () => {
    const state = given(
      { type: 'gear', gear: 1 },
      SIXES,
      ...Array.from({ length: 5 }, () => [{ type: 'reroll' }, SIXES] as Step[]),
    ).state;
    expect(state).toMatchObject({ damage: 2, bank: 0 });
  });
});

describe('R6 Shift cannot select the previous gear', () => {
  test.each([1, 3, 6])('previous gear 2 → shift to %i', (gear) => {
    expect(codeOf(given(turn(2, SIXES)).state, { type: 'gear', gear, shift: true })).toBe('ok');
  });
  test('previous gear 2 → shift to 2', () => {
    expect(codeOf(given(turn(2, SIXES)).state, { type: 'gear', gear: 2, shift: true })).toBe('same-gear');
  });
});

describe('R7 place = spaces still needed to reach the flag', () => {
  test.each([
    [[idleCircuit()], [49]],
    [
      [idleCircuit(), idleCircuit()],
      [49, 48],
    ],
    [
      [idleCircuit(), idleCircuit(), idleCircuit(), idleCircuit()],
      [49, 48, 48, 50],
    ],
  ])('never moving gives N + 1: %#', (steps, places) => {
    expect(view(...steps).places).toEqual(places);
  });
});

/** Circuit 1 at 45 (S10, exempt last section) after 10 turns without damage. */
const circuit1At45: Step[] = [
  turn(6, ONES),
  turn(5, ONES),
  turn(6, [1, 1, 1, 1, 1, 6]),
  turn(5, [1, 1, 1, 1, 6, 6]),
  turn(4, [1, 1, 1, 6, 6, 6]),
  turn(5, [1, 1, 1, 1, 1, 6]),
  turn(4, [1, 1, 6, 6, 6, 6]),
  turn(5, [1, 1, 1, 1, 6, 6]),
  turn(6, [1, 1, 1, 1, 1, 6]),
  turn(5, [1, 1, 1, 1, 1, 6]),
];

describe('R8 reaching or passing the flag finishes; skipped sections on the way still cost', () => {
  test('overshoot: circuit 1, p = 45, move 6 → 51 > 49: finished, place 0', () => {
    expect(view(...circuit1At45)).toMatchObject({ position: 45, damage: { marked: 0 } });
    const v = view(...circuit1At45, turn(6, ONES));
    expect(v.circuits[0]).toMatchObject({ place: 0, finished: true, dnf: false });
    expect(v).toMatchObject({ circuit: 2, bank: 15 });
  });

  // No V1 layout has a last section short enough to skip a scored section on the way to the flag,
  // so this uses a tiny test track: S1 [1–2] S2 [3] S3 [4] S4 [5] S5 [6–7], S1 and S5 exempt, N = 7.
  const tiny = defineCircuitRacer(99, {
    ...CONTENT_V1,
    circuits: [defineCircuit({ id: 1, length: 7, sections: [2, 1, 1, 1, 2], exempt: [1, 5] })],
  });
  const fold = (...steps: (CircuitRacerMove | readonly number[])[]) => {
    let state = tiny.setup({ players: [{ name: 't' }], options: {} });
    for (const step of steps) {
      let event: Event;
      if (Array.isArray(step)) {
        const pending = tiny.pending(state);
        if (pending.kind !== 'roll') throw new Error('no roll pending');
        event = { type: 'DiceRolled', label: pending.label, values: step };
      } else {
        const move = step as CircuitRacerMove;
        const legal = tiny.validate(state, 1, move);
        if (!legal.ok) throw new Error(legal.error.code);
        event = { type: 'MoveMade', player: 1, move };
      }
      state = tiny.evolve(state, event);
    }
    return tiny.view(state, 1);
  };
  const toTwo = [{ type: 'gear', gear: 5 }, [1, 1, 6, 6, 6, 6], { type: 'accept' }] as const;
  test('finishing from 2 with gear 4 skips S2–S4: 12 damage, still finished', () => {
    const v = fold(...toTwo, { type: 'gear', gear: 4, include: true }, ONES, { type: 'accept' });
    expect(v).toMatchObject({ phase: 'over', damage: { marked: 12 }, bank: 3, places: [0] });
    expect(v.circuits[0]).toMatchObject({ finished: true });
  });
  test('finishing from 2 with gear 6 skips S2–S4: 18 > 15 → DNF', () => {
    const v = fold(...toTwo, { type: 'gear', gear: 6 }, ONES, { type: 'accept' });
    expect(v).toMatchObject({ phase: 'over', damage: { marked: 15 }, bank: 0, places: [20] });
    expect(v.circuits[0]).toMatchObject({ finished: false, dnf: true });
  });
});

describe('R9 gears run 1–6; gear 1 moves 0 without Include', () => {
  test.each([0, 7])('gear %i is not a gear', (gear) => {
    expect(codeOf(given().state, { type: 'gear', gear })).toBe('bad-move');
  });
  test.each([1, 2, 3, 4, 5, 6])('gear %i is a legal first gear', (gear) => {
    expect(codeOf(given().state, { type: 'gear', gear })).toBe('ok');
  });
  test('gear 1 with all ones: 0 without Include, 6 with', () => {
    expect(view(turn(1, ONES)).position).toBe(0);
    expect(view(turn(1, ONES, { include: true })).position).toBe(6);
  });
});

describe('R10 the circuit ends at once on finishing or DNF; unused Time is lost', () => {
  test('finishing on turn 11 starts the next circuit at turn 1 with a fresh clock', () => {
    const v = view(...circuit1At45, turn(6, ONES));
    expect(v).toMatchObject({ circuit: 2, turn: 1, timeUsed: 0, timeLeft: 12, position: 0, previousGear: 0 });
  });
  test('a DNF on turn 6 likewise', () => {
    expect(view(...circuit1Dnf, turn(5, ONES))).toMatchObject({ circuit: 2, turn: 1, timeUsed: 0, previousGear: 0 });
  });
});

describe('R11 free special actions are one pool for the whole game', () => {
  test('four free Re-rolls in circuit 1 leave none for circuit 2', () => {
    const c1 = [
      { type: 'gear', gear: 1 },
      SIXES,
      ...Array.from({ length: 4 }, () => [{ type: 'reroll' }, SIXES] as Step[]),
      { type: 'accept' },
    ] as Step[];
    const rest = Array.from({ length: 11 }, (_, i) => turn(i % 2 === 0 ? 2 : 1, SIXES)).flat();
    const state = given(...c1, ...rest, { type: 'gear', gear: 1 }, SIXES).state;
    expect(game.view(state, 1)).toMatchObject({
      circuit: 2,
      bank: 15,
      actions: expect.arrayContaining([{ id: 'reroll', name: 'Re-Roll', freeLeft: 0, cost: 2 }]),
    });
    expect(game.view(decided(state, { type: 'reroll' }).state, 1)).toMatchObject({ bank: 13, damage: { marked: 0 } });
  });
});
