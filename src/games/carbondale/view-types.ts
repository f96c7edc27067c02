/**
 * The shape clients see. Plain data only (numbers, booleans, strings, arrays, nested objects, string
 * enums) so GraphQL maps it to typed objects. Hidden lists are empty with a visible count beside them;
 * "none" is 0 or '' for scalars and null for the announced add.
 */
import type { Suit } from './content.js';
import type { EndReason, Phase } from './state.js';

export type CarbondalePhase = Phase;
export type CarbondaleEnd = EndReason;

export interface CarbondaleCardView {
  /** `{rank}{suit}{copy}`, e.g. `AS1`, `10H2`. */
  readonly id: string;
  /** A = 1 … 10; also the card's value. */
  readonly rank: number;
  readonly suit: Suit;
}

export interface CarbondalePlacedView {
  readonly card: CarbondaleCardView;
  readonly x: number;
  readonly y: number;
}

export interface CarbondalePlayerView {
  readonly seat: number;
  readonly handCount: number;
  /** Whether `hand` and `faceDown` are shown: the viewer's own seat, or everyone once the game is over. */
  readonly handVisible: boolean;
  readonly hand: readonly CarbondaleCardView[];
  readonly network: readonly CarbondalePlacedView[];
  /** Public: payments and lost challenges; the opponent may draw from it. */
  readonly faceUp: readonly CarbondaleCardView[];
  readonly faceDownCount: number;
  readonly faceDown: readonly CarbondaleCardView[];
  readonly hearts: number;
  readonly diamonds: number;
  readonly goalMet: boolean;
}

/** The add the viewer announced, shown only to them while the opponent decides whether to challenge. */
export interface CarbondaleAnnouncedAddView {
  readonly card: CarbondaleCardView;
  readonly cell: readonly number[];
  readonly sources: readonly (readonly number[])[];
  readonly pay: readonly CarbondaleCardView[];
}

/** A challenge as it was revealed to both players (the fee is never shown). */
export interface CarbondaleDuelView {
  readonly turn: number;
  readonly challenger: number;
  readonly suit: Suit;
  readonly added: CarbondaleCardView;
  readonly challenge: CarbondaleCardView;
  readonly success: boolean;
}

export interface CarbondaleView {
  readonly phase: CarbondalePhase;
  /** The viewer's seat; 0 for a spectator. */
  readonly you: number;
  /** 0 until the first-player roll. */
  readonly first: number;
  readonly active: number;
  readonly turn: number;
  readonly handSize: number;
  readonly goalHigh: number;
  readonly goalLow: number;
  readonly drawPileCount: number;
  /** Card counts of the unused spare piles, next first. */
  readonly sparePiles: readonly number[];
  readonly reshuffles: number;
  /** Cards a new draw pile would be formed from now: the next spare pile plus every discard pile. */
  readonly reformCount: number;
  /** The active player's hand size to draw back up to this turn. */
  readonly target: number;
  /** The suit announced in the challenge window; '' otherwise. */
  readonly announced: Suit | '';
  readonly announcedAdd: CarbondaleAnnouncedAddView | null;
  readonly idleTurns: number;
  readonly stalemateTurns: number;
  /** Every challenge so far, oldest first. */
  readonly duels: readonly CarbondaleDuelView[];
  readonly end: CarbondaleEnd;
  /** Goal winner; 0 otherwise. */
  readonly winner: number;
  readonly players: readonly CarbondalePlayerView[];
}
