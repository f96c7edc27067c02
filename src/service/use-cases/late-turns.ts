import { playTimeouts } from '../../core/timeouts.js';
import { dueSeats } from '../../core/turns.js';
import { err, ok, type Result } from '../../core/result.js';
import type { Seat } from '../../core/types.js';
import type { MoveResult } from '../answers.js';
import type { Write } from '../command-loop.js';
import { fromRuleError, problem, type ServiceError } from '../errors.js';
import { botPlays, headSnapshot, notStarted, seatPlayContext, type GameContext } from '../game-context.js';
import type { LoadedGame } from '../loaded-game.js';
import { deadlineOf, presentEvents } from '../present.js';

/**
 * Turn deadlines: in a game created with `turnSeconds`, once the current turn is older than that,
 * the server plays each late seat's turn with the game's `default` bot, as `MoveMade` events marked
 * `timeout`, and the bots due after them: deterministic, and audited like any other move. It does
 * so by itself (`applyDeadline`, called by a timer on node and by the object's alarm on Workers),
 * and any seat may claim it first (`claimTimeout`); the tape's actor is the claimant, or `null`
 * when the server applied it.
 *
 * This decides the late turns of `loaded` at `now`, or refuses: not started, over, no deadline, not yet.
 */
export async function decideLateTurns(
  ctx: GameContext,
  loaded: LoadedGame,
  claimant: Seat | null,
  now: number,
): Promise<Result<Write<MoveResult>, ServiceError>> {
  if (loaded.status === 'open') return err(notStarted(loaded));
  if (loaded.status === 'over') return err(problem('rule', 'game-over', 'the game is over'));
  const deadline = deadlineOf(loaded);
  if (deadline === null)
    return err(
      problem('conflict', 'no-deadline', 'this game was created without turnSeconds: its turns never time out'),
    );
  if (now < deadline) {
    const at = new Date(deadline).toISOString();
    return err(problem('conflict', 'deadline-not-reached', `the turn times out at ${at}`, { deadline: at }));
  }
  const late = dueSeats(loaded.game, loaded.state, true);
  const played = playTimeouts(loaded.game, loaded.state, late, claimant, seatPlayContext(loaded, loaded.version));
  if (!played.ok) return err(fromRuleError(played.error));
  const bots = await botPlays(ctx, loaded, loaded.players, played.value.state, played.value.version);
  if (!bots.ok) return err(fromRuleError(bots.error));
  const plays = [...played.value.plays, ...bots.value.plays];
  if (plays.length === 0) throw new Error(`game ${loaded.row.id}: past its deadline with no seat due`);
  return ok({
    plays,
    state: bots.value.state,
    answer: (next, appended) => ({
      version: next.version,
      events: presentEvents(loaded.game, appended, claimant, next.status === 'over'),
      game: headSnapshot(next, claimant),
      replayed: false,
    }),
  });
}
