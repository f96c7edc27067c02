/**
 * What the event list shows each seat while the game runs (spec §3 "Hidden information", R26). Shuffle
 * orders (missions, Rumbles tiles, the claim pile) are never shown; a private move (a cube placement,
 * the hidden Leaf choice) only to the seat that made it. Everything else is public at the table.
 */
import type { GameEvent, Seat } from '../../core/types.js';
import type { GoldmineMove } from './move-types.js';

/** Moves whose content other seats must not see while the game runs (R26 cube placement; the hidden Leaf choice). */
const PRIVATE_MOVES = new Set<GoldmineMove['type']>(['placeCube', 'placeCubes', 'leaf']);

export function eventVisible(event: GameEvent<GoldmineMove>, viewer: Seat | null): boolean {
  if (event.type === 'DeckShuffled') return false;
  if (event.type === 'MoveMade' && PRIVATE_MOVES.has(event.move.type)) return viewer === event.player;
  return true;
}
