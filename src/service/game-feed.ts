import type { StoredEvent } from '../core/tape.js';
import type { LoadedGame } from './loaded-game.js';

/** One committed append: its events and the game right after them. */
export interface FeedItem {
  readonly loaded: LoadedGame;
  readonly appended: readonly StoredEvent[];
}

export type FeedListener = (item: FeedItem) => void;

/**
 * In-process publish/subscribe per game: the service publishes every append once it is committed,
 * in commit order; live streams (SSE, GraphQL subscriptions) listen. It only reaches listeners in
 * this process (on Workers: this isolate), which is why a stream first reads what it missed from
 * the store and fills any gap it sees from there too.
 */
export class GameFeed {
  private readonly listeners = new Map<string, Set<FeedListener>>();
  private readonly everyGame = new Set<FeedListener>();

  /** Listens to every game's appends (the deadline timer); call the answer to stop. */
  subscribeAll(listener: FeedListener): () => void {
    this.everyGame.add(listener);
    return () => void this.everyGame.delete(listener);
  }

  /** Starts listening to `gameId`; call the answer to stop. */
  subscribe(gameId: string, listener: FeedListener): () => void {
    const set = this.listeners.get(gameId) ?? new Set();
    set.add(listener);
    this.listeners.set(gameId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(gameId) === set) this.listeners.delete(gameId);
    };
  }

  publish(gameId: string, item: FeedItem): void {
    for (const listener of [...this.everyGame]) listener(item);
    const set = this.listeners.get(gameId);
    if (set === undefined) return;
    for (const listener of [...set]) listener(item);
  }

  /** How many listeners a game has (for tests and metrics). */
  listenerCount(gameId: string): number {
    return this.listeners.get(gameId)?.size ?? 0;
  }
}
