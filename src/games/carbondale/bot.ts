/**
 * A heuristic Carbondale bot that decides from its own seat's view only (`decide(view, seat, legal)`),
 * so it can sit in a live seat: it never reads hands, piles or face-down cards it could not see.
 *
 * - Turn: every legal add is scored by the goal points it adds and what it does to the builder
 *   ladders, less the worth of the cards paid and the draws forfeited, discounted by the chance that
 *   the opponent holds a card that surely wins a challenge; cleaning is scored by how much better a
 *   fresh card is than each card thrown away. Near a stalemate it prefers an add that will stand,
 *   unless the stalemate would make it the winner.
 * - Challenge window: challenge only when a card of the suit is surely higher than anything the
 *   announcer's network and hand size allow; the fee is the least useful other card.
 * - Draw: the opponent's face-up card worth most, when it beats a card sight unseen; else the pile.
 *
 * It only ever returns one of the legal moves it is given.
 */
import type { Chooser } from '../../core/playout.js';
import type { Seat } from '../../core/types.js';
import { card, suitOf } from './cards.js';
import { CONTENT_V2, type CarbondaleContent, type Suit } from './content.js';
import { knowledgeOf, maxValueRank, opponentHoldsAbove, type Knowledge } from './bot-knowledge.js';
import { cardWorth, outlookOf, WEIGHTS, type Outlook, type Risk } from './bot-eval.js';
import { costOf } from './costs.js';
import { cardAt } from './geometry.js';
import type { AddMove, CarbondaleMove, ChallengeMove, CleanMove, DrawMove } from './moves.js';
import { compareStalemate, meetsGoal, sumsOf } from './score.js';
import type { CarbondaleState, Placed } from './state.js';
import { viewOf, type CarbondaleView } from './view.js';

type Move = CarbondaleMove;
type Worth = (id: string) => number;

/** The decision from what `seat` sees; `legal` are the moves the server offers that seat. */
export function decide(content: CarbondaleContent, view: CarbondaleView, seat: Seat, legal: readonly Move[]): Move {
  if (legal.length === 0) throw new Error('no legal move to choose from');
  const k = knowledgeOf(content, view, seat);
  switch (view.phase) {
    case 'challenge':
      return chooseChallenge(k, view, legal);
    case 'draw':
      return chooseDraw(k, legal);
    case 'turn':
      return chooseTurn(k, view, legal);
    default:
      return legal[0]!;
  }
}

/** The bot for a content version, as a `Chooser`: the state is turned into this seat's view before anything reads it. */
export function makeBot(content: CarbondaleContent): Chooser<CarbondaleState, Move> {
  return (state, seat, legal) => decide(content, viewOf(content, state, seat), seat, legal);
}

/** The bot for v2's content (the rule tests' fixtures play v2, whose numbers the spec's examples use). */
export const bot = makeBot(CONTENT_V2);

const isType =
  <T extends Move['type']>(type: T) =>
  (m: Move): m is Extract<Move, { type: T }> =>
    m.type === type;

/** The chance a value addition from a ladder of this reach meets a sure-win challenge (memoised per call). */
function riskOf(k: Knowledge): Risk {
  const memo = new Map<string, number>();
  return (suit, reach) => {
    const key = `${suit}${reach}`;
    let r = memo.get(key);
    if (r === undefined) memo.set(key, (r = reach >= k.maxRank ? 0 : opponentHoldsAbove(k, suit, reach)));
    return r;
  };
}

/** How much keeping each card is worth to this network, and what a card sight unseen is worth on average. */
function worths(k: Knowledge): { worth: Worth; fresh: number } {
  const outlook = outlookOf(k.content, k.mine, k.maxRank, riskOf(k));
  const worth: Worth = (id) => cardWorth(k.content, outlook, k.maxRank, id);
  let total = 0;
  for (const [id, w] of k.unseen) total += w * worth(id);
  return { worth, fresh: k.inPlay > 0 ? total / k.inPlay : 0 };
}

