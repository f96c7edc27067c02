import { err, ok, type Result } from '../core/result.js';
import { inGraphqlWords, problem, type ServiceError } from './errors.js';

/** How many live streams one process holds open at once (docs/deployment.md: Configuration). */
export interface StreamLimits {
  /** Streams of one game (every seat and spectator together). */
  readonly perGame: number;
  /** Streams of one client: one address, and one seat token. */
  readonly perClient: number;
}

/** Generous for one person's tabs and bots, small enough that one client cannot hold a game's whole audience. */
export const DEFAULT_STREAM_LIMITS: StreamLimits = { perGame: 1_000, perClient: 100 };

/** How long a refused client should wait before it tries again (seconds). */
const RETRY_AFTER = 10;

/** One client (an address, a seat) already holds `perClient` streams. */
export const tooManyStreams = (limits: StreamLimits): ServiceError =>
  problem(
    'rate-limited',
    'too-many-streams',
    `one client may hold at most ${limits.perClient} live streams at once; close one first`,
    { retryAfter: RETRY_AFTER },
  );

/** The game already has `perGame` streams. */
export const gameStreamsFull = (limits: StreamLimits, gameId: string): ServiceError =>
  inGraphqlWords(
    problem(
      'unavailable',
      'game-streams-full',
      `this game already has ${limits.perGame} live streams; poll GET /v1/games/${gameId}/events?after=N meanwhile`,
      { retryAfter: RETRY_AFTER },
    ),
    `this game already has ${limits.perGame} live streams; poll events(gameId: "${gameId}", after: N) meanwhile`,
  );

/**
 * Counts open streams per game and per client key, so that neither one game's audience nor one
 * client can hold an unbounded number of connections (each costs a socket and its buffers).
 */
export class StreamSlots {
  private readonly byGame = new Map<string, number>();
  private readonly byClient = new Map<string, number>();

  constructor(private readonly limits: StreamLimits = DEFAULT_STREAM_LIMITS) {}

  /**
   * A slot for a stream of `gameId` opened by every one of `clients` (its address, its seat),
   * or why not. Call the answer exactly once, when the stream ends.
   */
  take(gameId: string, clients: readonly string[]): Result<() => void, ServiceError> {
    if (clients.some((c) => (this.byClient.get(c) ?? 0) >= this.limits.perClient))
      return err(tooManyStreams(this.limits));
    if ((this.byGame.get(gameId) ?? 0) >= this.limits.perGame) return err(gameStreamsFull(this.limits, gameId));
    add(this.byGame, gameId, 1);
    for (const c of clients) add(this.byClient, c, 1);
    let released = false;
    return ok(() => {
      if (released) return;
      released = true;
      add(this.byGame, gameId, -1);
      for (const c of clients) add(this.byClient, c, -1);
    });
  }

  /** Open streams of a game (for tests and metrics). */
  openFor(gameId: string): number {
    return this.byGame.get(gameId) ?? 0;
  }
}

function add(counts: Map<string, number>, key: string, delta: number): void {
  const n = (counts.get(key) ?? 0) + delta;
  if (n <= 0) counts.delete(key);
  else counts.set(key, n);
}
