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
export interface GambleHitMove { readonly type: 'gambleHit' }
export interface GambleStayMove { readonly type: 'gambleStay' }
export interface PlaceBanditMove { readonly type: 'placeBandit'; readonly burro: number }
export interface AimMove { readonly type: 'aim'; readonly target: number }
export interface DrinkMove { readonly type: 'drink'; readonly throws: number }
export interface JoinRodeoMove { readonly type: 'joinRodeo'; readonly join: boolean }
export interface ClaimMove { readonly type: 'claim'; readonly vein: Ore; readonly dice: readonly number[]; readonly tonics?: number }
export interface DigMove { readonly type: 'dig'; readonly vein: Ore; readonly die: number }
export interface ShootMove { readonly type: 'shoot'; readonly burro: number }
export interface EndTurnMove { readonly type: 'endTurn' }
export interface ChooseBonusMove { readonly type: 'chooseBonus'; readonly bonus: Bonus }
export interface FreeDigMove { readonly type: 'freeDig'; readonly vein: Ore }
export interface BonusDoneMove { readonly type: 'bonusDone' }
export interface LoadMove { readonly type: 'load'; readonly ore: { readonly S: number; readonly T: number; readonly C: number; readonly B: number } }

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
export type CoalNWriteMoveType = CoalNWriteMove['type'];

/** Options: none; the player count comes from the seats (1 = solo). */
export type CoalNWriteOptions = Record<string, never>;
export const optionsSchema = z.object({}).strict().default({});

const int = z.number().int();
const vein = z.enum(VEINS);

export const moveSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('visitTown'),
      die: int.optional().describe('die of the pair/trio set aside (absent for a T bonus visit)'),
      card: z.enum(CARD_IDS),
      count: int.optional().describe('gunsmith pistols 1–3, workhorseTonic tonics 1–5'),
      mails: int.optional().describe('ponyExpress mails 1–3'),
      opponent: int.optional().describe("armWrasslin' opponent seat"),
    })
    .strict(),
  z.object({ type: z.literal('gambleHit') }).strict(),
  z.object({ type: z.literal('gambleStay') }).strict(),
  z.object({ type: z.literal('placeBandit'), burro: int }).strict(),
  z.object({ type: z.literal('aim'), target: int }).strict(),
  z.object({ type: z.literal('drink'), throws: int }).strict(),
  z.object({ type: z.literal('joinRodeo'), join: z.boolean() }).strict(),
  z.object({ type: z.literal('claim'), vein, dice: z.array(int), tonics: int.min(0).optional() }).strict(),
  z.object({ type: z.literal('dig'), vein, die: int }).strict(),
  z.object({ type: z.literal('shoot'), burro: int }).strict(),
  z.object({ type: z.literal('endTurn') }).strict(),
  z.object({ type: z.literal('chooseBonus'), bonus: z.enum(BONUSES) }).strict(),
  z.object({ type: z.literal('freeDig'), vein }).strict(),
  z.object({ type: z.literal('bonusDone') }).strict(),
  z
    .object({
      type: z.literal('load'),
      ore: z.object({ S: int.min(0), T: int.min(0), C: int.min(0), B: int.min(0) }).strict(),
    })
    .strict(),
]);
