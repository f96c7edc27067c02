/**
 * AirCargo's seat bot: the heuristic bot (`bot.ts`), written against the rule state. AirCargo hides
 * nothing (every viewer gets the same view of the whole state), so handing it the state shows a
 * seat nothing its view does not.
 */
import type { BotDefinition } from '../../core/types.js';
import { makeBot } from './bot.js';
import type { Board } from './map.js';
import type { AircargoMove } from './moves.js';
import type { AircargoState } from './state.js';
import type { AircargoView } from './view.js';

export function aircargoBots(board: Board): readonly BotDefinition<AircargoState, AircargoMove, AircargoView>[] {
  const heuristic = makeBot(board);
  return Object.freeze([
    {
      id: 'default',
      title: 'Careful pilot: one planned run at a time, cheapest route, prays before a costly panic',
      choose: ({ state, seat, legalMoves }) => heuristic(state, seat, legalMoves),
    },
  ]);
}
