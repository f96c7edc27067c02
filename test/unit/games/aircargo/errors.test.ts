/**
 * Every error code of spec §5: given a state, when this move, then this code (through the engine,
 * which parses with `moveSchema` and checks whose turn it is before `validate`).
 */
import { describe, expect, test } from 'vitest';
import { decideMove } from '../../../../src/core/engine.js';
import { CONTENT_V1, type AircargoState } from '../../../../src/games/aircargo/index.js';
import { check, codeOf, game, given, keyed, planned, plans, refusalOf, SEED, type Step } from './fixtures.js';

const { stamina: STAMINA, planRerolls: PLAN_REROLLS } = CONTENT_V1;
const idle = () => given().state;
const planning = () => given(...planned([4, 6])).state;
/** c11 (8) and airport 41 planned, idle. */
const withPlans = () => given(...plans('c11', 8, 41)).state;
const prepared = () => given(...plans('c11', 8, 41), { type: 'prepareFlight', dest: 41, cargo: 'c11' }).state;
const toSeattle: Step[] = [
  ...plans('c11', 8, 41),
  { type: 'prepareFlight', dest: 41, cargo: 'c11' },
  { type: 'flyLeg', to: 41 },
];
const atStamina = () => given(...toSeattle, [1]).state;
const failing = () => given(...toSeattle, check(1, 0, [6, 6])).state; // 12 + 0 + 3 + 3 = 18: panic 7
const delivered = () => given(...toSeattle, check(1, 0, [1, 1]), check(1, 0, [1, 1])).state;
const noRerollsLeft = () =>
  given(
    ...planned([4, 6]),
    ...Array.from({ length: PLAN_REROLLS }, (): Step[] => [{ type: 'reroll', dice: [0] }, [4]]).flat(),
  ).state;
/** Three prayers spent on M1, then a pass: Stamina untouched. */
const prayersSpent = () =>
  given(
    ...toSeattle,
    check(1, 0, [6, 6]),
    { type: 'pray', dice: [0] },
    [6],
    { type: 'pray', dice: [0] },
    [6],
    { type: 'pray', dice: [0, 1] },
    [1, 1],
    check(1, 0, [6, 6]),
  ).state;
/** All Stamina but 1 spent pre-roll on M1, landing fails by 15 → panic 4 with 1 left. */
const brokeFailing = () => given(...toSeattle, check(1, STAMINA - 1, [6, 6]), check(1, 0, [6, 6])).state;
const over = () => given({ type: 'stop' }).state;
const rolling = () => given({ type: 'plan' }).state;

type Case = [description: string, state: () => AircargoState, move: unknown, code: string];

