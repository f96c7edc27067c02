/**
 * Circuit Racer rule state. Small, flat and readonly: `evolve` returns a new object per event and
 * shares everything that did not change (dice arrays, the free-use pool, past results).
 */
import type { CircuitRacerContent, SpecialActionId } from './content.js';

/**
 * What the game waits for: `gear` (start of a turn), `roll` (the engine rolls), `dice` (re-roll,
 * select or accept the dice on the table), `over` (all circuits raced).
 */
export type Phase = 'gear' | 'roll' | 'dice' | 'over';

/** How a circuit ended: reached the flag, ran out of Time, or overflowed the damage track. */
export type CircuitOutcome = 'finished' | 'time' | 'dnf';

export interface CircuitResult {
  readonly place: number;
  readonly outcome: CircuitOutcome;
}

/** Free special-action uses left for the rest of the game (one pool, R11). */
export type FreeUses = Readonly<Record<SpecialActionId, number>>;

export interface CircuitRacerState {
  readonly phase: Phase;
  /** 1-based index into `content.circuits`; stays on the last circuit once the game is over. */
  readonly circuit: number;
  /** Time boxes marked on this circuit: the turn being played (0 before the first gear choice). */
  readonly turn: number;
  /** Circle the car is on; 0 = on the flag at the start. */
  readonly position: number;
  /** Gear of the previous turn on this circuit; 0 = none (first turn). */
  readonly previousGear: number;
  /** Gear chosen this turn; 0 until chosen. */
  readonly gear: number;
  /** Include was declared this turn (R1: at most once). */
  readonly include: boolean;
  /** Dice on the table this turn; empty until the first roll. */
  readonly dice: readonly number[];
  /** Re-rolls and selects made this turn: `k` of the next `reroll{k}` label is this + 1. */
  readonly rerolls: number;
  /** Die indices the pending roll replaces (ascending); `null` = all dice. */
  readonly rolling: readonly number[] | null;
  /** Damage boxes marked on this circuit's track (by skipped sections and by payments). */
  readonly damage: number;
  /** Unmarked damage boxes of finished earlier circuits, available to pay for special actions. */
  readonly bank: number;
  readonly free: FreeUses;
  /** One per circuit raced so far, in order. */
  readonly results: readonly CircuitResult[];
}

/** The start of a circuit: on the flag, no gear yet, a clean damage track (spec §3 and §4's end of circuit). */
export const FRESH_CIRCUIT = Object.freeze({
  phase: 'gear',
  turn: 0,
  position: 0,
  previousGear: 0,
  gear: 0,
  include: false,
  dice: Object.freeze([]) as readonly number[],
  rerolls: 0,
  rolling: null,
  damage: 0,
} as const satisfies Partial<CircuitRacerState>);

/** Setup (spec §3): circuit 1, on the flag, no gear yet, the whole free pool. No dice are rolled. */
export function initialState(content: CircuitRacerContent): CircuitRacerState {
  const { actions } = content;
  // Through `update` so the state has the same property order (V8 hidden class) as every later
  // state: a spread here made `evolve`'s property reads polymorphic and replay ~35% slower.
  return update(EMPTY, {
    ...FRESH_CIRCUIT,
    circuit: 1,
    bank: 0,
    free: {
      reroll: actions.reroll.freeUses,
      include: actions.include.freeUses,
      select: actions.select.freeUses,
      shift: actions.shift.freeUses,
    },
    results: NO_RESULTS,
  });
}

/**
 * `state` with `changes` applied: a new object, everything else shared; a field `changes` leaves
 * `undefined` keeps its value. Built on `copyState` (one field list to keep in sync with
 * `CircuitRacerState`), setting only the fields `changes` has: `evolve`'s hot path uses `copyState`
 * itself.
 */
export function update(s: CircuitRacerState, c: Partial<CircuitRacerState>): CircuitRacerState {
  const next = copyState(s);
  for (const key in c) {
    const value = c[key as keyof CircuitRacerState];
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  return next;
}

/** A state being built: only the object `copyState` just made, before `evolve` returns it. */
export type StateDraft = { -readonly [K in keyof CircuitRacerState]: CircuitRacerState[K] };

/**
 * A copy of `s` for `evolve` to set a few fields on before it returns it: the replay hot path's
 * alternative to `update`. Every call of `update` passes a differently shaped `changes` object, so its
 * fourteen reads of `changes` see many hidden classes and V8 cannot make them fast; here every read is
 * of a state (one hidden class) and every write of a draft (one more). The draft is never seen
 * before it is returned, so the fold stays pure.
 */
export function copyState(s: CircuitRacerState): StateDraft {
  return {
    phase: s.phase,
    circuit: s.circuit,
    turn: s.turn,
    position: s.position,
    previousGear: s.previousGear,
    gear: s.gear,
    include: s.include,
    dice: s.dice,
    rerolls: s.rerolls,
    rolling: s.rolling,
    damage: s.damage,
    bank: s.bank,
    free: s.free,
    results: s.results,
  };
}

export const NO_DICE: readonly number[] = FRESH_CIRCUIT.dice;
const NO_RESULTS: readonly CircuitResult[] = Object.freeze([]);
/** Only a base for `initialState`'s `update`: every field is overwritten there. */
const EMPTY = {} as CircuitRacerState;

/** The one player's seat: Circuit Racer is solitaire. */
export const SOLO_SEAT = 1;
