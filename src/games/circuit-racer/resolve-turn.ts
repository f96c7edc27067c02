/**
 * Steps 7–8 of the turn and the end of a circuit (spec §4): count the dice, move, take damage for
 * the sections jumped over, and close the circuit on finishing, DNF or the last Time box.
 */
import type { CircuitRacerContent } from './content.js';
import { copyState, FRESH_CIRCUIT, NO_DICE, update, type CircuitOutcome, type CircuitRacerState } from './state.js';
import { skippedSections } from './track.js';

/** Spaces moved: dice below the gear, or at most the gear with Include (R9: gear 1 alone moves 0). */
export function countMove(dice: readonly number[], gear: number, include: boolean): number {
  const limit = include ? gear : gear - 1;
  let moved = 0;
  for (let i = 0; i < dice.length; i++) if (dice[i]! <= limit) moved++;
  return moved;
}

/** Accepting the dice on the table. */
export function resolveTurn(content: CircuitRacerContent, state: CircuitRacerState): CircuitRacerState {
  const circuit = content.circuits[state.circuit - 1]!;
  const flag = circuit.length + 1;
  const target = state.position + countMove(state.dice, state.gear, state.include);
  const damage = state.gear * skippedSections(circuit, state.position, target);
  const onTrack = content.damageBoxes - state.damage;

  // R4: more damage than boxes left is a DNF with the track full; exactly filling it is allowed.
  if (damage > onTrack)
    return endCircuit(content, update(state, { damage: content.damageBoxes }), content.dnfPlace, 'dnf');
  const position = target < flag ? target : flag; // R8: overshooting the flag still finishes
  const moved = copyState(state);
  moved.position = position;
  moved.damage = state.damage + damage;
  moved.previousGear = state.gear;
  moved.gear = 0;
  moved.include = false;
  moved.dice = NO_DICE;
  moved.rerolls = 0;
  moved.rolling = null;
  moved.phase = 'gear';
  if (position === flag) return endCircuit(content, moved, content.finishPlace, 'finished');
  // R2/R7: the last Time box's turn was played in full; the place is the spaces still to go.
  if (state.turn >= content.timeBoxes) return endCircuit(content, moved, flag - position, 'time');
  return moved;
}

/**
 * Records the place, banks the unmarked damage boxes (a DNF track is full, so it banks nothing: R5)
 * and starts the next circuit, or ends the game after the last one. Unused Time is lost (R10).
 */
function endCircuit(
  content: CircuitRacerContent,
  state: CircuitRacerState,
  place: number,
  outcome: CircuitOutcome,
): CircuitRacerState {
  const results = [...state.results, { place, outcome }];
  const bank = state.bank + content.damageBoxes - state.damage;
  if (state.circuit >= content.circuits.length) {
    // The final circuit's position and track stay visible in the over view.
    return update(state, {
      phase: 'over',
      results,
      bank,
      gear: 0,
      include: false,
      dice: NO_DICE,
      rerolls: 0,
      rolling: null,
    });
  }
  return update(state, { ...FRESH_CIRCUIT, circuit: state.circuit + 1, bank, results });
}
