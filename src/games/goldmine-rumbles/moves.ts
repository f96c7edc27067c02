/**
 * The schema of Goldmine Rumbles moves (spec §5; the types are in `move-types.ts`). The schema is
 * loose on anything `validate` answers with its own rule code (counts, slots, dice indices), so
 * clients get the spec's codes.
 */
import { z } from 'zod';
import { COLUMN_IDS, ITEM_IDS, PORTS } from './content-ids.js';
import type { GoldmineMove } from './move-types.js';

const int = z.number().int();
const item = z.enum(ITEM_IDS).describe('an item id');
const column = z.enum(COLUMN_IDS).describe('a dashboard column');
const port = z.enum(PORTS).describe('a port of the tile: edge N, E, S, W or corner NE, SE, SW, NW');
const weapon = z
  .enum(['colt', 'blunderbuss', 'none'])
  .optional()
  .describe(
    'colt (+1 per Colt cube), blunderbuss (+4, discarded after the fight) or none; default: the higher bonus, blunderbuss if equal',
  );
const target = z.union([int, z.literal('papa')]);
const flag = <T extends string>(type: T) => z.object({ type: z.literal(type) }).strict();
const pos = (what: string) => int.describe(`board position 1–9 (P1..P9, rows top to bottom) of ${what}`);

