/**
 * Rulings of spec §7 the worked examples do not already pin down, and the roll labels of §4.
 */
import { describe, expect, test } from 'vitest';
import { CONTENT_V1 } from '../../../../src/games/aircargo/index.js';
import { check, codeOf, decided, game, given, planned, plans, type Step } from './fixtures.js';

const toCaldwellViaBurns: Step[] = [...plans('c11', 8, 52), { type: 'prepareFlight', dest: 52, cargo: 'c11' }];

describe('roll labels (spec §4)', () => {
  test('planning: plan.roll{n}, then plan.roll{n}.reroll{k} with the rerolled dice only', () => {
    const { events } = decided(given().state, { type: 'plan' }, { rolls: { 'plan.roll1': [4, 6] } });
    expect(events[1]).toEqual({ type: 'DiceRolled', label: 'plan.roll1', values: [4, 6] });
    const rerolled = decided(
      given(...planned([4, 6])).state,
      { type: 'reroll', dice: [1] },
      { rolls: { 'plan.roll1.reroll1': [1] } },
    );
    expect(rerolled.events[1]).toEqual({ type: 'DiceRolled', label: 'plan.roll1.reroll1', values: [1] });
    expect(game.view(rerolled.state, 1).planDice).toEqual([4, 1]);
    expect(
      game.pending(given(...planned([4, 6], { type: 'planAirport', id: 46, order: 'ab' }), { type: 'plan' }).state),
    ).toMatchObject({ label: 'plan.roll2', count: 2 });
  });
  test('a leg: leg{L}.check{c}.weather (1 die) → stamina → leg{L}.check{c}.roll (2 dice)', () => {
    const flying = given(...toCaldwellViaBurns, { type: 'flyLeg', to: 'BNO' }).state;
    const { events, state } = decided(flying, { type: 'flyLeg', to: 52 }, { rolls: { 'leg2.check1.weather': [2] } });
    expect(events.map((e) => (e.type === 'DiceRolled' ? e.label : e.type))).toEqual([
      'MoveMade',
      'leg2.check1.weather',
    ]);
    expect(state.phase).toBe('stamina');
    expect(game.pending(decided(state, { type: 'stamina', boxes: 0 }).state)).toBeDefined();
    const rolled = decided(state, { type: 'stamina', boxes: 0 }, { rolls: { 'leg2.check1.roll': [1, 2] } });
    expect(rolled.events[1]).toEqual({ type: 'DiceRolled', label: 'leg2.check1.roll', values: [1, 2] });
  });
});

test('R3: one check per crossed circle in order, the landing last', () => {
  // Pendleton → Seattle crosses M1 only; the order check with two circles is in geometry.test.ts.
  const v = game.view(
    given(...plans('c11', 8, 41), { type: 'prepareFlight', dest: 41, cargo: 'c11' }, { type: 'flyLeg', to: 41 }).state,
    1,
  );
  expect(v.flight.checks.map((c) => c.ref)).toEqual(['M1', '41']);
});

test('R4: a beacon leg has no landing check and continues the flight', () => {
  const v = game.view(given(...toCaldwellViaBurns, { type: 'flyLeg', to: 'BNO' }).state, 1);
  expect(v).toMatchObject({ phase: 'flight', legs: 1, position: { key: 'BNO', kind: 'beacon' }, log: [] });
  expect(game.legalMoves(given(...toCaldwellViaBurns, { type: 'flyLeg', to: 'BNO' }).state, 1)).toContainEqual({
    type: 'flyLeg',
    to: 52,
  });
});

describe('R5: the game ends after the last weather box’s leg', () => {
  /** Shuttle between Burns and Boise, never landing (neither leg crosses a circle). */
  const shuttle = (legs: number): Step[] =>
    Array.from({ length: legs }, (_, i) => ({ type: 'flyLeg', to: i % 2 === 0 ? 'BNO' : 'BOI' }) as Step);
  test('15 legs at beacons: over, cargo in flight and destination count −1 each', () => {
    const state = given(...toCaldwellViaBurns, ...shuttle(CONTENT_V1.weatherBoxes)).state;
    expect(state).toMatchObject({ phase: 'over', end: 'weather', legs: 15 });
    expect(game.view(state, 1).score).toMatchObject({
      delivered: 0,
      openCargo: 1,
      openAirports: 1,
      score: -2,
      rank: 'lost',
    });
  });
  test('landing on the 15th leg still delivers before the end', () => {
    const state = given(...toCaldwellViaBurns, ...shuttle(14), { type: 'flyLeg', to: 52 }, check(1, 0, [1, 1])).state;
    expect(state).toMatchObject({ phase: 'over', end: 'weather' });
    expect(game.view(state, 1).score).toMatchObject({ delivered: 8, score: 8 });
  });
});

