/**
 * What Circuit Racer waits for, and its roll labels. Labels depend only on circuit, turn and the
 * re-roll count, so daily-challenge players share dice whenever they reach the same turn.
 */
import type { Pending, Standings } from '../../core/types.js';
import type { CircuitRacerContent } from './content.js';
import { SOLO_SEAT, type CircuitRacerState } from './state.js';

/** `circuit{c}.turn{t}.roll` for the first roll of a turn, `circuit{c}.turn{t}.reroll{k}` for the k-th re-roll or select. */
export function rollLabel(circuit: number, turn: number, rerolls: number): string {
  return rerolls === 0 ? `circuit${circuit}.turn${turn}.roll` : `circuit${circuit}.turn${turn}.reroll${rerolls}`;
}

const SOLO_CHOICE: Pending = Object.freeze({ kind: 'choice', players: Object.freeze([SOLO_SEAT]) });

export function pendingOf(content: CircuitRacerContent, state: CircuitRacerState): Pending {
  switch (state.phase) {
    case 'gear':
    case 'dice':
      return SOLO_CHOICE;
    case 'roll':
      return {
        kind: 'roll',
        label: rollLabel(state.circuit, state.turn, state.rerolls),
        count: state.rolling === null ? content.dice : state.rolling.length,
        sides: content.sides,
      };
    case 'over':
      return { kind: 'over', standings: standingsOf(state) };
    default: {
      const never: never = state.phase;
      throw new Error(`unknown phase ${String(never)}`);
    }
  }
}

/** The sum of the places; lower is better, and a solitaire game has nothing to rank against. */
export function totalOf(state: CircuitRacerState): number {
  let total = 0;
  for (const r of state.results) total += r.place;
  return total;
}

export function standingsOf(state: CircuitRacerState): Standings {
  return { lowerIsBetter: true, players: [{ seat: SOLO_SEAT, rank: 1, score: totalOf(state) }] };
}
