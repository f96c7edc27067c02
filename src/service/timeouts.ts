import { playTimeouts } from '../core/timeouts.js';
import { dueSeats } from '../core/turns.js';
import { err, ok, type Result } from '../core/result.js';
import { fromRuleError, problem, type ServiceError } from './errors.js';
import { appendTo, botPlays, committed, headSnapshot, load, notStarted, seatOf, seatPlayContext, stamp, type GameContext } from './game-context.js';
import type { MoveResult } from './games.js';
import { deadlineOf, presentEvents } from './present.js';

/** A claim that lost a race with a move is tried again this often (the move may have started a new turn). */
const ATTEMPTS = 3;

/**
 * Turn deadlines: in a game created with `turnSeconds`, once the current turn is older than that,
 * any seat may claim the timeout. The server then plays each late seat's turn with the game's
 * `default` bot, as `MoveMade` events marked `timeout` (caused by the claimant), and the bots due
 * after them: deterministic, and audited like any other move.
 */
export function makeTimeouts(ctx: GameContext) {
  return {
    async claimTimeout(gameId: string, token: string | null): Promise<Result<MoveResult, ServiceError>> {
      for (let attempt = 1; ; attempt++) {
        const found = await load(ctx, gameId);
        if (!found.ok) return found;
        const loaded = found.value;
        const claimant = seatOf(loaded, token, 'timeout claims');
        if (!claimant.ok) return claimant;
        if (loaded.status === 'open') return err(notStarted(loaded));
        if (loaded.status === 'over') return err(problem('rule', 'game-over', 'the game is over'));
        const deadline = deadlineOf(loaded);
        if (deadline === null) return err(problem('conflict', 'no-deadline', 'this game was created without turnSeconds: its turns never time out'));
        const now = ctx.clock();
        if (now < deadline) {
          const at = new Date(deadline).toISOString();
          return err(problem('conflict', 'deadline-not-reached', `the turn times out at ${at}`, { deadline: at }));
        }

        const late = dueSeats(loaded.game, loaded.state, true);
        const played = playTimeouts(loaded.game, loaded.state, late, claimant.value, seatPlayContext(loaded, loaded.version));
        if (!played.ok) return err(fromRuleError(played.error));
        const bots = await botPlays(ctx, loaded, loaded.players, played.value.state, played.value.version);
        if (!bots.ok) return err(fromRuleError(bots.error));
        const appended = stamp([...played.value.plays, ...bots.value.plays], loaded.version, now);
        if (appended.length === 0) throw new Error(`game ${gameId}: past its deadline with no seat due`);
        if ((await appendTo(ctx, loaded, appended)) !== null) {
          if (attempt >= ATTEMPTS) return err(problem('conflict', 'version-conflict', 'the game kept changing; try again'));
          continue;
        }
        const next = committed(ctx, loaded, appended, bots.value.state);
        return ok({
          version: next.version,
          events: presentEvents(loaded.game, appended, claimant.value, next.status === 'over'),
          game: headSnapshot(next, claimant.value),
          replayed: false,
        });
      }
    },
  };
}
