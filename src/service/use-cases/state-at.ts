import { project } from '../../core/projection.js';
import { err, ok, type Result } from '../../core/result.js';
import type { Token } from '../answers.js';
import { problem, type ServiceError } from '../errors.js';
import { headSnapshot, loadFor, type GameContext } from '../game-context.js';
import { newLoadedGame } from '../loaded-game.js';
import { snapshot, type GameSnapshot } from '../present.js';

/** Time travel: the caller's view of the game as it was at version `at` (no legal moves: only the head takes moves). */
export async function stateAt(
  ctx: GameContext,
  gameId: string,
  token: Token,
  at: number,
): Promise<Result<GameSnapshot, ServiceError>> {
  const read = await loadFor(ctx, gameId, token);
  if (!read.ok) return read;
  const { loaded: head, viewer } = read.value;
  if (at < 1 || at > head.version)
    return err(
      problem('not-found', 'version-out-of-range', `versions of this game run from 1 to ${head.version}`, {
        currentVersion: head.version,
      }),
    );
  if (at === head.version) return ok(headSnapshot(head, viewer));
  const tape = await ctx.store.events(gameId, 1, at);
  const start = newLoadedGame(head.row, head.seats, head.game, head.created);
  const then = project(head.game, head.created, start, start.state, tape);
  return ok(snapshot({ ...head, ...then.projection, state: then.state, viewer, atHead: false }));
}
