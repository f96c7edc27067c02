/**
 * Goldmine Rumbles' seat bot: the heuristic bot (`bot.ts`), which decides from its seat's view
 * alone (missions, placements and peeks of the others are hidden from it as from any player).
 * Seated in `index.ts`, not `define.ts`: the bot module builds a definition of its own.
 */
import { marginReward } from '../../core/search/margin-reward.js';
import type { SearchOptions } from '../../core/search/search-bots.js';
import type { BotDefinition } from '../../core/types.js';
import { decideFromView } from './bot.js';
import type { GoldmineContent } from './content-types.js';
import type { GoldmineMove } from './move-types.js';
import { searchRank } from './search-rank.js';
import type { GoldmineState } from './state.js';
import type { GoldmineView } from './view-types.js';

export function goldmineBots(
  content: GoldmineContent,
): readonly BotDefinition<GoldmineState, GoldmineMove, GoldmineView>[] {
  return Object.freeze([
    {
      id: 'default',
      title: 'Prospector: best claim or robbery by expected gold, cheapest route there',
      choose: ({ view, seat, legalMoves }) => decideFromView(content, view, seat, legalMoves),
    },
  ]);
}

/**
 * The rollout bot that plays a search's imagined games: `default` without its Dynamite plans (a cut-off
 * target is left alone, a walk past a rat or snake is not avoided), which cost dozens of route trees a
 * move. Like `default` it decides from its seat's view alone. Not seated: the search bots use it.
 */
export const goldmineRollout = (
  content: GoldmineContent,
): BotDefinition<GoldmineState, GoldmineMove, GoldmineView> => ({
  id: 'rollout',
  title: 'Prospector without Dynamite plans: the imagined games of the search bots',
  choose: ({ view, seat, legalMoves }) => decideFromView(content, view, seat, legalMoves, false),
});

/**
 * How Goldmine Rumbles' search bots are built (`withBotsAndSearch`'s options): imagined games played
 * by the rollout bot; each judged by the logistic of the seat's margin over the best other miner,
 * 5 gn to a step (`marginReward`: with four players the place mostly ties two root moves on a guess,
 * and counts a second place the ladder does not); root challengers drawn first from the moves a
 * miner means (`searchRank`: Essentials bundles and discards last).
 */
export const goldmineSearch = (content: GoldmineContent): SearchOptions => ({
  rollout: goldmineRollout(content) as BotDefinition,
  reward: marginReward(5),
  rank: searchRank,
});
