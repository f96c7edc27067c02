/**
 * The bot's yardstick: about how many turns a network still needs to reach the goal, in tenths of a
 * turn. A value suit fills a fraction of its ladder's reach per turn (♣ feeds ♡, ♠ feeds ♢); raising
 * the ladder first costs turns but speeds every later addition, and a ladder whose top card has no
 * free cell left is no ladder at all. Pure functions of placed cards and a few public facts.
 */
import { card, isBuilder } from './cards.js';
import type { BuilderSuit, CardId, CarbondaleContent, ValueSuit } from './content.js';
import { SOURCE_OFFSETS } from './geometry.js';
import type { Placed } from './state.js';

/** The bot's weights (bot tuning, not rules: they change no outcome of the rules). */
export const WEIGHTS = Object.freeze({
  /** Tenths of a turn per turn: the unit of every score. */
  turn: 10,
  /** Average rank of a value card placed, as a share of its ladder's reach. */
  placeShare: 0.75,
  /** Ranks a ladder climbs per builder added (free +1 steps, paid +2/+3 steps). */
  ranksPerBuild: 1.5,
  /** Ranks of reach a ladder restarted by a cross build (♣ → ♠ ≤ N) loses against the builder it crosses from. */
  crossLoss: 2,
  /** One draw forfeited. */
  draw: 1,
  /** One goal point placed, over what it does to the outlook. */
  point: 3,
  /** Turns lost per free cell short of two next to a ladder's top builders. */
  cramped: 1,
  /** A card paid, as a value card's expected placement cost. */
  payCard: 4,
  /** Cleaning: the worth of seeing a new card at all, over keeping a hand that is going nowhere. */
  explore: 1.5,
  /** Share of a cleaned hand's improvement that counts against progress made this turn. */
  cleanShare: 0.15,
  /** Share of a value card's worth it keeps while its ladder cannot feed it yet. */
  later: 0.3,
});

/** The value suit each builder suit's ladder feeds, and back (the bots' and the rollout's shared reading). */
export const FEEDS: Readonly<Record<BuilderSuit, ValueSuit>> = Object.freeze({ C: 'H', S: 'D' });
export const FED_BY: Readonly<Record<ValueSuit, BuilderSuit>> = Object.freeze({ H: 'C', D: 'S' });

export interface Ladders {
  /** Highest rank of each builder suit with a free cell above, left or right of it (a cross build counted at a loss). */
  readonly reach: Readonly<Record<BuilderSuit, number>>;
  /** Free cells next to builders of that suit ranked within two of the reach. */
  readonly room: Readonly<Record<BuilderSuit, number>>;
  /** Free cells next to the top builders themselves: where the ladder grows from. */
  readonly top: Readonly<Record<BuilderSuit, number>>;
}

export function laddersOf(network: readonly Placed[]): Ladders {
  const taken = new Set(network.map((p) => `${p.x},${p.y}`));
  const open: { suit: BuilderSuit; rank: number; free: number }[] = [];
  const reach = { C: 0, S: 0 };
  for (const p of network) {
    const c = card(p.card);
    if (!isBuilder(c.suit)) continue;
    let free = 0;
    for (const [dx, dy] of SOURCE_OFFSETS) if (!taken.has(`${p.x - dx},${p.y - dy}`)) free++;
    if (free === 0) continue;
    open.push({ suit: c.suit, rank: c.rank, free });
    reach[c.suit] = Math.max(reach[c.suit], c.rank);
  }
  const room = { C: 0, S: 0 };
  const top = { C: 0, S: 0 };
  for (const o of open) {
    if (o.rank >= reach[o.suit] - 2) room[o.suit] += o.free;
    if (o.rank === reach[o.suit]) top[o.suit] += o.free;
  }
  const crossed = {
    C: Math.max(reach.C, reach.S - WEIGHTS.crossLoss),
    S: Math.max(reach.S, reach.C - WEIGHTS.crossLoss),
  };
  return { reach: crossed, room, top };
}

/** Points each value suit still needs under each of the two goals (♡ high, ♢ high). */
function plansOf(content: CarbondaleContent, network: readonly Placed[]): Record<ValueSuit, number>[] {
  const sums = { H: 0, D: 0 };
  for (const p of network) {
    const c = card(p.card);
    if (c.suit === 'H' || c.suit === 'D') sums[c.suit] += c.rank;
  }
  const { high, low } = content.goal;
  return [
    { H: Math.max(0, high - sums.H), D: Math.max(0, low - sums.D) },
    { H: Math.max(0, low - sums.H), D: Math.max(0, high - sums.D) },
  ];
}

