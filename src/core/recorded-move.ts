import type { Result } from './result.js';
import { err, OK } from './result.js';
import type { AnyGame, GameEvent, Seat } from './types.js';
import { whoMayMove } from './who-may-move.js';

/**
 * Whether a recorded move fits where the tape puts it, asked the way the engine asked before it
 * appended one: the seat is one the game waits for, the move matches the move schema, and `validate`
 * accepts it. The error says why not, in words for an audit report ("not-your-choice (…)").
 *
 * The core asks this once per move, only where a tape may not be the engine's own (the audit, a
 * replay of a file someone hands in), so a game's `evolve` never has to: it only applies moves.
 * A `validate` that throws on a move it was never meant to see counts as a refusal, so a tampered
 * tape is reported instead of crashing the walk.
 */
export function checkRecordedMove(game: AnyGame, state: unknown, seat: Seat, move: unknown): Result<void, string> {
  const turn = whoMayMove(game, state, seat);
  if (!turn.ok) return err(`${turn.error.code} (${turn.error.message})`);
  const parsed = game.moveSchema.safeParse(move);
  if (!parsed.success) return err('the move does not match the move schema');
  try {
    const legal = game.validate(state, seat, parsed.data);
    return legal.ok ? OK : err(`${legal.error.code} (${legal.error.message})`);
  } catch (thrown) {
    return err(`the rules could not check the move (${thrown instanceof Error ? thrown.message : String(thrown)})`);
  }
}

/**
 * `evolve` for a tape nobody validated (an export file): a recorded move that does not fit changes
 * nothing, so the state stays one the rules can reach; rolls and shuffles fold as they are (`evolve`
 * ignores one that does not fit its step). The server's own tapes fold with plain `evolve`.
 */
export function evolveChecked<S>(game: AnyGame, state: S, event: GameEvent<unknown>): S {
  if (event.type === 'MoveMade' && !checkRecordedMove(game, state, event.player, event.move).ok) return state;
  return game.evolve(state, event) as S;
}