const cases: Case[] = [
  ['in-flight: plan during a flight', prepared, { type: 'plan' }, 'in-flight'],
  ['in-flight: stop during a flight', prepared, { type: 'stop' }, 'in-flight'],
  ['in-flight: stop at a check', atStamina, { type: 'stop' }, 'in-flight'],
  ['in-flight: another prepareFlight', prepared, { type: 'prepareFlight', dest: 41, cargo: 'c11' }, 'in-flight'],
  ['no-rerolls: all used', noRerollsLeft, { type: 'reroll', dice: [0, 1] }, 'no-rerolls'],
  ['weight-mismatch: c11 (8) with sum 10', planning, { type: 'planCargo', box: 'c11', use: 'sum' }, 'weight-mismatch'],
  ['weight-mismatch: c9 (6) with die a = 4', planning, { type: 'planCargo', box: 'c9', use: 'a' }, 'weight-mismatch'],
  [
    'cargo-already-planned',
    () => given(...planned([4, 6], { type: 'planCargo', box: 'c15', use: 'sum' }), ...planned([4, 6])).state,
    { type: 'planCargo', box: 'c15', use: 'sum' },
    'cargo-already-planned',
  ],
  ['no-such-airport: 47', planning, { type: 'planAirport', id: 47, order: 'ab' }, 'no-such-airport'],
  ['id-mismatch: 46 is ab, not ba', planning, { type: 'planAirport', id: 46, order: 'ba' }, 'id-mismatch'],
  [
    'airport-already-planned',
    () => given(...planned([4, 6], { type: 'planAirport', id: 46, order: 'ab' }), ...planned([6, 4])).state,
    { type: 'planAirport', id: 46, order: 'ba' },
    'airport-already-planned',
  ],
  ['need-plans: nothing planned', idle, { type: 'prepareFlight', dest: 41, cargo: 'c11' }, 'need-plans'],
  [
    'need-plans: cargo but no airport',
    () => given(...planned([4, 6], { type: 'planCargo', box: 'c15', use: 'sum' })).state,
    { type: 'prepareFlight', dest: 46, cargo: 'c15' },
    'need-plans',
  ],
  ['airport-not-planned', withPlans, { type: 'prepareFlight', dest: 42, cargo: 'c11' }, 'airport-not-planned'],
  [
    'airport-not-planned: no such airport',
    withPlans,
    { type: 'prepareFlight', dest: 99, cargo: 'c11' },
    'airport-not-planned',
  ],
  [
    'airport-visited',
    () => given(...toSeattle, check(1, 0, [1, 1]), check(1, 0, [1, 1]), ...plans('c10', 7, 42)).state,
    { type: 'prepareFlight', dest: 41, cargo: 'c10' },
    'airport-visited',
  ],
  ['cargo-not-planned', withPlans, { type: 'prepareFlight', dest: 41, cargo: 'c12' }, 'cargo-not-planned'],
  [
    'cargo-not-planned: no such cargo box',
    withPlans,
    { type: 'prepareFlight', dest: 41, cargo: 'c99' },
    'cargo-not-planned',
  ],
  [
    'cargo-delivered',
    () => given(...toSeattle, check(1, 0, [1, 1]), check(1, 0, [1, 1]), ...plans('c10', 7, 42)).state,
    { type: 'prepareFlight', dest: 42, cargo: 'c11' },
    'cargo-delivered',
  ],
  [
    'leg-too-long: Pendleton → Helena 357 mi',
    () => given(...plans('c11', 8, 43), { type: 'prepareFlight', dest: 43, cargo: 'c11' }).state,
    { type: 'flyLeg', to: 43 },
    'leg-too-long',
  ],
  ['leg-too-long: Pendleton → ABQ', prepared, { type: 'flyLeg', to: 'ABQ' }, 'leg-too-long'],
  ['not-a-waypoint: another airport', prepared, { type: 'flyLeg', to: 42 }, 'not-a-waypoint'],
  ['not-a-waypoint: an unknown beacon', prepared, { type: 'flyLeg', to: 'XYZ' }, 'not-a-waypoint'],
  [
    'not-a-waypoint: back to Pendleton',
    () =>
      given(...plans('c11', 8, 52), { type: 'prepareFlight', dest: 52, cargo: 'c11' }, { type: 'flyLeg', to: 'BNO' })
        .state,
    { type: 'flyLeg', to: 'PDT' },
    'not-a-waypoint',
  ],
  [
    'same-point: the beacon it is at',
    () =>
      given(...plans('c11', 8, 52), { type: 'prepareFlight', dest: 52, cargo: 'c11' }, { type: 'flyLeg', to: 'BNO' })
        .state,
    { type: 'flyLeg', to: 'BNO' },
    'same-point',
  ],
  [
    'not-enough-stamina: one more than the track',
    atStamina,
    { type: 'stamina', boxes: STAMINA + 1 },
    'not-enough-stamina',
  ],
  ['not-enough-stamina: panic 4 with 1 left', brokeFailing, { type: 'panic' }, 'not-enough-stamina'],
  ['no-prayers', prayersSpent, { type: 'pray', dice: [0] }, 'no-prayers'],
  ['check-passed: pray before the roll', atStamina, { type: 'pray', dice: [0] }, 'check-passed'],
  [
    'check-passed: panic between legs',
    () =>
      given(...plans('c11', 8, 52), { type: 'prepareFlight', dest: 52, cargo: 'c11' }, { type: 'flyLeg', to: 'BNO' })
        .state,
    { type: 'panic' },
    'check-passed',
  ],
  ['game-over', over, { type: 'plan' }, 'game-over'],
  ['roll-pending', rolling, { type: 'stop' }, 'roll-pending'],
  ['bad-move: unknown type', idle, { type: 'fly' }, 'bad-move'],
  ['bad-move: reroll while idle', idle, { type: 'reroll', dice: [0] }, 'bad-move'],
  ['bad-move: reroll no dice', planning, { type: 'reroll', dice: [] }, 'bad-move'],
  ['bad-move: reroll die 2', planning, { type: 'reroll', dice: [2] }, 'bad-move'],
  ['bad-move: reroll a die twice', planning, { type: 'reroll', dice: [0, 0] }, 'bad-move'],
  ['bad-move: pray three dice', failing, { type: 'pray', dice: [0, 1, 1] }, 'bad-move'],
  ['bad-move: unknown cargo box', planning, { type: 'planCargo', box: 'c18', use: 'a' }, 'bad-move'],
  ['bad-move: negative stamina', atStamina, { type: 'stamina', boxes: -1 }, 'bad-move'],
  ['bad-move: fractional stamina (schema)', atStamina, { type: 'stamina', boxes: 1.5 }, 'bad-move'],
  ['bad-move: plan while planning', planning, { type: 'plan' }, 'bad-move'],
  ['bad-move: flyLeg while idle', withPlans, { type: 'flyLeg', to: 41 }, 'bad-move'],
  ['bad-move: stamina while failing', failing, { type: 'stamina', boxes: 0 }, 'bad-move'],
  ['bad-move: panic while idle', idle, { type: 'panic' }, 'bad-move'],
  ['bad-move: extra field', idle, { type: 'plan', dice: [1] }, 'bad-move'],
];

