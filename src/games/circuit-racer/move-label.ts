/** A short human label for each Circuit Racer move, so a client can offer choices without the rules. */
import type { CircuitRacerMove, SelectMove } from './moves.js';
import type { CircuitRacerState } from './state.js';

const extras = (move: { include?: boolean; payCurrent?: number }): string =>
  (move.include === true ? ', with Include' : '') +
  (move.payCurrent !== undefined ? `, paying ${move.payCurrent} from this circuit` : '');

/**
 * `state` gives the dice their values; without it (a move read back from the tape, whose dice are in
 * the roll before it) dice are named by position only.
 */
export function moveLabel(state: CircuitRacerState | null, move: CircuitRacerMove): string {
  switch (move.type) {
    case 'gear':
      return `${move.shift === true ? 'Shift to gear' : 'Gear'} ${move.gear}${extras(move)}`;
    case 'reroll':
      return `Re-roll all dice${extras(move)}`;
    case 'select':
      return state === null
        ? `Re-roll dice ${positionsOf(move)}${extras(move)}`
        : `${SELECT_HEAD}${selectedValues(state, move)}${selectTail(move)}`;
    case 'accept':
      return 'Keep the dice';
    default: {
      const never: never = move;
      return never;
    }
  }
}

/**
 * A select move's label with its dice's values is `SELECT_HEAD`, the values (`selectedValues`), then
 * `selectTail`: only the values come from the state, so labelled-moves-json.ts writes the rest once.
 */
export const SELECT_HEAD = 'Re-roll ';

/** What follows a select move's values in its label: ` (dice 1, 3), with Include`. */
export const selectTail = (move: SelectMove): string => ` (dice ${positionsOf(move)})${extras(move)}`;

/** The selected dice's values, in the move's order: `4, 2, 6` (`?` for a die not on the table). */
export function selectedValues(state: CircuitRacerState, move: SelectMove): string {
  // Plain loops: a dice step lists 126 of these.
  let values = '';
  for (let k = 0; k < move.dice.length; k++) values += (k === 0 ? '' : ', ') + dieValue(state, move.dice[k]!);
  return values;
}

/** Die `i`'s value as its label names it. */
export const dieValue = (state: CircuitRacerState, i: number): string => String(state.dice[i] ?? '?');

function positionsOf(move: SelectMove): string {
  let positions = '';
  for (let k = 0; k < move.dice.length; k++) positions += (k === 0 ? '' : ', ') + (move.dice[k]! + 1);
  return positions;
}
