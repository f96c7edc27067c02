/**
 * Circuit Racer moves: one small step each. The TypeScript types are written out (not inferred from
 * zod) so they stay stable and plain for the GraphQL layer, which maps them to input types.
 */
import { z } from 'zod';
import type { CircuitRacerContent } from './content.js';

/** Start of a turn: choose the gear, optionally with Shift and/or Include (spec §4 steps 2–4). */
export interface GearMove {
  readonly type: 'gear';
  readonly gear: number;
  /** Use Shift: jump to any gear other than the previous one (not on a circuit's first turn). */
  readonly shift?: boolean;
  /** Declare Include for this turn: dice equal to the gear count too. */
  readonly include?: boolean;
  /** Of the damage paid for special actions beyond the free ones, how much comes from this circuit's track (default: bank first). */
  readonly payCurrent?: number;
}

/** After a roll: re-roll all dice (step 6). */
export interface RerollMove {
  readonly type: 'reroll';
  readonly include?: boolean;
  readonly payCurrent?: number;
}

/** After a roll: re-roll the chosen dice at once (step 6). */
export interface SelectMove {
  readonly type: 'select';
  /** 1–6 distinct die indices 0..5; the new values replace them in ascending index order. */
  readonly dice: readonly number[];
  readonly include?: boolean;
  readonly payCurrent?: number;
}

/** Keep the dice on the table: move and take damage (steps 7–8). */
export interface AcceptMove {
  readonly type: 'accept';
}

export type CircuitRacerMove = GearMove | RerollMove | SelectMove | AcceptMove;

/** Options: none. Kept as a strict object so a future option is an explicit, versioned change. */
export type CircuitRacerOptions = Record<string, never>;

export const optionsSchema = z.object({}).strict().default({});

const payCurrent = z
  .number()
  .int()
  .min(0)
  .optional()
  .describe('damage boxes paid from the current circuit; the rest from the bank (default: bank first)');
const include = z.boolean().optional().describe('declare Include for this turn (once per turn)');

/**
 * The move schema of a content version (the gear range comes from content).
 *
 * `select.dice` is only checked to be integers here: empty, out-of-range and repeated indices reach
 * `validate`, which answers with the rule codes `no-dice-selected` and `bad-die-index` of spec §5
 * rather than a generic `bad-move`.
 */
export function makeMoveSchema(content: CircuitRacerContent) {
  return z.discriminatedUnion('type', [
    z
      .object({
        type: z.literal('gear'),
        gear: z
          .number()
          .int()
          .min(content.minGear)
          .max(content.maxGear)
          .describe(
            `the gear for this turn, ${content.minGear}–${content.maxGear}: any on a circuit's first turn, then the previous gear ± 1 (any other gear with Shift)`,
          ),
        shift: z.boolean().optional().describe('use Shift to change by more than one gear'),
        include,
        payCurrent,
      })
      .strict()
      .describe(
        'Start your turn: choose the gear, optionally using Shift and/or declaring Include, before the dice are rolled.',
      ),
    z
      .object({ type: z.literal('reroll'), include, payCurrent })
      .strict()
      .describe('Re-roll all the dice (a Re-roll special action), optionally declaring Include now.'),
    z
      .object({
        type: z.literal('select'),
        dice: z.array(z.number().int()).describe(`1–${content.dice} distinct die indices 0..${content.dice - 1}`),
        include,
        payCurrent,
      })
      .strict()
      .describe('Re-roll only the chosen dice (a Select special action), optionally declaring Include now.'),
    z
      .object({ type: z.literal('accept') })
      .strict()
      .describe(
        'Keep the dice: move one circle per die below the gear (or equal to it with Include) and take gear × skipped sections as damage.',
      ),
  ]);
}
