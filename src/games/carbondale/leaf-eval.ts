/**
 * How a search scores an imagined Carbondale game it stops short of the end (`Cutoff`): each
 * network's outlook (bot-eval.ts: tenths of a turn still needed to reach the goal), less a share of
 * what the cards in hand would save, and the seat with fewer turns to go is the likelier winner. The
 * state here is the searching seat's guess, so reading both hands reads nothing real that is hidden.
 */
import { card } from './cards.js';
import type { CarbondaleContent } from './content.js';
import { cardWorth, outlookOf, type Risk } from './bot-eval.js';
import type { CarbondaleState, PlayerState } from './state.js';

/** Weights of the estimate (bot tuning, not rules). */
const LEAF = Object.freeze({
  /** Share of the turns its hand would save that a seat is credited with now. */
  hand: 0.25,
  /** Tenths of a turn ahead that make a seat's chance e (≈ 2.7) times its opponent's. */
  scale: 25,
  /** Tenths of a turn the seat about to play is ahead by. */
  tempo: 5,
});

const NO_RISK: Risk = () => 0;

/** The highest rank a network can still be dealt: the draw pile's and what is in hands and face-up piles. */
function maxRankOf(state: CarbondaleState): number {
  let max = 0;
  const see = (ids: readonly string[]) => {
    for (const id of ids) max = Math.max(max, card(id).rank);
  };
  see(state.drawPile);
  for (const p of state.players) {
    see(p.hand);
    see(p.faceUp);
  }
  return max;
}

/** Tenths of a turn `p` still needs, counting part of what its hand would save. */
function turnsToGo(content: CarbondaleContent, p: PlayerState, maxRank: number): number {
  const outlook = outlookOf(content, p.network, maxRank, NO_RISK);
  if (outlook.turns === 0) return 0;
  let saved = 0;
  for (const id of p.hand) saved += cardWorth(content, outlook, maxRank, id);
  return Math.max(0, outlook.turns - LEAF.hand * saved);
}

/** Each seat's chance to win from `state` (a game not over), as a logistic of the turns between them. */
export function leafValues(content: CarbondaleContent, state: CarbondaleState): number[] {
  const maxRank = maxRankOf(state);
  const [one, two] = state.players.map((p) => turnsToGo(content, p, maxRank)) as [number, number];
  const tempo = state.active === 1 ? LEAF.tempo : state.active === 2 ? -LEAF.tempo : 0;
  const first = 1 / (1 + Math.exp(-(two - one + tempo) / LEAF.scale));
  return [first, 1 - first];
}
