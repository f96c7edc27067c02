/**
 * The worked examples E1–E12 of spec §8, as given/when/then over real events.
 */
import { describe, expect, test } from 'vitest';
import { CONTENT_V1 } from '../../../../src/games/aircargo/index.js';
import { weatherValue } from '../../../../src/games/aircargo/checks.js';
import { scoreOf } from '../../../../src/games/aircargo/score.js';
import { initialState, update, type CargoStatus, type AirportStatus } from '../../../../src/games/aircargo/state.js';
import { check, codeOf, decided, game, given, planned, plans, type Step } from './fixtures.js';

const view = (...steps: Step[]) => game.view(given(...steps).state, 1);
/** Pilot Log box counts of the content under test (tuned (R) values: content.ts). */
const { stamina: STAMINA, planRerolls: PLAN_REROLLS } = CONTENT_V1;

describe('E1 cargo planning', () => {
  const rolled = () => given(...planned([1, 6])).state;
  test('roll (1,6): legal cargo weights 1 (c1), 6 (c9), 7 (c10)', () => {
    const cargo = game.legalMoves(rolled(), 1).filter((m) => m.type === 'planCargo');
    expect(cargo).toEqual([
      { type: 'planCargo', box: 'c1', use: 'a' },
      { type: 'planCargo', box: 'c9', use: 'b' },
      { type: 'planCargo', box: 'c10', use: 'sum' },
    ]);
  });
  test('planCargo c10 sum → planned; c11 sum → weight-mismatch', () => {
    const { state } = decided(rolled(), { type: 'planCargo', box: 'c10', use: 'sum' });
    expect(game.view(state, 1).cargo.find((c) => c.id === 'c10')).toMatchObject({
      status: 'planned',
      weight: 7,
      cargoClass: 'heavy',
    });
    expect(state.phase).toBe('idle');
    expect(codeOf(rolled(), { type: 'planCargo', box: 'c11', use: 'sum' })).toBe('weight-mismatch');
  });
});

describe('E2 destination planning', () => {
  test.each([
    [{ type: 'planAirport', id: 46, order: 'ab' }, 'Los Angeles'],
    [{ type: 'planAirport', id: 64, order: 'ba' }, 'Fremont'],
  ] as const)('roll (4,6): %j → %s', (move, name) => {
    const { state } = decided(given(...planned([4, 6])).state, move);
    expect(game.view(state, 1).airports.find((a) => a.id === move.id)).toMatchObject({ name, status: 'planned' });
  });
  test('roll (1,2): no airport possible; cargo 1, 2 or 3 still legal', () => {
    const legal = game.legalMoves(given(...planned([1, 2])).state, 1);
    expect(legal.filter((m) => m.type === 'planAirport')).toEqual([]);
    expect(legal.filter((m) => m.type === 'planCargo')).toEqual([
      { type: 'planCargo', box: 'c1', use: 'a' },
      { type: 'planCargo', box: 'c2', use: 'b' },
      { type: 'planCargo', box: 'c3', use: 'sum' },
      { type: 'planCargo', box: 'c4', use: 'sum' },
    ]);
    expect(codeOf(given(...planned([1, 2])).state, { type: 'planAirport', id: 12, order: 'ab' })).toBe(
      'no-such-airport',
    );
  });
});

describe('E3 weather table', () => {
  test('columns 1 and 2 read (0,0,1) and (0,0,2)', () => {
    expect([1, 5, 6].map((die) => weatherValue(CONTENT_V1, 1, die))).toEqual([0, 0, 1]);
    expect([1, 5, 6].map((die) => weatherValue(CONTENT_V1, 2, die))).toEqual([0, 0, 2]);
  });
  test.each([
    [3, 1],
    [5, 2],
    [6, 2],
  ])('leg 4, weather die %i → W %i', (die, w) => {
    expect(weatherValue(CONTENT_V1, 4, die)).toBe(w);
  });
  test('after 4 legs boxes 1–4 are crossed, and a check on leg 4 reads column 4', () => {
    // PDT → BNO → WMC → BNO → Caldwell (52): legs 1–3 cross nothing, leg 4 lands (hazard 2).
    const steps: Step[] = [
      ...plans('c1', 1, 52),
      { type: 'prepareFlight', dest: 52, cargo: 'c1' },
      { type: 'flyLeg', to: 'BNO' },
      { type: 'flyLeg', to: 'WMC' },
      { type: 'flyLeg', to: 'BNO' },
      { type: 'flyLeg', to: 52 },
      [3],
    ];
    const v = view(...steps);
    expect(v.weather.filter((b) => b.crossed).map((b) => b.box)).toEqual([1, 2, 3, 4]);
    expect(v.check).toMatchObject({
      active: true,
      leg: 4,
      check: 1,
      kind: 'landing',
      ref: '52',
      hazard: 2,
      weatherDie: 3,
      weather: 1,
    });
  });
});

