/**
 * What a client needs to show Carbondale's rules (served by `GET /v1/rules/carbondale` as `content`):
 * the deck, the starting cards, the cost tables, the goal, the stalemate and the challenge rules of a
 * version's content.
 */
import { CARD_IDS, RANK_NAMES, type CarbondaleContent, type CostBand, type CostRow, type Suit } from './content.js';

export interface CarbondaleRulesContent {
  readonly cards: readonly string[];
  readonly ranks: readonly string[];
  readonly handSize: number;
  readonly goal: { readonly high: number; readonly low: number; readonly text: string };
  readonly stalemateTurns: number;
  /** Target suits whose additions the opponent may challenge. */
  readonly challengeable: readonly Suit[];
  readonly challenge: string;
  /** Per seat: the rank-A card at (0,0), the rank-2 card at (1,0). */
  readonly starting: readonly (readonly string[])[];
  readonly costs: {
    /** ♣ → ♣, ♠ → ♠ from one source: targets up to `over` ranks above it cost `cards` / `draws`. */
    readonly same: readonly CostRow[];
    /** ♣ → ♠, ♠ → ♣ from one source. */
    readonly cross: readonly CostRow[];
    /** ♣ → ♡, ♠ → ♢ from one source, target rank ≤ the source's: targets up to rank `upTo`. */
    readonly value: readonly CostBand[];
    /** Two sources of one builder suit, target rank ≤ the higher: free. */
    readonly pairs: readonly { readonly sources: Suit; readonly targets: readonly Suit[] }[];
  };
  readonly drawRanks: readonly number[];
  readonly spareGroups: readonly { readonly ranks: readonly number[]; readonly piles: number }[];
}

export function rulesContent(c: CarbondaleContent): CarbondaleRulesContent {
  const spent =
    c.challengeCardSpent === 'always'
      ? 'either way'
      : 'when the challenge fails (a winning card goes back to the hand)';
  return {
    cards: CARD_IDS,
    ranks: RANK_NAMES,
    handSize: c.handSize,
    goal: {
      ...c.goal,
      text: `♡ ≥ ${c.goal.high} and ♢ ≥ ${c.goal.low}, or ♢ ≥ ${c.goal.high} and ♡ ≥ ${c.goal.low}, summing ranks in your network (A = 1).`,
    },
    stalemateTurns: c.stalemateTurns,
    challengeable: c.challengeable,
    challenge: `The challenger pays 1 card face-down and shows a card of the announced suit; a strictly higher rank cancels the add. The shown card goes to the challenger's face-up pile ${spent}.`,
    starting: c.starting,
    costs: {
      same: c.same,
      cross: c.cross,
      value: c.value,
      pairs: (['C', 'S'] as const).map((s) => ({ sources: s, targets: c.builders[s].pairTargets })),
    },
    drawRanks: c.drawRanks,
    spareGroups: c.spareGroups.map((g) => ({ ranks: g.ranks, piles: g.piles })),
  };
}
