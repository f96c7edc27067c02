/**
 * The Carbondale view as a zod schema: the one source of its TypeScript type (view-types.ts), its
 * JSON Schema (OpenAPI, `GET /v1/rules/carbondale`) and its GraphQL type. A seat and a spectator get
 * the same shape: hidden lists are served empty with a visible count beside them.
 */
import { z } from 'zod';
import { SUITS } from './content.js';
import { once } from '../../core/once.js';

/**
 * Every schema of the view, built on first use (the API documents, GraphQL, `GET /v1/rules/{id}`) and
 * kept: playing never reads them, and building them at import was a share of a Worker's start.
 */
function build() {
  const int = z.number().int();
  const suit = z.enum(SUITS).meta({ id: 'CarbondaleSuit', description: 'C ♣ and S ♠ build; H ♡ and D ♢ score.' });
  const cell = z.tuple([int, int]).describe('A network cell [x, y]: x to the right, y up.');

  const carbondaleCardView = z
    .object({
      id: z.string().describe('`{rank}{suit}{copy}`, e.g. `AS1`, `10H2`.'),
      rank: int.describe('A = 1 … 10; also the card’s value.'),
      suit,
    })
    .strict()
    .meta({ id: 'CarbondaleCard', description: 'A card.' });

  const carbondalePlacedView = z
    .object({
      card: carbondaleCardView,
      x: int.describe('Cell x, to the right.'),
      y: int.describe('Cell y, up (0 is the bottom row).'),
    })
    .strict()
    .meta({ id: 'CarbondalePlacedCard', description: "A card in a player's network." });

  const carbondalePlayerView = z
    .object({
      seat: int.describe('The seat, 1 or 2.'),
      handCount: int.describe('Cards in hand (always shown).'),
      handVisible: z
        .boolean()
        .describe("Whether `hand` and `faceDown` are shown: the viewer's own seat, or everyone once the game is over."),
      hand: z.array(carbondaleCardView).describe('The cards in hand; empty unless `handVisible`.'),
      network: z.array(carbondalePlacedView).describe('The network built so far.'),
      faceUp: z
        .array(carbondaleCardView)
        .describe('Public: payments and lost challenges; the opponent may draw from it.'),
      faceDownCount: int.describe('Cards in the face-down discard pile.'),
      faceDown: z.array(carbondaleCardView).describe('The face-down discards; empty unless `handVisible`.'),
      hearts: int.describe('Hearts ♡ value in the network.'),
      diamonds: int.describe('Diamonds ♢ value in the network.'),
      goalMet: z.boolean().describe('Both goals are reached (the game ends at the end of this turn).'),
    })
    .strict()
    .meta({
      id: 'CarbondalePlayer',
      description:
        "One player's area. `hand` and `faceDown` are empty unless they are the viewer's own (or the game is over).",
    });

  const carbondaleAnnouncedAddView = z
    .object({
      card: carbondaleCardView,
      cell: cell.describe('[x, y] of the cell the card goes to.'),
      sources: z.array(cell).describe('The 1 or 2 cells it connects from.'),
      pay: z.array(carbondaleCardView).describe('The cards paid for it.'),
    })
    .strict()
    .meta({
      id: 'CarbondaleAnnouncedAdd',
      description: 'The add the viewer announced, shown only to them while the opponent decides whether to challenge.',
    });

  const carbondaleDuelView = z
    .object({
      turn: int.describe('The turn of the challenge.'),
      challenger: int.describe('The seat that challenged.'),
      suit,
      added: carbondaleCardView.describe('The card that was announced.'),
      challenge: carbondaleCardView.describe('The card the challenger showed.'),
      success: z.boolean().describe('The challenge won: the added card went to the face-up pile.'),
    })
    .strict()
    .meta({
      id: 'CarbondaleDuel',
      description: 'A challenge, as both players saw it: the announced card and the card shown (the fee stays hidden).',
    });

  const carbondaleView = z
    .object({
      phase: z.enum(['setupRoll', 'setupDraw', 'setupSpares', 'turn', 'challenge', 'draw', 'reshuffle', 'over']).meta({
        id: 'CarbondalePhase',
        description: 'The step the game is at: setup, a turn, the challenge window, drawing back up, or over.',
      }),
      you: int.describe("The viewer's seat; 0 for a spectator."),
      first: int.describe('The first player; 0 until the first-player roll.'),
      active: int.describe('The seat whose turn it is.'),
      turn: int.describe('The turn number.'),
      handSize: int.describe('The hand size players draw back up to.'),
      goalHigh: int.describe('The higher goal (hearts or diamonds).'),
      goalLow: int.describe('The lower goal (the other suit).'),
      drawPileCount: int.describe('Cards left in the draw pile.'),
      sparePiles: z.array(int).describe('Card counts of the unused spare piles, next first.'),
      reshuffles: int.describe('Draw piles re-formed so far.'),
      reformCount: int.describe(
        'Cards a new draw pile would be formed from now: the next spare pile plus every discard pile.',
      ),
      target: int.describe("The active player's hand size to draw back up to this turn."),
      announced: z.enum([...SUITS, '']).describe("The suit announced in the challenge window; '' otherwise."),
      announcedAdd: carbondaleAnnouncedAddView
        .nullable()
        .describe('The add the viewer announced, while the opponent decides; null otherwise.'),
      idleTurns: int.describe('Turns in a row without an add.'),
      stalemateTurns: int.describe('Idle turns after which the game ends in a stalemate.'),
      duels: z.array(carbondaleDuelView).describe('Every challenge so far, oldest first.'),
      end: z
        .enum(['none', 'goal', 'stalemate'])
        .meta({ id: 'CarbondaleEnd', description: 'How the game ended: `none` while it runs.' }),
      winner: int.describe('Goal winner; 0 otherwise.'),
      players: z.array(carbondalePlayerView).describe('Both players, seat 1 first.'),
    })
    .strict()
    .meta({
      id: 'CarbondaleView',
      description:
        'A Carbondale table as the viewer may see it: hands, face-down piles and pile orders are hidden from everyone else.',
    });
  return {
    carbondaleCardView,
    carbondalePlacedView,
    carbondalePlayerView,
    carbondaleAnnouncedAddView,
    carbondaleDuelView,
    carbondaleView,
  };
}

/** The view's parts by name: `z.infer<CarbondaleViewSchemas['carbondaleCardView']>` is the type of one. */
export type CarbondaleViewSchemas = ReturnType<typeof build>;
export const carbondaleViewSchemas: () => CarbondaleViewSchemas = once(build);
/** The schema of the whole view: the game's `viewSchema`. */
export const carbondaleView = (): CarbondaleViewSchemas['carbondaleView'] => carbondaleViewSchemas().carbondaleView;
