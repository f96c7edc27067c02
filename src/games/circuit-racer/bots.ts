/**
 * Circuit Racer's seat bot: the heuristic bot (`bot.ts`), which decides from its seat's view alone
 * (the view shows what each gear would move and cost, so it needs nothing else).
 */
import type { BotDefinition } from '../../core/types.js';
import { decide } from './bot.js';
import type { CircuitRacerContent } from './content.js';
import type { CircuitRacerMove } from './moves.js';
import type { CircuitRacerState } from './state.js';
import type { CircuitRacerView } from './view.js';

export function circuitRacerBots(
  _content: CircuitRacerContent,
): readonly BotDefinition<CircuitRacerState, CircuitRacerMove, CircuitRacerView>[] {
  return Object.freeze([
    {
      id: 'default',
      title: 'Steady driver: expected spaces against section damage',
      choose: ({ view, legalMoves }) => decide(view, legalMoves),
    },
  ]);
}
