/**
 * A heuristic bot able to fill any seat. It decides ONLY from its own seat's view
 * (`game.view(state, seat)`) and its legal moves, never from the full state, so it can later sit in
 * live seats without seeing others' missions. Each call re-derives its plan from the view:
 * - cubes: the column with the best marginal value in expected gold over the turns left (one
 *   yield column times the mines to come, Company Shares, Colt odds, Safety Gear against tokens);
 * - a turn: cures and trades, items that pay now (Bacon, Flask/Harmonica swaps at Papa Clayton, a
 *   Matchstick pick from a claim walked past, a Pipe onto the claim's yield column before mining),
 *   then the main action with the best expected gold (a claim, Papa Clayton — by his real odds and
 *   pickings — or a rival), walking the cheapest route and using Dynamite when cut off or when a
 *   rotation avoids a rat or snake (a token costs 2 gn at the end and 1 on every later yield);
 * - mining: the best row, bids invited and the best bid accepted (fee + the better of two dice),
 *   bidding just over the others while a partnership is worth well more than the bid;
 * - fights: Whiskey before attacking; Bible and Leaf only when they can turn a lost round.
 * It only ever returns one of the legal moves it is given.
 */
import type { Seat } from '../../core/types.js';
import { bestTakeItems, bibleAnswer, feeAnswer, leafAnswer, travelToward } from './bot-actions.js';
import { chooseGoal, hazardCost, papaFightValue } from './bot-goals.js';
import { bestCube, itemValue, leastValued } from './bot-values.js';
import { BotView } from './bot-view.js';
import { reachableSites } from './routes.js';
import { sitePoint } from './board.js';
import type { ItemId } from './content-ids.js';
import { CONTENT_V1 } from './content.js';
import type { GoldmineContent } from './content-types.js';
import { claimOf } from './content-lookup.js';
import { routeFacts } from './bot-travel.js';
import type { GoldmineMove } from './move-types.js';
import type { GoldmineState } from './state.js';
import { viewOf } from './view.js';

/** The bot for a content version. */
export function makeBot(content: GoldmineContent) {
  return (state: GoldmineState, seat: Seat, legal: readonly GoldmineMove[]): GoldmineMove => {
    const bot = new BotView(content, viewOf(content, state, seat), seat, legal);
    return decide(bot) ?? fallback(bot);
  };
}

/** The bot for v1's content (the rule tests' fixtures play v1, whose Rumbles orders are the spec's). */
export const bot = makeBot(CONTENT_V1);

/** A bot that sees only a view (for live seats and API clients): the same decisions. */
export function decideFromView(
  content: GoldmineContent,
  view: BotView['view'],
  seat: Seat,
  legal: readonly GoldmineMove[],
  plansDynamite = true,
): GoldmineMove {
  const b = new BotView(content, view, seat, legal, plansDynamite);
  return decide(b) ?? fallback(b);
}

const FALLBACK_ORDER: readonly GoldmineMove['type'][] = [
  'done',
  'endTurn',
  'passBid',
  'noBible',
  'payFee',
  'mineAlone',
  'mine',
  'partnerDone',
  'abandon',
  'abandonClaim',
];

function fallback(bot: BotView): GoldmineMove {
  for (const type of FALLBACK_ORDER) {
    const m = bot.find(type);
    if (m !== undefined) return m;
  }
  return bot.find('leaf', (m) => !m.use) ?? bot.legal[0]!;
}

