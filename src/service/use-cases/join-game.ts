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
import type { PlayerRef } from '../player-auth.js';
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
 * `as` (a personal token's player) sits under the player's handle and binds the seat to the player.
 * The join that fills the last seat also appends the start: rolls, shuffles, bots due first.
 */
export async function joinGame(
  ctx: GameContext,
  gameId: string,
  joining: JoinInput,
  as?: PlayerRef,
): Promise<Result<JoinedGame, ServiceError>> {
  const available = lobbyStore(ctx);
  if (!available.ok) return available;
  const raw = as?.handle ?? joining.name;
  if (raw === undefined)
    return err(
      problem('malformed', 'name-required', 'a join needs a name, or a personal token (rtp_…) to sit as your player'),
    );
  const name = normalizeName(raw);
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
      if (as !== undefined && loaded.seats.some((s) => s.playerId === as.id))
        return err(problem('conflict', 'already-seated', `${as.handle} already holds a seat of this game`));
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
      const row = { gameId, seat, name: name.value, tokenHash: hashToken(token), playerId: as?.id ?? null };
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