export const moveSchema = z.discriminatedUnion('type', [
  z
    .object({ type: z.literal('chooseStart'), site: int.describe('a free start site: 3, 7, 11 or 15') })
    .strict()
    .describe('Setup: place your pawn on a free start site.'),
  z
    .object({
      type: z.literal('placeCubes'),
      columns: z.array(column).describe("exactly this phase's cube count of columns, filled bottom-up in list order"),
    })
    .strict()
    .describe(
      "Phase start: add all of this phase's cubes to your dashboard at once (hidden until everyone has placed).",
    ),
  z
    .object({ type: z.literal('placeCube'), column })
    .strict()
    .describe("Phase start: add one of this phase's cubes to a dashboard column (hidden until everyone has placed)."),
  z
    .object({
      type: z.literal('buyEssentials'),
      bread: int.min(0).optional().describe('Bread to buy, 1 gn each'),
      dynamite: int.min(0).optional().describe('Dynamite to buy, 1 gn each'),
      whiskey: int.min(0).optional().describe('Whiskey to buy, 1 gn each'),
    })
    .strict()
    .describe('Buy Bread, Dynamite and/or Whiskey at 1 gn each, taking one Black Mark for the purchase.'),
  z
    .object({ type: z.literal('trade'), item })
    .strict()
    .describe('Trade three identical non-essential items: return two of them and gain 6 gn.'),
  z
    .object({
      type: z.literal('step'),
      pos: pos('the tile walked through'),
      exit: port,
      bread: z.boolean().optional().describe('true: discard a Bread to pass a rat in the tunnel'),
      blunderbuss: z
        .boolean()
        .optional()
        .describe('true: discard a Blunderbuss to pass a snake in the tunnel (on a 6, 3 injuries)'),
    })
    .strict()
    .describe(
      'Walk your pawn through a tunnel of the tile at `pos` to its `exit` port, passing any rat or snake in it.',
    ),
  z
    .object({
      type: z.literal('burrow'),
      from: pos('the mouth tile you stand at'),
      to: pos('the mouth tile you come out of'),
      exit: port,
    })
    .strict()
    .describe(
      'Burrow from the mouth tunnel you stand at to the mouth tunnel of another tile, as your Tunnel Plans allow.',
    ),
  flag('dynamite').describe(
    'Discard a Dynamite for rotation charges this turn: 1, plus 1 per Explosives Manuals cube.',
  ),
  z
    .object({
      type: z.literal('rotate'),
      pos: pos('a tile your pawn touches'),
      rotation: int.describe('the new rotation, 0–3 quarter turns clockwise (not the current one)'),
    })
    .strict()
    .describe(
      'Spend a rotation charge to turn a tile your pawn touches (not the one it last moved through) to a new orientation.',
    ),
  z
    .object({ type: z.literal('buyClaim'), slot: int.describe('claim store slot 1–5 (priced 1, 3, 4, 5, 6 gn)') })
    .strict()
    .describe(
      'Main action: buy the claim in a store slot (price minus your Company Shares discount), then go and mine it.',
    ),
  z
    .object({
      type: z.literal('takeItems'),
      row: z.enum(['top', 'bottom']).describe("the claim's item row"),
      items: z.array(item).describe('the items taken from that row: 2 distinct, or all 3 with a Matchstick'),
      matchstick: z.boolean().optional().describe('true: discard a Matchstick to take 3 items'),
      cubeColumn: column.optional().describe('the dashboard column for the cube, when the row shows a cube icon'),
    })
    .strict()
    .describe("At the claim's site: take the items of one row (and its cube, if it shows one)."),
  flag('inviteBids').describe('Invite the other players to bid to be your mining partner.'),
  flag('mineAlone').describe('Mine your claim without a partner.'),
  z
    .object({ type: z.literal('bid'), amount: int.describe('a free bid square, 1–6 gn (at most your gold)') })
    .strict()
    .describe("Bid gold to become the claim owner's mining partner."),
  flag('passBid').describe('Do not bid for this partnership.'),
  z
    .object({ type: z.literal('acceptBid'), player: int.describe("the bidder's seat") })
    .strict()
    .describe("Accept one player's bid (not necessarily the highest): they pay you and become your partner."),
  flag('partnerDone').describe('As partner: finish your part after taking your items.'),
  flag('abandon').describe('As partner: give up reaching the site; the bid is not refunded and the owner mines alone.'),
  flag('abandonClaim').describe('Give up mining the claim you just bought: keep it, take no items, and end your turn.'),
  flag('mine').describe('Roll the yield: 1 die alone, 2 with a partner.'),
  z
    .object({
      type: z.literal('takeYield'),
      die: int.describe('the yield die picked: 0, or 1 with a partner'),
      bible: z.boolean().optional().describe('true: discard a Bible to turn a picked 1 into 5 or 2 into 6'),
    })
    .strict()
    .describe("Pick a yield die and gain that much gold, plus the claim's bonus, minus your token penalty."),
  flag('payFee').describe('Papa Clayton on the hazard die: pay the safe passage fee rather than fight.'),
  z
    .object({ type: z.literal('fight'), weapon })
    .strict()
    .describe('Papa Clayton on the hazard die: fight him.'),
  z
    .object({
      type: z.literal('attack'),
      target: target.describe('the seat of a player at your point, or papa'),
      weapon,
    })
    .strict()
    .describe('Main action: start a fight with a player, or Papa Clayton, at your point.'),
  z
    .object({ type: z.literal('defend'), weapon })
    .strict()
    .describe('When attacked: choose your weapon for the fight.'),
  z
    .object({ type: z.literal('bible'), dice: z.array(int).describe('fight dice to reroll: [0], [1] or [0, 1]') })
    .strict()
    .describe('Bible window, in a fight you did not start: discard a Bible to reroll fight dice.'),
  flag('noBible').describe('Bible window: do not use a Bible.'),
  z
    .object({ type: z.literal('leaf'), use: z.boolean().describe('true: discard a Chippawa Leaf') })
    .strict()
    .describe('Leaf window: decide, hidden, whether to discard a Chippawa Leaf for +3 this round.'),
  z
    .object({ type: z.literal('takeSpoil'), item })
    .strict()
    .describe('After winning a fight: take one item from the loser, or from the supply after beating Papa Clayton.'),
  z
    .object({
      type: z.literal('useItem'),
      item,
      target: target.optional().describe('Bacon: the seat robbed, or papa for the supply'),
      take: item.optional().describe('the item taken: Bacon, a Flask or Harmonica swap, a Matchstick pick'),
      mode: z
        .enum(['call', 'swap', 'refresh', 'rearrange', 'peek', 'pick'])
        .optional()
        .describe('Harmonica call or swap, Flask refresh or swap, Detonator rearrange or peek, Matchstick pick'),
      slots: z.array(int).optional().describe('Flask refresh: claim store slots 1–5, distinct'),
      row: int.optional().describe('Detonator rearrange: board row 0–2, top to bottom'),
      order: z
        .array(int)
        .optional()
        .describe("Detonator rearrange: the row's current slots 0–2 in their new left-to-right order"),
      phase: int.optional().describe('Detonator peek: the phase whose Rumbles tile you look at'),
      claimSlot: int
        .optional()
        .describe('Matchstick pick: store slot 1–5 of a displayed claim whose site you visited this turn'),
      moves: z
        .array(z.object({ from: column, to: column }).strict().describe('one cube moved from a column to another'))
        .optional()
        .describe('Pipe: 1–3 cube moves'),
    })
    .strict()
    .describe('Discard an item for its effect; the other fields say how to use it.'),
  z
    .object({ type: z.literal('discardItems'), items: z.array(item).describe('items returned to the supply') })
    .strict()
    .describe('Return items to the supply (required while you carry more than 6).'),
  flag('done').describe('After the hazard: finish the wind-down (medicinal items) for this turn.'),
  flag('endTurn').describe('End your turn, with or without a main action.'),
]) as unknown as z.ZodType<GoldmineMove>;
