/**
 * Coal n' Write moves (spec §5): one small step each. Types are written out (not inferred from zod)
 * so they stay plain for the GraphQL layer. The zod schema is loose on anything `validate` answers
 * with its own rule code (die indices, counts, burros, targets), so clients get the spec's codes.
 */
import { z } from 'zod';
import { BONUSES, CARD_IDS, VEINS, type Bonus, type CardId, type Ore } from './content.js';

export interface VisitTownMove {
  readonly type: 'visitTown';
  /** Index of the die of a pair/trio set aside; absent for a `T` bonus visit. */
  readonly die?: number;
  readonly card: CardId;
  /** Gunsmith pistols (1–3) or Workhorse Tonics (1–5). */
  readonly count?: number;
  /** Pony Express mails (1–3). */
  readonly mails?: number;
  /** Arm Wrasslin' opponent seat. */
  readonly opponent?: number;
}
export interface GambleHitMove {
  readonly type: 'gambleHit';
}
export interface GambleStayMove {
  readonly type: 'gambleStay';
}
export interface PlaceBanditMove {
  readonly type: 'placeBandit';
  readonly burro: number;
}
export interface AimMove {
  readonly type: 'aim';
  readonly target: number;
}
export interface DrinkMove {
  readonly type: 'drink';
  readonly throws: number;
}
export interface JoinRodeoMove {
  readonly type: 'joinRodeo';
  readonly join: boolean;
}
export interface ClaimMove {
  readonly type: 'claim';
  readonly vein: Ore;
  readonly dice: readonly number[];
  readonly tonics?: number;
}
export interface DigMove {
  readonly type: 'dig';
  readonly vein: Ore;
  readonly die: number;
}
export interface ShootMove {
  readonly type: 'shoot';
  readonly burro: number;
}
export interface EndTurnMove {
  readonly type: 'endTurn';
}
export interface ChooseBonusMove {
  readonly type: 'chooseBonus';
  readonly bonus: Bonus;
}
export interface FreeDigMove {
  readonly type: 'freeDig';
  readonly vein: Ore;
}
export interface BonusDoneMove {
  readonly type: 'bonusDone';
}
export interface LoadMove {
  readonly type: 'load';
  readonly ore: { readonly S: number; readonly T: number; readonly C: number; readonly B: number };
}

export type CoalNWriteMove =
  | VisitTownMove
  | GambleHitMove
  | GambleStayMove
  | PlaceBanditMove
  | AimMove
  | DrinkMove
  | JoinRodeoMove
  | ClaimMove
  | DigMove
  | ShootMove
  | EndTurnMove
  | ChooseBonusMove
  | FreeDigMove
  | BonusDoneMove
  | LoadMove;

/** Options: none; the player count comes from the seats (1 = solo). */
export type CoalNWriteOptions = Record<string, never>;
export const optionsSchema = z.object({}).strict().default({});

const int = z.number().int();
const vein = z.enum(VEINS).describe('the vein: B Borax, C Coal, T Tin, S Silver; its open cavern is the target');

export const moveSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('visitTown'),
      die: int.optional().describe('die of the pair/trio set aside (absent for a T bonus visit)'),
      card: z.enum(CARD_IDS).describe('the Boom Town card visited, from the tableau'),
      count: int.optional().describe('gunsmith pistols 1–3, workhorseTonic tonics 1–5'),
      mails: int.optional().describe('ponyExpress mails 1–3'),
      opponent: int.optional().describe("armWrasslin' opponent seat"),
    })
    .strict()
    .describe(
      'Visit a Boom Town card: set aside one die of a pair or trio (none for a T bonus visit), pay its cost and resolve it.',
    ),
  z
    .object({ type: z.literal('gambleHit') })
    .strict()
    .describe("Backroom Gamblin': Hit, throwing one more die and adding it to the total."),
  z
    .object({ type: z.literal('gambleStay') })
    .strict()
    .describe("Backroom Gamblin': Stay, and take the pay-out for the total."),
  z
    .object({ type: z.literal('placeBandit'), burro: int.describe('an undelivered burro, 1–7') })
    .strict()
    .describe("After busting at Backroom Gamblin': add a bandit to an undelivered burro of your choice."),
  z
    .object({ type: z.literal('aim'), target: int.describe('an unblasted target, 2–6') })
    .strict()
    .describe("Trick Shootin': aim at a target and shoot; a die ≥ the target blasts it."),
  z
    .object({ type: z.literal('drink'), throws: int.describe('throws declared, 1–4') })
    .strict()
    .describe("Drankin' Contest: declare how many times to throw two dice; doubles cost $5, none win $5 per throw."),
  z
    .object({ type: z.literal('joinRodeo'), join: z.boolean().describe('true: pay $5 and enter') })
    .strict()
    .describe('Rodeo Contest sign-up: enter for $5 or stay out.'),
  z
    .object({
      type: z.literal('claim'),
      vein,
      dice: z
        .array(int)
        .describe(
          'indices of the dice used; their sum plus 2 per tonic must reach the cavern number (or one die on a fully dug cavern)',
        ),
      tonics: int.min(0).optional().describe('tonics spent, +2 each to the sum'),
    })
    .strict()
    .describe("Claim a vein's open cavern with dice: write its ore into your stash."),
  z
    .object({ type: z.literal('dig'), vein, die: int.describe('index of the die used, any value') })
    .strict()
    .describe("Dig: scratch one bubble of a vein's open cavern with one die."),
  z
    .object({ type: z.literal('shoot'), burro: int.describe('an undelivered burro with an active bandit') })
    .strict()
    .describe('Spend a pistol to scratch one active bandit on an undelivered burro.'),
  z
    .object({ type: z.literal('endTurn') })
    .strict()
    .describe('Finish your part of this turn or lone throw.'),
  z
    .object({
      type: z.literal('chooseBonus'),
      bonus: z
        .enum(BONUSES)
        .describe('C 2 Coal, D 3 free digs, P a pistol, T a Town visit, G free gambling, $ +$10 on delivery'),
    })
    .strict()
    .describe("Lone Miner: choose this round's bonus letter before the first lone throw."),
  z
    .object({ type: z.literal('freeDig'), vein })
    .strict()
    .describe('D bonus: a free dig, or a claim of an open cavern whose bubbles are all dug.'),
  z
    .object({ type: z.literal('bonusDone') })
    .strict()
    .describe('Finish the bonus step (unused free digs are lost).'),
  z
    .object({
      type: z.literal('load'),
      ore: z
        .object({
          S: int.min(0).describe('Silver ($12 each)'),
          T: int.min(0).describe('Tin ($8 each)'),
          C: int.min(0).describe('Coal ($5 each)'),
          B: int.min(0).describe('Borax ($3 each)'),
        })
        .strict()
        .describe('ore counts from your stash: at most 6 in all, or 8 with Tack & Harness'),
    })
    .strict()
    .describe("Delivery: load ore from your stash onto this round's burro."),
]);