function chooseChallenge(k: Knowledge, view: CarbondaleView, legal: readonly Move[]): Move {
  const suit = view.announced as Suit;
  const announcer = view.players[view.active - 1]!;
  const ceiling = maxValueRank(k.content, k.theirs, announcer.handCount, suit);
  const { worth } = worths(k);
  let best: ChallengeMove | undefined;
  for (const m of legal.filter(isType('challenge'))) {
    if (card(m.card).rank <= ceiling) continue;
    if (
      best === undefined ||
      worth(m.fee) < worth(best.fee) ||
      (worth(m.fee) === worth(best.fee) && card(m.card).rank < card(best.card).rank)
    )
      best = m;
  }
  return best ?? { type: 'pass' };
}

function chooseDraw(k: Knowledge, legal: readonly Move[]): Move {
  const { worth, fresh } = worths(k);
  let best: DrawMove | undefined;
  let bestWorth = fresh;
  for (const m of legal.filter(isType('draw'))) {
    if (m.from === 'faceUp' && worth(m.card!) > bestWorth) [best, bestWorth] = [m, worth(m.card!)];
  }
  return best ?? legal.find((m) => m.type === 'draw' && m.from === 'pile') ?? legal[0]!;
}

function chooseTurn(k: Knowledge, view: CarbondaleView, legal: readonly Move[]): Move {
  let best: Move | undefined;
  let bestValue = -Infinity;
  for (const [m, value] of turnValues(k, view, legal)) if (value > bestValue) [best, bestValue] = [m, value];
  return best ?? legal[0]!;
}

/** Every add and clean with the value the bot gives it. */
function turnValues(k: Knowledge, view: CarbondaleView, legal: readonly Move[]): [Move, number][] {
  const { worth, fresh } = worths(k);
  const outlook = outlookOf(k.content, k.mine, k.maxRank, riskOf(k));
  // A sure-win challenger only needs the ceiling of this network, whatever card is announced.
  const risk = new Map<Suit, number>();
  for (const suit of k.content.challengeable)
    risk.set(suit, opponentHoldsAbove(k, suit, maxValueRank(k.content, k.mine, k.hand.length, suit)));
  const urge = stalemateUrge(k, view);
  return legal.map((m) => [
    m,
    m.type === 'add'
      ? addValue(k, m, outlook, worth, fresh, risk.get(suitOf(m.card)) ?? 0, urge)
      : m.type === 'clean'
        ? cleanValue(m, worth, fresh)
        : -Infinity,
  ]);
}

/** Near a stalemate that would not make this seat the winner, an add that stands is worth a lot more. */
function stalemateUrge(k: Knowledge, view: CarbondaleView): number {
  if (view.idleTurns < view.stalemateTurns - 3) return 0;
  const ahead = compareStalemate(sumsOf(k.mine), sumsOf(k.theirs)) > 0;
  return ahead ? 0 : 5 * WEIGHTS.turn;
}

function addValue(
  k: Knowledge,
  m: AddMove,
  outlook: Outlook,
  worth: Worth,
  fresh: number,
  risk: number,
  urge: number,
): number {
  const after: Placed[] = [...k.mine, { card: m.card, x: m.cell[0], y: m.cell[1] }];
  if (meetsGoal(k.content, sumsOf(after))) return 1e9; // the goal: win now
  const saved = outlook.turns - outlookOf(k.content, after, k.maxRank, outlook.risk).turns;
  // Points placed are progress for good, while a ladder's promise may never be kept: count them too.
  const c = card(m.card);
  const points = c.suit === 'H' || c.suit === 'D' ? Math.min(c.rank, outlook.need[c.suit]) : 0;
  const sources = m.sources.map((s) => cardAt(k.mine, s)!);
  const cost = costOf(k.content, sources, m.card);
  const paid = m.pay.reduce((sum, id) => sum + worth(id), 0) + WEIGHTS.draw * (cost.ok ? cost.cost.draws : 0);
  const net = saved + WEIGHTS.point * points - paid + urge;
  // A successful challenge costs the turn and the card (to my face-up pile, replaced by a draw), but nothing is paid.
  return (1 - risk) * net - risk * Math.max(0, worth(m.card) - fresh) * 0.5;
}

/**
 * Cleaning is worth how much better a fresh card is than each card thrown away, discounted: a turn
 * adds one card at most, so better cards in hand pay off only over the turns to come.
 */
function cleanValue(m: CleanMove, worth: Worth, fresh: number): number {
  return WEIGHTS.cleanShare * m.cards.reduce((sum, id) => sum + (fresh + WEIGHTS.explore - worth(id)), 0);
}