/** E5's plans: cargo c11 (8, Heavy +3), airport 41 (Seattle), flight prepared from Pendleton. */
const e5Prepared: Step[] = [...plans('c11', 8, 41), { type: 'prepareFlight', dest: 41, cargo: 'c11' }];

describe('E4/E5 first flight to Seattle', () => {
  test('flyLeg 41: 215.1 miles, crosses M1 Rainier (18.4 mi) then lands at Seattle with hazard 0', () => {
    const v = view(...e5Prepared, { type: 'flyLeg', to: 41 });
    expect(v.legs).toBe(1);
    expect(v.route).toEqual([expect.objectContaining({ leg: 1, length: 215.1, crossed: ['M1'] })]);
    expect(v.flight.checks).toEqual([
      { kind: 'mountain', ref: 'M1', hazard: 3 },
      { kind: 'landing', ref: '41', hazard: 0 },
    ]);
    expect(v.phase).toBe('weatherRoll');
  });

  test('check 1: (5,3) + W0 + 3 + 3 = 14 fails; panic costs 3; check 2: 8 + 1 + 0 + 3 − 1 = 11 passes', () => {
    const failing = given(...e5Prepared, { type: 'flyLeg', to: 41 }, check(3, 0, [5, 3])).state;
    expect(game.view(failing, 1).check).toMatchObject({ weather: 0, hazard: 3, classMod: 3, total: 14, panicCost: 3 });
    expect(failing.phase).toBe('failing');
    const landed = given(
      ...e5Prepared,
      { type: 'flyLeg', to: 41 },
      check(3, 0, [5, 3]),
      { type: 'panic' },
      check(6, 1, [4, 4]),
    ).state;
    const v = game.view(landed, 1);
    expect(v.log.map((r) => [r.kind, r.weather, r.total, r.outcome, r.panicCost])).toEqual([
      ['mountain', 0, 14, 'panic', 3],
      ['landing', 1, 11, 'passed', 0],
    ]);
    expect(v.cargo.find((c) => c.id === 'c11')!.status).toBe('delivered');
    expect(v.airports.find((a) => a.id === 41)!.status).toBe('visited');
    expect(v.stamina).toEqual({ used: 4, left: STAMINA - 4, boxes: STAMINA });
    expect(v.position).toMatchObject({ key: '41', kind: 'airport', name: 'Seattle' });
    expect(v).toMatchObject({ phase: 'idle', score: { delivered: 8, points: 8 } });
  });
});

describe('E6 panic wastes pre-roll stamina', () => {
  // Leg 2 lands at Silver Springs (hazard 3) with weather die 6 → W 2, Heavy c11 (+3), pre-roll stamina 2.
  const failing = () =>
    given(
      ...plans('c11', 8, 44),
      { type: 'prepareFlight', dest: 44, cargo: 'c11' },
      { type: 'flyLeg', to: 'BNO' },
      { type: 'flyLeg', to: 44 },
      check(6, 2, [6, 5]),
    ).state;
  test('raw 19, 17 with stamina → fail; panic costs 19 − 12 + 1 = 8, not 6', () => {
    const v = game.view(failing(), 1);
    expect(v.check).toMatchObject({ weather: 2, hazard: 3, classMod: 3, preStamina: 2, total: 17, panicCost: 8 });
    const { state } = decided(failing(), { type: 'panic' });
    expect(game.view(state, 1).stamina).toEqual({ used: 10, left: STAMINA - 10, boxes: STAMINA });
    expect(game.view(state, 1).score.delivered).toBe(8);
  });
});

