/**
 * What AirCargo waits for, and its roll labels (spec §4). Labels depend only on the planning-roll
 * count, the leg, the check and the reroll/prayer count, so daily-challenge players who reach the same
 * step share dice.
 */
import type { Pending } from '../../core/types.js';
import type { AircargoContent } from './content.js';
import { standingsOf } from './score.js';
import { SOLO_SEAT, type AircargoState } from './state.js';

/** `plan.roll{n}`, then `plan.roll{n}.reroll{k}` for its k-th reroll. */
export const planLabel = (n: number, k: number): string => (k === 0 ? `plan.roll${n}` : `plan.roll${n}.reroll${k}`);
/** `leg{L}.check{c}.weather`: the check's weather die (R9: before pre-roll stamina). */
export const weatherLabel = (leg: number, check: number): string => `leg${leg}.check${check}.weather`;
/** `leg{L}.check{c}.roll`, then `leg{L}.check{c}.prayer{j}` for the j-th prayer. */
export const checkLabel = (leg: number, check: number, prayer: number): string =>
  prayer === 0 ? `leg${leg}.check${check}.roll` : `leg${leg}.check${check}.prayer${prayer}`;

const SOLO_CHOICE: Pending = Object.freeze({ kind: 'choice', players: Object.freeze([SOLO_SEAT]) });
/** Every AirCargo roll is of six-sided dice. */
export const DIE_SIDES = 6;

export function pendingOf(content: AircargoContent, state: AircargoState): Pending {
  switch (state.phase) {
    case 'idle':
    case 'planning':
    case 'flight':
    case 'stamina':
    case 'failing':
      return SOLO_CHOICE;
    case 'planRoll':
      return {
        kind: 'roll',
        label: planLabel(state.planRolls, state.planRerolls),
        count: state.rolling?.length ?? 2,
        sides: DIE_SIDES,
      };
    case 'weatherRoll':
      return { kind: 'roll', label: weatherLabel(state.legs, state.check), count: 1, sides: DIE_SIDES };
    case 'checkRoll':
      return {
        kind: 'roll',
        label: checkLabel(state.legs, state.check, state.checkPrayers),
        count: state.rolling?.length ?? 2,
        sides: DIE_SIDES,
      };
    case 'over':
      return { kind: 'over', standings: standingsOf(content, state) };
    default: {
      const never: never = state.phase;
      throw new Error(`unknown phase ${String(never)}`);
    }
  }
}
