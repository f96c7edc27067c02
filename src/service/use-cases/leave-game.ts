import { err, ok, type Result } from '../../core/result.js';
import type { PlayerLeft } from '../../core/tape.js';
import type { Token } from '../answers.js';
import { runCommand } from '../command-loop.js';
import type { ServiceError } from '../errors.js';
import { headSnapshot, seatOf, type GameContext } from '../game-context.js';
import type { LoadedGame } from '../loaded-game.js';
import type { GameSnapshot } from '../present.js';
import { lobbyStore, seatsFixed } from './lobby-rules.js';

/** Gives up the token's seat before the game starts; the token stops working. Answers the game as a spectator sees it. */
export async function leaveGame(
  ctx: GameContext,
  gameId: string,
  token: Token,
): Promise<Result<GameSnapshot, ServiceError>> {
  const available = lobbyStore(ctx);
  if (!available.ok) return available;
  return runCommand<GameSnapshot>(ctx, {
    gameId,
    decide: (loaded: LoadedGame) => {
      const seat = seatOf(ctx, loaded, token, 'requests to leave');
      if (!seat.ok) return seat;
      if (loaded.status !== 'open') return err(seatsFixed(loaded));
      const left: PlayerLeft = { type: 'PlayerLeft', seat: seat.value };
      return ok({
        write: {
          plays: [{ actor: seat.value, events: [left] }],
          state: loaded.state,
          seat: { free: seat.value },
          answer: (next: LoadedGame) => headSnapshot(next, null),
        },
      });
    },
  });
}