describe('E7 prayer', () => {
  // Pendleton → Caldwell direct crosses M9 Blue Mountains (hazard 1); Light c1, weather die 1 → W 0.
  const failing = () =>
    given(
      ...plans('c1', 1, 52),
      { type: 'prepareFlight', dest: 52, cargo: 'c1' },
      { type: 'flyLeg', to: 52 },
      check(1, 0, [6, 6]),
    ).state;
  test('(6,6) + 0 + 1 + 1 = 14 fails; pray [0,1] rolls leg1.check1.prayer1 = (2,3): 7 passes', () => {
    expect(game.view(failing(), 1).check).toMatchObject({ ref: 'M9', hazard: 1, classMod: 1, total: 14 });
    const { state, events } = decided(
      failing(),
      { type: 'pray', dice: [0, 1] },
      { rolls: { 'leg1.check1.prayer1': [2, 3] } },
    );
    expect(events[1]).toEqual({ type: 'DiceRolled', label: 'leg1.check1.prayer1', values: [2, 3] });
    const v = game.view(state, 1);
    expect(v.log[0]).toMatchObject({ ref: 'M9', dice: [2, 3], total: 7, prayers: 1, outcome: 'passed' });
    expect(v.prayers).toEqual({ used: 1, left: 2, boxes: 3 });
    expect(v.check).toMatchObject({ check: 2, kind: 'landing', ref: '52' });
  });
  test('praying one die keeps the other', () => {
    const { state } = decided(failing(), { type: 'pray', dice: [1] }, { rolls: { 'leg1.check1.prayer1': [1] } });
    expect(game.view(state, 1).log[0]).toMatchObject({ dice: [6, 1], total: 9, outcome: 'passed' });
  });
});

describe('E8 leg limits', () => {
  test('from Pendleton flyLeg 46 (811.7 mi) → leg-too-long', () => {
    const state = given(...plans('c1', 1, 46), { type: 'prepareFlight', dest: 46, cargo: 'c1' }).state;
    expect(codeOf(state, { type: 'flyLeg', to: 46 })).toBe('leg-too-long');
  });
  test('BNO (145.7) then Caldwell (119.1): two legs, no mountain; direct (181.4) crosses M9', () => {
    const prepared: Step[] = [...plans('c1', 1, 52), { type: 'prepareFlight', dest: 52, cargo: 'c1' }];
    const v = view(...prepared, { type: 'flyLeg', to: 'BNO' }, { type: 'flyLeg', to: 52 });
    expect(v.route.map((l) => [l.from.key, l.to.key, l.length, l.crossed])).toEqual([
      ['PDT', 'BNO', 145.7, []],
      ['BNO', '52', 119.1, []],
    ]);
    expect(v.flight.checks).toEqual([{ kind: 'landing', ref: '52', hazard: 2 }]);
    const direct = view(...prepared, { type: 'flyLeg', to: 52 });
    expect(direct.route[0]).toMatchObject({ length: 181.4, crossed: ['M9'] });
  });
});

test('E9 waypoint rule: with destination 43, flyLeg 51 (Spokane) → not-a-waypoint', () => {
  const state = given(...plans('c1', 1, 43), ...planned([5, 1], { type: 'planAirport', id: 51, order: 'ab' }), {
    type: 'prepareFlight',
    dest: 43,
    cargo: 'c1',
  }).state;
  expect(codeOf(state, { type: 'flyLeg', to: 51 })).toBe('not-a-waypoint');
  expect(codeOf(state, { type: 'flyLeg', to: 'PDT' })).toBe('same-point');
});

