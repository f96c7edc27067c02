/** A move policy for driving Coal n' Write games in tests (pure, so any test can use it). */

type Move = { readonly type: string; readonly join?: boolean };

/** Deterministic and always ends: claim when possible, otherwise close the step. */
export function closeStepPolicy<M extends Move>(moves: readonly M[]): M {
  for (const type of [
    'claim',
    'gambleStay',
    'placeBandit',
    'aim',
    'drink',
    'endTurn',
    'bonusDone',
    'load',
    'chooseBonus',
  ]) {
    const m = moves.find((x) => x.type === type);
    if (m !== undefined) return m;
  }
  const rodeo = moves.find((x) => x.type === 'joinRodeo' && x.join === false);
  if (rodeo !== undefined) return rodeo;
  if (moves.length === 0) throw new Error('no legal move');
  return moves[0]!;
}