describe('error codes', () => {
  test.each(cases)('%s', (_description, state, move, code) => {
    expect(codeOf(state(), move)).toBe(code);
  });

  test('every spec §5 code is covered', () => {
    const spec = [
      'in-flight',
      'no-rerolls',
      'weight-mismatch',
      'cargo-already-planned',
      'no-such-airport',
      'id-mismatch',
      'airport-already-planned',
      'airport-not-planned',
      'airport-visited',
      'cargo-not-planned',
      'cargo-delivered',
      'need-plans',
      'leg-too-long',
      'not-a-waypoint',
      'same-point',
      'not-enough-stamina',
      'no-prayers',
      'check-passed',
      'game-over',
      'roll-pending',
      'bad-move',
    ];
    expect(new Set(cases.map((c) => c[3]))).toEqual(new Set(spec));
  });

  test('each refusal says in words what was wrong (the problem detail a client shows)', () => {
    expect(Object.fromEntries(cases.map(([description, state, move]) => [description, refusalOf(state(), move)])))
      .toMatchInlineSnapshot(`
      {
        "airport-already-planned": "airport-already-planned: airport 46 is already planned",
        "airport-not-planned": "airport-not-planned: airport 42 is not planned",
        "airport-not-planned: no such airport": "airport-not-planned: airport 99 is not planned",
        "airport-visited": "airport-visited: airport 41 was already visited",
        "bad-move: extra field": "bad-move: move: has a field it does not take: "dice"",
        "bad-move: flyLeg while idle": "bad-move: flyLeg is not possible now: the game waits for plan, prepareFlight or stop",
        "bad-move: fractional stamina (schema)": "bad-move: move.boxes: expected a whole number",
        "bad-move: negative stamina": "bad-move: boxes must be a whole number, 0 or more",
        "bad-move: panic while idle": "bad-move: panic is not possible now: the game waits for plan, prepareFlight or stop",
        "bad-move: plan while planning": "bad-move: plan is not possible now: the game waits for reroll, planCargo or planAirport",
        "bad-move: pray three dice": "bad-move: dice must be [0], [1] or [0, 1]",
        "bad-move: reroll a die twice": "bad-move: dice must be [0], [1] or [0, 1]",
        "bad-move: reroll die 2": "bad-move: dice must be [0], [1] or [0, 1]",
        "bad-move: reroll no dice": "bad-move: dice must be [0], [1] or [0, 1]",
        "bad-move: reroll while idle": "bad-move: reroll is not possible now: the game waits for plan, prepareFlight or stop",
        "bad-move: stamina while failing": "bad-move: stamina is not possible now: the game waits for pray or panic",
        "bad-move: unknown cargo box": "bad-move: no cargo box c18 (c1..c17)",
        "bad-move: unknown type": "bad-move: move.type: expected one of "plan", "reroll", "planCargo", "planAirport", "prepareFlight", "flyLeg", "stamina", "pray", "panic", "stop"",
        "cargo-already-planned": "cargo-already-planned: c15 is already planned",
        "cargo-delivered": "cargo-delivered: cargo c11 was already delivered",
        "cargo-not-planned": "cargo-not-planned: cargo c12 is not planned",
        "cargo-not-planned: no such cargo box": "cargo-not-planned: cargo c99 is not planned",
        "check-passed: panic between legs": "check-passed: panic needs a failing check",
        "check-passed: pray before the roll": "check-passed: pray needs a failing check",
        "game-over": "game-over: the game is over",
        "id-mismatch: 46 is ab, not ba": "id-mismatch: the dice in order ba form 64, not 46",
        "in-flight: another prepareFlight": "in-flight: prepareFlight is not possible during a flight",
        "in-flight: plan during a flight": "in-flight: plan is not possible during a flight",
        "in-flight: stop at a check": "in-flight: stop is not possible during a flight",
        "in-flight: stop during a flight": "in-flight: stop is not possible during a flight",
        "leg-too-long: Pendleton → ABQ": "leg-too-long: 966.5 miles; a leg is at most 300",
        "leg-too-long: Pendleton → Helena 357 mi": "leg-too-long: 357.3 miles; a leg is at most 300",
        "need-plans: cargo but no airport": "need-plans: a flight needs a planned, undelivered cargo and a planned, unvisited airport",
        "need-plans: nothing planned": "need-plans: a flight needs a planned, undelivered cargo and a planned, unvisited airport",
        "no-prayers": "no-prayers: no Prayer box left",
        "no-rerolls: all used": "no-rerolls: no Plan Reroll box left",
        "no-such-airport: 47": "no-such-airport: no airport 47",
        "not-a-waypoint: an unknown beacon": "not-a-waypoint: XYZ is neither a beacon nor an airport",
        "not-a-waypoint: another airport": "not-a-waypoint: 42 is not a beacon or the destination (R4)",
        "not-a-waypoint: back to Pendleton": "not-a-waypoint: PDT is not a beacon or the destination (R4)",
        "not-enough-stamina: one more than the track": "not-enough-stamina: 20 Stamina boxes left",
        "not-enough-stamina: panic 4 with 1 left": "not-enough-stamina: panic costs 4 Stamina boxes; 1 left",
        "roll-pending": "roll-pending: waiting for the roll "plan.roll1"",
        "same-point: the beacon it is at": "same-point: the aircraft is already at BNO",
        "weight-mismatch: c11 (8) with sum 10": "weight-mismatch: c11 weighs 8; use sum of (4, 6) gives 10",
        "weight-mismatch: c9 (6) with die a = 4": "weight-mismatch: c9 weighs 6; use a of (4, 6) gives 4",
      }
    `);
  });

  test('the last Stamina boxes may be spent: all of them pre-roll, or on a panic that costs exactly what is left', () => {
    expect(codeOf(atStamina(), { type: 'stamina', boxes: STAMINA })).toBe('ok');
    expect(codeOf(atStamina(), { type: 'stamina', boxes: 0 })).toBe('ok');
    // M1 passes with all but 4 boxes spent; the landing then fails and panic costs 4.
    const lastFour = given(...toSeattle, check(1, STAMINA - 4, [6, 6]), check(1, 0, [6, 6])).state;
    expect(codeOf(lastFour, { type: 'panic' })).toBe('ok');
    expect(
      refusalOf(given(...toSeattle, check(1, STAMINA - 3, [6, 6]), check(1, 0, [6, 6])).state, { type: 'panic' }),
    ).toBe('not-enough-stamina: panic costs 4 Stamina boxes; 3 left');
  });

  test('not-your-choice: seat 2', () => {
    const r = decideMove(game, idle(), 2, { type: 'plan' }, keyed, SEED);
    expect(r.ok || r.error.code).toBe('not-your-choice');
  });

  test('a refused move changes nothing (delivered state stays)', () => {
    const state = delivered();
    expect(codeOf(state, { type: 'panic' })).toBe('bad-move');
    expect(game.view(state, 1).score.delivered).toBe(8);
  });
});
