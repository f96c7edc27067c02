/** How much the bot values items and dashboard cubes (rough gold equivalents; heuristics, not rules). */
import type { BotView } from './bot-view.js';
import type { ClaimType, ColumnId, ItemId } from './content-ids.js';

const BASE: Readonly<Record<ItemId, number>> = {
  bread: 1.2,
  dynamite: 1.3,
  whiskey: 1,
  bacon: 1,
  bible: 1.5,
  pipe: 0.6,
  detonator: 0.4,
  matchstick: 1.2,
  blunderbuss: 2.5,
  chippawaLeaf: 1.5,
  applePie: 1,
  fungus: 1,
  medicalSupplies: 1,
  flask: 0.6,
  harmonica: 1.1,
};

/** The value of holding one more `item` (mission items, trade sets and cures weigh more). */
export function itemValue(bot: BotView, item: ItemId, extra = 0): number {
  const held = bot.held(item) + extra;
  const mission = bot.me.missionItems.includes(item);
  let value = BASE[item];
  if (mission && held === 0) value += 3;
  if (item === 'medicalSupplies' && bot.me.bandages > 0) value += 1.5;
  if (item === 'fungus' && bot.me.poisons > 0) value += 1.5;
  if (item === 'applePie' && bot.me.blackMarks > 0) value += 1.5;
  if (bot.content.items[item].group !== 'essential' && held === 2) value += 4; // completes a trade set
  if (held >= 1 && !mission && bot.content.items[item].group !== 'essential') value -= 0.3;
  return value;
}

/** The item the bot would miss least (for discards), preferring non-mission extras. */
export function leastValued(bot: BotView): ItemId | undefined {
  let worst: ItemId | undefined;
  let value = Infinity;
  for (const { item } of bot.me.items) {
    const v = itemValue(bot, item, -1);
    if (v < value) [worst, value] = [item, v];
  }
  return worst;
}

/** The yield column of the claim type the bot leans to (most cubes so far, else the store's most common type). */
export function favouriteYield(bot: BotView, placed: readonly ColumnId[] = []): ColumnId {
  const columns: Record<ClaimType, ColumnId> = bot.content.yieldColumn;
  const types = Object.keys(columns) as ClaimType[];
  const count = (t: ClaimType) =>
    (bot.cubes(columns[t]) + placed.filter((c) => c === columns[t]).length) * 10 +
    bot.view.store.filter((s) => s.claim.type === t).length +
    (t === 'dark' ? 0.5 : 0);
  const best = types.reduce((a, b) => (count(b) > count(a) ? b : a));
  return columns[best];
}

/** My own turns still to come, counting this phase's turn if I have not played it yet. */
export function ownTurnsLeft(bot: BotView): number {
  const playedNow = bot.view.history.some((h) => h.phase === bot.view.phase && h.seat === bot.seat);
  return bot.phasesLeft + (bot.view.stage === 'cubes' || !playedNow ? 1 : 0);
}

/** Expected mining events still to come: own claims and (fewer) partner mines on others' turns. */
export function minesLeft(bot: BotView): number {
  const others = bot.view.players.length - 1;
  return ownTurnsLeft(bot) * 0.8 + (bot.phasesLeft + 1) * others * 0.15;
}

/** What one more Bandage or Poison token costs me: −2 gn at the end, and −1 on each yield still to come while under the cap. */
export function tokenCost(bot: BotView): number {
  const underCap = bot.penalty() < bot.content.tokenPenaltyCap;
  return bot.content.endTokenPenalty + (underCap ? 0.9 * minesLeft(bot) + 0.4 : 0);
}

/**
 * The marginal value of one more cube on `column` (index = cubes already there), as expected gold
 * over the rest of the game: yield bonuses times the mines still to come, discounts times the claims
 * still to buy, fight odds, and injuries avoided.
 */
export function cubeValue(bot: BotView, column: ColumnId, placed: readonly ColumnId[], offset = 0): number {
  const { content } = bot;
  const n = bot.cubes(column) + placed.filter((c) => c === column).length + offset;
  const spec = content.columns[column];
  if (n >= spec.capacity) return -1;
  const step = spec.levels[n + 1]! - spec.levels[n]!;
  const turns = ownTurnsLeft(bot);
  const phases = bot.phasesLeft + 1;
  switch (column) {
    case 'colt':
      // Each point of fight bonus moves a duel's odds by roughly a tenth: Papa Clayton, hazard faces and rivals.
      return step * (0.35 + 0.75 * turns) * (n >= 2 ? 1.15 : 1);
    case 'waterPumps':
    case 'minersLamps':
    case 'miningTools': {
      const favourite = column === favouriteYield(bot, placed);
      return step * minesLeft(bot) * (favourite ? 0.8 : 0.12);
    }
    case 'companyShares':
      return step * turns * 0.8 * (n === 2 ? 0.45 : 0.75);
    case 'safetyGear': {
      // Phase-start injuries in later phases and cave-ins (1 in 3 mines), about half a gold each.
      const later = bot.view.phase === 1 && bot.view.stage === 'cubes' ? phases - 1 : bot.phasesLeft;
      return step * (tokenCost(bot) / 4) * (later * 0.6 + minesLeft(bot) * 0.33) * (n === 0 ? 1 : 0.75);
    }
    case 'fortifyingTonic':
      return n === 0 ? 0.1 : step * minesLeft(bot) * (n === 1 ? 1 / 6 : 1 / 6) * 1.4;
    case 'tunnelPlans':
      return [0.7, 0.4, 0.3][n] ?? -1;
    case 'explosivesManuals':
      return [0.4, 0.25, 0.2][n] ?? -1;
    case 'notebooks': {
      // +5 at the end for 5 now: worth it only when the 5 gn would not be spent and shrinks my bags.
      const gold = bot.me.gold - 5 * placed.filter((c) => c === 'notebooks').length;
      return bot.phasesLeft === 0 && gold >= 16 ? 0.9 : -1;
    }
    default:
      return 0;
  }
}

export const bestCube = (bot: BotView, options: readonly ColumnId[]): ColumnId | undefined =>
  options.reduce<ColumnId | undefined>(
    (best, c) =>
      best === undefined || cubeValue(bot, c, bot.me.placing) > cubeValue(bot, best, bot.me.placing) ? c : best,
    undefined,
  );
