/**
 * What a seat can work out from its own view: the networks as placed cards, the cards it has never
 * seen and how likely each is to be in play (spare piles hold known rank groups until they join a
 * draw pile), the highest ♡/♢ a network could take right now, and the chance the opponent holds a
 * card above some rank. Everything here reads a `CarbondaleView`, never the state.
 */
import { card } from './cards.js';
import { CARD_IDS, RANK_NAMES, type CardId, type CarbondaleContent, type Suit } from './content.js';
import { costOf } from './costs.js';
import { openCells } from './geometry.js';
import { sourceChoices } from './legal-moves.js';
import type { Placed } from './state.js';
import type { CarbondaleView } from './view.js';

export interface Knowledge {
  readonly content: CarbondaleContent;
  readonly seat: number;
  readonly opponent: number;
  readonly hand: readonly CardId[];
  readonly mine: readonly Placed[];
  readonly theirs: readonly Placed[];
  readonly opponentHand: number;
  /** Unseen card → probability it is in play (in the opponent's hand, the draw pile or a discard pile). */
  readonly unseen: ReadonlyMap<CardId, number>;
  /** Σ of `unseen` weights: the expected number of unseen cards in play. */
  readonly inPlay: number;
  /** The highest rank that can be drawn or is held: spare groups join play only with their piles. */
  readonly maxRank: number;
  /** Cards the opponent showed in a winning challenge (they went back to its hand) and that have not surfaced since. */
  readonly shownByOpponent: readonly CardId[];
}

/** How sure the bot is that a card shown in a winning challenge is still in the opponent's hand (it may have been cleaned). */
const STILL_HELD = 0.95;

const placed = (network: CarbondaleView['players'][number]['network']): Placed[] =>
  network.map((n) => ({ card: n.card.id, x: n.x, y: n.y }));

export function knowledgeOf(content: CarbondaleContent, view: CarbondaleView, seat: number): Knowledge {
  const me = view.players[seat - 1]!;
  const them = view.players[2 - seat]!;
  const seen = new Set<CardId>();
  const see = (cards: readonly { id: string }[]) => cards.forEach((c) => seen.add(c.id));
  for (const p of view.players) {
    see(p.network.map((n) => n.card));
    see(p.faceUp);
  }
  see(me.hand);
  see(me.faceDown);
  const visibleNow = new Set(seen);
  for (const d of view.duels) see([d.added, d.challenge]);
  const shownByOpponent = view.duels
    .filter((d) => d.challenger !== seat && d.success && !visibleNow.has(d.challenge.id))
    .map((d) => d.challenge.id);
  const inPlayShare = spareShares(content, view);
  const unseen = new Map<CardId, number>();
  let inPlay = 0;
  let maxRank = Math.max(0, ...me.hand.map((c) => c.rank));
  for (const id of CARD_IDS) {
    if (seen.has(id)) continue;
    const { rank } = card(id);
    const w = inPlayShare(rank);
    unseen.set(id, w);
    inPlay += w;
    if (w > 0 && rank > maxRank) maxRank = rank;
  }
  const hand = me.hand.map((c) => c.id);
  return {
    content,
    seat,
    opponent: 3 - seat,
    hand,
    mine: placed(me.network),
    theirs: placed(them.network),
    opponentHand: them.handCount,
    unseen,
    inPlay,
    maxRank,
    shownByOpponent,
  };
}

/** For a rank, the share of its spare group already shuffled into play (1 for draw-pile ranks). */
function spareShares(content: CarbondaleContent, view: CarbondaleView): (rank: number) => number {
  // Spare piles are numbered as the groups form them; `spareOrder` says which joined play first.
  const groupOf: number[] = content.spareGroups.flatMap((g, i) => Array.from({ length: g.piles }, () => i));
  const used = content.spareOrder.slice(0, content.spareOrder.length - view.sparePiles.length);
  const share = new Map<number, number>();
  content.spareGroups.forEach((g, i) => {
    const u = used.filter((pile) => groupOf[pile] === i).length;
    for (const r of g.ranks) share.set(r, u / g.piles);
  });
  return (rank) => share.get(rank) ?? 1;
}

/**
 * The highest rank of `suit` this network could take now, judged as the opponent judges an announced
 * add: over every open cell and source choice, with the payment a hand of `handCount` cards allows.
 */
export function maxValueRank(
  content: CarbondaleContent,
  network: readonly Placed[],
  handCount: number,
  suit: Suit,
): number {
  let best = 0;
  for (const cell of openCells(network)) {
    for (const sources of sourceChoices(network, cell)) {
      const ids = sources.map((s) => s.card);
      for (let rank = 10; rank > best; rank--) {
        const cost = costOf(content, ids, `${RANK_NAMES[rank - 1]}${suit}1`);
        if (cost.ok && cost.cost.cards <= handCount - 1) {
          best = rank;
          break;
        }
      }
    }
  }
  return best;
}

/** The chance the opponent holds at least one card of `suit` ranked above `rank` (0 when it cannot challenge). */
export function opponentHoldsAbove(k: Knowledge, suit: Suit, rank: number): number {
  if (k.opponentHand < 2) return 0;
  const above = (id: CardId) => card(id).suit === suit && card(id).rank > rank;
  const shown = k.shownByOpponent.some(above) ? STILL_HELD : 0;
  let higher = 0;
  for (const [id, w] of k.unseen) if (above(id)) higher += w;
  const perCard = k.inPlay > 0 ? Math.min(1, k.opponentHand / k.inPlay) : 0;
  return 1 - (1 - shown) * Math.pow(1 - perCard, higher);
}