describe('E10 scoring', () => {
  const sheet = (cargo: Record<string, CargoStatus>, airports: Record<number, AirportStatus>) => {
    const start = initialState(CONTENT_V1);
    return update(start, {
      cargo: CONTENT_V1.cargo.map((c) => cargo[c.id] ?? 'open'),
      airports: CONTENT_V1.airports.map((a) => airports[a.id] ?? 'open'),
      phase: 'over',
      end: 'stop',
    });
  };
  test('delivered 12, 11, 9, 8 (40), two cargo and one airport open → 37: lost', () => {
    const state = sheet(
      { c17: 'delivered', c16: 'delivered', c14: 'delivered', c11: 'delivered', c1: 'planned', c2: 'planned' },
      { 41: 'visited', 42: 'visited', 43: 'visited', 44: 'visited', 45: 'planned' },
    );
    expect(scoreOf(CONTENT_V1, state)).toMatchObject({
      delivered: 40,
      openCargo: 2,
      openAirports: 1,
      score: 37,
      rank: 'lost',
    });
    expect(game.pending(state)).toEqual({
      kind: 'over',
      standings: { lowerIsBetter: false, players: [{ seat: 1, rank: 1, score: 37, title: 'Lost' }] },
    });
  });
  test('delivered 12, 11, 10, 9, 3 = 45, nothing open → Gold Wing', () => {
    const state = sheet(
      { c17: 'delivered', c16: 'delivered', c15: 'delivered', c14: 'delivered', c3: 'delivered' },
      { 41: 'visited', 42: 'visited', 43: 'visited', 44: 'visited', 45: 'visited' },
    );
    expect(scoreOf(CONTENT_V1, state)).toMatchObject({ delivered: 45, score: 45, rank: 'gold-wing' });
    expect(game.pending(state)).toMatchObject({ standings: { players: [{ score: 45, title: 'Gold Wing' }] } });
  });
  test.each([
    [39, 'lost'],
    [40, 'win'],
    [42, 'win'],
    [43, 'silver-wing'],
    [44, 'silver-wing'],
    [45, 'gold-wing'],
  ])('rank bands: %i → %s', async (score, rank) => {
    const { rankOf } = await import('../../../../src/games/aircargo/score.js');
    expect(rankOf(CONTENT_V1, score)).toBe(rank);
  });
});

test('E11 forced end: no Plan Reroll left, (3,3) with weights 3 and 6 used and no airport 33 → over, scored', () => {
  const used: Step[] = [
    ...planned([3, 1], { type: 'planCargo', box: 'c3', use: 'a' }),
    ...planned([3, 1], { type: 'planCargo', box: 'c4', use: 'a' }),
    ...planned([6, 1], { type: 'planCargo', box: 'c9', use: 'a' }),
  ];
  const stuck = given(...used, ...planned([3, 3])).state;
  expect(stuck.phase).toBe('planning');
  expect(game.legalMoves(stuck, 1)).toEqual([
    { type: 'reroll', dice: [0] },
    { type: 'reroll', dice: [1] },
    { type: 'reroll', dice: [0, 1] },
  ]);
  const rerolls = Array.from({ length: PLAN_REROLLS }, (): Step[] => [{ type: 'reroll', dice: [0, 1] }, [3, 3]]).flat();
  const over = given(...used, ...planned([3, 3]), ...rerolls).state;
  expect(over).toMatchObject({ phase: 'over', end: 'no-valid-plan' });
  expect(game.view(over, 1)).toMatchObject({
    planDice: [3, 3],
    planRerolls: { used: PLAN_REROLLS, left: 0 },
    score: { score: -3, rank: 'lost' },
  });
  expect(game.pending(over)).toMatchObject({ kind: 'over', standings: { players: [{ score: -3, title: 'Lost' }] } });
});

test('E12 crash: failing, Prayer 0, Stamina 2, panic cost 4 → automatic crash, score 0', () => {
  const state = given(
    ...e5Prepared,
    { type: 'flyLeg', to: 41 },
    check(1, STAMINA - 2, [6, 6]), // 12 + 0 + 3 + 3 − (Stamina − 2) ≤ 12: passes, 2 Stamina left
    check(1, 0, [6, 6]), // landing: 12 + 0 + 0 + 3 = 15
    { type: 'pray', dice: [0, 1] },
    [6, 6],
    { type: 'pray', dice: [0, 1] },
    [6, 6],
  ).state;
  expect(state.phase).toBe('failing');
  expect(game.legalMoves(state, 1)).toEqual([
    { type: 'pray', dice: [0] },
    { type: 'pray', dice: [1] },
    { type: 'pray', dice: [0, 1] },
  ]);
  const { state: crashed } = decided(
    state,
    { type: 'pray', dice: [0, 1] },
    { rolls: { 'leg1.check2.prayer3': [6, 6] } },
  );
  expect(crashed).toMatchObject({ phase: 'over', end: 'crash' });
  const v = game.view(crashed, 1);
  expect(v).toMatchObject({
    crashed: true,
    prayers: { left: 0 },
    stamina: { left: 2 },
    score: { score: 0, rank: 'crashed' },
  });
  expect(v.log.at(-1)).toMatchObject({ kind: 'landing', outcome: 'crash', total: 15, prayers: 3 });
  expect(game.pending(crashed)).toEqual({
    kind: 'over',
    standings: { lowerIsBetter: false, players: [{ seat: 1, rank: 1, score: 0, title: 'Crashed' }] },
  });
});
