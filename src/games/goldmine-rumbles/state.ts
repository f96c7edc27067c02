/**
 * Goldmine Rumbles rule state. Flat and readonly: `evolve` returns new objects through the
 * field-by-field `update*` helpers (object spread is much slower on the replay hot path) and shares
 * everything that did not change.
 */
import type { Seat } from '../../core/types.js';
import type { Layout, PointId } from './board.js';
import { COLUMN_IDS, ITEM_IDS, type ColumnId, type ItemId } from './content-ids.js';
import type { GameLength, GoldmineContent, Row } from './content-types.js';

export type Items = Readonly<Record<ItemId, number>>;
export type Cubes = Readonly<Record<ColumnId, number>>;

export interface PlayerState {
  readonly gold: number;
  readonly injuries: number;
  readonly bandages: number;
  readonly poisons: number;
  readonly blackMarks: number;
  readonly items: Items;
  readonly cubes: Cubes;
  /** Columns chosen this phase, hidden from others until every player has placed (R26). */
  readonly placing: readonly ColumnId[];
  readonly character: number;
  /** Mission tile id (hidden from others until the end). 0 before the deal. */
  readonly mission: number;
  /** '' before the start site is chosen. */
  readonly point: PointId;
  /** The position of the tile the pawn last moved through this turn (R5); 0 = none. */
  readonly lastPos: number;
  readonly claims: readonly number[];
  /** Phases whose Rumbles tile this player has seen with a Detonator. */
  readonly peeks: readonly number[];
}

/** Setup (spec §3), the start-site choices, a phase's cube placement, the turns, the end. */
export type Stage = 'setup' | 'start' | 'cubes' | 'turn' | 'over';

/**
 * Where a turn stands (spec §4.2, §4.5):
 * `free` (A may move and choose a main action) · `travel` (claim bought, on the way) · `atClaim`
 * (items taken: invite bids or mine alone) · `bidding` · `accepting` · `partner` (B active) ·
 * `ready` (A active again before `mine`) · `yieldRoll` · `yield` · `hazardRoll` · `fee` · `fight` ·
 * `windDown` (medicinal items, then `done`).
 */
export type TurnStep =
  | 'free'
  | 'travel'
  | 'atClaim'
  | 'bidding'
  | 'accepting'
  | 'partner'
  | 'ready'
  | 'yieldRoll'
  | 'yield'
  | 'hazardRoll'
  | 'fee'
  | 'fight'
  | 'windDown';

export type MainAction = 'none' | 'claim' | 'papa' | 'player';
export type Weapon = 'colt' | 'blunderbuss' | 'none';

export interface Bid {
  readonly seat: Seat;
  readonly amount: number;
}

/** The fight of this turn (spec §4.7). */
export interface FightState {
  /** `player`: attack on a player · `papa`: attack on Papa Clayton · `hazard`: Papa Clayton from the hazard die. */
  readonly kind: 'player' | 'papa' | 'hazard';
  /** Who started it; 0 = Papa Clayton (hazard). */
  readonly starter: Seat;
  /** Player fighters (attacker first, or the miners in seat order of the turn). */
  readonly fighters: readonly Seat[];
  readonly weapons: readonly Weapon[];
  /** Miners knocked out of a fight with Papa Clayton. */
  readonly out: readonly Seat[];
  readonly papaInjuries: number;
  readonly round: number;
  /** `defend` · `roll` (dice pending) · `bible` · `leaf` · `spoils`. */
  readonly stage: 'defend' | 'roll' | 'bible' | 'leaf' | 'spoils';
  readonly dice: readonly number[];
  /** Dice indices being rerolled by a Bible (ascending), or empty for a fresh round roll. */
  readonly rerolling: readonly number[];
  /** Bible rerolls so far in this round (the `bible{j}` label counter). */
  readonly bibles: number;
  /** The Bible window: seats still to answer, in order. */
  readonly askBible: readonly Seat[];
  readonly leafWaiting: readonly Seat[];
  readonly leafUsed: readonly Seat[];
  /** Winners still to take an item, and who they take it from (0 = the supply). */
  readonly spoilers: readonly Seat[];
  readonly spoilFrom: Seat;
  /** The last resolved round, for views: scores per fighter and Papa Clayton's (−1 if not in it). */
  readonly lastScores: readonly number[];
  readonly lastPapaScore: number;
  /** Winners and losers once decided. */
  readonly winners: readonly Seat[];
  readonly losers: readonly Seat[];
}