/** The chance that an addition of a value suit is surely beaten in a challenge, given the ladder's reach. */
export type Risk = (suit: ValueSuit, reach: number) => number;

/**
 * Turns to add `need` points of `suit` from a ladder: climb it to some height first if that is
 * quicker (a higher ladder places more per turn and fewer of its additions can be challenged away),
 * and make room as needed.
 */
export function suitTurns(
  suit: ValueSuit,
  need: number,
  reach: number,
  room: number,
  top: number,
  maxRank: number,
  risk: Risk,
): number {
  if (need <= 0) return 0;
  let best = Infinity;
  for (let t = Math.max(1, reach); t <= Math.max(reach, maxRank, 1); t++) {
    const build = (t - Math.max(reach, 0)) / WEIGHTS.ranksPerBuild;
    const kept = Math.max(0.1, 1 - risk(suit, t));
    const adds = need / Math.max(1, WEIGHTS.placeShare * Math.min(t, maxRank)) / kept;
    // Each value card takes a free cell by the top; a builder added up there opens about two more.
    // A top hemmed in on most sides is a ladder about to die (cells never come free again).
    const short = t === reach ? Math.max(0, adds - room) / 2 : 0;
    best = Math.min(best, build + adds + short);
  }
  // A ladder whose top has one free cell left stops growing once a value card takes it.
  return best + WEIGHTS.cramped * Math.max(0, 2 - top);
}

export interface Outlook {
  /** Tenths of a turn to the goal by the quicker plan; 0 when it is met. */
  readonly turns: number;
  readonly risk: Risk;
  /** Points each value suit still needs under that plan. */
  readonly need: Readonly<Record<ValueSuit, number>>;
  readonly ladders: Ladders;
}

/** The quicker goal plan for a network, with `maxRank` the highest rank in play. */
export function outlookOf(
  content: CarbondaleContent,
  network: readonly Placed[],
  maxRank: number,
  risk: Risk,
): Outlook {
  const ladders = laddersOf(network);
  let best: Outlook | undefined;
  for (const need of plansOf(content, network)) {
    const h = suitTurns('H', need.H, ladders.reach.C, ladders.room.C, ladders.top.C, maxRank, risk);
    const turns =
      WEIGHTS.turn * (h + suitTurns('D', need.D, ladders.reach.S, ladders.room.S, ladders.top.S, maxRank, risk));
    if (best === undefined || turns < best.turns) best = { turns, risk, need, ladders };
  }
  return best!;
}

/**
 * What keeping a card is worth, in tenths of a turn: a needed value card by the turns it would save
 * (a fraction while its ladder cannot feed it), a builder by the climb it would save its ladder,
 * anything else nothing.
 */
export function cardWorth(content: CarbondaleContent, outlook: Outlook, maxRank: number, id: CardId): number {
  const c = card(id);
  const { need, ladders } = outlook;
  if (!isBuilder(c.suit)) {
    const suit = c.suit as ValueSuit;
    if (need[suit] === 0) return 0;
    const reach = ladders.reach[FED_BY[suit]];
    const gross =
      (WEIGHTS.turn * Math.min(c.rank, need[suit])) /
      Math.max(1, WEIGHTS.placeShare * Math.min(Math.max(reach, 1), maxRank));
    // What placing it will cost (cards and draws by its rank band) comes off what it saves.
    const band = content.value.find((b) => c.rank <= b.upTo);
    const saved = Math.max(
      0,
      gross - (band === undefined ? 0 : band.cards * WEIGHTS.payCard + band.draws * WEIGHTS.draw),
    );
    // A card that would be challenged away is worth only the chance that it stands.
    const stands = 1 - outlook.risk(suit, reach);
    return (c.rank <= reach && ladders.room[FED_BY[suit]] > 0 ? saved : saved * WEIGHTS.later) * stands;
  }
  if (need[FEEDS[c.suit]] === 0) return 0;
  const reach = ladders.reach[c.suit];
  const gain = Math.min(c.rank, maxRank) - reach;
  if (gain <= 0 || c.rank > reach + 3) return 0;
  return ((WEIGHTS.turn * gain) / WEIGHTS.ranksPerBuild) * (c.rank <= reach + 1 ? 1 : 0.6);
}
