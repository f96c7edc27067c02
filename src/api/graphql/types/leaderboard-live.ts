import { err } from '../../../core/result.js';
import { problem } from '../../../service/errors.js';
import { builder } from '../builder.js';
import { unwrap } from '../errors.js';
import { LeaderboardRef } from './challenges.js';
import { mappedStream } from './mapped-stream.js';
import { inRange } from '../arg-range.js';

builder.subscriptionFields((t) => ({
  leaderboardUpdated: t.field({
    type: LeaderboardRef,
    description:
      "A daily challenge's leaderboard, live: the board now (unless `after`, the stamp you have, is still current), then again whenever an entry starts or finishes. Ends after the final board, once the day has closed.",
    args: {
      challengeId: t.arg.id({ required: true, description: 'The challenge id, `<rules>-<YYYY-MM-DD>`.' }),
      limit: t.arg.int({ defaultValue: 100, description: 'How many entries, 1–1000.' }),
      after: t.arg.string({
        description: 'The `stamp` of the board you have: no first board while it is still current.',
      }),
    },
    subscribe: async (_root, { challengeId, limit, after }, { services, client, hangUp }) => {
      // An explicit null is no number of entries either.
      inRange('limit', limit ?? 0, 1, 1000);
      const live = services.leaderboards;
      if (services.challenges === undefined || live === undefined)
        return unwrap(
          err(
            problem(
              'unavailable',
              'challenges-unavailable',
              'daily challenges need a server secret: set ROLLTAPE_SECRET',
            ),
          ),
        );
      const boards = unwrap(await live.watchLeaderboard(String(challengeId), limit!, after ?? undefined, client));
      void boards.dropped.then(() => hangUp?.());
      return mappedStream(boards, (m) => m.board);
    },
    resolve: (board) => board,
  }),
}));
