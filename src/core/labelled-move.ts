import type { AnyGame } from './types.js';

/** A legal move as served: the move itself plus a short human `label` for offering it. */
export type LabelledMove = { readonly type: string; readonly label: string; readonly [field: string]: unknown };

/** The legal moves of `seat`, each with its label; sent back as they came, they are the same moves. */
export const labelledMoves = (game: AnyGame, state: unknown, moves: readonly unknown[]): LabelledMove[] =>
  moves.map((move) => ({ ...(move as { type: string }), label: game.label(state, move) }));

/**
 * A move as the rules read it: a legal move sent back with its `label` loses the label (no game's move
 * has a field of that name), so a client can post any entry of `legalMoves` unchanged.
 */
export function withoutLabel(move: unknown): unknown {
  if (typeof move !== 'object' || move === null || Array.isArray(move) || !('label' in move)) return move;
  const { label: _label, ...rest } = move as Record<string, unknown>;
  return rest;
}