function decide(bot: BotView): GoldmineMove | undefined {
  const { view } = bot;
  if (view.stage === 'start') return bestStart(bot);
  if (view.stage === 'cubes') return placeCube(bot);
  if (bot.me.overLimit) return shedItems(bot);
  switch (view.turn.step) {
    case 'free':
      return cure(bot) ?? trade(bot) ?? freeTurn(bot);
    case 'travel':
      return cure(bot) ?? goToClaim(bot) ?? bot.find('abandonClaim');
    case 'partner':
      return view.turn.partnerTook ? bot.find('partnerDone') : (goToClaim(bot) ?? bot.find('abandon'));
    case 'atClaim':
      return cure(bot) ?? trade(bot) ?? bot.find('inviteBids');
    case 'accepting':
      return acceptBid(bot);
    case 'ready':
      return cure(bot) ?? bot.find('mine');
    case 'bidding':
      return bid(bot);
    case 'yield':
      return takeYield(bot);
    case 'fee':
      return feeAnswer(bot, papaFightValue(bot));
    case 'fight':
      return fightAnswer(bot);
    case 'windDown':
      return cure(bot, true) ?? bot.find('done');
    default:
      return undefined;
  }
}

function bestStart(bot: BotView): GoldmineMove | undefined {
  const options = bot.all('chooseStart');
  const reach = (site: number) => reachableSites(bot.content, bot.layout, sitePoint(site));
  return options.reduce<GoldmineMove | undefined>(
    (best, m) => (best === undefined || reach(m.site) > reach((best as { site: number }).site) ? m : best),
    undefined,
  );
}

function placeCube(bot: BotView): GoldmineMove | undefined {
  const column = bestCube(
    bot,
    bot.all('placeCube').map((m) => m.column),
  );
  return column === undefined ? undefined : bot.find('placeCube', (m) => m.column === column);
}

const CURES: readonly [ItemId, (bot: BotView) => boolean][] = [
  ['medicalSupplies', (b) => b.me.bandages > 0],
  ['fungus', (b) => b.me.poisons > 0],
  ['applePie', (b) => b.me.blackMarks > 0],
  ['whiskey', (b) => b.me.injuries >= 2],
];

/** Lightning cures (and Whiskey on two or more injuries), sparing a lone mission item. */
function cure(bot: BotView, medicinalOnly = false): GoldmineMove | undefined {
  for (const [item, needed] of CURES) {
    if (!needed(bot) || (medicinalOnly && !bot.content.items[item].medicinal)) continue;
    if (bot.me.missionItems.includes(item) && bot.held(item) < 2) continue;
    const m = bot.find('useItem', (u) => u.item === item);
    if (m !== undefined) return m;
  }
  return undefined;
}

function trade(bot: BotView): GoldmineMove | undefined {
  return bot.find('trade');
}

function freeTurn(bot: BotView): GoldmineMove | undefined {
  const goal = chooseGoal(bot);
  if (goal === undefined) return bot.find('endTurn');
  if (goal.kind === 'claim') return bot.find('buyClaim', (m) => m.slot === goal.slot);
  const target = goal.kind === 'papa' ? ('papa' as const) : goal.target;
  if (bot.me.point === goal.point) {
    // Whiskey clears the injuries I would carry into the fight (it cannot be used during one).
    if (bot.me.injuries > 0 && bot.held('whiskey') > 0) return bot.find('useItem', (m) => m.item === 'whiskey');
    return bot.find('attack', (m) => m.target === target && m.weapon === undefined);
  }
  if (goal.kind === 'papa' && bot.held('harmonica') > 0)
    return bot.find('useItem', (m) => m.item === 'harmonica' && m.mode === 'call');
  return travelToward(bot, goal.point) ?? bot.find('endTurn');
}

function goToClaim(bot: BotView): GoldmineMove | undefined {
  const site = sitePoint(bot.view.turn.claim);
  return bot.me.point === site ? bestTakeItems(bot) : travelToward(bot, site);
}

/**
 * Accepting a partner: the bid fee plus the better of two yield dice (about +1 gn) is pure gain for
 * me, so I take the highest bid, passing over a bidder who already leads me by a wide margin unless
 * the fee is large (the rulebook's own advice).
 */
function acceptBid(bot: BotView): GoldmineMove | undefined {
  const leads = (seat: number) =>
    bot.player(seat).gold > bot.me.gold + 8 &&
    bot.player(seat).gold >= Math.max(...bot.view.players.map((p) => p.gold));
  const bids = [...bot.view.turn.bids]
    .filter((b) => !leads(b.seat) || b.amount >= 4)
    .sort((a, b) => b.amount - a.amount || bot.player(a.seat).gold - bot.player(b.seat).gold);
  const best = bids[0];
  return best !== undefined ? bot.find('acceptBid', (m) => m.player === best.seat) : bot.find('mineAlone');
}

