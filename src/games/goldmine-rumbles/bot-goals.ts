/**
 * The bot's main-action choice for a turn: each claim on display, Papa Clayton and each other
 * player get an expected gold value; the best positive one is the goal. Values ignore distance
 * (only reachability and hazards), so the goal stays the same while the pawn walks toward it.
 */
import type { Seat } from '../../core/types.js';
import { duelWinChance } from './bot-odds.js';
import { routeFacts } from './bot-travel.js';
import { itemValue, tokenCost } from './bot-values.js';
import type { BotView } from './bot-view.js';
import { sitePoint } from './board.js';
import { claimOf } from './content-lookup.js';
import { pickings } from './economy.js';

export type Goal =
  | { readonly kind: 'claim'; readonly value: number; readonly slot: number }
  | { readonly kind: 'papa'; readonly value: number; readonly point: string }
  | { readonly kind: 'player'; readonly value: number; readonly target: Seat; readonly point: string };

/** Passing a rat or snake: Bread for a rat when I hold one, else a Poison token. */
export const hazardCost = (bot: BotView): number =>
  bot.held('bread') > 0 ? Math.min(tokenCost(bot), itemValue(bot, 'bread', -1) + 0.5) : tokenCost(bot);

/** My fight bonus with the default weapon (Blunderbuss if held, else the Colt), minus tokens. */
export const fightBonus = (bot: BotView, seat: Seat = bot.seat): number =>
  (bot.held('blunderbuss', seat) > 0
    ? Math.max(bot.content.blunderbuss.bonus, bot.level('colt', seat))
    : bot.level('colt', seat)) - bot.penalty(seat);

export function papaFightValue(bot: BotView): number {
  const { content, me } = bot;
  const p = duelWinChance(fightBonus(bot), content.papa.fightBonus, me.injuries, 0);
  const win = pickings(content, me.gold, content.papa.gold) + content.papa.reward + 1.5;
  const lose = Math.min(me.gold, pickings(content, content.papa.gold, me.gold)) + tokenCost(bot);
  return p * win - (1 - p) * lose - (bot.held('blunderbuss') > 0 ? 1.5 : 0);
}

function playerFightValue(bot: BotView, target: Seat): number {
  const { content, me } = bot;
  const them = bot.player(target);
  const mine = fightBonus(bot);
  const theirs = fightBonus(bot, target);
  const p = duelWinChance(mine, theirs, me.injuries, them.injuries);
  const q = duelWinChance(theirs, mine, them.injuries, me.injuries);
  // Robbing a rival is a double swing in a race for most gold.
  const win = 1.4 * Math.min(them.gold, pickings(content, me.gold, them.gold)) + (them.itemCount > 0 ? 1.5 : 0) + 1;
  const lose = 1.4 * Math.min(me.gold, pickings(content, them.gold, me.gold)) + tokenCost(bot);
  return p * win - q * lose - (bot.held('blunderbuss') > 0 ? 1.5 : 0) - 0.5;
}

function claimValue(bot: BotView, slot: number): number | undefined {
  const { content, me, view } = bot;
  const entry = view.store[slot - 1]!;
  if (entry.claim.id === 0 || !bot.find('buyClaim', (m) => m.slot === slot)) return undefined;
  const claim = claimOf(content, entry.claim.id);
  const site = sitePoint(claim.id);
  const plans = bot.level('tunnelPlans');
  const route = routeFacts(bot.tree(me.point, plans), site);
  let travel = 0;
  if (route === undefined) {
    if (bot.rotationPlan(me.point, me.lastPos, site, plans) === undefined) return undefined;
    travel = bot.held('dynamite') > 0 ? 1.3 : me.gold > entry.price ? 3.5 : Infinity;
  } else {
    travel = route.hazards * hazardCost(bot);
  }
  const yieldEv = Math.max(0, 3.5 + bot.level(content.yieldColumn[claim.type]) - bot.penalty());
  const rows = (['top', 'bottom'] as const).map((row) => {
    const values = claim[row].filter((i) => bot.supply(i) > 0).map((i) => itemValue(bot, i));
    values.sort((a, b) => b - a);
    return (values[0] ?? 0) + (values[1] ?? 0) + (claim.cube === row ? 2 : 0);
  });
  return yieldEv + Math.max(...rows) + 1 - 1.5 - entry.price - travel;
}

/** The best main action now, or undefined when nothing is worth doing. */
export function chooseGoal(bot: BotView): Goal | undefined {
  const { me, view } = bot;
  const goals: Goal[] = [];
  const plans = bot.level('tunnelPlans');
  const near = (point: string) => routeFacts(bot.tree(me.point, plans), point);
  view.store.forEach((_, i) => {
    const value = claimValue(bot, i + 1);
    if (value !== undefined) goals.push({ kind: 'claim', value, slot: i + 1 });
  });
  const papa = near(view.papa) !== undefined || bot.held('harmonica') > 0;
  if (papa)
    goals.push({
      kind: 'papa',
      value: papaFightValue(bot) - (near(view.papa)?.hazards ?? 0) * hazardCost(bot),
      point: view.papa,
    });
  for (const other of view.players) {
    if (other.seat === bot.seat) continue;
    const route = near(other.point);
    if (route !== undefined)
      goals.push({
        kind: 'player',
        value: playerFightValue(bot, other.seat) - route.hazards * hazardCost(bot),
        target: other.seat,
        point: other.point,
      });
  }
  // A small pull toward closer targets keeps the choice stable as the pawn approaches one.
  const score = (g: Goal) => g.value - (g.kind === 'claim' ? 0 : 0.05 * (near(g.point)?.cost ?? 0));
  const best = goals.reduce<Goal | undefined>((a, g) => (a === undefined || score(g) > score(a) ? g : a), undefined);
  return best !== undefined && best.value > 0.3 ? best : undefined;
}
