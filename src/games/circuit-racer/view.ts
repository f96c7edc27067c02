/**
 * What clients see. Circuit Racer hides nothing, so every viewer gets the same view; it is still
 * the only shape the API serves (never raw state). Plain data only (numbers, booleans, strings,
 * arrays, nested objects, string enums) so the GraphQL layer can map it to typed objects.
 * "None" is 0 (no gear yet), not null, to keep every field non-nullable.
 */
import type { Seat } from '../../core/types.js';
import type { CircuitRacerContent, SpecialActionId } from './content.js';
import { totalOf } from './pending.js';
import { countMove } from './resolve-turn.js';
import { skippedSections } from './track.js';
import type { CircuitOutcome, CircuitRacerState, Phase } from './state.js';

export type CircuitRacerPhase = Phase;
export type CircuitRacerOutcome = CircuitOutcome;

export interface CircuitRacerSectionView {
  /** 1-based, in racing order from the flag. */
  readonly index: number;
  /** First and last circle of the section. */
  readonly from: number;
  readonly to: number;
  readonly length: number;
  /** Next to the flag: skipping it costs no damage. */
  readonly exempt: boolean;
}

export interface CircuitRacerDamageView {
  /** Boxes marked on this circuit's track (skipped sections and payments). */
  readonly marked: number;
  /** Boxes still free on this circuit's track. */
  readonly free: number;
  readonly boxes: number;
}

export interface CircuitRacerActionView {
  readonly id: SpecialActionId;
  readonly name: string;
  /** Free uses left for the rest of the game. */
  readonly freeLeft: number;
  /** Damage boxes per use once the free ones are gone. */
  readonly cost: number;
}

export interface CircuitRacerCircuitView {
  readonly circuit: number;
  /** Circles N; the flag is at N + 1. */
  readonly length: number;
  /** Raced to the end (finished, out of time or DNF). */
  readonly complete: boolean;
  /** The Place scored; 0 until complete. */
  readonly place: number;
  /** Reached the flag before the time ran out. */
  readonly finished: boolean;
  /** Did Not Finish: the damage track overflowed. */
  readonly dnf: boolean;
}

export interface CircuitRacerView {
  /** `gear`: choose a gear · `roll`: dice are being rolled · `dice`: reroll, select or accept · `over`. */
  readonly phase: CircuitRacerPhase;
  /** 1-based; stays on the last circuit when the game is over. */
  readonly circuit: number;
  readonly circuitCount: number;
  /** The turn being played, or about to start at the gear step (1-based). */
  readonly turn: number;
  readonly timeUsed: number;
  readonly timeLeft: number;
  readonly timeBoxes: number;
  /** Circle the car is on (0 = on the flag at the start). */
  readonly position: number;
  /** Circles N of this circuit; the flag is at N + 1. */
  readonly length: number;
  /** Spaces still needed to reach the flag: the Place if the time ran out now. */
  readonly toFlag: number;
  readonly sections: readonly CircuitRacerSectionView[];
  /** 1-based index of the section the car is in; 0 on the starting flag. */
  readonly section: number;
  readonly damage: CircuitRacerDamageView;
  /** Unmarked damage boxes of earlier circuits, available to pay for special actions. */
  readonly bank: number;
  readonly actions: readonly CircuitRacerActionView[];
  /** Gear of the previous turn on this circuit; 0 = none (first turn). */
  readonly previousGear: number;
  /** Gear chosen this turn; 0 = not chosen yet. */
  readonly gear: number;
  /** Include is declared this turn. */
  readonly includeDeclared: boolean;
  /** Dice on the table this turn; empty before the roll. */
  readonly dice: readonly number[];
  /** Spaces the dice on the table would move if accepted now. */
  readonly wouldMove: number;
  /** Damage that move would cause: the gear for each non-exempt section it jumps whole (0 before the roll). */
  readonly wouldDamage: number;
  /** That damage would overflow this circuit's track: accepting now is a DNF (place 20). */
  readonly wouldDnf: boolean;
  /** Re-rolls and selects made this turn. */
  readonly rerolls: number;
  /** Places of the circuits raced so far, in order. */
  readonly places: readonly number[];
  /** Sum of the places so far (lower is better). */
  readonly total: number;
  readonly circuits: readonly CircuitRacerCircuitView[];
}

export function viewOf(content: CircuitRacerContent, state: CircuitRacerState, _viewer: Seat | null): CircuitRacerView {
  const circuit = content.circuits[state.circuit - 1]!;
  const upcoming = state.phase === 'gear' ? 1 : 0;
  const flag = circuit.length + 1;
  const wouldMove = countMove(state.dice, state.gear, state.include);
  // The same count and sections `accept` uses (resolve-turn.ts), so the view never disagrees with the move.
  const wouldDamage = state.dice.length === 0 ? 0 : state.gear * skippedSections(circuit, state.position, state.position + wouldMove);
  return {
    phase: state.phase,
    circuit: state.circuit,
    circuitCount: content.circuits.length,
    turn: state.turn + upcoming,
    timeUsed: state.turn,
    timeLeft: content.timeBoxes - state.turn,
    timeBoxes: content.timeBoxes,
    position: state.position,
    length: circuit.length,
    toFlag: flag - state.position,
    sections: circuit.sections.map((s) => ({ index: s.index, from: s.from, to: s.to, length: s.length, exempt: s.exempt })),
    section: sectionAt(content, state),
    damage: { marked: state.damage, free: content.damageBoxes - state.damage, boxes: content.damageBoxes },
    bank: state.bank,
    actions: Object.values(content.actions).map((a) => ({ id: a.id, name: a.name, freeLeft: state.free[a.id], cost: a.cost })),
    previousGear: state.previousGear,
    gear: state.gear,
    includeDeclared: state.include,
    dice: [...state.dice],
    wouldMove,
    wouldDamage,
    wouldDnf: wouldDamage > content.damageBoxes - state.damage,
    rerolls: state.rerolls,
    places: state.results.map((r) => r.place),
    total: totalOf(state),
    circuits: content.circuits.map((c, i) => {
      const result = state.results[i];
      return {
        circuit: i + 1,
        length: c.length,
        complete: result !== undefined,
        place: result?.place ?? 0,
        finished: result?.outcome === 'finished',
        dnf: result?.outcome === 'dnf',
      };
    }),
  };
}

function sectionAt(content: CircuitRacerContent, state: CircuitRacerState): number {
  const circuit = content.circuits[state.circuit - 1]!;
  const p = state.position;
  return circuit.sections.find((s) => s.from <= p && p <= s.to)?.index ?? (p > circuit.length ? circuit.sections.length + 1 : 0);
}
