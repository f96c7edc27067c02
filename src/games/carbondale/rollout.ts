/**
 * Carbondale's rollout bot: the cheap policy that plays a search's imagined games (the `default` bot
 * weighs every add against a full outlook of the network, which made one imagined game cost about a
 * tenth of a second). It reads only what its seat sees — its own hand, the networks, the face-up
 * piles, the opponent's hand size and the announced suit — straight from the state, without building
 * a view. In an imagined game the state is the searching seat's guess, so nothing here is real
 * hidden information either way.
 *
 * - Turn: the add that reaches the goal; else the add with the best quick score (points still needed,
 *   a builder that raises the ladder feeding a needed suit, less the cards and draws it costs); with
 *   no add worth making, clean the cards that are of no use (or none).
 * - Challenge window: challenge with the lowest card of the suit that is surely higher than anything
 *   the announcer could have added (as `default` judges it), paying the least useful other card.
 * - Draw: a face-up card of use; else the pile.
 */
import type { BotDefinition, Seat } from '../../core/types.js';
import { FED_BY, FEEDS } from './bot-eval.js';
import { maxValueRank } from './bot-knowledge.js';
import { card, isBuilder, suitOf } from './cards.js';
import type { BuilderSuit, CardId, CarbondaleContent, Suit, ValueSuit } from './content.js';
import { costOf } from './costs.js';
import { cardAt } from './geometry.js';
import type { AddMove, CarbondaleMove } from './moves.js';
import { opponentOf, player, type CarbondaleState, type Placed } from './state.js';
import { waitingSeat } from './validate.js';

/** Weights of the quick score (bot tuning, not rules). */
const QUICK = Object.freeze({
  /** A goal point placed. */
  point: 1,
  /** A rank of ladder climbed that feeds a needed suit. */
  climb: 1.5,
  /** A card paid. */
  card: 1.5,
  /** A draw forfeited. */
  draw: 1,
});

/** What a network still needs and what its ladders reach: the few facts the quick score reads. */
interface Shape {
  /** Points each value suit still needs under the nearer of the two goals. */
  readonly need: Readonly<Record<ValueSuit, number>>;
  /** The highest builder of each suit (a ladder's reach, roughly). */
  readonly reach: Readonly<Record<BuilderSuit, number>>;
}

function shapeOf(content: CarbondaleContent, network: readonly Placed[]): Shape {
  let H = 0;
  let D = 0;
  const reach = { C: 0, S: 0 };
  for (const p of network) {
    const c = card(p.card);
    if (c.suit === 'H') H += c.rank;
    else if (c.suit === 'D') D += c.rank;
    else if (c.rank > reach[c.suit as BuilderSuit]) reach[c.suit as BuilderSuit] = c.rank;
  }
  const { high, low } = content.goal;
  const heartsHigh = { H: Math.max(0, high - H), D: Math.max(0, low - D) };
  const diamondsHigh = { H: Math.max(0, low - H), D: Math.max(0, high - D) };
  const need = heartsHigh.H + heartsHigh.D <= diamondsHigh.H + diamondsHigh.D ? heartsHigh : diamondsHigh;
  return { need, reach };
}

/** How much a card in hand is worth keeping: a needed value card its ladder can feed, a builder that climbs a needed ladder. */
function usefulness(shape: Shape, id: CardId): number {
  const c = card(id);
  if (isBuilder(c.suit)) {
    if (shape.need[FEEDS[c.suit]] === 0) return 0;
    const gain = c.rank - shape.reach[c.suit];
    return gain > 0 && gain <= 3 ? gain : 0;
  }
  const suit = c.suit as ValueSuit;
  if (shape.need[suit] === 0) return 0;
  return c.rank <= shape.reach[FED_BY[suit]] + 1 ? Math.min(c.rank, shape.need[suit]) : 0.5;
}

function addScore(content: CarbondaleContent, shape: Shape, network: readonly Placed[], m: AddMove): number {
  const c = card(m.card);
  let gain: number;
  if (isBuilder(c.suit)) {
    const climb = c.rank - shape.reach[c.suit];
    gain = shape.need[FEEDS[c.suit]] > 0 && climb > 0 ? QUICK.climb * climb : 0.25;
  } else gain = QUICK.point * Math.min(c.rank, shape.need[c.suit as ValueSuit]);
  const sources = m.sources.map((s) => cardAt(network, s)!);
  const cost = costOf(content, sources, m.card);
  const draws = cost.ok ? cost.cost.draws : 0;
  let paid = 0;
  for (const id of m.pay) paid += QUICK.card + usefulness(shape, id);
  return gain - paid - QUICK.draw * draws;
}

