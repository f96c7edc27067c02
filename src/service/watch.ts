import type { StoredEvent } from '../core/tape.js';
import { err, ok, type Result } from '../core/result.js';
import type { Seat } from '../core/types.js';
import { Channel } from './channel.js';
import { problem, type ServiceError } from './errors.js';
import { headSnapshot, load, loadFor, tapeIsPublic, type GameContext } from './game-context.js';
import type { FeedItem } from './game-feed.js';
import { presentEvents, type GameSnapshot, type PublicEvent } from './present.js';

/** One message of a live stream: the events since the previous one, as the subscriber may see them, and the game after them. */
export interface GameUpdate {
  /** The version after these events: the SSE event id a client resumes from (`Last-Event-ID`). */
  readonly version: number;
  readonly events: PublicEvent[];
  readonly game: GameSnapshot;
}

/** A subscriber this many updates behind is dropped (it resumes from its last version) rather than buffered without end. */
const CAPACITY = 256;

/**
 * Live updates of a game, each redacted for the subscriber's own seat (or for a spectator).
 *
 * Nothing is missed between catching up and going live: the stream subscribes to the feed first,
 * then reads the store, and drops from the live updates whatever the store already gave (by seq).
 * A live update that skips versions (appended by another process, which this one's feed never
 * sees) is completed from the store before it is sent.
 */
export function makeWatch(ctx: GameContext) {
  return {
    /**
     * `after`: the last version the client has (SSE `Last-Event-ID`); the first update then holds
     * every event after it. Without it the first update is the game now, with no events. Answers
     * `ended` when the game is over and the client already has all of it (SSE: 204, stop reconnecting).
     */
    async watch(gameId: string, token: string | null, after?: number): Promise<Result<AsyncIterableIterator<GameUpdate> | 'ended', ServiceError>> {
      const found = await loadFor(ctx, gameId, token);
      if (!found.ok) return found;
      const seat = found.value.viewer;

      let live = false;
      const early: FeedItem[] = [];
      let unsubscribe = () => {};
      const channel = new Channel<GameUpdate>(CAPACITY, () => unsubscribe());
      unsubscribe = ctx.feed.subscribe(gameId, (item) => (live ? deliverInOrder(item) : early.push(item)));

      const head = await load(ctx, gameId);
      if (!head.ok) {
        void channel.return();
        return head;
      }
      const now = head.value;
      if (after !== undefined && after > now.version) {
        void channel.return();
        return err(problem('not-found', 'version-out-of-range', `versions of this game run from 1 to ${now.version}`, { currentVersion: now.version }));
      }
      const backlog = after === undefined ? [] : await ctx.store.events(gameId, after, now.version);
      const over = now.status === 'over';
      if (after !== undefined && backlog.length === 0 && over) {
        void channel.return();
        return ok('ended');
      }
      if (after === undefined || backlog.length > 0) channel.push({ version: now.version, events: presentEvents(now.game, backlog, seat, tapeIsPublic(ctx, now)), game: headSnapshot(now, seat) });
      let sent = now.version;
      if (over) channel.end();

      let chain = Promise.resolve();
      function deliverInOrder(item: FeedItem): void {
        chain = chain.then(() => deliver(item)).catch(() => channel.end());
      }
      async function deliver({ loaded, appended }: FeedItem): Promise<void> {
        if (channel.ended || loaded.version <= sent) return;
        let events: StoredEvent[] = appended.filter((e) => e.seq > sent);
        const first = events[0]?.seq ?? loaded.version + 1;
        if (first > sent + 1) events = [...(await ctx.store.events(gameId, sent, first - 1)), ...events];
        sent = loaded.version;
        const ended = loaded.status === 'over';
        channel.push({ version: loaded.version, events: presentEvents(loaded.game, events, seat, tapeIsPublic(ctx, loaded)), game: headSnapshot(loaded, seat) });
        if (ended || leftSeat(events, seat)) channel.end();
      }

      live = true;
      for (const item of early) deliverInOrder(item);
      return ok(channel);
    },
  };
}

/** The subscriber's seat was given up: its token no longer works, so its stream ends. */
const leftSeat = (events: readonly StoredEvent[], seat: Seat | null): boolean => seat !== null && events.some((e) => e.event.type === 'PlayerLeft' && e.event.seat === seat);
