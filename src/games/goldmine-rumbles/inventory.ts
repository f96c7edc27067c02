/** Single-use items held by players and the general supply (Papa Clayton's "items", R13). */
import type { Seat } from '../../core/types.js';
import { ITEM_IDS, type ItemId } from './content-ids.js';
import type { GoldmineContent } from './content-types.js';
import { update, updatePlayer, type GoldmineState, type Items, type PlayerState } from './state.js';

/** Items held in all. A loop, not a reduce: every event's pending step counts each player's items. */
export function itemCount(items: Items): number {
  let n = 0;
  for (const id of ITEM_IDS) n += items[id];
  return n;
}
export const holds = (p: PlayerState, item: ItemId, n = 1): boolean => p.items[item] >= n;
export const overLimit = (content: GoldmineContent, p: PlayerState): boolean => itemCount(p.items) > content.carryLimit;

export const addTo = (items: Items, item: ItemId, n: number): Items => ({ ...items, [item]: items[item] + n });

/** Moves `n` of `item` from the supply to the player (as many as the supply has). */
export function takeFromSupply(state: GoldmineState, seat: Seat, item: ItemId, n = 1): GoldmineState {
  const got = Math.min(n, state.supply[item]);
  if (got <= 0) return state;
  const players = state.players.slice();
  const p = players[seat - 1]!;
  players[seat - 1] = updatePlayer(p, { items: addTo(p.items, item, got) });
  return update(state, { players, supply: addTo(state.supply, item, -got) });
}

/** Returns `n` of `item` from the player to the supply (as many as held). */
export function discard(state: GoldmineState, seat: Seat, item: ItemId, n = 1): GoldmineState {
  const p = state.players[seat - 1]!;
  const lost = Math.min(n, p.items[item]);
  if (lost <= 0) return state;
  const players = state.players.slice();
  players[seat - 1] = updatePlayer(p, { items: addTo(p.items, item, -lost) });
  return update(state, { players, supply: addTo(state.supply, item, lost) });
}

/** Moves one `item` from one player to another (Bacon, fight spoils). */
export function transfer(state: GoldmineState, from: Seat, to: Seat, item: ItemId): GoldmineState {
  const giver = state.players[from - 1]!;
  if (giver.items[item] <= 0 || from === to) return state;
  const players = state.players.slice();
  players[from - 1] = updatePlayer(giver, { items: addTo(giver.items, item, -1) });
  const taker = players[to - 1]!;
  players[to - 1] = updatePlayer(taker, { items: addTo(taker.items, item, 1) });
  return update(state, { players });
}

/** The first seat (in seat order) carrying more than the limit, or 0 (spec §4.6). */
export function overLimitSeat(content: GoldmineContent, state: GoldmineState): Seat {
  const i = state.players.findIndex((p) => overLimit(content, p));
  return i + 1;
}

/** Counts of each item in a list of item ids. */
export function countItems(list: readonly ItemId[]): Map<ItemId, number> {
  const counts = new Map<ItemId, number>();
  for (const i of list) counts.set(i, (counts.get(i) ?? 0) + 1);
  return counts;
}
