import type { AircargoMove, AircargoView } from '../../../games/aircargo/index.js';
import { builder } from '../builder.js';
import { chosenField, withoutNulls, type GameGraphql } from './adapter.js';

type View = AircargoView;
type Move<T extends AircargoMove['type']> = Extract<AircargoMove, { type: T }>;

/**
 * A GraphQL enum over the game's string values. GraphQL names cannot contain `-`, so `no-valid-plan`
 * is served as `no_valid_plan`; the mapping is exact both ways.
 */
function enumOf<T extends string>(name: string, values: readonly T[], description?: string) {
  return builder.enumType(name, {
    values: Object.fromEntries(values.map((v) => [v.replaceAll('-', '_'), { value: v }])) as Record<string, { value: T }>,
    ...(description === undefined ? {} : { description }),
  });
}

const Phase = enumOf('AircargoPhase', ['idle', 'planRoll', 'planning', 'flight', 'weatherRoll', 'stamina', 'checkRoll', 'failing', 'over'] as const);
const EndReason = enumOf('AircargoEndReason', ['none', 'crash', 'no-valid-plan', 'stop', 'weather'] as const, 'How the game ended (`none` while it runs).');
const PilotRank = enumOf('AircargoPilotRank', ['crashed', 'lost', 'win', 'silver-wing', 'gold-wing'] as const);
const CargoClass = enumOf('AircargoCargoClass', ['light', 'medium', 'heavy', 'x-heavy'] as const);
const CargoStatus = enumOf('AircargoCargoStatus', ['open', 'planned', 'delivered'] as const);
const AirportStatus = enumOf('AircargoAirportStatus', ['open', 'planned', 'visited'] as const);
const CheckOutcome = enumOf('AircargoCheckOutcome', ['passed', 'panic', 'crash'] as const);
const PointKind = enumOf('AircargoPointKind', ['start', 'airport', 'beacon'] as const);
const CheckKind = enumOf('AircargoCheckKind', ['mountain', 'landing'] as const);
const CargoUse = enumOf('AircargoCargoUse', ['a', 'b', 'sum'] as const, 'Die a, die b, or their sum.');
const AirportOrder = enumOf('AircargoAirportOrder', ['ab', 'ba'] as const, 'ab = 10·a + b, ba = 10·b + a.');

