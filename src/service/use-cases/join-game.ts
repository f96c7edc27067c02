import type { Play } from '../../core/bots.js';
import { err, ok, type Result } from '../../core/result.js';
import { openSeats, seatEvent } from '../../core/seats.js';
import type { PlayerJoined } from '../../core/tape.js';
import type { SeatToken } from '../answers.js';
import { runCommand } from '../command-loop.js';
import { fromRuleError, problem, type ServiceError } from '../errors.js';
import { headSnapshot, type GameContext } from '../game-context.js';
import type { JoinInput } from '../inputs.js';
import type { LoadedGame } from '../loaded-game.js';
import { normalizeName } from '../names.js';
import type { GameSnapshot } from '../present.js';
import { hashToken } from '../secrets.js';
import { startingPlays } from '../start.js';
import { lobbyStore, seatsFixed } from './lobby-rules.js';

export interface JoinedGame {
  /** The seat taken and its bearer token (shown once). */
  readonly seat: SeatToken;
  readonly game: GameSnapshot;
}

/**
 * Takes an open seat (`input.seat`, or the lowest open one) under `input.name`; answers its token.
 * The join that fills the last seat also appends the start: rolls, shuffles, bots due first.
 */
export async function joinGame(
  ctx: GameContext,
  gameId: string,
  joining: JoinInput,
): Promise<Result<JoinedGame, ServiceError>> {
  const available = lobbyStore(ctx);
  if (!available.ok) return available;
  const name = normalizeName(joining.name);
  if (!name.ok) return name;
  const token = ctx.secrets.token();
  return runCommand<JoinedGame>(ctx, {
    gameId,
    decide: async (loaded: LoadedGame) => {
      if (loaded.status !== 'open') return err(seatsFixed(loaded));
      const open = openSeats(loaded.players);
      const seat = joining.seat ?? open[0]!;
      if (seat > loaded.players.length)
        return err(problem('malformed', 'no-such-seat', `this game has seats 1 to ${loaded.players.length}`));
      if (!open.includes(seat))
        return err(problem('conflict', 'seat-taken', `seat ${seat} is taken; open seats: ${open.join(', ')}`));
      const joined: PlayerJoined = { type: 'PlayerJoined', seat, name: name.value };
      const players = seatEvent(loaded.players, joined);
      const plays: Play[] = [{ actor: seat, events: [joined] }];
      let state = loaded.state;
      if (openSeats(players).length === 0) {
        const start = await startingPlays(ctx, loaded, players, loaded.state, loaded.version + 1);
        if (!start.ok) return err(fromRuleError(start.error));
        plays.push(...start.value.plays);
        state = start.value.state;
      }
      const row = { gameId, seat, name: name.value, tokenHash: hashToken(token) };
      return ok({
        write: {
          plays,
          state,
          seat: { take: row },
          answer: (next: LoadedGame) => ({ seat: { seat, name: name.value, token }, game: headSnapshot(next, seat) }),
        },
      });
    },
  });
}