export interface TurnState {
  readonly seat: Seat;
  /** 1-based turn number within the phase (labels `phase{p}.turn{t}`). */
  readonly number: number;
  readonly step: TurnStep;
  readonly main: MainAction;
  /** Dynamite rotation charges left this turn (R6). */
  readonly charges: number;
  /** Sites each seat visited this turn (index seat − 1), for the Matchstick's second use (R33). */
  readonly visited: readonly (readonly number[])[];
  /** Blunderbuss snake shots this turn (the `shot{k}` counter); `shooter` waits for its roll. */
  readonly shots: number;
  readonly shooter: Seat;
  readonly claim: number;
  readonly ownerRow: Row | '';
  readonly bids: readonly Bid[];
  readonly bidders: readonly Seat[];
  readonly partner: Seat;
  readonly partnerTook: boolean;
  /** The miners (A, and B unless B abandoned), fixed at `mine`. */
  readonly miners: readonly Seat[];
  readonly dice: readonly number[];
  /** Seats still to answer a simultaneous choice (yield, fee, wind-down). */
  readonly waiting: readonly Seat[];
  /** Seats that chose to fight on a Papa Clayton hazard face. */
  readonly fightersJoining: readonly Seat[];
  readonly hazard: number;
  readonly fight: FightState | null;
}

export interface TurnRecord {
  readonly phase: number;
  readonly seat: Seat;
  readonly main: MainAction;
}

export interface GoldmineState {
  readonly stage: Stage;
  /** Setup random events applied so far (0..6). */
  readonly setupStep: number;
  readonly length: GameLength;
  readonly phases: number;
  readonly players: readonly PlayerState[];
  readonly tiles: Layout;
  /** The layout as set up (for calibration's reachability figures). */
  readonly setupTiles: Layout;
  /** Store slots 1..5 (index slot − 1): claim id or 0 when empty (R22). */
  readonly store: readonly number[];
  /** The claim pile, top first; only the top is public. */
  readonly pile: readonly number[];
  readonly papa: PointId;
  /** All 9 Rumbles tiles in shuffled order; phase p reveals `rumbles[p − 1]`. */
  readonly rumbles: readonly number[];
  readonly supply: Items;
  readonly phase: number;
  readonly order: readonly Seat[];
  readonly turn: TurnState | null;
  readonly history: readonly TurnRecord[];
}

export const NO_SEATS: readonly Seat[] = Object.freeze([]);
export const NO_NUMBERS: readonly number[] = Object.freeze([]);

export const emptyItems = (): Items => Object.fromEntries(ITEM_IDS.map((i) => [i, 0])) as Items;
export const emptyCubes = (): Cubes => Object.fromEntries(COLUMN_IDS.map((c) => [c, 0])) as Cubes;

export function initialPlayer(content: GoldmineContent): PlayerState {
  return {
    gold: content.startingGold,
    injuries: 0,
    bandages: 0,
    poisons: 0,
    blackMarks: 0,
    items: emptyItems(),
    cubes: emptyCubes(),
    placing: [],
    character: 0,
    mission: 0,
    point: '',
    lastPos: 0,
    claims: [],
    peeks: [],
  };
}

export function initialState(content: GoldmineContent, players: number, length: GameLength): GoldmineState {
  const n = players >= 4 ? 4 : 3;
  const supply = Object.fromEntries(Object.entries(content.items).map(([id, spec]) => [id, spec.supply])) as Items;
  return {
    stage: 'setup',
    setupStep: 0,
    length,
    phases: content.cubesPerPhase[length][n].length,
    players: Array.from({ length: n }, () => initialPlayer(content)),
    tiles: [],
    setupTiles: [],
    store: [],
    pile: [],
    papa: '',
    rumbles: [],
    supply,
    phase: 0,
    order: NO_SEATS,
    turn: null,
    history: [],
  };
}

/** `state` with `c` applied, field by field. */
export function update(s: GoldmineState, c: Partial<GoldmineState>): GoldmineState {
  return {
    stage: c.stage !== undefined ? c.stage : s.stage,
    setupStep: c.setupStep !== undefined ? c.setupStep : s.setupStep,
    length: c.length !== undefined ? c.length : s.length,
    phases: c.phases !== undefined ? c.phases : s.phases,
    players: c.players !== undefined ? c.players : s.players,
    tiles: c.tiles !== undefined ? c.tiles : s.tiles,
    setupTiles: c.setupTiles !== undefined ? c.setupTiles : s.setupTiles,
    store: c.store !== undefined ? c.store : s.store,
    pile: c.pile !== undefined ? c.pile : s.pile,
    papa: c.papa !== undefined ? c.papa : s.papa,
    rumbles: c.rumbles !== undefined ? c.rumbles : s.rumbles,
    supply: c.supply !== undefined ? c.supply : s.supply,
    phase: c.phase !== undefined ? c.phase : s.phase,
    order: c.order !== undefined ? c.order : s.order,
    turn: c.turn !== undefined ? c.turn : s.turn,
    history: c.history !== undefined ? c.history : s.history,
  };
}

