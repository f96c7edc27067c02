/**
 * Which of a Goldmine Rumbles seat's moves its search looks at first (`SearchOptions.rank`). In a
 * turn most legal moves are Essentials bundles (up to three items in any mix) and single-item
 * discards, which a miner seldom means mid-route; drawn at random, they took most of search-3's
 * fifteen challengers, leaving a route's other exits, Dynamite or a fight unsearched. They still
 * come last, so a seat over its carry limit (where discards are the choice) searches them.
 */
import type { GoldmineMove } from './move-types.js';

export function searchRank(move: unknown): number {
  const m = move as GoldmineMove;
  if (m.type === 'discardItems') return 2;
  if (m.type !== 'buyEssentials') return 0;
  const count = (m.bread ?? 0) + (m.dynamite ?? 0) + (m.whiskey ?? 0);
  return count > 1 ? 2 : 1;
}
