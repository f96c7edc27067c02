/**
 * Fixtures for Circuit Racer rule tests: the test kit
 * (test/support/game-kit.ts) bound to this game, plus steps of its own. The rulings are worked with
 * rules v1's numbers (15 Damage boxes); v2 changes only that count (17), which the content test pins.
 */
import type { GameEvent } from '../../../../src/core/types.js';
import {
  circuitRacerV1,
  type CircuitRacerMove,
  type CircuitRacerState,
} from '../../../../src/games/circuit-racer/index.js';
import { gameKit, type Step as AnyStep } from '../../../support/game-kit.js';

export { SEED, keyed } from '../../../support/game-kit.js';
export type Event = GameEvent<CircuitRacerMove>;
export type Step = AnyStep<CircuitRacerMove>;
export const { game, start, made, rolled, play, given, from, when, decided, after, codeOf, refusalOf } = gameKit<
  CircuitRacerState,
  CircuitRacerMove,
  unknown,
  typeof circuitRacerV1
>(circuitRacerV1);

/** One whole turn: choose the gear (with options), roll `dice`, accept. */
export const turn = (
  gear: number,
  dice: readonly number[],
  options: Omit<Extract<CircuitRacerMove, { type: 'gear' }>, 'type' | 'gear'> = {},
): Step[] => [{ type: 'gear', gear, ...options }, dice, { type: 'accept' }];

/** A circuit run out of Time without moving: twelve turns alternating gears 1 and 2, all dice sixes. Banks 15. */
export const idleCircuit = (): Step[] =>
  Array.from({ length: 12 }, (_, i) => turn(i % 2 === 0 ? 1 : 2, [6, 6, 6, 6, 6, 6])).flat();