describe('R6: a usable roll must be used or rerolled', () => {
  test('no stop and no new plan with dice on the table', () => {
    expect(codeOf(given(...planned([4, 6])).state, { type: 'stop' })).toBe('bad-move');
    expect(codeOf(given(...planned([4, 6])).state, { type: 'prepareFlight', dest: 46, cargo: 'c1' })).toBe('bad-move');
  });
  test('an unusable roll with rerolls left offers only rerolls', () => {
    const used: Step[] = [
      ...planned([3, 1], { type: 'planCargo', box: 'c3', use: 'a' }),
      ...planned([3, 1], { type: 'planCargo', box: 'c4', use: 'a' }),
      ...planned([6, 1], { type: 'planCargo', box: 'c9', use: 'a' }),
    ];
    expect(game.legalMoves(given(...used, ...planned([3, 3])).state, 1).every((m) => m.type === 'reroll')).toBe(true);
  });
});

test('R7: pre-roll stamina is ticked at once and stays ticked when the check then panics', () => {
  const state = given(
    ...plans('c11', 8, 41),
    { type: 'prepareFlight', dest: 41, cargo: 'c11' },
    { type: 'flyLeg', to: 41 },
    check(1, 3, [6, 6]),
  ).state;
  expect(game.view(state, 1).stamina.used).toBe(3);
  expect(game.view(state, 1).check).toMatchObject({ total: 15, panicCost: 7 });
  expect(game.view(decided(state, { type: 'panic' }).state, 1).stamina.used).toBe(10);
});

test('R8: a prayer rerolls hazard dice only; weather and pre-roll stamina still apply', () => {
  const state = given(
    ...plans('c11', 8, 41),
    { type: 'prepareFlight', dest: 41, cargo: 'c11' },
    { type: 'flyLeg', to: 41 },
    check(6, 1, [6, 6]),
  ).state;
  const { state: prayed } = decided(state, { type: 'pray', dice: [0] }, { rolls: { 'leg1.check1.prayer1': [2] } });
  // W 1 (leg 1, die 6), M1 hazard 3, Heavy 3, stamina 1: 2 + 6 + 1 + 3 + 3 − 1 = 14, still failing.
  expect(game.view(prayed, 1).check).toMatchObject({
    weatherDie: 6,
    weather: 1,
    preStamina: 1,
    dice: [2, 6],
    total: 14,
  });
  expect(prayed.phase).toBe('failing');
});

test('R12: a prepared flight cannot be abandoned', () => {
  const state = given(...toCaldwellViaBurns, { type: 'flyLeg', to: 'BNO' }).state;
  expect(codeOf(state, { type: 'stop' })).toBe('in-flight');
  expect(codeOf(state, { type: 'plan' })).toBe('in-flight');
});

test('R13: boxes sharing a weight are chosen by the player', () => {
  const rolled = given(...planned([3, 5])).state;
  expect(codeOf(rolled, { type: 'planCargo', box: 'c3', use: 'a' })).toBe('ok');
  expect(codeOf(rolled, { type: 'planCargo', box: 'c4', use: 'a' })).toBe('ok');
  expect(game.legalMoves(rolled, 1).filter((m) => m.type === 'planCargo' && m.use === 'a')).toEqual([
    { type: 'planCargo', box: 'c3', use: 'a' },
    { type: 'planCargo', box: 'c4', use: 'a' },
  ]);
});

test('legalMoves lists interchangeable boxes once (same class and weight)', () => {
  const rolled = given(...planned([4, 4])).state;
  expect(game.legalMoves(rolled, 1).filter((m) => m.type === 'planCargo')).toEqual([
    { type: 'planCargo', box: 'c5', use: 'a' },
    { type: 'planCargo', box: 'c5', use: 'b' },
    { type: 'planCargo', box: 'c11', use: 'sum' },
  ]);
  expect(codeOf(rolled, { type: 'planCargo', box: 'c6', use: 'a' })).toBe('ok');
});

test('flight legalMoves: every waypoint in reach, the destination as a number, never another airport', () => {
  const state = given(...toCaldwellViaBurns).state;
  const legal = game.legalMoves(state, 1);
  expect(legal).toContainEqual({ type: 'flyLeg', to: 52 });
  expect(legal).toContainEqual({ type: 'flyLeg', to: 'BNO' });
  expect(legal).not.toContainEqual({ type: 'flyLeg', to: 'ABQ' });
  expect(legal.every((m) => m.type === 'flyLeg' && (m.to === 52 || typeof m.to === 'string'))).toBe(true);
  expect(game.validate(state, 1, { type: 'flyLeg', to: '52' })).toEqual({ ok: true, value: undefined });
});

test('stamina legalMoves: 0..Stamina left', () => {
  const state = given(
    ...plans('c11', 8, 41),
    { type: 'prepareFlight', dest: 41, cargo: 'c11' },
    { type: 'flyLeg', to: 41 },
    [1],
  ).state;
  expect(game.legalMoves(state, 1)).toEqual(
    Array.from({ length: CONTENT_V1.stamina + 1 }, (_, boxes) => ({ type: 'stamina', boxes })),
  );
});
