/**
 * The view clients see and the legal-move lists bots and fuzzers use.
 */
import { describe, expect, test } from 'vitest';
import type { CircuitRacerMove } from '../../../../src/games/circuit-racer/index.js';
import { game, given, idleCircuit, type Step, turn } from './fixtures.js';

const SIXES = [6, 6, 6, 6, 6, 6];

describe('view', () => {
  test('at setup', () => {
    const v = game.view(given().state, 1);
    expect(v).toMatchObject({
      phase: 'gear',
      circuit: 1,
      circuitCount: 4,
      turn: 1,
      timeUsed: 0,
      timeLeft: 12,
      timeBoxes: 12,
      position: 0,
      length: 48,
      toFlag: 49,
      section: 0,
      damage: { marked: 0, free: 15, boxes: 15 },
      bank: 0,
      previousGear: 0,
      gear: 0,
      includeDeclared: false,
      dice: [],
      wouldMove: 0,
      wouldDamage: 0,
      wouldDnf: false,
      rerolls: 0,
      places: [],
      total: 0,
    });
    expect(v.sections).toHaveLength(10);
    expect(v.sections[0]).toEqual({ index: 1, from: 1, to: 6, length: 6, exempt: true });
    expect(v.actions.map((a) => [a.id, a.freeLeft])).toEqual([
      ['reroll', 4],
      ['include', 4],
      ['select', 3],
      ['shift', 3],
    ]);
    expect(v.circuits.map((c) => c.complete)).toEqual([false, false, false, false]);
  });
  test.each([
    ['gear', []],
    ['roll', [{ type: 'gear', gear: 4 }]],
    ['dice', [{ type: 'gear', gear: 4 }, [1, 2, 3, 4, 5, 6], { type: 'reroll' }, [1, 2, 3, 4, 5, 6]]],
    ['over', [idleCircuit(), idleCircuit(), idleCircuit(), idleCircuit()]],
  ] as [string, Step[]][])('phase %s: plain JSON, same for spectators', (phase, steps) => {
    const state = given(...steps).state;
    const v = game.view(state, 1);
    expect(v.phase).toBe(phase);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
    expect(game.view(state, null)).toEqual(v);
  });
  test('during a turn', () => {
    const v = game.view(
      given(
        turn(3, [1, 2, 6, 6, 6, 6]),
        { type: 'gear', gear: 4 },
        [1, 2, 3, 4, 5, 6],
        { type: 'reroll' },
        [1, 2, 3, 4, 5, 6],
      ).state,
      1,
    );
    expect(v).toMatchObject({
      turn: 2,
      timeUsed: 2,
      previousGear: 3,
      gear: 4,
      dice: [1, 2, 3, 4, 5, 6],
      wouldMove: 3,
      rerolls: 1,
      position: 2,
      section: 1,
    });
  });
});

describe('legalMoves', () => {
  const key = (m: CircuitRacerMove) => JSON.stringify(m);
  test('turn 1: every gear, with and without Include, no Shift', () => {
    const moves = game.legalMoves(given().state, 1);
    expect(moves).toHaveLength(12);
    expect(moves.some((m) => m.type === 'gear' && m.shift)).toBe(false);
  });
  test('previous gear 2: 1 and 3 plain, 4–6 with Shift', () => {
    const gears = game.legalMoves(given(turn(2, SIXES)).state, 1).filter((m) => m.type === 'gear' && !m.include);
    expect(gears).toEqual([
      { type: 'gear', gear: 1 },
      { type: 'gear', gear: 3 },
      { type: 'gear', gear: 4, shift: true },
      { type: 'gear', gear: 5, shift: true },
      { type: 'gear', gear: 6, shift: true },
    ]);
  });
  test('after a roll: accept, re-roll ± Include, 63 selects ± Include', () => {
    const moves = game.legalMoves(given({ type: 'gear', gear: 3 }, SIXES).state, 1);
    expect(moves).toHaveLength(1 + 2 + 126);
    expect(new Set(moves.map(key)).size).toBe(moves.length);
    expect(moves[0]).toEqual({ type: 'accept' });
  });
  test('selects are the same deep-frozen objects in every state (the server keeps their JSON by identity)', () => {
    const selects = (dice: number[]) =>
      game.legalMoves(given({ type: 'gear', gear: 3 }, dice).state, 1).filter((m) => m.type === 'select');
    const [one, two] = [selects(SIXES), selects([1, 2, 3, 4, 5, 6])];
    expect(one).toHaveLength(126);
    one.forEach((move, i) => expect(move).toBe(two[i]));
    for (const move of one) {
      expect(Object.isFrozen(move) && move.type === 'select' && Object.isFrozen(move.dice)).toBe(true);
    }
  });
  test('gear, re-roll and accept moves are the same deep-frozen objects in every state too', () => {
    const gearSteps = [
      given().state,
      given(...turn(3, SIXES)).state,
      given(...turn(3, SIXES), ...turn(4, SIXES)).state,
    ];
    const listed = gearSteps.map((state) => game.legalMoves(state, 1));
    expect(listed[1]!.some((move) => listed[2]!.includes(move))).toBe(true);
    const afterRoll = [SIXES, [1, 2, 3, 4, 5, 6]].map((dice) =>
      game.legalMoves(given({ type: 'gear', gear: 3 }, dice).state, 1),
    );
    afterRoll[0]!.slice(0, 3).forEach((move, i) => expect(move).toBe(afterRoll[1]![i]));
    for (const move of [...listed.flat(), ...afterRoll.flat()]) expect(Object.isFrozen(move)).toBe(true);
  });
  test('a select is labelled with the values and positions of its dice', () => {
    const state = given({ type: 'gear', gear: 3 }, [1, 2, 3, 4, 5, 6]).state;
    expect(game.label(state, { type: 'select', dice: [0, 2, 5] })).toBe('Re-roll 1, 3, 6 (dice 1, 3, 6)');
    expect(game.label(state, { type: 'select', dice: [4], include: true })).toBe('Re-roll 5 (dice 5), with Include');
  });
  test('Include declared: no Include variants', () => {
    expect(game.legalMoves(given({ type: 'gear', gear: 3, include: true }, SIXES).state, 1)).toHaveLength(1 + 1 + 63);
  });
  test('paid re-rolls with a bank and a track: bank first, and all from the track', () => {
    const state = given(
      idleCircuit(),
      { type: 'gear', gear: 1 },
      SIXES,
      ...Array.from({ length: 4 }, () => [{ type: 'reroll' }, SIXES] as Step[]),
    ).state;
    const rerolls = game.legalMoves(state, 1).filter((m) => m.type === 'reroll');
    expect(rerolls).toEqual([
      { type: 'reroll' },
      { type: 'reroll', payCurrent: 2 },
      { type: 'reroll', include: true },
      { type: 'reroll', include: true, payCurrent: 2 },
    ]);
  });
  test('nothing while rolling, for other seats, or when over', () => {
    expect(game.legalMoves(given({ type: 'gear', gear: 3 }).state, 1)).toEqual([]);
    expect(game.legalMoves(given().state, 2)).toEqual([]);
    expect(game.legalMoves(given(idleCircuit(), idleCircuit(), idleCircuit(), idleCircuit()).state, 1)).toEqual([]);
  });
});
