import { playBots, type Play } from '../core/bots.js';
import { diceKey } from '../core/dice.js';
import { ruleError, type RuleError } from '../core/errors.js';
import { gameRandom } from '../core/random.js';
import { err, ok, type Result } from '../core/result.js';
import type { Rulebook } from '../core/rulebook.js';
import { botOf } from '../core/seats.js';
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
}

export type BotOutcome = Result<{ plays: Play[]; state: unknown }, RuleError>;

/**
 * Plays every bot seat the game waits for, until it waits only for people or is over. Pure without
 * `clock`: the same job gives the same plays on any thread. With it (the node server's bot thread),
 * a search bot answers when its `moveMs` is up, so its move can depend on the machine's load; the
 * tape records the move, so replays and audits never depend on it.
 */
export function runBotJob(
  rulebook: Rulebook,
  job: BotJob,
  bound?: { readonly clock: () => number; readonly jobMs: number },
): BotOutcome {
  const game = rulebook.resolve(job.created.rules, job.created.rulesVersion);
  if (game === undefined)
    return err(ruleError('unknown-rules', `no rules ${job.created.rules} v${job.created.rulesVersion}`));
  const ctx = {
    key: diceKey(job.seed, job.created.clientSeed),
    random: gameRandom(job.created, job.seed),
    seed: job.revealSeed,
    version: job.version,
    ...(bound ? { clock: bound.clock, jobMs: bound.jobMs } : {}),
  };
  const played = playBots(game, job.state, job.players, ctx, MAX_BOT_MOVES);
  return played.ok ? ok({ plays: played.value.plays, state: played.value.state }) : played;
}

/** Whether a bot seat is due now: when none is, there is nothing to hand to a runner. */
export function botDue(game: AnyGame, state: unknown, players: readonly PlayerInfo[]): boolean {
  if (!players.some((p) => p.bot !== undefined)) return false;
  const pending = game.pending(state);
  return pending.kind === 'choice' && pending.players.some((seat) => botOf(players, seat) !== undefined);
}

/**
 * Where bots think. Inline runs them on the calling thread (Workers, tests); the node server runs
 * them on a thread of their own (src/adapter/node/bot-threads.ts) so a long game of bots never holds the
 * thread that answers requests.
 */
export interface BotRunner {
  play(job: BotJob): Promise<BotOutcome>;
}

export const inlineBots = (rulebook: Rulebook): BotRunner => ({
  play: async (job) => runBotJob(rulebook, job),
});
