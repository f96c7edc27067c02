import type { StoredEvent } from '../core/tape.js';
import type { LoadedGame } from './loaded-game.js';

/** One committed append: its events and the game right after them. */
export interface FeedItem {
  readonly loaded: LoadedGame;
  readonly appended: readonly StoredEvent[];
}

export type FeedListener = (item: FeedItem) => void;

/**
 * Listeners called per turn of the event loop. A slice of a big audience is sent, then other requests
 * (the next move) get their turn: 10,000 streams on one game no longer hold the server for seconds.
 */
const SLICE = 64;

/** After the I/O already waiting: the move that published is answered before any listener runs. */
const later: (task: () => void) => void = globalThis.setImmediate ?? ((task) => setTimeout(task, 0));

interface GameQueue {
  readonly listeners: Set<FeedListener>;
  readonly items: FeedItem[];
  /** Where the item at the head of `items` has got to in `listeners` (a Set's iterator survives changes to it). */
  cursor: Iterator<FeedListener> | undefined;
}

/**
 * In-process publish/subscribe per game: the service publishes every append once it is committed,
 * in commit order; live streams (SSE, GraphQL subscriptions) listen. It only reaches listeners in
 * this process (on Workers: this isolate), which is why a stream first reads what it missed from
 * the store and fills any gap it sees from there too.
 *
 * `publish` costs the publisher the same whatever the audience: it queues the item, and the
 * listeners hear it afterwards, a slice at a time, each game's items in order.
 */
export class GameFeed {
  private readonly games = new Map<string, GameQueue>();
  private readonly due = new Set<GameQueue>();
  private scheduled = false;
  private readonly everyGame = new Set<FeedListener>();

  /** Listens to every game's appends (the deadline timer), at once and in commit order; call the answer to stop. */
  subscribeAll(listener: FeedListener): () => void {
    this.everyGame.add(listener);
    return () => void this.everyGame.delete(listener);
  }

  /** Starts listening to `gameId`; call the answer to stop. */
  subscribe(gameId: string, listener: FeedListener): () => void {
    let game = this.games.get(gameId);
    if (game === undefined) {
      game = { listeners: new Set(), items: [], cursor: undefined };
      this.games.set(gameId, game);
    }
    const queue = game;
    queue.listeners.add(listener);
    return () => {
      queue.listeners.delete(listener);
      if (queue.listeners.size === 0 && this.games.get(gameId) === queue) {
        this.games.delete(gameId);
        this.due.delete(queue);
      }
    };
  }

  publish(gameId: string, item: FeedItem): void {
    // Listeners of every game (the deadline timer) only re-arm a timer: cheap, so they hear it at once.
    for (const listener of [...this.everyGame]) listener(item);
    const game = this.games.get(gameId);
    if (game === undefined) return;
    game.items.push(item);
    this.due.add(game);
    this.schedule();
  }

  /** How many listeners a game has (for tests and metrics). */
  listenerCount(gameId: string): number {
    return this.games.get(gameId)?.listeners.size ?? 0;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    later(() => this.deliverSlice());
  }

  /** Calls up to SLICE listeners, game after game, then yields to the event loop if any are left. */
  private deliverSlice(): void {
    this.scheduled = false;
    let budget = SLICE;
    for (const game of this.due) {
      while (budget > 0 && game.items.length > 0) {
        const item = game.items[0]!;
        game.cursor ??= game.listeners.values();
        for (let next = game.cursor.next(); ; next = game.cursor.next()) {
          if (next.done) {
            game.items.shift();
            game.cursor = undefined;
            break;
          }
          next.value(item);
          if (--budget === 0) break;
        }
      }
      if (game.items.length === 0) this.due.delete(game);
      if (budget === 0) break;
    }
    if (this.due.size > 0) this.schedule();
  }
}
