import { COLUMN_IDS, ITEM_IDS, PORTS, type GoldmineMove, type GoldmineView } from '../../../games/goldmine-rumbles/index.js';
import { builder } from '../builder.js';
import { chosenField, withoutNulls, type GameGraphql } from './adapter.js';

type View = GoldmineView;
type Player = View['players'][number];
type Turn = View['turn'];
type Fight = Turn['fight'];
type AnyMove = Record<string, unknown> & { type: string };

const enumOf = <T extends string>(name: string, values: readonly T[], description?: string) =>
  builder.enumType(name, { values: Object.fromEntries(values.map((v) => [v, { value: v }])) as Record<string, { value: T }>, ...(description ? { description } : {}) });

const Item = enumOf('GoldmineRumblesItem', ITEM_IDS);
const Column = enumOf('GoldmineRumblesColumn', COLUMN_IDS, 'Dashboard columns.');
const Port = enumOf('GoldmineRumblesPort', PORTS, 'Tile ports: edge midpoints N/E/S/W and corners.');
const Weapon = enumOf('GoldmineRumblesWeapon', ['colt', 'blunderbuss', 'none'] as const);
const Stage = enumOf('GoldmineRumblesStage', ['setup', 'start', 'cubes', 'turn', 'over'] as const);
const Hazard = enumOf('GoldmineRumblesHazard', ['none', 'rat', 'snake'] as const);
const MainAction = enumOf('GoldmineRumblesMainAction', ['none', 'claim', 'papa', 'player'] as const);
const Row = enumOf('GoldmineRumblesRow', ['top', 'bottom'] as const);
const ItemMode = enumOf('GoldmineRumblesItemMode', ['call', 'swap', 'refresh', 'rearrange', 'peek', 'pick'] as const);
const Length = enumOf('GoldmineRumblesLength', ['short', 'long'] as const);

const list = <T>(values: readonly T[]): T[] => [...values];

