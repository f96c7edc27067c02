import type {
  CircuitRacerMove,
  CircuitRacerView,
} from '../../../games/circuit-racer/index.js';
import { builder } from '../builder.js';
import { chosenField, withoutNulls, type GameGraphql } from './adapter.js';

type View = CircuitRacerView;
type Section = View['sections'][number];
type Circuit = View['circuits'][number];
type Action = View['actions'][number];
type Move<T extends CircuitRacerMove['type']> = Extract<CircuitRacerMove, { type: T }>;

const Section = builder.objectRef<Section>('CircuitRacerSection').implement({
  fields: (t) => ({
    index: t.exposeInt('index', { description: '1-based, in racing order from the flag.' }),
    from: t.exposeInt('from'),
    to: t.exposeInt('to'),
    length: t.exposeInt('length'),
    exempt: t.exposeBoolean('exempt', { description: 'Next to the flag: skipping it costs no damage.' }),
  }),
});

const Damage = builder.objectRef<View['damage']>('CircuitRacerDamage').implement({
  fields: (t) => ({ marked: t.exposeInt('marked'), free: t.exposeInt('free'), boxes: t.exposeInt('boxes') }),
});

const Action = builder.objectRef<Action>('CircuitRacerAction').implement({
  description: 'A special action: free a few times per game, then paid with damage boxes.',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    freeLeft: t.exposeInt('freeLeft'),
    cost: t.exposeInt('cost'),
  }),
});

const Circuit = builder.objectRef<Circuit>('CircuitRacerCircuit').implement({
  fields: (t) => ({
    circuit: t.exposeInt('circuit'),
    length: t.exposeInt('length'),
    complete: t.exposeBoolean('complete'),
    place: t.exposeInt('place'),
    finished: t.exposeBoolean('finished'),
    dnf: t.exposeBoolean('dnf'),
  }),
});

const Phase = builder.enumType('CircuitRacerPhase', { values: ['gear', 'roll', 'dice', 'over'] as const });

const ViewRef = builder.objectRef<View>('CircuitRacerView').implement({
  description: 'A Circuit Racer sheet. Nothing is hidden in this game.',
  fields: (t) => ({
    phase: t.field({ type: Phase, resolve: (v) => v.phase }),
    circuit: t.exposeInt('circuit'),
    circuitCount: t.exposeInt('circuitCount'),
    turn: t.exposeInt('turn'),
    timeUsed: t.exposeInt('timeUsed'),
    timeLeft: t.exposeInt('timeLeft'),
    timeBoxes: t.exposeInt('timeBoxes'),
    position: t.exposeInt('position', { description: 'Circle the car is on (0 = on the flag at the start).' }),
    length: t.exposeInt('length', { description: 'Circles N; the flag is at N + 1.' }),
    toFlag: t.exposeInt('toFlag'),
    sections: t.field({ type: [Section], resolve: (v) => [...v.sections] }),
    section: t.exposeInt('section'),
    damage: t.field({ type: Damage, resolve: (v) => v.damage }),
    bank: t.exposeInt('bank'),
    actions: t.field({ type: [Action], resolve: (v) => [...v.actions] }),
    previousGear: t.exposeInt('previousGear', { description: '0 = none (first turn of a circuit).' }),
    gear: t.exposeInt('gear', { description: '0 = not chosen yet.' }),
    includeDeclared: t.exposeBoolean('includeDeclared'),
    dice: t.field({ type: ['Int'], resolve: (v) => [...v.dice] }),
    wouldMove: t.exposeInt('wouldMove'),
    wouldDamage: t.exposeInt('wouldDamage', { description: 'Damage that move would cause (the gear per non-exempt section jumped whole).' }),
    wouldDnf: t.exposeBoolean('wouldDnf', { description: "That damage would overflow this circuit's track: accepting is a DNF." }),
    rerolls: t.exposeInt('rerolls'),
    places: t.field({ type: ['Int'], resolve: (v) => [...v.places] }),
    total: t.exposeInt('total'),
    circuits: t.field({ type: [Circuit], resolve: (v) => [...v.circuits] }),
  }),
});

const GearMove = builder.objectRef<Move<'gear'>>('CircuitRacerGearMove').implement({
  fields: (t) => ({
    gear: t.exposeInt('gear'),
    shift: t.boolean({ resolve: (m) => m.shift ?? false }),
    include: t.boolean({ resolve: (m) => m.include ?? false }),
    payCurrent: t.int({ nullable: true, resolve: (m) => m.payCurrent ?? null }),
  }),
});
const RerollMove = builder.objectRef<Move<'reroll'>>('CircuitRacerRerollMove').implement({
  fields: (t) => ({
    include: t.boolean({ resolve: (m) => m.include ?? false }),
    payCurrent: t.int({ nullable: true, resolve: (m) => m.payCurrent ?? null }),
  }),
});
const SelectMove = builder.objectRef<Move<'select'>>('CircuitRacerSelectMove').implement({
  fields: (t) => ({
    dice: t.field({ type: ['Int'], resolve: (m) => [...m.dice] }),
    include: t.boolean({ resolve: (m) => m.include ?? false }),
    payCurrent: t.int({ nullable: true, resolve: (m) => m.payCurrent ?? null }),
  }),
});
const AcceptMove = builder.objectRef<Move<'accept'>>('CircuitRacerAcceptMove').implement({
  description: 'Keep the dice: move and take damage.',
  fields: (t) => ({ accept: t.boolean({ resolve: () => true }) }),
});

const GearInput = builder.inputType('CircuitRacerGearInput', {
  fields: (t) => ({
    gear: t.int({ required: true }),
    shift: t.boolean(),
    include: t.boolean(),
    payCurrent: t.int({ description: 'Damage paid from this circuit; the rest from the bank (default: bank first).' }),
  }),
});
const RerollInput = builder.inputType('CircuitRacerRerollInput', {
  fields: (t) => ({ include: t.boolean(), payCurrent: t.int() }),
});
const SelectInput = builder.inputType('CircuitRacerSelectInput', {
  fields: (t) => ({ dice: t.intList({ required: true }), include: t.boolean(), payCurrent: t.int() }),
});

const MoveInput = builder.inputType('CircuitRacerMoveInput', {
  isOneOf: true,
  description: 'Exactly one field: the step to take.',
  fields: (t) => ({
    gear: t.field({ type: GearInput }),
    reroll: t.field({ type: RerollInput }),
    select: t.field({ type: SelectInput }),
    accept: t.boolean({ description: 'true: keep the dice on the table.' }),
  }),
});


export const circuitRacerGraphql: GameGraphql = {
  rules: 'circuit-racer',
  inputField: 'circuitRacer',
  view: ViewRef,
  moves: { gear: GearMove, reroll: RerollMove, select: SelectMove, accept: AcceptMove },
  moveInput: MoveInput,
  toMove(input) {
    const [type, fields] = chosenField(input);
    return type === 'accept' ? { type } : { type, ...withoutNulls(fields) };
  },
};
