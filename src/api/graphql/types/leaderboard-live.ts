import { err } from '../../../core/result.js';
import type { Leaderboard } from '../../../service/challenges.js';
import { problem } from '../../../service/errors.js';
import type { BoardStream } from '../../../service/leaderboard-live.js';
import { builder } from '../builder.js';
import { unwrap } from '../errors.js';
import { LeaderboardRef } from './challenges.js';

/** The boards of a live leaderboard; `return()` reaches the stream at once (a generator would wait for its next value). */
function boardsOf(stream: BoardStream): AsyncIterableIterator<Leaderboard> {
  const it: AsyncIterableIterator<Leaderboard> = {
    next: async () => {
      const next = await stream.next();
      return next.done ? { value: undefined, done: true } : { value: next.value.board, done: false };
    },
    return: async () => {
      await stream.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}

builder.subscriptionFields((t) => ({
  leaderboardUpdated: t.field({
    type: LeaderboardRef,
    description:
      "A daily challenge's leaderboard, live: the board now (unless `after`, the stamp you have, is still current), then again whenever an entry starts or finishes. Ends after the final board, once the day has closed.",
    args: { challengeId: t.arg.id({ required: true }), limit: t.arg.int({ defaultValue: 100 }), after: t.arg.string() },
    subscribe: async (_root, { challengeId, limit, after }, { services, client, hangUp }) => {
      if (limit == null || limit < 1 || limit > 1000) unwrap(err(problem('malformed', 'invalid-request', 'limit: must be 1 to 1000')));
      const live = services.leaderboards;
      if (services.challenges === undefined || live === undefined) return unwrap(err(problem('unavailable', 'challenges-unavailable', 'daily challenges need a server secret: set ROLLTAPE_SECRET')));
      const boards = unwrap(await live.watchLeaderboard(String(challengeId), limit!, after ?? undefined, client));
      void boards.dropped.then(() => hangUp?.());
      return boardsOf(boards);
    },
    resolve: (board) => board,
  }),
}));
