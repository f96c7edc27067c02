import { playTimeouts } from '../core/timeouts.js';
import { dueSeats } from '../core/turns.js';
import { err, ok, type Result } from '../core/result.js';
import type { Seat } from '../core/types.js';
import { fromRuleError, problem, type ServiceError } from './errors.js';
import { appendTo, botPlays, committed, headSnapshot, load, notStarted, seatOf, seatPlayContext, stamp, type GameContext } from './game-context.js';
import type { MoveResult } from './games.js';
import type { LoadedGame } from './loaded-game.js';
import { deadlineOf, presentEvents } from './present.js';

/** A claim that lost a race with a move is tried again this often (the move may have started a new turn). */
const ATTEMPTS = 3;

/**
 * Turn deadlines: in a game created with `turnSeconds`, once the current turn is older than that,
 * the server plays each late seat's turn with the game's `default` bot, as `MoveMade` events marked
 * `timeout`, and the bots due after them: deterministic, and audited like any other move. It does
 * so by itself (`applyDeadline`, called by a timer on node and by the object's alarm on Workers),
 * and any seat may claim it first (`claimTimeout`); the tape's actor is the claimant, or `null`
 * when the server applied it.
 */
export function makeTimeouts(ctx: GameContext) {
  /** Plays the late seats if `loaded` is past its deadline; `claimant` is who asked (`null`: the server). */
  const playLate = async (loaded: LoadedGame, claimant: Seat | null): Promise<Result<MoveResult, ServiceError> | 'conflict'> => {
    const gameId = loaded.row.id;
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
    const played = playTimeouts(loaded.game, loaded.state, late, claimant, seatPlayContext(loaded, loaded.version));
    if (!played.ok) return err(fromRuleError(played.error));
    const bots = await botPlays(ctx, loaded, loaded.players, played.value.state, played.value.version);
    if (!bots.ok) return err(fromRuleError(bots.error));
    const appended = stamp([...played.value.plays, ...bots.value.plays], loaded.version, now);
    if (appended.length === 0) throw new Error(`game ${gameId}: past its deadline with no seat due`);
    if ((await appendTo(ctx, loaded, appended)) !== null) return 'conflict';
    const next = committed(ctx, loaded, appended, bots.value.state);
    return ok({
      version: next.version,
      events: presentEvents(loaded.game, appended, claimant, next.status === 'over'),
      game: headSnapshot(next, claimant),
      replayed: false,
    });
  };

  return {
    async claimTimeout(gameId: string, token: string | null): Promise<Result<MoveResult, ServiceError>> {
      for (let attempt = 1; ; attempt++) {
        const found = await load(ctx, gameId);
        if (!found.ok) return found;
        const claimant = seatOf(ctx, found.value, token, 'timeout claims');
        if (!claimant.ok) return claimant;
        const result = await playLate(found.value, claimant.value);
        if (result !== 'conflict') return result;
        if (attempt >= ATTEMPTS) return err(problem('conflict', 'version-conflict', 'the game kept changing; try again'));
      }
    },

    /**
     * What the deadline timer calls: applies the game's deadline if it has passed (answers the new
     * version), or answers when it will (`{ deadline }`), or `null` when the game has none now.
     */
    async applyDeadline(gameId: string): Promise<{ readonly version: number } | { readonly deadline: number } | null> {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const found = await load(ctx, gameId);
        if (!found.ok) return null;
        const deadline = deadlineOf(found.value);
        if (deadline === null) return null;
        if (ctx.clock() < deadline) return { deadline };
        const result = await playLate(found.value, null);
        if (result === 'conflict') continue;
        return result.ok ? { version: result.value.version } : null;
      }
      return null;
    },
  };
}
