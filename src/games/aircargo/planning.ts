/**
 * Planning uses of a roll (a, b) (spec §4): a cargo box of weight a, b or a + b, or an airport whose
 * id the two dice form in either order. Shared by validate, evolve (the forced end of R6) and
 * legalMoves, so they agree on what a roll can do.
 */
import type { AircargoContent } from './content.js';
import type { AirportOrder, CargoUse } from './moves.js';
import type { AircargoState } from './state.js';

export const CARGO_USES: readonly CargoUse[] = Object.freeze(['a', 'b', 'sum']);
export const AIRPORT_ORDERS: readonly AirportOrder[] = Object.freeze(['ab', 'ba']);

/** The weight a cargo use of the dice gives. */
export function weightOf(dice: readonly number[], use: CargoUse): number {
  const a = dice[0] ?? 0;
  const b = dice[1] ?? 0;
  switch (use) {
    case 'a':
      return a;
    case 'b':
      return b;
    case 'sum':
      return a + b;
    default: {
      const never: never = use;
      return never;
    }
  }
}

/** The airport id the dice form in `order`. */
export function airportIdOf(dice: readonly number[], order: AirportOrder): number {
  const a = dice[0] ?? 0;
  const b = dice[1] ?? 0;
  return order === 'ab' ? 10 * a + b : 10 * b + a;
}

export const cargoIndex = (content: AircargoContent, box: string): number =>
  content.cargo.findIndex((c) => c.id === box);
export const airportIndex = (content: AircargoContent, id: number): number =>
  content.airports.findIndex((a) => a.id === id);

/** Whether the dice on the table have at least one legal use (R6). */
export function rollHasUse(content: AircargoContent, state: AircargoState): boolean {
  for (const use of CARGO_USES) {
    const weight = weightOf(state.dice, use);
    for (let i = 0; i < content.cargo.length; i++)
      if (state.cargo[i] === 'open' && content.cargo[i]!.weight === weight) return true;
  }
  for (const order of AIRPORT_ORDERS) {
    const i = airportIndex(content, airportIdOf(state.dice, order));
    if (i >= 0 && state.airports[i] === 'open') return true;
  }
  return false;
}
