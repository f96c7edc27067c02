/** What the game waits for (spec §4.1): the shuffle, a main or lone throw, a queued personal roll, the players of the step, or the end. */
import type { Pending } from '../../core/types.js';
import type { CoalNWriteContent } from './content.js';
import { standingsOf } from './delivery.js';
import { loneLabel, SHUFFLE_LABEL, throwLabel } from './labels.js';
import type { CoalNWriteState } from './state.js';

export function pendingOf(content: CoalNWriteContent, state: CoalNWriteState): Pending {
  const req = state.rolls[0];
  if (req !== undefined) return { kind: 'roll', label: req.label, count: req.count, sides: content.sides };
  switch (state.phase) {
    case 'shuffle':
      return { kind: 'shuffle', label: SHUFFLE_LABEL, size: state.deck.length };
    case 'throw':
      return {
        kind: 'roll',
        label: throwLabel(state.round, state.turn),
        count: state.diceInPlay,
        sides: content.sides,
      };
    case 'loneThrow':
      return { kind: 'roll', label: loneLabel(state.round, state.loneThrow), count: 1, sides: content.sides };
    case 'turn':
    case 'rodeo':
    case 'bonusPick':
    case 'lone':
    case 'bonus':
    case 'load':
      return { kind: 'choice', players: state.waiting };
    case 'over':
      return { kind: 'over', standings: standingsOf(content, state) };
    default: {
      const never: never = state.phase;
      throw new Error(`unknown phase ${String(never)}`);
    }
  }
}
