/**
 * Carbondale moves (spec §5). Types are written out (not inferred from zod) so they stay plain for the
 * GraphQL layer. The zod schema checks shapes only; everything with its own rule code (cards in hand,
 * positions, costs, payment counts) is left to `validate`, so clients get the spec's codes.
 */
import { z } from 'zod';
import type { CardId } from './content.js';

/** A network cell: x to the right, y up. */
export type Cell = readonly [number, number];

export interface AddMove {
  readonly type: 'add';
  readonly card: CardId;
  readonly cell: Cell;
  /** One or two occupied cells below, left or right of `cell`. */
  readonly sources: readonly Cell[];
  /** Exactly the cost's number of cards, from the hand left after `card`. */
  readonly pay: readonly CardId[];
}
export interface CleanMove {
  readonly type: 'clean';
  readonly cards: readonly CardId[];
}
export interface ChallengeMove {
  readonly type: 'challenge';
  readonly card: CardId;
  readonly fee: CardId;
}
export interface PassMove {
  readonly type: 'pass';
}
export interface DrawMove {
  readonly type: 'draw';
  readonly from: 'pile' | 'faceUp';
  readonly card?: CardId;
}

export type CarbondaleMove = AddMove | CleanMove | ChallengeMove | PassMove | DrawMove;

/** Options: none; Carbondale is exactly two players. */
export type CarbondaleOptions = Record<string, never>;
export const optionsSchema = z.object({}).strict().default({});

const cardId = z
  .string()
  .regex(/^(A|10|[2-9])[CSHD][12]$/, 'a card id: rank (A, 2–10), suit (C, S, H, D), copy (1, 2)');
/** Coordinates stay small in any real network (it grows one cell per turn); the bound only stops absurd input. */
const coord = z.number().int().min(-1000).max(1000);
const cell = z.tuple([coord, coord]);

export const moveSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('add'),
      card: cardId.describe('the card from your hand placed in the network'),
      cell: cell.describe('[x, y] of the empty cell'),
      sources: z.array(cell).min(1).max(2).describe('1 or 2 cells below, left or right of `cell`'),
      pay: z.array(cardId).max(10).describe('cards discarded face-up; exactly the cost'),
    })
    .strict()
    .describe(
      'Add a card from your hand to your network next to one or two builder cards, paying its cost; the opponent sees only its suit and may challenge.',
    ),
  z
    .object({
      type: z.literal('clean'),
      cards: z.array(cardId).max(10).describe('cards to discard face-down (0 to the whole hand)'),
    })
    .strict()
    .describe('Discard 0–5 cards from your hand face-down instead of adding, then draw back up to five.'),
  z
    .object({
      type: z.literal('challenge'),
      card: cardId.describe('a card of the announced suit'),
      fee: cardId.describe('another card, paid face-down'),
    })
    .strict()
    .describe(
      "Challenge the opponent's announced add with a card of the announced suit plus a fee card; if your card's rank is higher, the add fails.",
    ),
  z
    .object({ type: z.literal('pass') })
    .strict()
    .describe("Let the opponent's announced add resolve without a challenge."),
  z
    .object({
      type: z.literal('draw'),
      from: z
        .enum(['pile', 'faceUp'])
        .describe("pile: the top of the draw pile; faceUp: a card of the opponent's face-up pile"),
      card: cardId.optional().describe("with faceUp: the card taken from the opponent's face-up pile"),
    })
    .strict()
    .describe("Draw one card toward your hand's target size, from the draw pile or the opponent's face-up pile."),
]);
