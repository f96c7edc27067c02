import type { CarbondaleMove, CarbondaleView } from '../../../games/carbondale/index.js';
import { SUITS } from '../../../games/carbondale/index.js';
import { builder } from '../builder.js';
import { chosenField, withoutNulls, type GameGraphql } from './adapter.js';

type View = CarbondaleView;
type PlayerView = View['players'][number];
type Move<T extends CarbondaleMove['type']> = Extract<CarbondaleMove, { type: T }>;
type CellValue = readonly number[];

const Phase = builder.enumType('CarbondalePhase', {
  values: ['setupRoll', 'setupDraw', 'setupSpares', 'turn', 'challenge', 'draw', 'reshuffle', 'over'] as const,
});
const End = builder.enumType('CarbondaleEnd', { values: ['none', 'goal', 'stalemate'] as const });
const Suit = builder.enumType('CarbondaleSuit', { values: SUITS, description: 'C ♣ and S ♠ build; H ♡ and D ♢ score.' });
const DrawSource = builder.enumType('CarbondaleDrawSource', { values: ['pile', 'faceUp'] as const });

const Card = builder.objectRef<View['players'][number]['faceUp'][number]>('CarbondaleCard').implement({
  fields: (t) => ({
    id: t.exposeString('id', { description: '`{rank}{suit}{copy}`, e.g. `AS1`, `10H2`.' }),
    rank: t.exposeInt('rank', { description: 'A = 1 … 10; also the value.' }),
    suit: t.field({ type: Suit, resolve: (c) => c.suit }),
  }),
});
const Cell = builder.objectRef<CellValue>('CarbondaleCell').implement({
  description: 'A network cell: x to the right, y up.',
  fields: (t) => ({ x: t.int({ resolve: (c) => c[0]! }), y: t.int({ resolve: (c) => c[1]! }) }),
});
const Placed = builder.objectRef<PlayerView['network'][number]>('CarbondalePlacedCard').implement({
  fields: (t) => ({ card: t.field({ type: Card, resolve: (p) => p.card }), x: t.exposeInt('x'), y: t.exposeInt('y') }),
});
const Player = builder.objectRef<PlayerView>('CarbondalePlayer').implement({
  description: "One player's area. `hand` and `faceDown` are empty unless they are the viewer's own (or the game is over).",
  fields: (t) => ({
    seat: t.exposeInt('seat'),
    handCount: t.exposeInt('handCount'),
    handVisible: t.exposeBoolean('handVisible'),
    hand: t.field({ type: [Card], resolve: (p) => [...p.hand] }),
    network: t.field({ type: [Placed], resolve: (p) => [...p.network] }),
    faceUp: t.field({ type: [Card], description: 'Public; the opponent may draw from it.', resolve: (p) => [...p.faceUp] }),
    faceDownCount: t.exposeInt('faceDownCount'),
    faceDown: t.field({ type: [Card], resolve: (p) => [...p.faceDown] }),
    hearts: t.exposeInt('hearts'),
    diamonds: t.exposeInt('diamonds'),
    goalMet: t.exposeBoolean('goalMet'),
  }),
});
const AnnouncedAdd = builder.objectRef<NonNullable<View['announcedAdd']>>('CarbondaleAnnouncedAdd').implement({
  description: 'The add the viewer announced, while the opponent decides whether to challenge it.',
  fields: (t) => ({
    card: t.field({ type: Card, resolve: (a) => a.card }),
    cell: t.field({ type: Cell, resolve: (a) => a.cell }),
    sources: t.field({ type: [Cell], resolve: (a) => [...a.sources] }),
    pay: t.field({ type: [Card], resolve: (a) => [...a.pay] }),
  }),
});
const Duel = builder.objectRef<View['duels'][number]>('CarbondaleDuel').implement({
  description: 'A challenge, as both players saw it: the announced card and the card shown (the fee stays hidden).',
  fields: (t) => ({
    turn: t.exposeInt('turn'),
    challenger: t.exposeInt('challenger'),
    suit: t.field({ type: Suit, resolve: (d) => d.suit }),
    added: t.field({ type: Card, resolve: (d) => d.added }),
    challenge: t.field({ type: Card, resolve: (d) => d.challenge }),
    success: t.exposeBoolean('success'),
  }),
});

