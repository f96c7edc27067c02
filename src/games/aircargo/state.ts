/**
 * AirCargo rule state. Flat and readonly: `evolve` returns a new object per event and shares every
 * field that did not change (status arrays, the route, the check log).
 */
import type { AircargoContent } from './content.js';
import type { AirportOrder, CargoUse } from './moves.js';
import { START_INDEX } from './map.js';

/**
 * What the game waits for (spec §4):
 * - `idle`: plan, prepare a flight or stop · `planRoll`: the planning dice are rolled ·
 *   `planning`: use or reroll the dice on the table;
 * - `flight`: choose the next leg · `weatherRoll`: a check's weather die is rolled ·
 *   `stamina`: pre-roll stamina · `checkRoll`: the hazard dice (or a prayer's reroll) are rolled ·
 *   `failing`: the check failed: pray or panic;
 * - `over`.
 */
export type Phase =
  'idle' | 'planRoll' | 'planning' | 'flight' | 'weatherRoll' | 'stamina' | 'checkRoll' | 'failing' | 'over';

/** How the game ended: crash (lost), no usable planning roll with no rerolls left, voluntary stop, or the weather table full (R5). */
export type EndReason = 'none' | 'crash' | 'no-valid-plan' | 'stop' | 'weather';

export type CargoStatus = 'open' | 'planned' | 'delivered';
export type AirportStatus = 'open' | 'planned' | 'visited';

/** A hazard check of the current leg: a crossed mountain, or the landing at the destination. */
export interface Check {
  readonly kind: 'mountain' | 'landing';
  /** Mountain id (`M1`) or airport id as a string (`41`). */
  readonly ref: string;
  readonly hazard: number;
}

/** How a check was resolved, for the pilot log. */
export type CheckOutcome = 'passed' | 'panic' | 'crash';

export interface CheckRecord {
  readonly leg: number;
  /** 1-based within the leg. */
  readonly check: number;
  readonly kind: Check['kind'];
  readonly ref: string;
  readonly hazard: number;
  readonly weatherDie: number;
  readonly weather: number;
  readonly classMod: number;
  readonly stamina: number;
  /** The hazard dice that decided the check (after any prayers). */
  readonly dice: readonly number[];
  /** Dice + weather + hazard + class − pre-roll stamina. */
  readonly total: number;
  readonly prayers: number;
  /** Stamina boxes the panic cost (0 unless `outcome` is `panic`). */
  readonly panicCost: number;
  readonly outcome: CheckOutcome;
}

/** One leg flown: point indices (map.ts) and the weather box it crossed. */
export interface LegRecord {
  readonly leg: number;
  readonly from: number;
  readonly to: number;
}

export interface AircargoState {
  readonly phase: Phase;
  readonly end: EndReason;
  /** Point index (map.ts) where the aircraft is: the start, a visited airport or a beacon. */
  readonly position: number;
  /** Planning rolls made: `n` of `plan.roll{n}`. */
  readonly planRolls: number;
  /** Rerolls of the current planning roll: `k` of `plan.roll{n}.reroll{k}`. */
  readonly planRerolls: number;
  /** Dice on the table: the planning roll, or the current check's hazard dice. */
  readonly dice: readonly number[];
  /** Die indices the pending roll replaces (a reroll or a prayer); `null` = a fresh roll of both. */
  readonly rolling: readonly number[] | null;
  readonly planRerollsUsed: number;
  readonly staminaUsed: number;
  readonly prayersUsed: number;
  /** Per cargo box, in content order. */
  readonly cargo: readonly CargoStatus[];
  /** Per airport, in content order. */
  readonly airports: readonly AirportStatus[];
  /** Destination airport of the flight in progress (index into `content.airports`), -1 when none. */
  readonly destination: number;
  /** Cargo box in flight (index into `content.cargo`), -1 when none. */
  readonly load: number;
  /** Weather boxes crossed = legs begun. */
  readonly legs: number;
  readonly route: readonly LegRecord[];
  /** Checks of the current leg, in order; the leg's end point is `target`. */
  readonly checks: readonly Check[];
  readonly target: number;
  /** 1-based index of the check in progress (0 = none). */
  readonly check: number;
  readonly weatherDie: number;
  readonly weather: number;
  /** Pre-roll stamina of the current check (R7: lost even if the check then panics). */
  readonly preStamina: number;
  /** Prayers on the current check: `j` of `leg{L}.check{c}.prayer{j}`. */
  readonly checkPrayers: number;
  readonly log: readonly CheckRecord[];
  /** The last planning roll used, once a cargo or an airport is planned with it (the table's dice are then cleared). */
  readonly spent: SpentRoll;
}