/** What partnering on this turn's claim is worth to me before the bid: yield of the better die, the other row's items, risks. */
function partnerValue(bot: BotView): number | undefined {
  const { content, me, view } = bot;
  const claim = claimOf(content, view.turn.claim);
  const site = sitePoint(claim.id);
  let travel = 0;
  if (me.point !== site) {
    const route = routeFacts(bot.tree(me.point, bot.level('tunnelPlans')), site);
    if (route !== undefined) travel = route.hazards * hazardCost(bot);
    else if (bot.rotationPlan(me.point, 0, site, bot.level('tunnelPlans')) !== undefined && bot.held('dynamite') > 0)
      travel = 1.3;
    else return undefined;
  }
  const row = view.turn.ownerRow === 'top' ? 'bottom' : 'top';
  const values = claim[row].filter((i) => bot.supply(i) > 0).map((i) => itemValue(bot, i));
  values.sort((a, b) => b - a);
  const items = (values[0] ?? 0) + (values[1] ?? 0) + (claim.cube === row ? 2 : 0);
  const dice = 161 / 36; // E[max of two d6]
  const yieldEv = Math.max(0, dice + bot.level(content.yieldColumn[claim.type]) - bot.penalty());
  return yieldEv + items - travel - 1.2; // the hazard die's expected cost
}

/** Bid the least that tops the bids so far (the owner takes the best), while it stays well under the partnership's worth. */
function bid(bot: BotView): GoldmineMove | undefined {
  const value = partnerValue(bot);
  if (value === undefined) return bot.find('passBid');
  const top = Math.max(0, ...bot.view.turn.bids.map((b) => b.amount));
  const cap = Math.min(Math.floor(value * 0.55), bot.me.gold - 1);
  for (let amount = top + 1; amount <= cap; amount++) {
    const m = bot.find('bid', (b) => b.amount === amount);
    if (m !== undefined) return m;
  }
  return bot.find('passBid');
}

function takeYield(bot: BotView): GoldmineMove | undefined {
  const dice = bot.view.turn.dice;
  const bible = bot.held('bible') > 0 && !(bot.me.missionItems.includes('bible') && bot.held('bible') < 2);
  let best: GoldmineMove | undefined;
  let value = -Infinity;
  dice.forEach((d, die) => {
    const boosted = bible && d <= 2 ? d + 4 - itemValue(bot, 'bible', -1) : -Infinity;
    if (d > value) [best, value] = [bot.find('takeYield', (m) => m.die === die && m.bible !== true), d];
    if (boosted > value) [best, value] = [bot.find('takeYield', (m) => m.die === die && m.bible === true), boosted];
  });
  return best;
}

function fightAnswer(bot: BotView): GoldmineMove | undefined {
  switch (bot.view.turn.fight.stage) {
    case 'defend':
      return bot.find('defend', (m) => m.weapon === undefined);
    case 'bible':
      return bibleAnswer(bot);
    case 'leaf':
      return leafAnswer(bot);
    case 'spoils': {
      const spoils = bot.all('takeSpoil');
      return spoils.reduce<GoldmineMove | undefined>(
        (best, m) =>
          best === undefined || itemValue(bot, m.item) > itemValue(bot, (best as { item: ItemId }).item) ? m : best,
        undefined,
      );
    }
    default:
      return undefined;
  }
}

/** Over the carry limit: a useful lightning cure, a trade, else the least valued item goes. */
function shedItems(bot: BotView): GoldmineMove | undefined {
  const worst = leastValued(bot);
  return (
    cure(bot) ??
    trade(bot) ??
    (worst === undefined ? undefined : bot.find('discardItems', (m) => m.items.length === 1 && m.items[0] === worst))
  );
}
