/** A short human label for each Circuit Racer move, so a client can offer choices without the rules. */
import type { CircuitRacerMove } from './moves.js';
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
    case 'select': {
      // Plain loops: a dice step lists 126 of these, labelled in every answer.
      let values = '';
      let positions = '';
      for (let k = 0; k < move.dice.length; k++) {
        const i = move.dice[k]!;
        const comma = k === 0 ? '' : ', ';
        if (state !== null) values += comma + (state.dice[i] ?? '?');
        positions += comma + (i + 1);
      }
      return state === null
        ? `Re-roll dice ${positions}${extras(move)}`
        : `Re-roll ${values} (dice ${positions})${extras(move)}`;
    }
    case 'accept':
      return 'Keep the dice';
    default: {
      const never: never = move;
      return never;
    }
  }
}