const ViewRef = builder.objectRef<View>('CarbondaleView').implement({
  description: 'A Carbondale table as the viewer may see it: hands, face-down piles and pile orders are hidden from everyone else.',
  fields: (t) => ({
    phase: t.field({ type: Phase, resolve: (v) => v.phase }),
    you: t.exposeInt('you', { description: 'The viewer’s seat; 0 for a spectator.' }),
    first: t.exposeInt('first'),
    active: t.exposeInt('active'),
    turn: t.exposeInt('turn'),
    handSize: t.exposeInt('handSize'),
    goalHigh: t.exposeInt('goalHigh'),
    goalLow: t.exposeInt('goalLow'),
    drawPileCount: t.exposeInt('drawPileCount'),
    sparePiles: t.field({ type: ['Int'], resolve: (v) => [...v.sparePiles] }),
    reshuffles: t.exposeInt('reshuffles'),
    reformCount: t.exposeInt('reformCount', { description: 'Cards a new draw pile would be formed from now.' }),
    target: t.exposeInt('target', { description: 'The hand size the active player draws back up to this turn.' }),
    announced: t.field({ type: Suit, nullable: true, description: 'The suit announced in the challenge window.', resolve: (v) => (v.announced === '' ? null : v.announced) }),
    announcedAdd: t.field({ type: AnnouncedAdd, nullable: true, resolve: (v) => v.announcedAdd }),
    idleTurns: t.exposeInt('idleTurns'),
    stalemateTurns: t.exposeInt('stalemateTurns'),
    duels: t.field({ type: [Duel], resolve: (v) => [...v.duels] }),
    end: t.field({ type: End, resolve: (v) => v.end }),
    winner: t.exposeInt('winner', { description: 'The goal winner; 0 otherwise.' }),
    players: t.field({ type: [Player], resolve: (v) => [...v.players] }),
  }),
});

// Output types of moves (legalMoves, tapes). `card` is nullable on every one of them so a single
// selection over the move union can ask for it on adds, challenges and draws alike.
const AddMove = builder.objectRef<Move<'add'>>('CarbondaleAddMove').implement({
  fields: (t) => ({
    card: t.string({ nullable: true, description: 'Always set.', resolve: (m) => m.card }),
    cell: t.field({ type: Cell, resolve: (m) => m.cell }),
    sources: t.field({ type: [Cell], resolve: (m) => [...m.sources] }),
    pay: t.stringList({ resolve: (m) => [...m.pay] }),
  }),
});
const CleanMove = builder.objectRef<Move<'clean'>>('CarbondaleCleanMove').implement({
  fields: (t) => ({ cards: t.stringList({ resolve: (m) => [...m.cards] }) }),
});
const ChallengeMove = builder.objectRef<Move<'challenge'>>('CarbondaleChallengeMove').implement({
  fields: (t) => ({ card: t.string({ nullable: true, description: 'Always set.', resolve: (m) => m.card }), fee: t.exposeString('fee') }),
});
const PassMove = builder.objectRef<Move<'pass'>>('CarbondalePassMove').implement({
  description: 'Let the announced add stand.',
  fields: (t) => ({ pass: t.boolean({ resolve: () => true }) }),
});
const DrawMove = builder.objectRef<Move<'draw'>>('CarbondaleDrawMove').implement({
  fields: (t) => ({
    from: t.field({ type: DrawSource, resolve: (m) => m.from }),
    card: t.string({ nullable: true, description: 'With faceUp: the card taken.', resolve: (m) => m.card ?? null }),
  }),
});

const CellInput = builder.inputType('CarbondaleCellInput', { fields: (t) => ({ x: t.int({ required: true }), y: t.int({ required: true }) }) });
const AddInput = builder.inputType('CarbondaleAddInput', {
  fields: (t) => ({
    card: t.string({ required: true }),
    cell: t.field({ type: CellInput, required: true }),
    sources: t.field({ type: [CellInput], required: true, description: '1 or 2 cells below, left or right of `cell`.' }),
    pay: t.stringList({ description: 'Exactly the cost in cards (default none).' }),
  }),
});
const CleanInput = builder.inputType('CarbondaleCleanInput', { fields: (t) => ({ cards: t.stringList({ required: true }) }) });
const ChallengeInput = builder.inputType('CarbondaleChallengeInput', {
  fields: (t) => ({ card: t.string({ required: true }), fee: t.string({ required: true }) }),
});
const DrawInput = builder.inputType('CarbondaleDrawInput', {
  fields: (t) => ({ from: t.field({ type: DrawSource, required: true }), card: t.string() }),
});

const MoveInput = builder.inputType('CarbondaleMoveInput', {
  isOneOf: true,
  description: 'Exactly one field: the step to take.',
  fields: (t) => ({
    add: t.field({ type: AddInput }),
    clean: t.field({ type: CleanInput }),
    challenge: t.field({ type: ChallengeInput }),
    pass: t.boolean({ description: 'true: let the announced add stand.' }),
    draw: t.field({ type: DrawInput }),
  }),
});

const cell = (c: unknown): [number, number] => {
  const { x, y } = c as { x: number; y: number };
  return [x, y];
};

export const carbondaleGraphql: GameGraphql = {
  rules: 'carbondale',
  inputField: 'carbondale',
  view: ViewRef,
  moves: { add: AddMove, clean: CleanMove, challenge: ChallengeMove, pass: PassMove, draw: DrawMove },
  moveInput: MoveInput,
  toMove(input) {
    const [type, fields] = chosenField(input);
    if (type === 'pass') return { type };
    const values = withoutNulls(fields);
    // Cells travel as {x, y} objects; the move schema wants [x, y] pairs.
    if (type === 'add') return { type, card: values.card, cell: cell(values.cell), sources: (values.sources as unknown[]).map(cell), pay: values.pay ?? [] };
    return { type, ...values };
  },
};
