/**
 * What clients see. Circuit Racer hides nothing, so every viewer gets the same view; it is still
 * the only shape the API serves (never raw state). Its shape is declared in view-schema.ts.
 * "None" is 0 (no gear yet), not null, to keep every field non-nullable.
 */
import type { z } from 'zod';
import type { DeepReadonly } from '../../core/deep-readonly.js';
import type { Seat } from '../../core/types.js';
import type { CircuitRacerContent } from './content.js';
import { totalOf } from './pending.js';
import type { CircuitRacerViewSchemas } from './view-schema.js';
import { countMove } from './resolve-turn.js';
import { skippedSections } from './track.js';
import type { CircuitRacerState } from './state.js';

/** The view's type comes from its schema (view-schema.ts), so the two cannot drift apart. */
export type CircuitRacerView = DeepReadonly<z.infer<CircuitRacerViewSchemas['circuitRacerView']>>;

export function viewOf(content: CircuitRacerContent, state: CircuitRacerState, _viewer: Seat | null): CircuitRacerView {
  const circuit = content.circuits[state.circuit - 1]!;
  const upcoming = state.phase === 'gear' ? 1 : 0;
  const flag = circuit.length + 1;
  const wouldMove = countMove(state.dice, state.gear, state.include);
  // The same count and sections `accept` uses (resolve-turn.ts), so the view never disagrees with the move.
  const wouldDamage =
    state.dice.length === 0 ? 0 : state.gear * skippedSections(circuit, state.position, state.position + wouldMove);
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
    sections: circuit.sections.map((s) => ({
      index: s.index,
      from: s.from,
      to: s.to,
      length: s.length,
      exempt: s.exempt,
    })),
    section: sectionAt(content, state),
    damage: { marked: state.damage, free: content.damageBoxes - state.damage, boxes: content.damageBoxes },
    bank: state.bank,
    actions: Object.values(content.actions).map((a) => ({
      id: a.id,
      name: a.name,
      freeLeft: state.free[a.id],
      cost: a.cost,
    })),
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
  return (
    circuit.sections.find((s) => s.from <= p && p <= s.to)?.index ??
    (p > circuit.length ? circuit.sections.length + 1 : 0)
  );
}
