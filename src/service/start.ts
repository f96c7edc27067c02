import type { Play } from '../core/bots.js';
import { advance } from '../core/engine.js';
import type { RuleError } from '../core/errors.js';
import { ok, type Result } from '../core/result.js';
import type { PlayerInfo } from '../core/types.js';
import { botPlays, type GameContext } from './game-context.js';
import type { LoadedGame } from './loaded-game.js';

/**
 * What the engine appends once every seat is taken (at creation, or at the join that fills the last
 * seat): the rolls and shuffles before the first choice, then the moves of any bots due first.
 * `state` is the state after `GameCreated` (`setup`), the tape being at `version`.
 */
export async function startingPlays(
  ctx: GameContext,
  loaded: LoadedGame,
  players: readonly PlayerInfo[],
  state: unknown,
  version: number,
): Promise<Result<{ plays: Play[]; state: unknown }, RuleError>> {
  const started = advance(loaded.game, state, loaded.random, loaded.endSeed);
  if (!started.ok) return started;
  const bots = await botPlays(ctx, loaded, players, started.value.state, version + started.value.events.length);
  if (!bots.ok) return bots;
  return ok({ plays: [{ actor: null, events: started.value.events }, ...bots.value.plays], state: bots.value.state });
}