const reachesGoal = (content: CarbondaleContent, network: readonly Placed[], m: AddMove): boolean => {
  const { high, low } = content.goal;
  let H = 0;
  let D = 0;
  for (const id of [...network.map((p) => p.card), m.card]) {
    const c = card(id);
    if (c.suit === 'H') H += c.rank;
    else if (c.suit === 'D') D += c.rank;
  }
  return (H >= high && D >= low) || (D >= high && H >= low);
};

function chooseTurn(
  content: CarbondaleContent,
  state: CarbondaleState,
  seat: Seat,
  legal: readonly CarbondaleMove[],
): CarbondaleMove {
  const me = player(state, seat);
  const shape = shapeOf(content, me.network);
  let best: CarbondaleMove | undefined;
  let bestScore = 0;
  for (const m of legal) {
    if (m.type !== 'add') continue;
    if (reachesGoal(content, me.network, m)) return m;
    const score = addScore(content, shape, me.network, m);
    if (score > bestScore) [best, bestScore] = [m, score];
  }
  if (best !== undefined) return best;
  // Nothing worth adding: throw away what is of no use, keep the rest.
  const useless = new Set(me.hand.filter((id) => usefulness(shape, id) === 0).map((id) => card(id).rank + suitOf(id)));
  let clean: CarbondaleMove | undefined;
  let most = -1;
  for (const m of legal) {
    if (m.type !== 'clean') continue;
    const all = m.cards.every((id) => useless.has(card(id).rank + suitOf(id)));
    if (all && m.cards.length > most) [clean, most] = [m, m.cards.length];
  }
  return clean ?? legal[0]!;
}

function chooseChallenge(
  content: CarbondaleContent,
  state: CarbondaleState,
  seat: Seat,
  legal: readonly CarbondaleMove[],
): CarbondaleMove {
  const suit: Suit = suitOf(state.commit!.card);
  const announcer = player(state, opponentOf(seat));
  let best: Extract<CarbondaleMove, { type: 'challenge' }> | undefined;
  let ceiling: number | undefined;
  const shape = shapeOf(content, player(state, seat).network);
  for (const m of legal) {
    if (m.type !== 'challenge') continue;
    // The announcer's ceiling: the highest card of the suit its network and hand size allow (public facts).
    ceiling ??= maxValueRank(content, announcer.network, announcer.hand.length, suit);
    if (card(m.card).rank <= ceiling) continue;
    if (
      best === undefined ||
      card(m.card).rank < card(best.card).rank ||
      (card(m.card).rank === card(best.card).rank && usefulness(shape, m.fee) < usefulness(shape, best.fee))
    )
      best = m;
  }
  return best ?? { type: 'pass' };
}

function chooseDraw(content: CarbondaleContent, state: CarbondaleState, seat: Seat, legal: readonly CarbondaleMove[]) {
  const shape = shapeOf(content, player(state, seat).network);
  let best: CarbondaleMove | undefined;
  let bestUse = 1;
  for (const m of legal) {
    if (m.type !== 'draw' || m.from !== 'faceUp') continue;
    const use = usefulness(shape, m.card!);
    if (use > bestUse) [best, bestUse] = [m, use];
  }
  return best ?? legal.find((m) => m.type === 'draw' && m.from === 'pile') ?? legal[0]!;
}

/** The rollout bot's move for `seat` (the seat the table waits for) among `legal`. */
export function rolloutMove(
  content: CarbondaleContent,
  state: CarbondaleState,
  seat: Seat,
  legal: readonly CarbondaleMove[],
): CarbondaleMove {
  if (legal.length === 0) throw new Error('no legal move to choose from');
  if (seat !== waitingSeat(state)) return legal[0]!;
  switch (state.phase) {
    case 'turn':
      return chooseTurn(content, state, seat, legal);
    case 'challenge':
      return chooseChallenge(content, state, seat, legal);
    case 'draw':
      return chooseDraw(content, state, seat, legal);
    default:
      return legal[0]!;
  }
}

/** The rollout bot as a `BotDefinition` (not seated: `withBotsAndSearch` plays imagined games with it). */
export const carbondaleRollout = (content: CarbondaleContent): BotDefinition<CarbondaleState, CarbondaleMove> => ({
  id: 'rollout',
  title: 'Quick networker: the imagined games of the search bots',
  choose: ({ state, seat, legalMoves }) => rolloutMove(content, state, seat, legalMoves),
});