const ItemCount = builder.objectRef<View['supply'][number]>('GoldmineRumblesItemCount').implement({
  fields: (t) => ({ item: t.field({ type: Item, resolve: (c) => c.item }), count: t.exposeInt('count') }),
});
const ColumnState = builder.objectRef<Player['cubes'][number]>('GoldmineRumblesColumnState').implement({
  fields: (t) => ({ column: t.field({ type: Column, resolve: (c) => c.column }), cubes: t.exposeInt('cubes'), capacity: t.exposeInt('capacity'), level: t.exposeInt('level') }),
});
const Tunnel = builder.objectRef<View['tiles'][number]['tunnels'][number]>('GoldmineRumblesTunnel').implement({
  fields: (t) => ({
    ports: t.field({ type: [Port], resolve: (x) => list(x.ports) }),
    points: t.stringList({ description: "The point each port opens onto ('' = rock).", resolve: (x) => list(x.points) }),
    hazard: t.field({ type: Hazard, resolve: (x) => x.hazard }),
    mouth: t.exposeString('mouth', { description: "Secret-tunnel letter A/B/C, '' = none." }),
  }),
});
const Tile = builder.objectRef<View['tiles'][number]>('GoldmineRumblesTile').implement({
  fields: (t) => ({
    pos: t.exposeInt('pos'),
    tile: t.exposeInt('tile'),
    dark: t.exposeBoolean('dark'),
    rotation: t.exposeInt('rotation'),
    tunnels: t.field({ type: [Tunnel], resolve: (x) => list(x.tunnels) }),
  }),
});
const PointRef = builder.objectRef<View['points'][number]>('GoldmineRumblesPoint').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    site: t.exposeInt('site', { description: 'Claim-site number; 0 for an interior point.' }),
    positions: t.intList({ resolve: (x) => list(x.positions) }),
    pawns: t.intList({ resolve: (x) => list(x.pawns) }),
    papa: t.exposeBoolean('papa'),
  }),
});
const Claim = builder.objectRef<View['pileTop']>('GoldmineRumblesClaim').implement({
  fields: (t) => ({
    id: t.exposeInt('id', { description: '0 = none.' }),
    type: t.exposeString('type', { description: "dark, flooded, hardRock ('' = none)." }),
    top: t.field({ type: [Item], resolve: (c) => list(c.top) }),
    bottom: t.field({ type: [Item], resolve: (c) => list(c.bottom) }),
    cube: t.exposeString('cube', { description: "The row with a cube icon: top, bottom or ''." }),
  }),
});
const StoreSlot = builder.objectRef<View['store'][number]>('GoldmineRumblesStoreSlot').implement({
  fields: (t) => ({ slot: t.exposeInt('slot'), price: t.exposeInt('price', { description: 'For the viewer, after Company Shares.' }), claim: t.field({ type: Claim, resolve: (s) => s.claim }) }),
});
const Rumble = builder.objectRef<View['rumbles'][number]>('GoldmineRumblesRumble').implement({
  fields: (t) => ({
    phase: t.exposeInt('phase'),
    tile: t.exposeInt('tile', { description: '0 while hidden from the viewer.' }),
    revealed: t.exposeBoolean('revealed'),
    peeked: t.exposeBoolean('peeked'),
    order: t.intList({ resolve: (r) => list(r.order) }),
  }),
});
const PlayerRef = builder.objectRef<Player>('GoldmineRumblesPlayer').implement({
  fields: (t) => ({
    seat: t.exposeInt('seat'),
    colour: t.exposeString('colour'),
    gold: t.exposeInt('gold'),
    bags: t.exposeInt('bags'),
    injuries: t.exposeInt('injuries'),
    bandages: t.exposeInt('bandages'),
    poisons: t.exposeInt('poisons'),
    blackMarks: t.exposeInt('blackMarks'),
    items: t.field({ type: [ItemCount], resolve: (p) => list(p.items) }),
    itemCount: t.exposeInt('itemCount'),
    overLimit: t.exposeBoolean('overLimit'),
    cubes: t.field({ type: [ColumnState], resolve: (p) => list(p.cubes) }),
    placed: t.exposeInt('placed'),
    placing: t.field({ type: [Column], description: 'Own placements only.', resolve: (p) => list(p.placing) }),
    character: t.exposeInt('character'),
    characterName: t.exposeString('characterName'),
    mission: t.exposeInt('mission', { description: "0 unless it is the viewer's own or the game is over." }),
    missionItems: t.field({ type: [Item], resolve: (p) => list(p.missionItems) }),
    point: t.exposeString('point'),
    lastPos: t.exposeInt('lastPos'),
    claims: t.intList({ resolve: (p) => list(p.claims) }),
    peeks: t.intList({ resolve: (p) => list(p.peeks) }),
  }),
});
const BidRef = builder.objectRef<Turn['bids'][number]>('GoldmineRumblesBid').implement({ fields: (t) => ({ seat: t.exposeInt('seat'), amount: t.exposeInt('amount') }) });
const Fighter = builder.objectRef<Fight['fighters'][number]>('GoldmineRumblesFighter').implement({
  fields: (t) => ({
    seat: t.exposeInt('seat'),
    weapon: t.field({ type: Weapon, resolve: (f) => f.weapon }),
    injuries: t.exposeInt('injuries'),
    out: t.exposeBoolean('out'),
    lastScore: t.exposeInt('lastScore'),
  }),
});
const FightRef = builder.objectRef<Fight>('GoldmineRumblesFight').implement({
  fields: (t) => ({
    active: t.exposeBoolean('active'),
    kind: t.exposeString('kind', { description: "player, papa, hazard ('' = no fight this turn)." }),
    starter: t.exposeInt('starter', { description: '0 = Papa Clayton.' }),
    fighters: t.field({ type: [Fighter], resolve: (f) => list(f.fighters) }),
    papaInjuries: t.exposeInt('papaInjuries'),
    lastPapaScore: t.exposeInt('lastPapaScore'),
    round: t.exposeInt('round'),
    stage: t.exposeString('stage'),
    dice: t.intList({ resolve: (f) => list(f.dice) }),
    askBible: t.exposeInt('askBible'),
    spoilFrom: t.exposeInt('spoilFrom', { description: '0 = the supply.' }),
    spoilers: t.intList({ resolve: (f) => list(f.spoilers) }),
    winners: t.intList({ resolve: (f) => list(f.winners) }),
    losers: t.intList({ resolve: (f) => list(f.losers) }),
  }),
});
const TurnRef = builder.objectRef<Turn>('GoldmineRumblesTurn').implement({
  fields: (t) => ({
    seat: t.exposeInt('seat'),
    number: t.exposeInt('number'),
    step: t.exposeString('step'),
    main: t.field({ type: MainAction, resolve: (x) => x.main }),
    charges: t.exposeInt('charges'),
    claim: t.exposeInt('claim'),
    ownerRow: t.exposeString('ownerRow'),
    bids: t.field({ type: [BidRef], resolve: (x) => list(x.bids) }),
    bidder: t.exposeInt('bidder'),
    partner: t.exposeInt('partner'),
    partnerTook: t.exposeBoolean('partnerTook'),
    miners: t.intList({ resolve: (x) => list(x.miners) }),
    dice: t.intList({ resolve: (x) => list(x.dice) }),
    waiting: t.intList({ resolve: (x) => list(x.waiting) }),
    hazard: t.exposeInt('hazard'),
    visited: t.intList({ resolve: (x) => list(x.visited) }),
    fight: t.field({ type: FightRef, resolve: (x) => x.fight }),
  }),
});
const RouteMove = builder.objectRef<View['routes'][number]['moves'][number]>('GoldmineRumblesRouteMove').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'step or burrow.' }),
    pos: t.exposeInt('pos'),
    from: t.exposeInt('from'),
    exit: t.field({ type: Port, resolve: (m) => m.exit }),
    hazard: t.field({ type: Hazard, resolve: (m) => m.hazard }),
  }),
});
const Route = builder.objectRef<View['routes'][number]>('GoldmineRumblesRoute').implement({
  fields: (t) => ({
    to: t.exposeString('to'),
    site: t.exposeInt('site'),
    edges: t.exposeInt('edges'),
    hazards: t.exposeInt('hazards'),
    moves: t.field({ type: [RouteMove], resolve: (r) => list(r.moves) }),
  }),
});
const History = builder.objectRef<View['history'][number]>('GoldmineRumblesTurnRecord').implement({
  fields: (t) => ({ phase: t.exposeInt('phase'), seat: t.exposeInt('seat'), main: t.field({ type: MainAction, resolve: (h) => h.main }) }),
});
const FinalScore = builder.objectRef<View['final'][number]>('GoldmineRumblesFinalScore').implement({
  fields: (t) => ({
    seat: t.exposeInt('seat'),
    gold: t.exposeInt('gold'),
    notebooks: t.exposeInt('notebooks'),
    blackMarkBonus: t.exposeInt('blackMarkBonus'),
    tokenPenalty: t.exposeInt('tokenPenalty'),
    missionItems: t.exposeInt('missionItems'),
    mission: t.exposeInt('mission'),
    total: t.exposeInt('total'),
  }),
});

