import type { Catalog } from '../service/catalog.js';
import type { ChallengeService } from '../service/challenges.js';
import type { GameService } from '../service/games.js';
import type { LeaderboardLive } from '../service/leaderboard-live.js';

/** What every request handler can reach: the service functions, never the store directly. */
export interface Services {
  readonly games: GameService;
  readonly catalog: Catalog;
  /** Daily challenges need a server secret; without one (a Worker with no ROLLTAPE_SECRET) they answer 503. */
  readonly challenges?: ChallengeService;
  /** Daily leaderboards followed live (with `challenges`). */
  readonly leaderboards?: LeaderboardLive;
}

export interface AppEnv {
  Variables: { services: Services };
}
