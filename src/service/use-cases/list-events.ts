import { ok, type Result } from '../../core/result.js';
import type { Token } from '../answers.js';
import type { ServiceError } from '../errors.js';
import { loadFor, tapeIsPublic, type GameContext } from '../game-context.js';
import { presentEvents, type PublicEvent } from '../present.js';

/** The tape after version `after`, redacted for the caller while the game runs. */
export async function listEvents(
  ctx: GameContext,
  gameId: string,
  token: Token,
  after = 0,
): Promise<Result<{ version: number; events: PublicEvent[] }, ServiceError>> {
  const read = await loadFor(ctx, gameId, token);
  if (!read.ok) return read;
  const { loaded, viewer } = read.value;
  const events = await ctx.store.events(gameId, after, loaded.version);
  return ok({ version: loaded.version, events: presentEvents(loaded.game, events, viewer, tapeIsPublic(ctx, loaded)) });
}
