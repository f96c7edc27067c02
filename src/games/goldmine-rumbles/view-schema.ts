/**
 * The Goldmine Rumbles view as a zod schema: the one source of its TypeScript type (view-types.ts),
 * its JSON Schema (OpenAPI, `GET /v1/rules/goldmine-rumbles`) and its GraphQL type. A seat and a
 * spectator get the same shape; what a viewer may not see is served as 0, '' or an empty list.
 */
import { z } from 'zod';
import { CLAIM_TYPES, COLUMN_IDS, ITEM_IDS, PORTS } from './content-ids.js';
import { once } from '../../core/once.js';

/**
 * Every schema of the view, built on first use (the API documents, GraphQL, `GET /v1/rules/{id}`) and
 * kept: playing never reads them, and building them at import was a share of a Worker's start.
 */
function build() {
  const int = z.number().int();
  const item = z.enum(ITEM_IDS).meta({ id: 'GoldmineRumblesItem', description: 'An item card.' });
  const column = z
    .enum(COLUMN_IDS)
    .meta({ id: 'GoldmineRumblesColumn', description: 'A column of the player board, where cubes go.' });
  const port = z
    .enum(PORTS)
    .meta({ id: 'GoldmineRumblesPort', description: 'A side or corner of a tile: N, E, S, W, NE, SE, SW or NW.' });
  const hazard = z
    .enum(['none', 'rat', 'snake'])
    .meta({ id: 'GoldmineRumblesHazard', description: 'A hazard in a tunnel.' });
  const row = z.enum(['top', 'bottom', '']).describe("A claim row: top, bottom or '' (none).");
  const mainAction = z
    .enum(['none', 'claim', 'papa', 'player'])
    .meta({ id: 'GoldmineRumblesMainAction', description: "A turn's main action." });

  const goldmineItemCountView = z
    .object({ item, count: int.describe('How many.') })
    .strict()
    .meta({ id: 'GoldmineRumblesItemCount', description: 'A number of one item.' });

  const goldmineColumnView = z
    .object({
      column,
      cubes: int.describe('Cubes in the column.'),
      capacity: int.describe('Cubes it can hold.'),
      level: int.describe('The level its cubes reach.'),
    })
    .strict()
    .meta({ id: 'GoldmineRumblesColumnCubes', description: 'A column of the player board.' });

  const goldmineTunnelView = z
    .object({
      ports: z.array(port).describe('The ports the tunnel joins.'),
      points: z.array(z.string()).describe("The point each port opens onto ('' = rock), same order as `ports`."),
      hazard,
      mouth: z.enum(['', 'A', 'B', 'C']).describe("Secret-tunnel letter A/B/C, '' = none."),
    })
    .strict()
    .meta({ id: 'GoldmineRumblesTunnel', description: 'A tunnel of a tile.' });

  const goldmineTileView = z
    .object({
      pos: int.describe('The board position.'),
      tile: int.describe('The tile number.'),
      dark: z.boolean().describe('A dark tile.'),
      rotation: int.describe('Quarter turns clockwise.'),
      tunnels: z.array(goldmineTunnelView).describe('Its tunnels, as rotated.'),
    })
    .strict()
    .meta({ id: 'GoldmineRumblesTile', description: 'A mine tile on the board.' });

  const goldminePointView = z
    .object({
      id: z.string().describe('The point id.'),
      site: int.describe('Claim-site number; 0 for an interior point.'),
      positions: z.array(int).describe('The board positions it touches.'),
      pawns: z.array(int).describe('Seats whose pawn is here.'),
      papa: z.boolean().describe('Papa Clayton is here.'),
    })
    .strict()
    .meta({ id: 'GoldmineRumblesPoint', description: 'A point where tunnels meet.' });

  const goldmineClaimView = z
    .object({
      id: int.describe('The claim card; 0 = none.'),
      type: z.enum([...CLAIM_TYPES, '']).describe("dark, flooded, hardRock ('' = none)."),
      top: z.array(item).describe('Items of the top row.'),
      bottom: z.array(item).describe('Items of the bottom row.'),
      cube: row.describe("The row with a cube icon: top, bottom or ''."),
    })
    .strict()
    .meta({ id: 'GoldmineRumblesClaim', description: 'A claim card.' });

  const goldmineStoreSlotView = z
    .object({
      slot: int.describe('The store slot.'),
      price: int.describe('For the viewer, after Company Shares.'),
      claim: goldmineClaimView,
    })
    .strict()
    .meta({ id: 'GoldmineRumblesStoreSlot', description: 'A claim for sale in the store.' });

  const goldmineRumbleView = z
    .object({
      phase: int.describe('The phase it belongs to.'),
      tile: int.describe('0 while hidden from this viewer.'),
      revealed: z.boolean().describe('Revealed to everyone.'),
      peeked: z.boolean().describe('The viewer peeked at it (Detonator).'),
      order: z.array(int).describe('The turn order it gives (seats), empty while hidden.'),
    })
    .strict()
    .meta({ id: 'GoldmineRumblesRumble', description: 'A Rumbles tile: the turn order of a phase.' });

  const goldminePlayerView = z
    .object({
      seat: int.describe('The seat.'),
      colour: z.string().describe('Pawn colour.'),
      gold: int.describe('Gold.'),
      bags: int.describe('Gold bags.'),
      injuries: int.describe('Injuries.'),
      bandages: int.describe('Bandage tokens.'),
      poisons: int.describe('Poison tokens.'),
      blackMarks: int.describe('Black Marks.'),
      items: z.array(goldmineItemCountView).describe('Items held.'),
      itemCount: int.describe('Items held in all.'),
      overLimit: z.boolean().describe('Holds more items than allowed (must discard).'),
      cubes: z.array(goldmineColumnView).describe('The player board.'),
      placed: int.describe('Cubes placed this phase and not yet revealed (count public).'),
      placing: z.array(column).describe("Columns of the cubes placed this phase: the viewer's own only."),
      character: int.describe('The character card.'),
      characterName: z.string().describe('Its name.'),
      mission: int.describe("The mission card; 0 unless it is the viewer's own or the game is over."),
      missionItems: z.array(item).describe('Items the mission asks for (as `mission`).'),
      point: z.string().describe("The point the pawn is on; '' before the start."),
      lastPos: int.describe('The last tile position entered.'),
      claims: z.array(int).describe('Claims owned.'),
      peeks: z.array(int).describe('Own Detonator peeks only: the phases peeked at.'),
    })
    .strict()
    .meta({ id: 'GoldmineRumblesPlayer', description: 'A player as the viewer may see them.' });

  const goldmineBidView = z
    .object({ seat: int.describe('The bidder.'), amount: int.describe('Gold bid.') })
    .strict()
    .meta({ id: 'GoldmineRumblesBid', description: 'A bid to partner on a claim.' });

  const goldmineFighterView = z
    .object({
      seat: int.describe('The seat.'),
      weapon: z
        .enum(['colt', 'blunderbuss', 'none'])
        .meta({ id: 'GoldmineRumblesWeapon', description: 'The weapon chosen.' }),
      injuries: int.describe('Injuries taken in this fight.'),
      out: z.boolean().describe('Out of the fight.'),
      lastScore: int.describe("Last resolved round's score (−1 = none yet)."),
    })
    .strict()
    .meta({ id: 'GoldmineRumblesFighter', description: 'A fighter.' });

  const goldmineFightView = z
    .object({
      active: z.boolean().describe('A fight is on.'),
      kind: z.enum(['player', 'papa', 'hazard', '']).describe("player, papa, hazard ('' = no fight this turn)."),
      starter: int.describe('The seat that started it; 0 = Papa Clayton.'),
      fighters: z.array(goldmineFighterView).describe('The fighters.'),
      papaInjuries: int.describe("Papa Clayton's injuries."),
      lastPapaScore: int.describe("Papa Clayton's last round score."),
      round: int.describe('The round.'),
      stage: z.string().describe("The fight's step; '' = none."),
      dice: z.array(int).describe('The dice of the round.'),
      askBible: int.describe('The seat asked whether to use a Bible; 0 = none.'),
      spoilFrom: int.describe('The seat spoils are taken from; 0 = the supply.'),
      spoilers: z.array(int).describe('Seats still to take a spoil.'),
      winners: z.array(int).describe('Winners.'),
      losers: z.array(int).describe('Losers.'),
    })
    .strict()
    .meta({ id: 'GoldmineRumblesFight', description: 'The fight of this turn, if any.' });

  const goldmineRouteMoveView = z
    .object({
      kind: z.enum(['step', 'burrow']).describe('step or burrow.'),
      pos: int.describe('The tile position.'),
      from: int.describe('The position burrowed from (burrow).'),
      exit: port,
      hazard,
    })
    .strict()
    .meta({ id: 'GoldmineRumblesRouteMove', description: 'One move of a route.' });

  const goldmineRouteView = z
    .object({
      to: z.string().describe('The point reached.'),
      site: int.describe('Its claim site; 0 = none.'),
      edges: int.describe('Moves it takes.'),
      hazards: int.describe('Hazards on the way.'),
      moves: z.array(goldmineRouteMoveView).describe('The moves, in order.'),
    })
    .strict()
    .meta({ id: 'GoldmineRumblesRoute', description: 'A cheapest route from the viewer’s pawn.' });

  const goldmineTurnView = z
    .object({
      seat: int.describe('The seat whose turn it is; 0 outside a turn.'),
      number: int.describe('The turn number.'),
      step: z
        .enum([
          'free',
          'travel',
          'atClaim',
          'bidding',
          'accepting',
          'partner',
          'ready',
          'yieldRoll',
          'yield',
          'hazardRoll',
          'fee',
          'fight',
          'windDown',
          '',
        ])
        .describe("The step of the turn; '' outside a turn."),
      main: mainAction,
      charges: int.describe('Dynamite charges used.'),
      claim: int.describe('The claim being mined; 0 = none.'),
      ownerRow: row.describe("The row the claim owner takes; '' = none."),
      bids: z.array(goldmineBidView).describe('Bids so far.'),
      bidder: int.describe('The seat to bid next; 0 = none.'),
      partner: int.describe('The partner chosen; 0 = none.'),
      partnerTook: z.boolean().describe('The partner took their row.'),
      miners: z.array(int).describe('Seats mining this claim.'),
      dice: z.array(int).describe('Yield or hazard dice.'),
      waiting: z.array(int).describe('Seats the turn waits for.'),
      hazard: int.describe('The hazard roll; 0 = none.'),
      visited: z.array(int).describe('Sites the viewer visited this turn (Matchstick picks).'),
      fight: goldmineFightView,
    })
    .strict()
    .meta({ id: 'GoldmineRumblesTurn', description: 'The turn in progress.' });

  const goldmineHistoryView = z
    .object({ phase: int.describe('The phase.'), seat: int.describe('The seat.'), main: mainAction })
    .strict()
    .meta({ id: 'GoldmineRumblesHistory', description: 'A past turn: who took which main action.' });

  const goldmineFinalScoreView = z
    .object({
      seat: int.describe('The seat.'),
      gold: int.describe('Gold.'),
      notebooks: int.describe('Gold from notebooks.'),
      blackMarkBonus: int.describe('The fewest-Black-Marks bonus.'),
      tokenPenalty: int.describe('The penalty for tokens left.'),
      missionItems: int.describe('Mission items held.'),
      mission: int.describe('Gold from the mission.'),
      total: int.describe('The final score.'),
    })
    .strict()
    .meta({ id: 'GoldmineRumblesFinalScore', description: "A player's final score, item by item." });

  const goldmineView = z
    .object({
      stage: z
        .enum(['setup', 'start', 'cubes', 'turn', 'over'])
        .meta({ id: 'GoldmineRumblesStage', description: 'The stage of the game.' }),
      length: z.enum(['short', 'long']).describe('The game length: short or long.'),
      phase: int.describe('The phase, 1-based.'),
      phases: int.describe('Phases in the game.'),
      cubesThisPhase: int.describe('Cubes each player places this phase.'),
      you: int.describe("The viewer's seat; 0 for a spectator."),
      order: z.array(int).describe('The turn order of this phase (seats).'),
      tiles: z.array(goldmineTileView).describe('The mine tiles.'),
      points: z.array(goldminePointView).describe('The points of the mine.'),
      papa: z.string().describe("Papa Clayton's point."),
      store: z.array(goldmineStoreSlotView).describe('The claim store.'),
      pileTop: goldmineClaimView,
      pileCount: int.describe('Claims left in the pile.'),
      rumbles: z.array(goldmineRumbleView).describe('The Rumbles tiles, one per phase.'),
      supply: z.array(goldmineItemCountView).describe('Items left in the supply.'),
      players: z.array(goldminePlayerView).describe('Every player, seat 1 first.'),
      turn: goldmineTurnView,
      deciding: z
        .array(int)
        .describe(
          "The seats whose choice the game waits for now (the partner, a bidder, a fighter…, not always the turn's owner); empty while dice roll, in setup and at the end.",
        ),
      routes: z
        .array(goldmineRouteView)
        .describe("Cheapest routes (without Dynamite) from the viewer's pawn while the viewer may move."),
      history: z.array(goldmineHistoryView).describe('Past turns.'),
      final: z.array(goldmineFinalScoreView).describe('Final scores; empty until the game is over.'),
    })
    .strict()
    .meta({
      id: 'GoldmineRumblesView',
      description:
        'A Goldmine Rumbles table as the viewer may see it: missions, cube placements, peeks and unrevealed Rumbles tiles of others are hidden.',
    });
  return {
    goldmineItemCountView,
    goldmineColumnView,
    goldmineTunnelView,
    goldmineTileView,
    goldminePointView,
    goldmineClaimView,
    goldmineStoreSlotView,
    goldmineRumbleView,
    goldminePlayerView,
    goldmineBidView,
    goldmineFighterView,
    goldmineFightView,
    goldmineRouteMoveView,
    goldmineRouteView,
    goldmineTurnView,
    goldmineHistoryView,
    goldmineFinalScoreView,
    goldmineView,
  };
}

/** The view's parts by name: `z.infer<GoldmineViewSchemas['goldmineItemCountView']>` is the type of one. */
export type GoldmineViewSchemas = ReturnType<typeof build>;
export const goldmineViewSchemas: () => GoldmineViewSchemas = once(build);
/** The schema of the whole view: the game's `viewSchema`. */
export const goldmineView = (): GoldmineViewSchemas['goldmineView'] => goldmineViewSchemas().goldmineView;
