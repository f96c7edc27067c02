/** Buying Essentials, trading three of a kind, and discarding (spec §2.1, §4.6, R27). */
import type { Seat } from '../../core/types.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import { activeSeat } from './activity.js';
import type { ItemId } from './content-ids.js';
import type { GoldmineContent } from './content-types.js';
import { isEssential } from './content-lookup.js';
import { countItems, discard, overLimit, takeFromSupply } from './inventory.js';
import type { BuyEssentialsMove } from './move-types.js';
import { updatePlayer, withPlayer, type GoldmineState } from './state.js';

const ESSENTIALS = ['bread', 'dynamite', 'whiskey'] as const;

export function checkBuyEssentials(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  move: BuyEssentialsMove,
): RuleError | null {
  if (activeSeat(state) !== seat) return ruleError('not-active', 'Essentials are bought by the active player');
  const counts = ESSENTIALS.map((i) => move[i] ?? 0);
  if (counts.some((n) => !Number.isInteger(n) || n < 0)) return ruleError('bad-move', 'counts are whole numbers');
  const total = counts.reduce((a, b) => a + b, 0);
  if (total < 1) return ruleError('bad-move', 'buy at least one Essential');
  if (state.players[seat - 1]!.gold < total * content.essentialPrice)
    return ruleError('not-enough-gold', `${total} Essentials cost ${total * content.essentialPrice} gn`);
  const short = ESSENTIALS.find((i, k) => state.supply[i] < counts[k]!);
  return short === undefined ? null : ruleError('supply-empty', `the supply has ${state.supply[short]} ${short}`);
}

/** Pays 1 gn each and takes one Black Mark for the whole purchase (R27). */
export function applyBuyEssentials(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  move: BuyEssentialsMove,
): GoldmineState {
  const total = ESSENTIALS.reduce((n, i) => n + (move[i] ?? 0), 0);
  let s = withPlayer(state, seat, (p) =>
    updatePlayer(p, { gold: p.gold - total * content.essentialPrice, blackMarks: p.blackMarks + 1 }),
  );
  for (const item of ESSENTIALS) s = takeFromSupply(s, seat, item, move[item] ?? 0);
  return s;
}

/** The active player, or anyone over the carry limit, may trade (allowed even when full, S). */
export function checkTrade(content: GoldmineContent, state: GoldmineState, seat: Seat, item: ItemId): RuleError | null {
  const p = state.players[seat - 1]!;
  if (activeSeat(state) !== seat && !overLimit(content, p))
    return ruleError('not-active', 'trading is for the active player');
  if (isEssential(content, item))
    return ruleError('essential-not-tradeable', 'Bread, Dynamite and Whiskey cannot be traded');
  return p.items[item] >= content.trade.need
    ? null
    : ruleError('need-three', `trading needs ${content.trade.need} ${item}`);
}

export function applyTrade(content: GoldmineContent, state: GoldmineState, seat: Seat, item: ItemId): GoldmineState {
  const s = discard(state, seat, item, content.trade.returned);
  return withPlayer(s, seat, (p) => updatePlayer(p, { gold: p.gold + content.trade.gold }));
}

export function checkDiscard(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  items: readonly ItemId[],
): RuleError | null {
  const p = state.players[seat - 1]!;
  const windDown = state.turn?.step === 'windDown' && state.turn.waiting.includes(seat);
  if (activeSeat(state) !== seat && !overLimit(content, p) && !windDown)
    return ruleError('not-active', 'discard when you may act');
  if (items.length === 0) return ruleError('bad-move', 'name the items to discard');
  for (const [item, n] of countItems(items))
    if (p.items[item] < n) return ruleError('not-held', `you hold ${p.items[item]} ${item}`);
  return null;
}

export function applyDiscard(state: GoldmineState, seat: Seat, items: readonly ItemId[]): GoldmineState {
  let s = state;
  for (const [item, n] of countItems(items)) s = discard(s, seat, item, n);
  return s;
}
