/** The bot's step-level actions: walking a route (with Dynamite when cut off), taking claim items, and fight answers. */
import { fightBonus } from './bot-goals.js';
import { nextEdge } from './bot-travel.js';
import { cubeValue, itemValue } from './bot-values.js';
import type { BotView } from './bot-view.js';
import type { GoldmineMove } from './move-types.js';

/** The next move toward `target` (a point), or undefined when there or hopelessly cut off. */
export function travelToward(bot: BotView, target: string): GoldmineMove | undefined {
  const { me, view } = bot;
  const plans = bot.level('tunnelPlans');
  if (me.point === target) return undefined;
  const edge = nextEdge(bot.tree(me.point, plans), target);
  if (edge !== undefined && (view.turn.charges > 0 || bot.held('dynamite') > 0)) {
    // A rat or snake on the way costs a Poison token (or Bread): a Dynamite turn that avoids it is cheaper.
    const walk = bot.tree(me.point, plans).cost.get(target) ?? 0;
    if (walk >= 3) {
      const plan = bot.rotationPlan(me.point, me.lastPos, target, plans);
      if (plan !== undefined && plan.cost <= walk - 3) {
        if (plan.at !== me.point) return travelToward(bot, plan.at);
        if (view.turn.charges > 0) return bot.find('rotate', (m) => m.pos === plan.pos && m.rotation === plan.rotation);
        return bot.find('dynamite');
      }
    }
  }
  if (edge !== undefined) {
    if (edge.kind === 'burrow')
      return bot.find('burrow', (m) => m.from === edge.from && m.to === edge.pos && m.exit === edge.exit);
    const bread = edge.hazard === 'rat' && bot.held('bread') > 0;
    const shoot = edge.hazard === 'snake' && bot.held('blunderbuss') > 0 && bot.level('colt') >= 3;
    return bot.find(
      'step',
      (m) =>
        m.pos === edge.pos &&
        m.exit === edge.exit &&
        (m.bread === true) === bread &&
        (m.blunderbuss === true) === shoot,
    );
  }
  const plan = bot.rotationPlan(me.point, me.lastPos, target, plans);
  if (plan === undefined) return undefined;
  if (plan.at !== me.point) return travelToward(bot, plan.at);
  if (view.turn.charges > 0) return bot.find('rotate', (m) => m.pos === plan.pos && m.rotation === plan.rotation);
  return bot.find('dynamite') ?? bot.find('buyEssentials', (m) => m.dynamite === 1 && !m.bread && !m.whiskey);
}

/** The most valuable `takeItems` on offer (items, a cube on its best column, a Matchstick's worth). */
export function bestTakeItems(bot: BotView): GoldmineMove | undefined {
  let best: GoldmineMove | undefined;
  let value = -Infinity;
  for (const m of bot.all('takeItems')) {
    let v = m.items.reduce((sum, item, k) => sum + itemValue(bot, item, k * 0), 0);
    if (m.cubeColumn !== undefined) v += cubeValue(bot, m.cubeColumn, []);
    if (m.matchstick === true) v -= itemValue(bot, 'matchstick', -1);
    if (v > value) [best, value] = [m, v];
  }
  return best;
}

const weaponBonusOf = (bot: BotView, weapon: string, seat: number): number =>
  weapon === 'blunderbuss' ? bot.content.blunderbuss.bonus : weapon === 'colt' ? bot.level('colt', seat) : 0;

/** My score and my opponent's for the dice on the table (opponent = Papa Clayton or the other duellist). */
function roundScores(bot: BotView): { mine: number; theirs: number; myDie: number } | undefined {
  const fight = bot.view.turn.fight;
  const me = fight.fighters.find((f) => f.seat === bot.seat);
  if (me === undefined || fight.dice.length < 2) return undefined;
  const myDie = fight.kind === 'player' ? fight.fighters.indexOf(me) : 0;
  const mine = fight.dice[myDie]! + weaponBonusOf(bot, me.weapon, bot.seat) - bot.penalty();
  if (fight.kind !== 'player') return { mine, theirs: fight.dice[1]! + bot.content.papa.fightBonus, myDie };
  const other = fight.fighters.find((f) => f.seat !== bot.seat)!;
  return {
    mine,
    theirs: fight.dice[1 - myDie]! + weaponBonusOf(bot, other.weapon, other.seat) - bot.penalty(other.seat),
    myDie,
  };
}

/** Bible: dismiss my low die and/or the opponent's high die when the round looks lost. */
export function bibleAnswer(bot: BotView): GoldmineMove | undefined {
  const scores = roundScores(bot);
  if (scores === undefined || scores.mine > scores.theirs) return bot.find('noBible');
  const dice = bot.view.turn.fight.dice;
  const reroll: number[] = [];
  if (dice[scores.myDie]! <= 3) reroll.push(scores.myDie);
  if (dice[1 - scores.myDie]! >= 4) reroll.push(1 - scores.myDie);
  reroll.sort();
  return reroll.length === 0
    ? bot.find('noBible')
    : (bot.find('bible', (m) => m.dice.join() === reroll.join()) ?? bot.find('noBible'));
}

/** Chippawa Leaf: only when +3 turns a lost round into a won or tied one. */
export function leafAnswer(bot: BotView): GoldmineMove | undefined {
  const scores = roundScores(bot);
  const use =
    scores !== undefined && scores.mine < scores.theirs && scores.mine + bot.content.leafBonus >= scores.theirs;
  return bot.find('leaf', (m) => m.use === use);
}

/** Fee or fight on a Papa Clayton hazard face. */
export function feeAnswer(bot: BotView, fightValue: number): GoldmineMove | undefined {
  const golds = [...new Set(bot.view.players.map((p) => p.gold))].sort((a, b) => b - a);
  const fee = Math.min(bot.me.gold, bot.content.fees[golds.indexOf(bot.me.gold)] ?? 0);
  return fightValue > -fee - 1 && fightBonus(bot) >= 2 ? bot.find('fight') : bot.find('payFee');
}
