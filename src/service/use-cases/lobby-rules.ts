import { err, ok, type Result } from '../../core/result.js';
import type { LobbyStore } from '../../store/lobby-store.js';
import { problem, type ServiceError } from '../errors.js';
import type { GameContext } from '../game-context.js';
import type { LoadedGame } from '../loaded-game.js';

/**
 * The lobby: games created with open seats (`{ open: true }`) wait at `GameCreated` until every seat
 * is taken. A join appends `PlayerJoined`; a seat can be given up (`PlayerLeft`) until the game starts.
 * Without a lobby store (a service built with no database handle) joins and leaves answer 503.
 */
export const lobbyStore = (ctx: GameContext): Result<LobbyStore, ServiceError> =>
  ctx.lobby === undefined
    ? err(problem('unavailable', 'lobby-unavailable', 'this server was started without a lobby store'))
    : ok(ctx.lobby);

/** Why a started (or ended) game refuses a join or a leave. */
export const seatsFixed = (loaded: LoadedGame): ServiceError =>
  problem(
    'conflict',
    'game-started',
    `game ${loaded.row.id} has ${loaded.status === 'over' ? 'ended' : 'started'}: its seats are fixed`,
  );