const Point = builder.objectRef<View['position']>('AircargoPoint').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: '`PDT` (start), an airport id (`41`) or a beacon id (`BNO`).' }),
    kind: t.field({ type: PointKind, resolve: (p) => p.kind }),
    name: t.exposeString('name'),
    x: t.exposeFloat('x', { description: 'Miles east on the map projection.' }),
    y: t.exposeFloat('y', { description: 'Miles north on the map projection.' }),
  }),
});
const Airport = builder.objectRef<View['airports'][number]>('AircargoAirport').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    landingHazard: t.exposeInt('landingHazard'),
    x: t.exposeFloat('x'),
    y: t.exposeFloat('y'),
    status: t.field({ type: AirportStatus, resolve: (a) => a.status }),
    destination: t.exposeBoolean('destination', { description: 'The destination of the flight in progress.' }),
  }),
});
const Beacon = builder.objectRef<View['beacons'][number]>('AircargoBeacon').implement({
  fields: (t) => ({ id: t.exposeString('id'), name: t.exposeString('name'), x: t.exposeFloat('x'), y: t.exposeFloat('y') }),
});
const Mountain = builder.objectRef<View['mountains'][number]>('AircargoMountain').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    x: t.exposeFloat('x'),
    y: t.exposeFloat('y'),
    radius: t.exposeFloat('radius'),
    hazard: t.exposeInt('hazard'),
  }),
});
const Leg = builder.objectRef<View['route'][number]>('AircargoLeg').implement({
  fields: (t) => ({
    leg: t.exposeInt('leg', { description: 'The weather box this leg crossed.' }),
    from: t.field({ type: Point, resolve: (l) => l.from }),
    to: t.field({ type: Point, resolve: (l) => l.to }),
    length: t.exposeFloat('length', { description: 'Miles, to 0.1.' }),
    crossed: t.field({ type: ['String'], resolve: (l) => [...l.crossed] }),
  }),
});
const WeatherBox = builder.objectRef<View['weather'][number]>('AircargoWeatherBox').implement({
  fields: (t) => ({ box: t.exposeInt('box'), crossed: t.exposeBoolean('crossed'), d1to4: t.exposeInt('d1to4'), d5: t.exposeInt('d5'), d6: t.exposeInt('d6') }),
});
const Cargo = builder.objectRef<View['cargo'][number]>('AircargoCargo').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    cargoClass: t.field({ type: CargoClass, resolve: (c) => c.cargoClass }),
    classMod: t.exposeInt('classMod'),
    weight: t.exposeInt('weight'),
    status: t.field({ type: CargoStatus, resolve: (c) => c.status }),
    inFlight: t.exposeBoolean('inFlight'),
  }),
});
const Track = builder.objectRef<View['stamina']>('AircargoTrack').implement({
  fields: (t) => ({ used: t.exposeInt('used'), left: t.exposeInt('left'), boxes: t.exposeInt('boxes') }),
});
const Check = builder.objectRef<View['flight']['checks'][number]>('AircargoCheck').implement({
  fields: (t) => ({ kind: t.field({ type: CheckKind, resolve: (c) => c.kind }), ref: t.exposeString('ref'), hazard: t.exposeInt('hazard') }),
});
const Flight = builder.objectRef<View['flight']>('AircargoFlight').implement({
  fields: (t) => ({
    active: t.exposeBoolean('active'),
    destination: t.exposeInt('destination', { description: '0 = no flight.' }),
    cargo: t.exposeString('cargo', { description: "'' = no flight." }),
    checks: t.field({ type: [Check], resolve: (f) => [...f.checks] }),
    target: t.exposeString('target', { description: "End point of the leg in progress; '' between legs." }),
  }),
});
const CurrentCheck = builder.objectRef<View['check']>('AircargoCurrentCheck').implement({
  fields: (t) => ({
    active: t.exposeBoolean('active'),
    leg: t.exposeInt('leg'),
    check: t.exposeInt('check'),
    kind: t.field({ type: CheckKind, resolve: (c) => c.kind }),
    ref: t.exposeString('ref'),
    hazard: t.exposeInt('hazard'),
    classMod: t.exposeInt('classMod'),
    weatherDie: t.exposeInt('weatherDie'),
    weather: t.exposeInt('weather'),
    preStamina: t.exposeInt('preStamina'),
    dice: t.field({ type: ['Int'], resolve: (c) => [...c.dice] }),
    total: t.exposeInt('total'),
    panicCost: t.exposeInt('panicCost'),
    prayers: t.exposeInt('prayers'),
  }),
});
const LogEntry = builder.objectRef<View['log'][number]>('AircargoLogEntry').implement({
  fields: (t) => ({
    leg: t.exposeInt('leg'),
    check: t.exposeInt('check'),
    kind: t.field({ type: CheckKind, resolve: (c) => c.kind }),
    ref: t.exposeString('ref'),
    hazard: t.exposeInt('hazard'),
    weatherDie: t.exposeInt('weatherDie'),
    weather: t.exposeInt('weather'),
    classMod: t.exposeInt('classMod'),
    stamina: t.exposeInt('stamina'),
    dice: t.field({ type: ['Int'], resolve: (c) => [...c.dice] }),
    total: t.exposeInt('total'),
    prayers: t.exposeInt('prayers'),
    panicCost: t.exposeInt('panicCost'),
    outcome: t.field({ type: CheckOutcome, resolve: (c) => c.outcome }),
  }),
});
const Score = builder.objectRef<View['score']>('AircargoScore').implement({
  fields: (t) => ({
    delivered: t.exposeInt('delivered'),
    openCargo: t.exposeInt('openCargo'),
    openAirports: t.exposeInt('openAirports'),
    points: t.exposeInt('points'),
    score: t.exposeInt('score', { description: 'Points, or 0 after a crash.' }),
    rank: t.field({ type: PilotRank, resolve: (s) => s.rank }),
    winAt: t.exposeInt('winAt'),
    silverAt: t.exposeInt('silverAt'),
    goldAt: t.exposeInt('goldAt'),
  }),
});

const ViewRef = builder.objectRef<View>('AircargoView').implement({
  description: 'An AirCargo map and Pilot Log. Nothing is hidden in this game.',
  fields: (t) => ({
    phase: t.field({ type: Phase, resolve: (v) => v.phase }),
    end: t.field({ type: EndReason, resolve: (v) => v.end }),
    crashed: t.exposeBoolean('crashed'),
    position: t.field({ type: Point, resolve: (v) => v.position }),
    start: t.field({ type: Point, resolve: (v) => v.start }),
    maxLeg: t.exposeFloat('maxLeg'),
    airports: t.field({ type: [Airport], resolve: (v) => [...v.airports] }),
    beacons: t.field({ type: [Beacon], resolve: (v) => [...v.beacons] }),
    mountains: t.field({ type: [Mountain], resolve: (v) => [...v.mountains] }),
    route: t.field({ type: [Leg], resolve: (v) => [...v.route] }),
    weather: t.field({ type: [WeatherBox], resolve: (v) => [...v.weather] }),
    legs: t.exposeInt('legs'),
    legsLeft: t.exposeInt('legsLeft'),
    cargo: t.field({ type: [Cargo], resolve: (v) => [...v.cargo] }),
    planRerolls: t.field({ type: Track, resolve: (v) => v.planRerolls }),
    stamina: t.field({ type: Track, resolve: (v) => v.stamina }),
    prayers: t.field({ type: Track, resolve: (v) => v.prayers }),
    planRolls: t.exposeInt('planRolls'),
    planDice: t.field({ type: ['Int'], resolve: (v) => [...v.planDice] }),
    flight: t.field({ type: Flight, resolve: (v) => v.flight }),
    check: t.field({ type: CurrentCheck, resolve: (v) => v.check }),
    log: t.field({ type: [LogEntry], resolve: (v) => [...v.log] }),
    score: t.field({ type: Score, resolve: (v) => v.score }),
  }),
});

