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
 * Where bots think. Inline runs them on the calling thread (tests, the ladder; Workers use
 * `countedBots`, inline with a counted bound); the node server runs
 * them on a thread of their own (src/adapter/node/bot-threads.ts) so a long game of bots never holds the
 * thread that answers requests.
 */
export interface BotRunner {
  play(job: BotJob): Promise<BotOutcome>;
}

export const inlineBots = (rulebook: Rulebook): BotRunner => ({
  play: async (job) => runBotJob(rulebook, job),
});

/**
 * A clock for a thread whose time does not move while code runs: on Workers, `Date.now()` and
 * `performance.now()` advance only across I/O (test/workerd/bot-bound.test.ts), so a search bot bound
 * by milliseconds would never see its `moveMs` pass and would spend its whole playout budget. This
 * clock counts its readings instead: a search bot reads it once as it starts and once before each
 * guess (one imagined deal, played out for every candidate move still in the running), so a level may
 * play `moveMs − 1` guesses a move (3, 7, 11) and all the bots of one job together about `jobMs`.
 * Counted, the bound is also the same on every run: the same job gives the same plays.
 */
export function countingClock(): () => number {
  let readings = 0;
  return () => readings++;
}

/**
 * How many readings of the counting clock the bots of one job may spend on Workers: a few guesses in
 * all, each a playout per candidate move (a whole game played out by `default` takes from a few ms in
 * Circuit Racer to ~0.4 s in four-player Goldmine Rumbles on the shared 2-core machine), so a person's
 * move against search bots stays within a Worker's CPU limit. Heuristic bots never read it.
 */
export const WORKERS_JOB_GUESSES = 8;

/** The inline runner with the counted bound: what a Workers game object plays bots with. */
export const countedBots = (rulebook: Rulebook, jobGuesses = WORKERS_JOB_GUESSES): BotRunner => ({
  play: async (job) => runBotJob(rulebook, job, { clock: countingClock(), jobMs: jobGuesses }),
});
