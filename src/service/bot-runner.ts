import { dueBotSeats, playBots, searches, type Play } from '../core/bots.js';
import { diceKey } from '../core/dice.js';
import { ruleError, type RuleError } from '../core/errors.js';
import { gameRandom } from '../core/random.js';
import { err, ok, type Result } from '../core/result.js';
import type { Rulebook } from '../core/rulebook.js';
import type { GameCreated } from '../core/tape.js';
import type { AnyGame, PlayerInfo } from '../core/types.js';

/** Bots play at most this many moves after one request: more than any whole game of bots needs (a 6-bot Coal n' Write is ~1,100). */
export const MAX_BOT_MOVES = 10_000;

/**
 * Everything the bots of one game need to play their due seats, as plain data, so the work can be
 * sent to another thread: the rules are named (not passed), and the dice are rebuilt from the seed.
 */
export interface BotJob {
  readonly created: GameCreated;
  /** The game's secret seed: the bots' dice and the engine's rolls derive from it. */
  readonly seed: string;
  /** What a `GameEnded` among the plays reveals (`null` for a challenge entry until its day closes). */
  readonly revealSeed: string | null;
  readonly players: readonly PlayerInfo[];
  /** The state the bots start from, the tape being at `version`. */
  readonly state: unknown;
  readonly version: number;
  /**
   * How many search-bot moves the job may play: 0 in the request that made the bots due (only
   * heuristic bots, sub-millisecond, play there), 1 in a search bot's own job, run after the answer.
   */
  readonly searching: number;
}

export type BotOutcome = Result<{ plays: Play[]; state: unknown }, RuleError>;

/**
 * Plays the due bot seats (see `BotJob.searching`) until the game waits only for people, for a search
 * bot beyond the job's allowance, or is over. Pure: the same job gives the same plays on any thread,
 * at any load (search bots spend their whole counted budget; nothing reads a clock).
 */
export function runBotJob(rulebook: Rulebook, job: BotJob): BotOutcome {
  const game = rulebook.resolve(job.created.rules, job.created.rulesVersion);
  if (game === undefined)
    return err(ruleError('unknown-rules', `no rules ${job.created.rules} v${job.created.rulesVersion}`));
  const ctx = {
    key: diceKey(job.seed, job.created.clientSeed),
    random: gameRandom(job.created, job.seed),
    seed: job.revealSeed,
    version: job.version,
  };
  const played = playBots(game, job.state, job.players, ctx, MAX_BOT_MOVES, job.searching);
  return played.ok ? ok({ plays: played.value.plays, state: played.value.state }) : played;
}

/** Whether a heuristic bot seat is due now, one the request can play inline: when none is, there is nothing to hand to a runner. */
export function botDue(game: AnyGame, state: unknown, players: readonly PlayerInfo[]): boolean {
  if (!players.some((p) => p.bot !== undefined)) return false;
  return dueBotSeats(game, state, players).some((d) => !searches(d.bot));
}

/** The search-bot seat due now, which plays after the answer in a job of its own (`undefined`: none). */
export function searchBotDue(game: AnyGame, state: unknown, players: readonly PlayerInfo[]): number | undefined {
  if (!players.some((p) => p.bot !== undefined)) return undefined;
  return dueBotSeats(game, state, players).find((d) => searches(d.bot))?.seat;
}

/**
 * Where bots think. Inline runs them on the calling thread (tests, the ladder, Workers); the node
 * server runs them on threads of their own (src/adapter/node/bot-threads.ts) so a long game of bots or
 * a search never holds the thread that answers requests.
 */
export interface BotRunner {
  play(job: BotJob): Promise<BotOutcome>;
}

export const inlineBots = (rulebook: Rulebook): BotRunner => ({
  play: async (job) => runBotJob(rulebook, job),
});
