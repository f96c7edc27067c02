import { searchBotDue } from './bot-runner.js';
import type { GameFeed } from './game-feed.js';
import type { SearchBotOutcome } from './use-cases/play-search-bot.js';

/** A job that throws (a bug, the database busy) is tried again this often, then the seat plays `default`'s move. */
export const SEARCH_ATTEMPTS = 3;
/** How long after a failure the job is tried again (times the failures so far). */
const RETRY_MS = 500;

/** After the I/O already waiting: the request that made the bot due is answered before its job starts. */
const later = (): Promise<void> => new Promise((done) => (globalThis.setImmediate ?? setTimeout)(done));
const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/**
 * Search bots' jobs in one long-lived process (node, tests): whenever a commit leaves a search bot due
 * (the feed), and at start for the games a previous process left waiting for one (`resume`), a job
 * plays that bot's move (`playSearchBot`), then looks again, until no search bot is due. One job per
 * game at a time; a commit heard while it runs makes it look once more before it ends, so no due bot
 * is left without a job. A job that throws is logged and retried `SEARCH_ATTEMPTS` times, then the
 * seat falls back to `default`'s move (marked `timeout` on the tape). Workers drive the same use case
 * from the game object's alarm instead.
 */
export class SearchBotJobs {
  private readonly running = new Map<string, Promise<void>>();
  private readonly heardAgain = new Set<string>();
  private readonly unsubscribe: () => void;
  private stopped = false;

  constructor(
    private readonly play: (gameId: string, fallback: boolean) => Promise<SearchBotOutcome>,
    feed: GameFeed,
    private readonly log: (message: string, error: unknown) => void = console.error,
  ) {
    this.unsubscribe = feed.subscribeAll(({ loaded }) => {
      if (loaded.status === 'active' && searchBotDue(loaded.game, loaded.state, loaded.players) !== undefined)
        this.start(loaded.row.id);
    });
  }

  /** Starts the game's job unless one is running (then that one looks again before it ends). */
  start(gameId: string): void {
    if (this.stopped) return;
    if (this.running.has(gameId)) {
      this.heardAgain.add(gameId);
      return;
    }
    const job = this.run(gameId).finally(() => this.running.delete(gameId));
    this.running.set(gameId, job);
  }

  /** Starts a job for each game a previous process left running with bots (each finds out whether one is due). */
  resume(gameIds: readonly string[]): void {
    for (const id of gameIds) this.start(id);
  }

  /** Resolves once no job is running (tests; a clean stop). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }

  /** Starts no more jobs and waits for the running ones to end (each stops at its next look). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    await this.idle();
  }

  private async run(gameId: string): Promise<void> {
    await later();
    let failures = 0;
    while (!this.stopped) {
      this.heardAgain.delete(gameId);
      let outcome: SearchBotOutcome;
      try {
        outcome = await this.play(gameId, failures >= SEARCH_ATTEMPTS);
        failures = 0;
      } catch (error) {
        failures++;
        this.log(`search bot of game ${gameId} (failure ${failures}):`, error);
        // Past the fallback too: leave the game as it is; the next commit or restart starts a job again.
        if (failures > SEARCH_ATTEMPTS) return;
        await sleep(RETRY_MS * failures);
        continue;
      }
      if (outcome === 'none' && !this.heardAgain.has(gameId)) return;
    }
  }
}
