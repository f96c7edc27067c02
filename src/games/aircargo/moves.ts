/**
 * AirCargo moves (spec §5): one small step each. The TypeScript types are written out (not inferred
 * from zod) so they stay plain for the GraphQL layer, which maps them to input types.
 */
import { z } from 'zod';

/** Idle: start a planning roll. */
export interface PlanMove {
  readonly type: 'plan';
}

/** Planning: tick a Plan Reroll box and reroll the chosen dice (indices 0 = die a, 1 = die b). */
export interface RerollMove {
  readonly type: 'reroll';
  readonly dice: readonly number[];
}

/** Which dice give a cargo weight: die a, die b, or their sum. */
export type CargoUse = 'a' | 'b' | 'sum';
/** Digit order of an airport id: `ab` = 10·a + b, `ba` = 10·b + a. */
export type AirportOrder = 'ab' | 'ba';

/** Planning: order the cargo box `box` (`c1`..`c17`) with the dice. */
export interface PlanCargoMove {
  readonly type: 'planCargo';
  readonly box: string;
  readonly use: CargoUse;
}

/** Planning: plan airport `id`, formed by the dice in `order`. */
export interface PlanAirportMove {
  readonly type: 'planAirport';
  readonly id: number;
  readonly order: AirportOrder;
}

/** Idle: take planned cargo `cargo` to planned airport `dest`. */
export interface PrepareFlightMove {
  readonly type: 'prepareFlight';
  readonly dest: number;
  readonly cargo: string;
}

/** Flight: fly one straight leg to a beacon id (`BNO`) or the destination airport id (`41`). */
export interface FlyLegMove {
  readonly type: 'flyLeg';
  readonly to: string | number;
}

/** Before a check's roll: tick `boxes` Stamina boxes, subtracted from this check's total. */
export interface StaminaMove {
  readonly type: 'stamina';
  readonly boxes: number;
}

/** Failing check: tick a Prayer box and reroll the chosen hazard dice (R8). */
export interface PrayMove {
  readonly type: 'pray';
  readonly dice: readonly number[];
}

/** Failing check: tick (raw total − 12) + 1 Stamina boxes and pass (R7). */
export interface PanicMove {
  readonly type: 'panic';
}

/** Idle: end the game and count the points. */
export interface StopMove {
  readonly type: 'stop';
}

export type AircargoMove =
  | PlanMove
  | RerollMove
  | PlanCargoMove
  | PlanAirportMove
  | PrepareFlightMove
  | FlyLegMove
  | StaminaMove
  | PrayMove
  | PanicMove
  | StopMove;

/** Options: none. A strict object so a future option is an explicit, versioned change. */
export type AircargoOptions = Record<string, never>;
export const optionsSchema = z.object({}).strict().default({});

/** `[0]`, `[1]` or `[0, 1]`; validate answers anything else with `bad-move`. */
const dice = z.array(z.number().int()).describe('die indices to reroll: [0], [1] or [0, 1]');

/**
 * The move schema. Kept loose where `validate` has its own rule code: unknown boxes, airports and
 * waypoints, and stamina counts reach the rules (`no-such-airport`, `not-a-waypoint`, ...).
 */
export const moveSchema = z.discriminatedUnion('type', [
  z
    .object({ type: z.literal('plan') })
    .strict()
    .describe('Roll the two planning dice (only while not in flight).'),
  z
    .object({ type: z.literal('reroll'), dice })
    .strict()
    .describe('Tick a Plan Reroll box and reroll the chosen planning dice.'),
  z
    .object({
      type: z.literal('planCargo'),
      box: z.string().describe('cargo box c1..c17'),
      use: z.enum(['a', 'b', 'sum']).describe("the box's weight: die a, die b, or their sum"),
    })
    .strict()
    .describe('Plan a cargo: tick the cargo box whose weight is die a, die b or their sum.'),
  z
    .object({
      type: z.literal('planAirport'),
      id: z.number().int().describe('airport id, formed by the two dice in `order`'),
      order: z.enum(['ab', 'ba']).describe('digit order: ab = 10·a + b, ba = 10·b + a'),
    })
    .strict()
    .describe('Plan an airport: tick the airport whose id the two dice make (10·a + b or 10·b + a).'),
  z
    .object({
      type: z.literal('prepareFlight'),
      dest: z.number().int().describe('a planned, not yet visited airport id'),
      cargo: z.string().describe('a planned, not yet delivered cargo box c1..c17'),
    })
    .strict()
    .describe('Prepare a flight: load a planned cargo for a planned, not yet visited airport.'),
  z
    .object({
      type: z.literal('flyLeg'),
      to: z.union([z.string(), z.number().int()]).describe('beacon id or destination airport id'),
    })
    .strict()
    .describe(
      'Fly one straight leg (at most 300 miles) to a radio beacon or the destination airport, with a check per mountain crossed and on landing.',
    ),
  z
    .object({
      type: z.literal('stamina'),
      boxes: z.number().int().describe('Stamina boxes to tick, 0 or more; each is −1 on this check'),
    })
    .strict()
    .describe("Before a check's roll: tick Stamina boxes to lower this check's total."),
  z
    .object({ type: z.literal('pray'), dice })
    .strict()
    .describe('On a failing check: tick a Prayer box and reroll the chosen hazard dice.'),
  z
    .object({ type: z.literal('panic') })
    .strict()
    .describe('On a failing check: tick (total before pre-roll Stamina − 12) + 1 Stamina boxes and pass the check.'),
  z
    .object({ type: z.literal('stop') })
    .strict()
    .describe('End the game now and score it (only while not in flight).'),
]);
