import { playTimeouts } from '../../core/timeouts.js';
import { ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/errors.js';
import type { Play } from '../../core/bots.js';
import { searchBotDue, type BotOutcome } from '../bot-runner.js';
import { runCommand } from '../command-loop.js';
import { botPlays, load, seatPlayContext, type GameContext } from '../game-context.js';
import type { LoadedGame } from '../loaded-game.js';

/**
 * What one round of a search bot's job came to: its move (and the heuristic bots' after it) is on the
 * tape; or the tape moved while it thought (a turn timeout, another seat's move), so nothing was
 * written and the job starts again from the new head; or no search bot is due.
 */
export type SearchBotOutcome = 'played' | 'moved' | 'none';

/**
 * A search bot's move, played after the request that made it due was answered: the job starts from
 * the game's head, thinks with the bot's whole counted budget (`ctx.searchBots`: on node a thread of
 * its own), and appends its move, then any heuristic bots' moves due after it, through the command
 * loop at the version it started from, so it is published like any move (streams, sockets, webhooks).
 * If the tape moved meanwhile, the result is dropped (`moved`): nothing stale is appended.
 *
 * `fallback`: after the job failed several times, the seat plays `default`'s move instead, marked
 * `timeout` on the tape (as a late turn is), so a broken search never stalls a game. A job that
 * fails throws (the caller logs and retries).
 */
export async function playSearchBot(ctx: GameContext, gameId: string, fallback = false): Promise<SearchBotOutcome> {
  const loaded = await load(ctx, gameId);
  if (!loaded.ok) return 'none';
  const start = loaded.value;
  if (start.status !== 'active') return 'none';
  const seat = searchBotDue(start.game, start.state, start.players);
  if (seat === undefined) return 'none';
  const played = fallback ? await fallbackPlays(ctx, start, seat) : await ctx.searchBots.play(searchJob(start));
  if (!played.ok)
    throw new Error(`game ${gameId}: seat ${seat}'s search bot failed: ${played.error.code} ${played.error.message}`);
  const written = await runCommand<SearchBotOutcome>(ctx, {
    gameId,
    current: true,
    decide: (now) =>
      ok(
        now.version === start.version
          ? { write: { plays: played.value.plays, state: played.value.state, answer: () => 'played' } }
          : { answer: 'moved' },
      ),
  });
  if (!written.ok) throw new Error(`game ${gameId}: the search bot's move was not appended: ${written.error.code}`);
  return written.value;
}

/** The job of the search bot due at the head of `loaded`: its one move, then the heuristic bots after it. */
const searchJob = (loaded: LoadedGame) => ({
  created: loaded.created,
  seed: loaded.row.seed,
  revealSeed: loaded.endSeed,
  players: loaded.players,
  state: loaded.state,
  version: loaded.version,
  searching: 1,
});

/** `default`'s turn for the seat, marked `timeout` with no actor (as the server's own deadline), then the heuristic bots due after it. */
async function fallbackPlays(
  ctx: GameContext,
  loaded: LoadedGame,
  seat: number,
): Promise<Result<{ plays: Play[]; state: unknown }, RuleError>> {
  const late = playTimeouts(loaded.game, loaded.state, [seat], null, seatPlayContext(loaded, loaded.version));
  if (!late.ok) return late;
  const bots: BotOutcome = await botPlays(ctx, loaded, loaded.players, late.value.state, late.value.version);
  if (!bots.ok) return bots;
  return ok({ plays: [...late.value.plays, ...bots.value.plays], state: bots.value.state });
}
