import type { Rulebook } from '../core/rulebook.js';
import type { AnyGame } from '../core/types.js';
import { problem, type ServiceError } from './errors.js';

/**
 * A move written for another game than the one it was sent to: one stable code, `wrong-game`, on every
 * path. GraphQL's `MoveInput` names its game (`{ circuitRacer: … }`), so there the game is known; a REST
 * or WebSocket move (`{"type":"gear","gear":4}`) does not, so it is taken as another game's when its
 * `type` is none of this game's moves but is one of another hosted game's. A bot that branches on the
 * code then knows to check the game it talks to, not to pick another move of this one (`bad-move`).
 */
export function wrongGame(plays: string, meant: readonly string[]): ServiceError {
  return problem(
    'malformed',
    'wrong-game',
    `this game plays ${plays}, not ${meant.join(' or ')}: check the game's id, or choose a move from its legalMoves`,
  );
}

/** Each game's move types, read once from its schema. */
const moveTypesByGame = new WeakMap<AnyGame, ReadonlySet<string> | null>();

/**
 * The move types of `game`: its `moveSchema` is a zod discriminated union on `type` (every hosted game's
 * is: api/game-contract.ts refuses any other); `null` for a schema that is not one (nothing is inferred then).
 */
function moveTypesOf(game: AnyGame): ReadonlySet<string> | null {
  let types = moveTypesByGame.get(game);
  if (types === undefined) {
    const options = (game.moveSchema as { readonly options?: unknown }).options;
    types = Array.isArray(options)
      ? new Set(options.map((o: { shape?: { type?: { value?: unknown } } }) => String(o.shape?.type?.value)))
      : null;
    moveTypesByGame.set(game, types);
  }
  return types;
}

/**
 * The hosted games `move` was written for when it cannot be `game`'s: its `type` is none of `game`'s
 * moves and is a move of theirs. Empty when it may be this game's, or is no game's (the rules word that
 * one: `bad-move`). A type two games share (`reroll`, `endTurn`) is taken as this game's.
 */
export function gamesOfForeignMove(rulebook: Rulebook, game: AnyGame, move: unknown): string[] {
  const type = typeof move === 'object' && move !== null ? (move as { readonly type?: unknown }).type : undefined;
  if (typeof type !== 'string') return [];
  const own = moveTypesOf(game);
  if (own === null || own.has(type)) return [];
  return rulebook.games.filter((other) => other.id !== game.id && moveTypesOf(other)?.has(type)).map((g) => g.id);
}
