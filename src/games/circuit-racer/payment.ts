/**
 * Special actions: using the free pool first, then paying damage boxes from this circuit's track
 * and/or the bank of earlier circuits (spec §2.2, §4, R5, R11). `validate` and `evolve` share these
 * so a move is charged exactly as it was checked.
 */
import type { CircuitRacerContent, SpecialActionId } from './content.js';
import type { CircuitRacerState, FreeUses } from './state.js';

export interface Spending {
  /** The free pool after the uses. */
  readonly free: FreeUses;
  /** Damage boxes owed for the uses beyond the free pool. */
  readonly cost: number;
}

/** Uses `a` and `b` (either may be absent) from `free`, charging each one the pool cannot cover. */
export function spend(
  content: CircuitRacerContent,
  free: FreeUses,
  a: SpecialActionId | null,
  b: SpecialActionId | null,
): Spending {
  let cost = 0;
  if (a !== null) {
    if (free[a] > 0) free = useOne(free, a);
    else cost += content.actions[a].cost;
  }
  if (b !== null) {
    if (free[b] > 0) free = useOne(free, b);
    else cost += content.actions[b].cost;
  }
  return { free, cost };
}

/** One fixed-shape literal rather than a computed-key spread, which V8 turns into a slow dictionary object. */
function useOne(free: FreeUses, id: SpecialActionId): FreeUses {
  return {
    reroll: free.reroll - (id === 'reroll' ? 1 : 0),
    include: free.include - (id === 'include' ? 1 : 0),
    select: free.select - (id === 'select' ? 1 : 0),
    shift: free.shift - (id === 'shift' ? 1 : 0),
  };
}

/** Unmarked boxes on this circuit's damage track. */
export const freeBoxes = (content: CircuitRacerContent, state: CircuitRacerState): number =>
  content.damageBoxes - state.damage;

/**
 * How many of `cost` boxes come from the current track, or -1 when the cost cannot be paid.
 * `payCurrent` says it explicitly (the rest from the bank); without it the bank pays first.
 */
export function paidFromCurrent(onTrack: number, bank: number, cost: number, payCurrent: number | undefined): number {
  const current = payCurrent ?? (cost > bank ? cost - bank : 0);
  if (current > cost || current > onTrack || cost - current > bank) return -1;
  return current;
}
