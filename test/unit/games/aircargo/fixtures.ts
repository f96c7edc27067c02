/**
 * Fixtures for AirCargo rule tests: the test kit
 * (test/support/game-kit.ts) bound to this game, plus steps of its own. The rulings and the spec's worked
 * examples are played under rules v1, the spec's §2 weights (E10 scores a 12-weight cargo); v2 changes
 * only c17's weight (11), which bot-and-content.test.ts pins.
 */
import type { GameEvent } from '../../../../src/core/types.js';
import { aircargoV1, type AircargoMove, type AircargoState } from '../../../../src/games/aircargo/index.js';
import { gameKit, type Step as AnyStep } from '../../../support/game-kit.js';

export { SEED, keyed } from '../../../support/game-kit.js';
export type Event = GameEvent<AircargoMove>;
export type Step = AnyStep<AircargoMove>;
export const { game, start, made, rolled, play, given, from, when, decided, after, codeOf, refusalOf } = gameKit<
  AircargoState,
  AircargoMove,
  unknown,
  typeof aircargoV1
>(aircargoV1);

/** A planning roll: plan, the dice, then `use` (a planCargo/planAirport move, or omitted to leave the dice on the table). */
export const planned = (dice: readonly number[], use?: AircargoMove): Step[] =>
  use === undefined ? [{ type: 'plan' }, dice] : [{ type: 'plan' }, dice, use];

/** Plans cargo `box` with weight `w` as die a (w ≤ 6) or the sum (w ≥ 7), and airport `id`. */
export function plans(box: string, weight: number, id: number): Step[] {
  const cargo: Step[] =
    weight <= 6
      ? planned([weight, weight === 1 ? 2 : 1], { type: 'planCargo', box, use: 'a' })
      : planned([6, weight - 6], { type: 'planCargo', box, use: 'sum' });
  return [...cargo, ...planned([Math.floor(id / 10), id % 10], { type: 'planAirport', id, order: 'ab' })];
}

/** A check in full: weather die, pre-roll stamina, hazard dice (then any pray/panic steps given after). */
export const check = (weatherDie: number, stamina: number, dice: readonly number[]): Step[] => [
  [weatherDie],
  { type: 'stamina', boxes: stamina },
  dice,
];
