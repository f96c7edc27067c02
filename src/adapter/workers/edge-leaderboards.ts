import type { Result } from '../../core/result.js';
import type { ServiceError } from '../../service/errors.js';
import { boardMessage, type LeaderboardLive } from '../../service/leaderboard-live.js';
import type { Leaderboard } from '../../service/challenges.js';
import { fromNdjson, type LiveLines } from './ndjson-stream.js';
import type { ChallengeObjects } from './runtime-types.js';

/**
 * Live leaderboards as a Worker serves them: a challenge's followers are held by its own object
 * (`ChallengeObject`), which the entries' game objects tell when an entry starts or finishes, so
 * every follower hears every entry, whichever isolate played it.
 */
export function edgeLeaderboards(objects: ChallengeObjects): LeaderboardLive {
  const objectOf = (challengeId: string) => objects.get(objects.idFromName(challengeId));
  return {
    async watchLeaderboard(challengeId, limit, after, client) {
      const answer = (await objectOf(challengeId).follow(challengeId, limit, after, client)) as Result<
        LiveLines,
        ServiceError
      >;
      if (!answer.ok) return answer;
      return {
        ok: true,
        value: fromNdjson(
          answer.value,
          (line) => boardMessage(JSON.parse(line) as Leaderboard),
          (m) => m.bytes,
        ),
      };
    },
    leaderboardChanged: (challengeId) => objectOf(challengeId).entryChanged(challengeId),
  };
}
