import type { StoredEvent } from '../core/tape.js';
import { err, ok, type Result } from '../core/result.js';
import type { Seat } from '../core/types.js';
import { problem, type ServiceError } from './errors.js';
import { headSnapshot, load, viewerOf, type GameContext } from './game-context.js';
import type { FeedItem } from './game-feed.js';
import { presentEvents } from './present.js';
import type { GameUpdate } from './watch.js';

/** A connected viewer between messages (a WebSocket's attachment): its seat, and the version it has. */
export interface ViewerPosition {
  readonly seat: Seat | null;
  readonly sent: number;
}

/** A message for a viewer, and whether its connection ends after it (game over, or its seat given up). */
export interface ViewerMessage {
  readonly update: GameUpdate;
  readonly position: ViewerPosition;
  readonly last: boolean;
}

/**
 * Live updates for viewers that are not an open stream but a position kept between messages (the
 * Workers WebSockets, which hibernate): the same `GameUpdate`s as `watch`, redacted per seat.
 */
export function makeViewers(ctx: GameContext) {
  return {
    /**
     * A viewer connecting with `after` (the last version it has, if any): its seat, and its first
     * message (the game now, or every event after `after`), `null` when it already has everything;
     * `over`: the game is over, so with nothing to send nothing will ever come.
     */
    async connectViewer(
      gameId: string,
      token: string | null,
      after?: number,
    ): Promise<
      Result<
        { readonly position: ViewerPosition; readonly first: ViewerMessage | null; readonly over: boolean },
        ServiceError
      >
    > {
      const found = await load(ctx, gameId);
      if (!found.ok) return found;
      const viewer = viewerOf(ctx, found.value, token);
      if (!viewer.ok) return viewer;
      const now = found.value;
      if (after !== undefined && after > now.version)
        return err(
          problem('not-found', 'version-out-of-range', `versions of this game run from 1 to ${now.version}`, {
            currentVersion: now.version,
          }),
        );
      const seat = viewer.value;
      const position = { seat, sent: now.version };
      const backlog = after === undefined ? [] : await ctx.store.events(gameId, after, now.version);
      const over = now.status === 'over';
      if (after !== undefined && backlog.length === 0) return ok({ position, first: null, over });
      const update = {
        version: now.version,
        events: presentEvents(now.game, backlog, seat, over),
        game: headSnapshot(now, seat),
      };
      return ok({ position, first: { update, position, last: over }, over });
    },

    /** What a viewer at `position` is sent for a committed append (`null`: it has it already). */
    async viewerMessage({ loaded, appended }: FeedItem, position: ViewerPosition): Promise<ViewerMessage | null> {
      if (loaded.version <= position.sent) return null;
      let events: StoredEvent[] = appended.filter((e) => e.seq > position.sent);
      const first = events[0]?.seq ?? loaded.version + 1;
      if (first > position.sent + 1)
        events = [...(await ctx.store.events(loaded.row.id, position.sent, first - 1)), ...events];
      const { seat } = position;
      const over = loaded.status === 'over';
      const update = {
        version: loaded.version,
        events: presentEvents(loaded.game, events, seat, over),
        game: headSnapshot(loaded, seat),
      };
      const left = seat !== null && events.some((e) => e.event.type === 'PlayerLeft' && e.event.seat === seat);
      return { update, position: { seat, sent: loaded.version }, last: over || left };
    },
  };
}