const ViewRef = builder.objectRef<View>('GoldmineRumblesView').implement({
  description: 'A Goldmine Rumbles table as the viewer may see it: missions, cube placements, peeks and unrevealed Rumbles tiles of others are hidden.',
  fields: (t) => ({
    stage: t.field({ type: Stage, resolve: (v) => v.stage }),
    length: t.field({ type: Length, resolve: (v) => v.length }),
    phase: t.exposeInt('phase'),
    phases: t.exposeInt('phases'),
    cubesThisPhase: t.exposeInt('cubesThisPhase'),
    you: t.exposeInt('you'),
    order: t.intList({ resolve: (v) => list(v.order) }),
    tiles: t.field({ type: [Tile], resolve: (v) => list(v.tiles) }),
    points: t.field({ type: [PointRef], resolve: (v) => list(v.points) }),
    papa: t.exposeString('papa', { description: "Papa Clayton's point." }),
    store: t.field({ type: [StoreSlot], resolve: (v) => list(v.store) }),
    pileTop: t.field({ type: Claim, resolve: (v) => v.pileTop }),
    pileCount: t.exposeInt('pileCount'),
    rumbles: t.field({ type: [Rumble], resolve: (v) => list(v.rumbles) }),
    supply: t.field({ type: [ItemCount], resolve: (v) => list(v.supply) }),
    players: t.field({ type: [PlayerRef], resolve: (v) => list(v.players) }),
    turn: t.field({ type: TurnRef, resolve: (v) => v.turn }),
    routes: t.field({ type: [Route], resolve: (v) => list(v.routes) }),
    history: t.field({ type: [History], resolve: (v) => list(v.history) }),
    final: t.field({ type: [FinalScore], resolve: (v) => list(v.final) }),
  }),
});

