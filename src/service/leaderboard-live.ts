import { ok, type Result } from '../core/result.js';
import { Channel } from './channel.js';
import type { ChallengeService, Leaderboard } from './challenges.js';
import { closesAtOf } from './daily.js';
import type { ServiceError } from './errors.js';
import { StreamSlots } from './stream-slots.js';
import { DEFAULT_WATCH_LIMITS, type WatchLimits } from './watch.js';

/** One message of a live leaderboard: the board as `GET …/leaderboard` answers it, serialized once. */
export interface BoardMessage {
  readonly board: Leaderboard;
  readonly json: string;
  /** Its size in UTF-8: what it weighs in a follower's byte budget. */
  readonly bytes: number;
}

/** A follower's boards; `dropped` settles if it falls more than the byte budget behind (it resumes by stamp). */
export type BoardStream = AsyncIterableIterator<BoardMessage> & { readonly dropped: Promise<void> };

const encoder = new TextEncoder();
export function boardMessage(board: Leaderboard): BoardMessage {
  const json = JSON.stringify(board);
  return { board, json, bytes: encoder.encode(json).byteLength };
}

interface Follower {
  readonly channel: Channel<BoardMessage>;
  readonly limit: number;
  stamp: string;
}

/**
 * Daily leaderboards followed live. Whoever hears that an entry of a challenge was created or
 * finished (node: the game feed; Workers: the challenge's object, told by the entry's game object)
 * calls `leaderboardChanged`; each follower then gets the new board if its stamp moved. A board is
 * read once per change, whatever the audience, and each follower's queue is bounded by bytes, as a
 * game's live stream is. A second after the day closes every follower gets the final board and
 * its stream ends.
 */
export function makeLeaderboardLive(
  challenges: Pick<ChallengeService, 'leaderboard'>,
  limits: WatchLimits = DEFAULT_WATCH_LIMITS,
  clock: () => number = Date.now,
) {
  const slots = new StreamSlots(limits);
  const followers = new Map<string, Set<Follower>>();
  /** Per followed challenge: the timer that sends the final board when its day closes (no entry may tell then). */
  const closers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Changes of one challenge are read one after another, so followers get its boards in order. */
  const queues = new Map<string, Promise<void>>();

  const send = async (id: string): Promise<void> => {
    const group = followers.get(id);
    if (group === undefined || group.size === 0) return;
    const read = await challenges.leaderboard(id, Math.max(...[...group].map((f) => f.limit)));
    if (!read.ok) return;
    const board = read.value;
    const byLimit = new Map<number, BoardMessage>();
    for (const follower of group) {
      if (follower.stamp === board.stamp) continue;
      follower.stamp = board.stamp;
      let message = byLimit.get(follower.limit);
      if (message === undefined)
        byLimit.set(
          follower.limit,
          (message = boardMessage({ ...board, standings: board.standings.slice(0, follower.limit) })),
        );
      follower.channel.push(message);
      if (board.status === 'closed') follower.channel.end();
    }
  };

  const live = {
    /**
     * Follows challenge `id`'s leaderboard (its top `limit`). The first message is the board now,
     * unless `after` (SSE `Last-Event-ID`: the stamp of the last board the client has) is still
     * current. `client`: who follows (an address), counted against the per-client cap.
     */
    async watchLeaderboard(
      id: string,
      limit: number,
      after?: string,
      client?: string,
    ): Promise<Result<BoardStream, ServiceError>> {
      const read = await challenges.leaderboard(id, limit);
      if (!read.ok) return read;
      const slot = slots.take(`leaderboard ${id}`, client === undefined ? [] : [`address ${client}`]);
      if (!slot.ok) return slot;
      let group = followers.get(id);
      if (group === undefined) {
        followers.set(id, (group = new Set()));
        // A moment after the close, so the board read then is the closed one.
        const closer = setTimeout(
          () => void live.leaderboardChanged(id),
          Math.max(0, closesAtOf(id) - clock()) + CLOSE_MARGIN_MS,
        );
        (closer as { unref?: () => void }).unref?.();
        closers.set(id, closer);
      }
      const members = group;
      const follower: Follower = {
        channel: new Channel<BoardMessage>(
          limits.maxBacklogBytes,
          (m) => m.bytes,
          () => {
            members.delete(follower);
            if (members.size === 0 && followers.get(id) === members) {
              followers.delete(id);
              clearTimeout(closers.get(id));
              closers.delete(id);
            }
            slot.value();
          },
        ),
        limit,
        stamp: read.value.stamp,
      };
      members.add(follower);
      if (after !== read.value.stamp) follower.channel.push(boardMessage(read.value));
      if (read.value.status === 'closed') follower.channel.end();
      return ok(follower.channel);
    },

    /** An entry of challenge `id` was created or finished: followers whose board changed get it. */
    leaderboardChanged(id: string): Promise<void> {
      const next = (queues.get(id) ?? Promise.resolve())
        .then(() => send(id))
        .catch((error: unknown) => console.error(`leaderboard ${id}:`, error));
      queues.set(id, next);
      void next.then(() => {
        if (queues.get(id) === next) queues.delete(id);
      });
      return next;
    },

    /** Followers of a challenge (for tests and metrics). */
    followersOf(id: string): number {
      return followers.get(id)?.size ?? 0;
    },
  };
  return live;
}

/** How long after a day's close its followers get the final board. */
const CLOSE_MARGIN_MS = 1_000;

export type LeaderboardLive = Omit<ReturnType<typeof makeLeaderboardLive>, 'followersOf'>;

/**
 * The challenge whose leaderboard a change to a game moves, or `null`: an entry's board moves when
 * the entry starts (its tape grows from version 0) and when it ends. One rule for both runtimes:
 * node asks it of each append it publishes, a Worker's game object of each index write.
 */
export function boardMovedBy(challengeId: string | null, status: string, fromVersion: number): string | null {
  return challengeId !== null && (status === 'over' || fromVersion === 0) ? challengeId : null;
}
