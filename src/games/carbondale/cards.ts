/**
 * Card identities: `{rank}{suit}{copy}` parsed once into a table, the canonical order every shuffle
 * reads (spec §2.1), and the deck groups of setup. All pure lookups over frozen data.
 */
import { CARD_IDS, RANK_NAMES, type BuilderSuit, type CardId, type CarbondaleContent, type Suit } from './content.js';

export interface CardInfo {
  readonly id: CardId;
  /** A = 1 … 10; also the card's value. */
  readonly rank: number;
  readonly suit: Suit;
  readonly copy: 1 | 2;
  /** Position in the canonical order. */
  readonly index: number;
}

const TABLE: ReadonlyMap<CardId, CardInfo> = new Map(
  CARD_IDS.map((id, index) => {
    const m = /^(A|10|[2-9])([CSHD])([12])$/.exec(id)!;
    const rank = RANK_NAMES.indexOf(m[1] as (typeof RANK_NAMES)[number]) + 1;
    return [id, Object.freeze({ id, rank, suit: m[2] as Suit, copy: Number(m[3]) as 1 | 2, index })];
  }),
);

/** The card behind an id, or undefined for a string that names no card. */
export const cardInfo = (id: CardId): CardInfo | undefined => TABLE.get(id);

/** The card behind an id known to be valid (state only ever holds valid ids). */
export const card = (id: CardId): CardInfo => TABLE.get(id)!;

export const suitOf = (id: CardId): Suit => card(id).suit;

export const isBuilder = (suit: Suit): suit is BuilderSuit => suit === 'C' || suit === 'S';

/** The cards in canonical order (ascending rank, suit C S H D, copy 1 2). */
export const canonical = (ids: readonly CardId[]): CardId[] => [...ids].sort((a, b) => card(a).index - card(b).index);

/** The cards of these ranks, canonical order, without the given ones (the starting cards). */
export function cardsOfRanks(ranks: readonly number[], without: readonly CardId[] = []): CardId[] {
  return CARD_IDS.filter((id) => ranks.includes(card(id).rank) && !without.includes(id));
}

/** The draw pile's cards before the setup shuffle (spec §2.1): every A–4 card but the starting ones. */
export const drawPileCards = (content: CarbondaleContent): CardId[] =>
  cardsOfRanks(content.drawRanks, content.starting.flat());

/** Suit symbols for messages and titles. */
export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = Object.freeze({ C: '♣', S: '♠', H: '♡', D: '♢' });

/** "7♡" (no copy number: messages about public cards read naturally). */
export const cardName = (id: CardId): string => {
  const c = card(id);
  return `${RANK_NAMES[c.rank - 1]}${SUIT_SYMBOL[c.suit]}`;
};
