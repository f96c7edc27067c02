/**
 * Coal n' Write's seat bots. The heuristic bot (`bot.ts`) was written against the rule state; in
 * a seat it gets the state with the one thing the seat cannot see erased: the order of the undrawn
 * Boom Town cards (sorted, so it cannot depend on it). Everything else in the state is on the table
 * for everyone: every sheet is public, and the deck's contents are every card not yet face up.
 */
import type { BotDefinition } from '../../core/types.js';
import { makeBot } from './bot.js';
import type { CoalNWriteContent } from './content.js';
import type { CoalNWriteMove } from './moves.js';
import type { CoalNWriteState } from './state.js';
import type { CoalNWriteView } from './view.js';

export function coalNWriteBots(
  content: CoalNWriteContent,
): readonly BotDefinition<CoalNWriteState, CoalNWriteMove, CoalNWriteView>[] {
  const heuristic = makeBot(content);
  return Object.freeze([
    {
      id: 'default',
      title: 'Prospector: greedy claims, valuable veins, Boom Town by value, loads past the bandits',
      choose: ({ state, seat, legalMoves }) => heuristic({ ...state, deck: [...state.deck].sort() }, seat, legalMoves),
    },
  ]);
}
