/**
 * Hazard-check arithmetic (spec §4, R7–R10): the weather value, the total and the panic cost.
 * A check passes when 2d6 + weather + hazard + class − pre-roll stamina ≤ 12.
 */
import type { AircargoContent } from './content.js';
import type { AircargoState } from './state.js';

/** Weather value of a check on leg `leg` (1-based column, R10) with weather die `die`: 1–4, 5, 6 pick the row (S). */
export function weatherValue(content: AircargoContent, leg: number, die: number): number {
  const column = Math.min(Math.max(leg, 1), content.weatherBoxes) - 1;
  const row = die <= 4 ? content.weather.d1to4 : die === 5 ? content.weather.d5 : content.weather.d6;
  return row[column] ?? 0;
}

/** Class modifier of the cargo in flight (0 when none, which only an invalid tape can reach). */
export function classModOf(content: AircargoContent, state: AircargoState): number {
  return state.load >= 0 ? content.cargo[state.load]!.classMod : 0;
}

/** Hazard of the current check. */
export function hazardOf(state: AircargoState): number {
  return state.checks[state.check - 1]?.hazard ?? 0;
}

/** Total without pre-roll stamina: what panic pays against (R7). */
export function rawTotal(content: AircargoContent, state: AircargoState): number {
  const dice = (state.dice[0] ?? 0) + (state.dice[1] ?? 0);
  return dice + state.weather + hazardOf(state) + classModOf(content, state);
}

/** The check's total: raw total − pre-roll stamina. */
export function checkTotal(content: AircargoContent, state: AircargoState): number {
  return rawTotal(content, state) - state.preStamina;
}

export const passes = (content: AircargoContent, state: AircargoState): boolean =>
  checkTotal(content, state) <= content.passLimit;

/** Stamina boxes panic ticks: (raw total − 12) + 1 (R7; pre-roll stamina is lost, not counted). */
export function panicCost(content: AircargoContent, state: AircargoState): number {
  return rawTotal(content, state) - content.passLimit + 1;
}

export const staminaLeft = (content: AircargoContent, state: AircargoState): number =>
  content.stamina - state.staminaUsed;
export const prayersLeft = (content: AircargoContent, state: AircargoState): number =>
  content.prayers - state.prayersUsed;
export const planRerollsLeft = (content: AircargoContent, state: AircargoState): number =>
  content.planRerolls - state.planRerollsUsed;