const flag = (name: string, field: string, description: string) =>
  builder.objectRef<{ type: string }>(name).implement({ description, fields: (t) => ({ [field]: t.boolean({ resolve: () => true }) }) });

const PlanMove = flag('AircargoPlanMove', 'plan', 'Start a planning roll.');
const PanicMove = flag('AircargoPanicMove', 'panic', 'Pass the failing check with (raw total − 12) + 1 Stamina.');
const StopMove = flag('AircargoStopMove', 'stop', 'End the game and count the points.');
const RerollMove = builder.objectRef<Move<'reroll'>>('AircargoRerollMove').implement({
  fields: (t) => ({ dice: t.field({ type: ['Int'], resolve: (m) => [...m.dice] }) }),
});
const PlanCargoMove = builder.objectRef<Move<'planCargo'>>('AircargoPlanCargoMove').implement({
  fields: (t) => ({ box: t.exposeString('box'), use: t.field({ type: CargoUse, resolve: (m) => m.use }) }),
});
const PlanAirportMove = builder.objectRef<Move<'planAirport'>>('AircargoPlanAirportMove').implement({
  fields: (t) => ({ id: t.exposeInt('id'), order: t.field({ type: AirportOrder, resolve: (m) => m.order }) }),
});
const PrepareFlightMove = builder.objectRef<Move<'prepareFlight'>>('AircargoPrepareFlightMove').implement({
  fields: (t) => ({ dest: t.exposeInt('dest'), cargo: t.exposeString('cargo') }),
});
const FlyLegMove = builder.objectRef<Move<'flyLeg'>>('AircargoFlyLegMove').implement({
  fields: (t) => ({ to: t.string({ description: 'Beacon id, or the destination airport id as digits.', resolve: (m) => String(m.to) }) }),
});
const StaminaMove = builder.objectRef<Move<'stamina'>>('AircargoStaminaMove').implement({
  fields: (t) => ({ boxes: t.exposeInt('boxes') }),
});
const PrayMove = builder.objectRef<Move<'pray'>>('AircargoPrayMove').implement({
  fields: (t) => ({ dice: t.field({ type: ['Int'], resolve: (m) => [...m.dice] }) }),
});

const DiceInput = builder.inputType('AircargoDiceInput', { fields: (t) => ({ dice: t.intList({ required: true, description: '[0], [1] or [0, 1]' }) }) });
const PlanCargoInput = builder.inputType('AircargoPlanCargoInput', {
  fields: (t) => ({ box: t.string({ required: true }), use: t.field({ type: CargoUse, required: true }) }),
});
const PlanAirportInput = builder.inputType('AircargoPlanAirportInput', {
  fields: (t) => ({ id: t.int({ required: true }), order: t.field({ type: AirportOrder, required: true }) }),
});
const PrepareFlightInput = builder.inputType('AircargoPrepareFlightInput', {
  fields: (t) => ({ dest: t.int({ required: true }), cargo: t.string({ required: true }) }),
});
const FlyLegInput = builder.inputType('AircargoFlyLegInput', {
  fields: (t) => ({ to: t.string({ required: true, description: 'Beacon id (`BNO`) or the destination airport id (`41`).' }) }),
});
const StaminaInput = builder.inputType('AircargoStaminaInput', { fields: (t) => ({ boxes: t.int({ required: true }) }) });

const MoveInput = builder.inputType('AircargoMoveInput', {
  isOneOf: true,
  description: 'Exactly one field: the step to take.',
  fields: (t) => ({
    plan: t.boolean({ description: 'true: start a planning roll.' }),
    reroll: t.field({ type: DiceInput }),
    planCargo: t.field({ type: PlanCargoInput }),
    planAirport: t.field({ type: PlanAirportInput }),
    prepareFlight: t.field({ type: PrepareFlightInput }),
    flyLeg: t.field({ type: FlyLegInput }),
    stamina: t.field({ type: StaminaInput }),
    pray: t.field({ type: DiceInput }),
    panic: t.boolean({ description: 'true: panic to pass the failing check.' }),
    stop: t.boolean({ description: 'true: end the game.' }),
  }),
});

const FLAGS = new Set(['plan', 'panic', 'stop']);

export const aircargoGraphql: GameGraphql = {
  rules: 'aircargo',
  inputField: 'aircargo',
  view: ViewRef,
  moves: {
    plan: PlanMove,
    reroll: RerollMove,
    planCargo: PlanCargoMove,
    planAirport: PlanAirportMove,
    prepareFlight: PrepareFlightMove,
    flyLeg: FlyLegMove,
    stamina: StaminaMove,
    pray: PrayMove,
    panic: PanicMove,
    stop: StopMove,
  },
  moveInput: MoveInput,
  toMove(input) {
    const [type, fields] = chosenField(input);
    if (FLAGS.has(type)) return { type };
    const values = withoutNulls(fields);
    // Airport ids travel as digits in the String field; the move schema wants the number.
    if (type === 'flyLeg' && typeof values.to === 'string' && /^\d+$/.test(values.to)) values.to = Number(values.to);
    return { type, ...values };
  },
};