/** How a planning roll was used: die a, die b or their sum for a cargo; the digits' order for an airport. */
type SpentUse = '' | CargoUse | AirportOrder;

/**
 * A planning roll used: its dice, how, and what it planned (a cargo box, or an airport id as a
 * string). Kept so the Pilot Log still shows what was rolled once the roll is spent.
 */
interface SpentRoll {
  readonly dice: readonly number[];
  readonly use: SpentUse;
  readonly planned: string;
}

/** No planning roll used yet. */
const NOT_SPENT: SpentRoll = Object.freeze({ dice: Object.freeze([]), use: '', planned: '' });

export const NONE: readonly never[] = Object.freeze([]);

/** Setup (spec §3): at the start, nothing planned, every box free. No dice are rolled. */
export function initialState(content: AircargoContent): AircargoState {
  return {
    phase: 'idle',
    end: 'none',
    position: START_INDEX,
    planRolls: 0,
    planRerolls: 0,
    dice: NONE,
    rolling: null,
    planRerollsUsed: 0,
    staminaUsed: 0,
    prayersUsed: 0,
    cargo: Object.freeze(content.cargo.map((): CargoStatus => 'open')),
    airports: Object.freeze(content.airports.map((): AirportStatus => 'open')),
    destination: -1,
    load: -1,
    legs: 0,
    route: NONE,
    checks: NONE,
    target: -1,
    check: 0,
    weatherDie: 0,
    weather: 0,
    preStamina: 0,
    checkPrayers: 0,
    log: NONE,
    spent: NOT_SPENT,
  };
}

/**
 * `state` with `changes` applied: a new object, everything else shared. Spelled out field by field
 * because `{ ...state, x }` is ~30× slower in V8 and `evolve` is the replay hot path.
 * Keep the list in sync with `AircargoState` (the return type makes the compiler check it).
 */
export function update(s: AircargoState, c: Partial<AircargoState>): AircargoState {
  return {
    phase: c.phase !== undefined ? c.phase : s.phase,
    end: c.end !== undefined ? c.end : s.end,
    position: c.position !== undefined ? c.position : s.position,
    planRolls: c.planRolls !== undefined ? c.planRolls : s.planRolls,
    planRerolls: c.planRerolls !== undefined ? c.planRerolls : s.planRerolls,
    dice: c.dice !== undefined ? c.dice : s.dice,
    rolling: c.rolling !== undefined ? c.rolling : s.rolling,
    planRerollsUsed: c.planRerollsUsed !== undefined ? c.planRerollsUsed : s.planRerollsUsed,
    staminaUsed: c.staminaUsed !== undefined ? c.staminaUsed : s.staminaUsed,
    prayersUsed: c.prayersUsed !== undefined ? c.prayersUsed : s.prayersUsed,
    cargo: c.cargo !== undefined ? c.cargo : s.cargo,
    airports: c.airports !== undefined ? c.airports : s.airports,
    destination: c.destination !== undefined ? c.destination : s.destination,
    load: c.load !== undefined ? c.load : s.load,
    legs: c.legs !== undefined ? c.legs : s.legs,
    route: c.route !== undefined ? c.route : s.route,
    checks: c.checks !== undefined ? c.checks : s.checks,
    target: c.target !== undefined ? c.target : s.target,
    check: c.check !== undefined ? c.check : s.check,
    weatherDie: c.weatherDie !== undefined ? c.weatherDie : s.weatherDie,
    weather: c.weather !== undefined ? c.weather : s.weather,
    preStamina: c.preStamina !== undefined ? c.preStamina : s.preStamina,
    checkPrayers: c.checkPrayers !== undefined ? c.checkPrayers : s.checkPrayers,
    log: c.log !== undefined ? c.log : s.log,
    spent: c.spent !== undefined ? c.spent : s.spent,
  };
}

/** The one player's seat: AirCargo is solitaire. */
export const SOLO_SEAT = 1;

/** The phases of a flight in progress (R12: no planning, no stop until it lands). */
export function inFlight(phase: Phase): boolean {
  return (
    phase === 'flight' || phase === 'weatherRoll' || phase === 'stamina' || phase === 'checkRoll' || phase === 'failing'
  );
}

/** `list` with entry `i` set to `status` (a new array; out-of-range `i` changes nothing). */
export function withStatus<T extends CargoStatus | AirportStatus>(
  list: readonly T[],
  i: number,
  status: T,
): readonly T[] {
  if (i < 0 || i >= list.length) return list;
  const next = list.slice();
  next[i] = status;
  return next;
}