// Output types of moves. Every field is nullable so moves of different types can share one selection set.
type FieldKind = 'int' | 'boolean' | 'item' | 'column' | 'port' | 'weapon' | 'row' | 'mode' | 'ints' | 'items' | 'columns' | 'shifts';
const Shift = builder.objectRef<{ from: string; to: string }>('GoldmineRumblesPipeShift').implement({
  fields: (t) => ({ from: t.field({ type: Column, resolve: (s) => s.from as never }), to: t.field({ type: Column, resolve: (s) => s.to as never }) }),
});

/**
 * GraphQL names of move fields that would clash across move types in one selection (Essentials
 * counts vs the Bread/Blunderbuss flags and the Dynamite move; a Detonator's board row vs a claim row).
 */
const RENAMED: Readonly<Record<string, string>> = {
  'buyEssentials.bread': 'breadCount',
  'buyEssentials.dynamite': 'dynamiteCount',
  'buyEssentials.whiskey': 'whiskeyCount',
  'useItem.row': 'boardRow',
};
const graphqlName = (type: string, field: string): string => RENAMED[`${type}.${field}`] ?? field;

/** The GraphQL type of each field kind (Pipe shifts differ between output and input). */
const FIELD_TYPES = {
  int: 'Int',
  boolean: 'Boolean',
  ints: ['Int'],
  item: Item,
  items: [Item],
  column: Column,
  columns: [Column],
  port: Port,
  weapon: Weapon,
  row: Row,
  mode: ItemMode,
} as const;
const describe = (field: string) => (field === 'target' ? { description: 'A seat; 0 = Papa Clayton.' } : {});

function moveRef(type: GoldmineMove['type'], fields: Readonly<Record<string, FieldKind>>) {
  const name = `GoldmineRumbles${type[0]!.toUpperCase()}${type.slice(1)}Move`;
  if (Object.keys(fields).length === 0) return builder.objectRef<AnyMove>(name).implement({ fields: (t) => ({ [type]: t.boolean({ resolve: () => true }) }) });
  return builder.objectRef<AnyMove>(name).implement({
    fields: (t) =>
      Object.fromEntries(
        Object.entries(fields).map(([field, kind]) => {
          const resolve = (m: AnyMove) => (field === 'target' && m[field] === 'papa' ? 0 : (m[field] ?? null)) as never;
          const fieldType = (kind === 'shifts' ? [Shift] : FIELD_TYPES[kind]) as never;
          return [graphqlName(type, field), t.field({ type: fieldType, nullable: true, resolve, ...describe(field) })];
        }),
      ),
  });
}

