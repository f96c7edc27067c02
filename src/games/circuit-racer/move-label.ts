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
    case 'select':
      return state === null
        ? `Re-roll dice ${move.dice.map((i) => i + 1).join(', ')}${extras(move)}`
        : `Re-roll ${move.dice.map((i) => state.dice[i] ?? '?').join(', ')} (dice ${move.dice.map((i) => i + 1).join(', ')})${extras(move)}`;
    case 'accept':
      return 'Keep the dice';
    default: {
      const never: never = move;
      return never;
    }
  }
}
