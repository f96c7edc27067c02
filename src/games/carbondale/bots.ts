/**
 * Carbondale's seat bot: the heuristic bot (`bot.ts`), which decides from its seat's view alone
 * (the opponent's hand and the draw pile stay hidden from it as from any player).
 */
import type { BotDefinition } from '../../core/types.js';
import { decide } from './bot.js';
import type { CarbondaleContent } from './content.js';
import type { CarbondaleMove } from './moves.js';
import type { CarbondaleState } from './state.js';
import type { CarbondaleView } from './view.js';

export function carbondaleBots(
  content: CarbondaleContent,
): readonly BotDefinition<CarbondaleState, CarbondaleMove, CarbondaleView>[] {
  return Object.freeze([
    {
      id: 'default',
      title: 'Networker: goal points and builder ladders against what the cards cost; challenges only sure wins',
      choose: ({ view, seat, legalMoves }) => decide(content, view, seat, legalMoves),
    },
  ]);
}
