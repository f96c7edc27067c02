import type { AnyGame } from '../core/types.js';

/**
 * `JSON.stringify(labelledMoves(game, state, moves))`, without building the labelled objects.
 *
 * A dice step of Circuit Racer lists ~130 moves: their labelled copies and their JSON were most of
 * a move's answer (docs/development.md, "Where a move's time goes"). A game that lists the same
 * deep-frozen move objects in every state (Circuit Racer's selects) has each one's JSON kept here by
 * the object's identity: a frozen object cannot change, so its text cannot go stale, and the key
 * goes when the game's definition does. The label is the state's and is written every time. A game
 * may write the whole list itself (`GameDefinition.labelledMovesJson`), from pieces it keeps.
 */
const openings = new WeakMap<object, string>();

export function labelledMovesJson(game: AnyGame, state: unknown, moves: readonly unknown[]): string {
  if (game.labelledMovesJson !== undefined) return game.labelledMovesJson(state, moves);
  let text = '[';
  for (let i = 0; i < moves.length; i++) {
    if (i > 0) text += ',';
    const move = moves[i];
    const label = game.label(state, move);
    const opening = openingOf(move);
    text +=
      opening === null ? JSON.stringify({ ...(move as object), label }) : `${opening}"label":${JSON.stringify(label)}}`;
  }
  return text + ']';
}

/**
 * A move's JSON without its closing brace, ready for `"label":…}`; `null` for what `{ ...move, label }`
 * would not serialize as the move followed by its label (not a plain object, or a `label` of its own).
 */
function openingOf(move: unknown): string | null {
  if (typeof move !== 'object' || move === null) return null;
  const kept = openings.get(move);
  if (kept !== undefined) return kept;
  if (Array.isArray(move) || Object.getPrototypeOf(move) !== Object.prototype || Object.hasOwn(move, 'label'))
    return null;
  const text = JSON.stringify(move);
  const opening = text === '{}' ? '{' : `${text.slice(0, -1)},`;
  if (deeplyFrozen(move)) openings.set(move, opening);
  return opening;
}

/** Plain data frozen all the way down: its JSON is the same forever. */
function deeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return typeof value !== 'function';
  if (!Object.isFrozen(value)) return false;
  for (const key of Object.keys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key)!;
    if (descriptor.get !== undefined || !deeplyFrozen(descriptor.value)) return false;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === Array.prototype;
}
