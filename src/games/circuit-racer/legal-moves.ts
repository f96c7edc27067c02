/**
 * The legal moves of the current step, kept small for clients, bots and fuzzers:
 *
 * - gear step: each legal gear, with and without Include; Shift only where it is needed
 *   (a Shift to a neighbouring gear is legal but never listed). At most 24 moves.
 * - dice step: accept; reroll (± Include); select for every non-empty subset of the dice (± Include).
 *   At most 1 + 4 + 126 = 131 moves.
 *
 * Paid moves are listed with the default payment (bank first) and, for gear and reroll only, also
 * with everything paid from this circuit's track when that differs and is possible. Other splits
 * of a payment are legal too but are not enumerated (and neither are select's, which would double
 * the list). Every listed move passes `validate`.
 *
 * The moves themselves are made once per content (listed-moves.ts), deep-frozen: a state chooses
 * among the same objects, and their JSON with labels, most of a move's answer, is written from text
 * kept per object (labelled-moves-json.ts).
 */
import type { Seat } from '../../core/types.js';
import type { CircuitRacerContent, SpecialActionId } from './content.js';
import type { ListedMoves } from './listed-moves.js';
import type { CircuitRacerMove } from './moves.js';
import { freeBoxes, paidFromCurrent, spend } from './payment.js';
import { SOLO_SEAT, type CircuitRacerState } from './state.js';

export function legalMovesOf(
  content: CircuitRacerContent,
  listed: ListedMoves,
): (state: CircuitRacerState, player: Seat) => readonly CircuitRacerMove[] {
  return (state, player) => (player === SOLO_SEAT ? movesOf(content, listed, state) : []);
}

function movesOf(content: CircuitRacerContent, listed: ListedMoves, state: CircuitRacerState): CircuitRacerMove[] {
  switch (state.phase) {
    case 'gear':
      return gearMoves(content, listed, state);
    case 'dice':
      return diceMoves(content, listed, state);
    case 'roll':
    case 'over':
      return [];
    default: {
      const never: never = state.phase;
      return never;
    }
  }
}

/** The payment variants of a move with these special actions: none if unaffordable. */
function payments(
  content: CircuitRacerContent,
  state: CircuitRacerState,
  action: SpecialActionId | null,
  include: boolean,
  alternatives: boolean,
): (number | undefined)[] {
  const { cost } = spend(content, state.free, action, include ? 'include' : null);
  if (cost === 0) return [undefined];
  const onTrack = freeBoxes(content, state);
  if (paidFromCurrent(onTrack, state.bank, cost, undefined) < 0) return [];
  // Bank first is the default; all from the current track differs only when the bank would pay some.
  return alternatives && state.bank > 0 && onTrack >= cost ? [undefined, cost] : [undefined];
}

function gearMoves(content: CircuitRacerContent, listed: ListedMoves, state: CircuitRacerState): CircuitRacerMove[] {
  const moves: CircuitRacerMove[] = [];
  const previous = state.previousGear;
  for (let gear = content.minGear; gear <= content.maxGear; gear++) {
    if (previous !== 0 && gear === previous) continue;
    const shift = previous !== 0 && Math.abs(gear - previous) !== 1;
    for (const include of [false, true]) {
      for (const payCurrent of payments(content, state, shift ? 'shift' : null, include, true)) {
        moves.push(listed.gear(gear, shift, include, payCurrent));
      }
    }
  }
  return moves;
}

function diceMoves(content: CircuitRacerContent, listed: ListedMoves, state: CircuitRacerState): CircuitRacerMove[] {
  const moves: CircuitRacerMove[] = [listed.accept];
  const includes = state.include ? [false] : [false, true];
  for (const include of includes) {
    for (const payCurrent of payments(content, state, 'reroll', include, true)) {
      moves.push(listed.reroll(include, payCurrent));
    }
  }
  for (const include of includes) {
    if (payments(content, state, 'select', include, false).length === 0) continue;
    for (const move of include ? listed.selects.included : listed.selects.plain) moves.push(move);
  }
  return moves;
}
