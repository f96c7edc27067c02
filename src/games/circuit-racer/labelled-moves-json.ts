/**
 * The JSON text of Circuit Racer's legal moves with their labels, as the server answers them
 * (`GameDefinition.labelledMovesJson`): exactly `JSON.stringify` of each move with its `label`.
 *
 * A state lists moves made once per content (listed-moves.ts), so their text is written here once
 * too. A gear, re-roll or accept move's label reads no state: its whole text is kept. A select's label
 * is its dice's values between a head and a tail that depend on the move alone (`Re-roll ` … ` (dice
 * 1, 3), with Include`): the text around its values is kept, and a state adds one string of values per
 * subset of the dice. Labelling each of a dice step's 126 selects and escaping it for JSON took about
 * two thirds of writing its list (docs/development.md, "Where a move's time goes").
 */
import type { ListedMoves } from './listed-moves.js';
import type { CircuitRacerMove, SelectMove } from './moves.js';
import { dieValue, moveLabel, SELECT_HEAD, selectTail } from './move-label.js';
import type { CircuitRacerState } from './state.js';

/** A select move's text: `before`, its dice's values, `after`; `mask` names its dice. */
interface Around {
  readonly mask: number;
  readonly before: string;
  readonly after: string;
}

export function labelledMovesJsonOf(
  dice: number,
  listed: ListedMoves,
): (state: CircuitRacerState, moves: readonly CircuitRacerMove[]) => string {
  const whole = new Map<CircuitRacerMove, string>();
  const around = new Map<CircuitRacerMove, Around>();
  for (const move of listed.all) {
    if (move.type !== 'select') whole.set(move, JSON.stringify({ ...move, label: moveLabel(null, move) }));
    else {
      const text = textAround(move);
      if (text !== null) around.set(move, text);
    }
  }
  return (state, moves) => {
    let values: readonly string[] | undefined;
    let text = '[';
    for (let i = 0; i < moves.length; i++) {
      const move = moves[i]!;
      if (i > 0) text += ',';
      const kept = whole.get(move);
      if (kept !== undefined) {
        text += kept;
        continue;
      }
      const known = around.get(move);
      if (known === undefined) text += JSON.stringify({ ...move, label: moveLabel(state, move) });
      else {
        values ??= valuesBySubset(state, dice);
        text += known.before + values[known.mask]! + known.after;
      }
    }
    return text + ']';
  };
}

/**
 * A select move's text around its values, or `null` where writing it so could differ from
 * `JSON.stringify`: dice out of ascending order (the values would be joined in another order) or a
 * label with a character JSON escapes (none today; the check keeps a retuned label honest).
 */
function textAround(move: SelectMove): Around | null {
  let mask = 0;
  for (let k = 0; k < move.dice.length; k++) {
    const die = move.dice[k]!;
    if (!Number.isInteger(die) || die < 0 || die > 30 || (k > 0 && die <= move.dice[k - 1]!)) return null;
    mask |= 1 << die;
  }
  const tail = selectTail(move);
  if (JSON.stringify(SELECT_HEAD + tail) !== `"${SELECT_HEAD}${tail}"`) return null;
  const opening = JSON.stringify(move).slice(0, -1);
  return { mask, before: `${opening},"label":"${SELECT_HEAD}`, after: `${tail}"}` };
}

/**
 * The values of every subset of the first `dice` dice, by mask, joined as a label names them
 * (`selectedValues`): a subset's lowest die, then the rest's values. A value is a number or `?`, which
 * JSON writes as they are.
 */
function valuesBySubset(state: CircuitRacerState, dice: number): string[] {
  const values = new Array<string>(1 << dice);
  for (let mask = 1; mask < 1 << dice; mask++) {
    const rest = mask & (mask - 1);
    const lowest = dieValue(state, 31 - Math.clz32(mask ^ rest));
    values[mask] = rest === 0 ? lowest : `${lowest}, ${values[rest]!}`;
  }
  return values;
}
