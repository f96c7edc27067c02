/** What the game waits for (spec §3–4): the setup roll and shuffles, a new draw pile's shuffle, a player, or the end. */
import type { Pending } from '../../core/types.js';
import type { CarbondaleContent } from './content.js';
import { reformCount } from './flow.js';
import { standingsOf } from './score.js';
import { DRAW_LABEL, FIRST_LABEL, FIRST_SIDES, nextSpareGroup, reshuffleLabel, setupShuffleCards } from './setup.js';
import type { CarbondaleState } from './state.js';
import { waitingSeat } from './validate.js';

export function pendingOf(content: CarbondaleContent, state: CarbondaleState): Pending {
  switch (state.phase) {
    case 'setupRoll':
      return { kind: 'roll', label: FIRST_LABEL, count: 1, sides: FIRST_SIDES };
    case 'setupDraw':
      return { kind: 'shuffle', label: DRAW_LABEL, size: setupShuffleCards(content, state).length };
    case 'setupSpares':
      return {
        kind: 'shuffle',
        label: nextSpareGroup(content, state)!.label,
        size: setupShuffleCards(content, state).length,
      };
    case 'reshuffle':
      return { kind: 'shuffle', label: reshuffleLabel(state.reshuffles + 1), size: reformCount(state) };
    case 'turn':
    case 'challenge':
    case 'draw':
      return { kind: 'choice', players: [waitingSeat(state)] };
    case 'over':
      return { kind: 'over', standings: standingsOf(content, state) };
    default: {
      const never: never = state.phase;
      throw new Error(`unknown phase ${String(never)}`);
    }
  }
}
