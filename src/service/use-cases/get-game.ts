import { ok, type Result } from '../../core/result.js';
import type { Token } from '../answers.js';
import type { ServiceError } from '../errors.js';
import { headSnapshot, loadFor, type GameContext } from '../game-context.js';
import type { GameSnapshot } from '../present.js';

/** The game now, as the token's seat (or a spectator) sees it, with that seat's legal moves. */
export async function getGame(
  ctx: GameContext,
  gameId: string,
  token: Token,
): Promise<Result<GameSnapshot, ServiceError>> {
  const read = await loadFor(ctx, gameId, token);
  if (!read.ok) return read;
  return ok(headSnapshot(read.value.loaded, read.value.viewer));
}
