import type { GameFeed } from './game-feed.js';
import { deadlineOf } from './present.js';

/** What the timer needs of the game service. */
export interface DeadlineApplier {
  applyDeadline(gameId: string): Promise<{ readonly version: number } | { readonly deadline: number } | null>;
}

/** setTimeout takes at most 2^31 - 1 ms; a later deadline is re-checked when this one fires. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** After a failure (the database busy, say) the game is tried again this much later. */
const RETRY_MS = 1_000;

/**
 * Turn deadlines that apply themselves in one long-lived process (node): one timer per game with a
 * deadline, set from every committed append (the feed) and, at start, from the store, so a restart
 * loses no deadline. When it fires the service plays the late seats (`applyDeadline`), which checks
 * the deadline against the tape again: a timer that fires late or twice changes nothing wrongly.
 */
export class DeadlineTimer {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly unsubscribe: () => void;
  private stopped = false;

  constructor(
    private readonly games: DeadlineApplier,
    feed: GameFeed,
    private readonly clock: () => number = Date.now,
  ) {
    this.unsubscribe = feed.subscribeAll(({ loaded }) => this.arm(loaded.row.id, deadlineOf(loaded)));
  }

  /** Arms the games a previous process left running (their ids from the store). */
  async resume(gameIds: readonly string[]): Promise<void> {
    for (const id of gameIds) await this.check(id);
  }

  /** How many games have a timer (tests, metrics). */
  get armed(): number {
    return this.timers.size;
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe();
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private arm(gameId: string, deadline: number | null): void {
    const previous = this.timers.get(gameId);
    if (previous !== undefined) clearTimeout(previous);
    this.timers.delete(gameId);
    if (deadline === null || this.stopped) return;
    const delay = Math.min(MAX_DELAY_MS, Math.max(0, deadline - this.clock()));
    const timer = setTimeout(() => void this.check(gameId), delay);
    // A pending deadline must not keep a process alive that is otherwise done.
    (timer as { unref?: () => void }).unref?.();
    this.timers.set(gameId, timer);
  }

  private async check(gameId: string): Promise<void> {
    if (this.stopped) return;
    this.timers.delete(gameId);
    try {
      const outcome = await this.games.applyDeadline(gameId);
      // Applied: the commit reached the feed, which armed the next deadline. Not yet due: wait for it.
      if (outcome !== null && 'deadline' in outcome) this.arm(gameId, outcome.deadline);
    } catch (error) {
      console.error(`deadline of game ${gameId}:`, error);
      this.arm(gameId, this.clock() + RETRY_MS);
    }
  }
}
