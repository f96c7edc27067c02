import type { StoredEvent } from '../core/tape.js';
import { err, ok, type Result } from '../core/result.js';
import type { Seat } from '../core/types.js';
import { Channel } from './channel.js';
import { problem, type ServiceError } from './errors.js';
import { headSnapshot, load, loadFor, tapeIsPublic, type GameContext } from './game-context.js';
import type { FeedItem } from './game-feed.js';
import { liveMessage, MessagesBySeat, type LiveMessage } from './live-message.js';
import { presentEvents } from './present.js';
import { DEFAULT_STREAM_LIMITS, StreamSlots, type StreamLimits } from './stream-slots.js';
import { memoSlot } from './memo-slot.js';

export type { GameUpdate, LiveMessage } from './live-message.js';

/** A subscriber's updates; `dropped` settles if it falls more than the byte budget behind (then hang up: it resumes from its last version). */
export type LiveStream = AsyncIterableIterator<LiveMessage> & { readonly dropped: Promise<void> };

export interface WatchLimits extends StreamLimits {
  /**
   * A subscriber whose unsent messages add up to more than this is dropped (it resumes from its last
   * version), so a client that never reads costs at most this much, however long the game.
   */
  readonly maxBacklogBytes: number;
}

/** Room for dozens of updates of a 6-player game, which a client that reads at all never comes near. */
export const DEFAULT_WATCH_LIMITS: WatchLimits = { ...DEFAULT_STREAM_LIMITS, maxBacklogBytes: 1024 * 1024 };

/**
 * Live updates of a game, each redacted for the subscriber's own seat (or for a spectator).
 *
 * Nothing is missed between catching up and going live: the stream subscribes to the feed first,
 * then reads the store, and drops from the live updates whatever the store already gave (by seq).
 * A live update that skips versions (appended by another process, which this one's feed never
 * sees) is completed from the store before it is sent.
 */
export function makeWatch(ctx: GameContext, limits: WatchLimits = DEFAULT_WATCH_LIMITS) {
  const slots = new StreamSlots(limits);
  /** Each published append's messages, built once per seat and shared by every subscriber in step with the feed. */
  const shared = memoSlot<FeedItem, MessagesBySeat>('messages by seat');
  const sharedFor = (item: FeedItem): MessagesBySeat => {
    return shared.get(item) ?? shared.set(item, new MessagesBySeat());
  };

  return {
    /**
     * `after`: the last version the client has (SSE `Last-Event-ID`); the first update then holds
     * every event after it. Without it the first update is the game now, with no events. Answers
     * `ended` when the game is over and the client already has all of it (SSE: 204, stop reconnecting).
     * `client`: who opens the stream (an address), counted against the per-client cap with its seat.
     */
    async watch(
      gameId: string,
      token: string | null,
      after?: number,
      client?: string,
    ): Promise<Result<LiveStream | 'ended', ServiceError>> {
      const found = await loadFor(ctx, gameId, token);
      if (!found.ok) return found;
      const seat = found.value.viewer;
      const slot = slots.take(gameId, [
        ...(client === undefined ? [] : [`address ${client}`]),
        ...(seat === null ? [] : [`seat ${gameId}#${seat}`]),
      ]);
      if (!slot.ok) return slot;

      let live = false;
      const early: FeedItem[] = [];
      let unsubscribe = () => {};
      const channel = new Channel<LiveMessage>(
        limits.maxBacklogBytes,
        (m) => m.bytes,
        () => (unsubscribe(), slot.value()),
      );
      unsubscribe = ctx.feed.subscribe(gameId, (item) => (live ? deliverInOrder(item) : early.push(item)));

      const head = await load(ctx, gameId);
      if (!head.ok) {
        void channel.return();
        return head;
      }
      const now = head.value;
      if (after !== undefined && after > now.version) {
        void channel.return();
        return err(
          problem('not-found', 'version-out-of-range', `versions of this game run from 1 to ${now.version}`, {
            currentVersion: now.version,
          }),
        );
      }
      const backlog = after === undefined ? [] : await ctx.store.events(gameId, after, now.version);
      const over = now.status === 'over';
      if (after !== undefined && backlog.length === 0 && over) {
        void channel.return();
        return ok('ended');
      }
      if (after === undefined || backlog.length > 0) {
        channel.push(
          liveMessage({
            version: now.version,
            events: presentEvents(now.game, backlog, seat, tapeIsPublic(ctx, now)),
            game: headSnapshot(now, seat),
          }),
        );
      }
      let sent = now.version;
      if (over) channel.end();

      let chain = Promise.resolve();
      function deliverInOrder(item: FeedItem): void {
        chain = chain.then(() => deliver(item)).catch(() => channel.end());
      }
      async function deliver(item: FeedItem): Promise<void> {
        const { loaded, appended } = item;
        if (channel.ended || loaded.version <= sent) return;
        const ended = loaded.status === 'over';
        let events: StoredEvent[] = appended.filter((e) => e.seq > sent);
        if (events.length === appended.length && appended[0]?.seq === sent + 1) {
          // In step with the feed (the usual case): the message every subscriber of this seat shares,
          // built once one of them reads it (a socket that made the move skips it: its answer said the same).
          const over = tapeIsPublic(ctx, loaded);
          channel.push(
            sharedFor(item).get(seat, loaded.version, () => ({
              version: loaded.version,
              events: presentEvents(loaded.game, appended, seat, over),
              game: headSnapshot(loaded, seat),
            })),
          );
        } else {
          const first = events[0]?.seq ?? loaded.version + 1;
          if (first > sent + 1) events = [...(await ctx.store.events(gameId, sent, first - 1)), ...events];
          channel.push(
            liveMessage({
              version: loaded.version,
              events: presentEvents(loaded.game, events, seat, tapeIsPublic(ctx, loaded)),
              game: headSnapshot(loaded, seat),
            }),
          );
        }
        sent = loaded.version;
        if (ended || leftSeat(events, seat)) channel.end();
      }

      live = true;
      for (const item of early) deliverInOrder(item);
      return ok(channel);
    },
  };
}

/** The subscriber's seat was given up: its token no longer works, so its stream ends. */
const leftSeat = (events: readonly StoredEvent[], seat: Seat | null): boolean =>
  seat !== null && events.some((e) => e.event.type === 'PlayerLeft' && e.event.seat === seat);