/** Every move type and its fields (shared by the output types and the inputs). */
const MOVE_FIELDS: Readonly<Record<GoldmineMove['type'], Readonly<Record<string, FieldKind>>>> = {
  chooseStart: { site: 'int' },
  placeCubes: { columns: 'columns' },
  placeCube: { column: 'column' },
  buyEssentials: { bread: 'int', dynamite: 'int', whiskey: 'int' },
  trade: { item: 'item' },
  step: { pos: 'int', exit: 'port', bread: 'boolean', blunderbuss: 'boolean' },
  burrow: { from: 'int', to: 'int', exit: 'port' },
  dynamite: {},
  rotate: { pos: 'int', rotation: 'int' },
  buyClaim: { slot: 'int' },
  takeItems: { row: 'row', items: 'items', matchstick: 'boolean', cubeColumn: 'column' },
  inviteBids: {},
  mineAlone: {},
  bid: { amount: 'int' },
  passBid: {},
  acceptBid: { player: 'int' },
  partnerDone: {},
  abandon: {},
  abandonClaim: {},
  mine: {},
  takeYield: { die: 'int', bible: 'boolean' },
  payFee: {},
  fight: { weapon: 'weapon' },
  attack: { target: 'int', weapon: 'weapon' },
  defend: { weapon: 'weapon' },
  bible: { dice: 'ints' },
  noBible: {},
  leaf: { use: 'boolean' },
  takeSpoil: { item: 'item' },
  useItem: {
    item: 'item',
    target: 'int',
    take: 'item',
    mode: 'mode',
    slots: 'ints',
    row: 'int',
    order: 'ints',
    phase: 'int',
    claimSlot: 'int',
    moves: 'shifts',
  },
  discardItems: { items: 'items' },
  done: {},
  endTurn: {},
};

const MOVES = Object.fromEntries(Object.entries(MOVE_FIELDS).map(([type, fields]) => [type, moveRef(type as GoldmineMove['type'], fields)]));

// Inputs: a flag for a move without fields, an input object otherwise.
const ShiftInput = builder.inputType('GoldmineRumblesPipeShiftInput', {
  fields: (t) => ({ from: t.field({ type: Column, required: true }), to: t.field({ type: Column, required: true }) }),
});
/** Fields every move of that type must carry (the rest are optional). */
const REQUIRED = new Set(['chooseStart.site', 'placeCubes.columns', 'placeCube.column', 'trade.item', 'step.pos', 'step.exit', 'burrow.from', 'burrow.to', 'burrow.exit', 'rotate.pos', 'rotate.rotation', 'buyClaim.slot', 'takeItems.row', 'takeItems.items', 'bid.amount', 'acceptBid.player', 'takeYield.die', 'attack.target', 'bible.dice', 'leaf.use', 'takeSpoil.item', 'useItem.item', 'discardItems.items']);

function moveInput(type: string, fields: Readonly<Record<string, FieldKind>>) {
  const name = `GoldmineRumbles${type[0]!.toUpperCase()}${type.slice(1)}Input`;
  return builder.inputType(name, {
    fields: (t) =>
      Object.fromEntries(
        Object.entries(fields).map(([field, kind]) => {
          const fieldType = (kind === 'shifts' ? [ShiftInput] : FIELD_TYPES[kind]) as never;
          return [graphqlName(type, field), t.field({ type: fieldType, required: REQUIRED.has(`${type}.${field}`), ...describe(field) })];
        }),
      ),
  });
}

const INPUTS = Object.fromEntries(
  Object.entries(MOVE_FIELDS)
    .filter(([, fields]) => Object.keys(fields).length > 0)
    .map(([type, fields]) => [type, moveInput(type, fields)]),
);

const MoveInput = builder.inputType('GoldmineRumblesMoveInput', {
  isOneOf: true,
  description: 'Exactly one field: the move to make, named by its type (flags take `true`).',
  fields: (t) =>
    Object.fromEntries(
      Object.entries(MOVE_FIELDS).map(([type, fields]) => [type, Object.keys(fields).length === 0 ? t.boolean() : t.field({ type: INPUTS[type]! })]),
    ),
});

export const goldmineRumblesGraphql: GameGraphql = {
  rules: 'goldmine-rumbles',
  inputField: 'goldmineRumbles',
  view: ViewRef,
  moves: MOVES,
  moveInput: MoveInput,
  toMove(input) {
    const [type, value] = chosenField(input);
    if (Object.keys(MOVE_FIELDS[type as GoldmineMove['type']] ?? {}).length === 0) return { type };
    const fields = Object.keys(MOVE_FIELDS[type as GoldmineMove['type']]);
    const given = withoutNulls(value);
    const move: Record<string, unknown> = { type };
    for (const field of fields) if (given[graphqlName(type, field)] !== undefined) move[field] = given[graphqlName(type, field)];
    if ((type === 'attack' || type === 'useItem') && move.target === 0) move.target = 'papa';
    return move;
  },
};
