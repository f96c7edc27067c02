/**
 * What a seat (or a spectator, `null`) may see (spec §3 "Hidden"): networks, face-up piles, counts and
 * the two cards every challenge revealed are public; a hand and a face-down pile only to their owner;
 * the draw pile's order and the spare piles to nobody. The announced add is shown only to its
 * announcer. Once the game is over every hand and face-down pile is shown.
 */
import type { Seat } from '../../core/types.js';
import { card } from './cards.js';
import type { CardId, CarbondaleContent } from './content.js';
import { reformCount } from './flow.js';
import { meetsGoal, sumsOf } from './score.js';
import type { CarbondaleState, PlayerState } from './state.js';
import type {
  CarbondaleAnnouncedAddView,
  CarbondaleCardView,
  CarbondalePlayerView,
  CarbondaleView,
} from './view-types.js';

export type * from './view-types.js';

function cardView(id: CardId): CarbondaleCardView {
  const c = card(id);
  return { id, rank: c.rank, suit: c.suit };
}

function playerView(content: CarbondaleContent, p: PlayerState, seat: Seat, shown: boolean): CarbondalePlayerView {
  const sums = sumsOf(p.network);
  return {
    seat,
    handCount: p.hand.length,
    handVisible: shown,
    hand: shown ? p.hand.map(cardView) : [],
    network: p.network.map((n) => ({ card: cardView(n.card), x: n.x, y: n.y })),
    faceUp: p.faceUp.map(cardView),
    faceDownCount: p.faceDown.length,
    faceDown: shown ? p.faceDown.map(cardView) : [],
    hearts: sums.hearts,
    diamonds: sums.diamonds,
    goalMet: meetsGoal(content, sums),
  };
}

function announcedAdd(state: CarbondaleState, viewer: Seat | null): CarbondaleAnnouncedAddView | null {
  const commit = state.commit;
  if (commit === null || viewer !== state.active) return null;
  return {
    card: cardView(commit.card),
    cell: [...commit.cell],
    sources: commit.sources.map((s) => [...s]),
    pay: commit.pay.map(cardView),
  };
}

export function viewOf(content: CarbondaleContent, state: CarbondaleState, viewer: Seat | null): CarbondaleView {
  const over = state.phase === 'over';
  return {
    phase: state.phase,
    you: viewer ?? 0,
    first: state.first,
    active: state.active,
    turn: state.turn,
    handSize: content.handSize,
    goalHigh: content.goal.high,
    goalLow: content.goal.low,
    drawPileCount: state.drawPile.length,
    sparePiles: state.spares.map((s) => s.length),
    reshuffles: state.reshuffles,
    reformCount: reformCount(state),
    target: state.target,
    announced: state.commit === null ? '' : card(state.commit.card).suit,
    announcedAdd: announcedAdd(state, viewer),
    idleTurns: state.idleTurns,
    stalemateTurns: content.stalemateTurns,
    duels: state.duels.map((d) => ({
      turn: d.turn,
      challenger: d.challenger,
      suit: d.suit,
      added: cardView(d.added),
      challenge: cardView(d.challenge),
      success: d.success,
    })),
    end: state.end,
    winner: state.winner,
    players: state.players.map((p, i) => playerView(content, p, i + 1, over || viewer === i + 1)),
  };
}
