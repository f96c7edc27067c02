/** Pure helpers for driving Circuit Racer games in tests (no I/O, so the workerd tests can use them too). */

/** A move object as served in `legalMoves` (Circuit Racer). */
export interface CrMove {
  readonly type: 'gear' | 'reroll' | 'select' | 'accept';
  readonly gear?: number;
  readonly shift?: boolean;
  readonly include?: boolean;
  readonly payCurrent?: number;
  readonly dice?: number[];
}

/**
 * A simple deterministic policy that always ends the game: accept the dice whenever that is legal,
 * otherwise the highest plain gear (no Shift, no Include, nothing paid).
 */
export function simplePolicy(legalMoves: readonly CrMove[]): CrMove {
  const accept = legalMoves.find((m) => m.type === 'accept');
  if (accept !== undefined) return accept;
  const plainGears = legalMoves.filter(
    (m) => m.type === 'gear' && !m.shift && !m.include && m.payCurrent === undefined,
  );
  if (plainGears.length > 0) return plainGears.reduce((best, m) => (m.gear! > best.gear! ? m : best));
  if (legalMoves.length === 0) throw new Error('no legal move');
  return legalMoves[0]!;
}