export function updatePlayer(p: PlayerState, c: Partial<PlayerState>): PlayerState {
  return {
    gold: c.gold !== undefined ? c.gold : p.gold,
    injuries: c.injuries !== undefined ? c.injuries : p.injuries,
    bandages: c.bandages !== undefined ? c.bandages : p.bandages,
    poisons: c.poisons !== undefined ? c.poisons : p.poisons,
    blackMarks: c.blackMarks !== undefined ? c.blackMarks : p.blackMarks,
    items: c.items !== undefined ? c.items : p.items,
    cubes: c.cubes !== undefined ? c.cubes : p.cubes,
    placing: c.placing !== undefined ? c.placing : p.placing,
    character: c.character !== undefined ? c.character : p.character,
    mission: c.mission !== undefined ? c.mission : p.mission,
    point: c.point !== undefined ? c.point : p.point,
    lastPos: c.lastPos !== undefined ? c.lastPos : p.lastPos,
    claims: c.claims !== undefined ? c.claims : p.claims,
    peeks: c.peeks !== undefined ? c.peeks : p.peeks,
  };
}

export function updateTurn(t: TurnState, c: Partial<TurnState>): TurnState {
  return {
    seat: c.seat !== undefined ? c.seat : t.seat,
    number: c.number !== undefined ? c.number : t.number,
    step: c.step !== undefined ? c.step : t.step,
    main: c.main !== undefined ? c.main : t.main,
    charges: c.charges !== undefined ? c.charges : t.charges,
    visited: c.visited !== undefined ? c.visited : t.visited,
    shots: c.shots !== undefined ? c.shots : t.shots,
    shooter: c.shooter !== undefined ? c.shooter : t.shooter,
    claim: c.claim !== undefined ? c.claim : t.claim,
    ownerRow: c.ownerRow !== undefined ? c.ownerRow : t.ownerRow,
    bids: c.bids !== undefined ? c.bids : t.bids,
    bidders: c.bidders !== undefined ? c.bidders : t.bidders,
    partner: c.partner !== undefined ? c.partner : t.partner,
    partnerTook: c.partnerTook !== undefined ? c.partnerTook : t.partnerTook,
    miners: c.miners !== undefined ? c.miners : t.miners,
    dice: c.dice !== undefined ? c.dice : t.dice,
    waiting: c.waiting !== undefined ? c.waiting : t.waiting,
    fightersJoining: c.fightersJoining !== undefined ? c.fightersJoining : t.fightersJoining,
    hazard: c.hazard !== undefined ? c.hazard : t.hazard,
    fight: c.fight !== undefined ? c.fight : t.fight,
  };
}

export function updateFight(f: FightState, c: Partial<FightState>): FightState {
  return {
    kind: c.kind !== undefined ? c.kind : f.kind,
    starter: c.starter !== undefined ? c.starter : f.starter,
    fighters: c.fighters !== undefined ? c.fighters : f.fighters,
    weapons: c.weapons !== undefined ? c.weapons : f.weapons,
    out: c.out !== undefined ? c.out : f.out,
    papaInjuries: c.papaInjuries !== undefined ? c.papaInjuries : f.papaInjuries,
    round: c.round !== undefined ? c.round : f.round,
    stage: c.stage !== undefined ? c.stage : f.stage,
    dice: c.dice !== undefined ? c.dice : f.dice,
    rerolling: c.rerolling !== undefined ? c.rerolling : f.rerolling,
    bibles: c.bibles !== undefined ? c.bibles : f.bibles,
    askBible: c.askBible !== undefined ? c.askBible : f.askBible,
    leafWaiting: c.leafWaiting !== undefined ? c.leafWaiting : f.leafWaiting,
    leafUsed: c.leafUsed !== undefined ? c.leafUsed : f.leafUsed,
    spoilers: c.spoilers !== undefined ? c.spoilers : f.spoilers,
    spoilFrom: c.spoilFrom !== undefined ? c.spoilFrom : f.spoilFrom,
    lastScores: c.lastScores !== undefined ? c.lastScores : f.lastScores,
    lastPapaScore: c.lastPapaScore !== undefined ? c.lastPapaScore : f.lastPapaScore,
    winners: c.winners !== undefined ? c.winners : f.winners,
    losers: c.losers !== undefined ? c.losers : f.losers,
  };
}

/** The state with seat `seat`'s player replaced by `change(player)`. */
export function withPlayer(state: GoldmineState, seat: Seat, change: (p: PlayerState) => PlayerState): GoldmineState {
  const players = state.players.slice();
  players[seat - 1] = change(players[seat - 1]!);
  return update(state, { players });
}

/** The state with the turn replaced by `change(turn)` (no-op without a turn). */
export function withTurn(state: GoldmineState, change: (t: TurnState) => TurnState): GoldmineState {
  return state.turn === null ? state : update(state, { turn: change(state.turn) });
}
