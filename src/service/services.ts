import type { Services } from '../api/context.js';
import type { Rulebook } from '../core/rulebook.js';
import { ChallengeStore } from '../store/challenge-store.js';
import { CommitmentStore } from '../store/commitment-store.js';
import type { Db } from '../store/db.js';
import type { EventStore } from '../store/event-store.js';
import { LobbyStore } from '../store/lobby-store.js';
import { rulesContentOf } from '../games/rules-content.js';
import { makeCatalog } from './catalog.js';
import { makeChallengeService } from './challenges.js';
import { GameFeed } from './game-feed.js';
import { makeGameService, type ServiceDeps } from './games.js';
import { makeLeaderboardLive } from './leaderboard-live.js';

export interface ServicesDeps extends Omit<ServiceDeps, 'store'> {
  readonly db: Db;
  readonly store: EventStore;
  /** The server secret daily seeds derive from; without it challenges answer 503. */
  readonly secret?: string;
}

/** Every service over one database: what each runtime (node, Workers, tests) hands to `createApp`. */
export function makeServices(deps: ServicesDeps): Services {
  const { db, store, rulebook, secret, ...rest } = deps;
  const feed = rest.feed ?? new GameFeed();
  const games = makeGameService({ store, rulebook, lobby: new LobbyStore(db, store.driver), commitments: new CommitmentStore(db, store.driver), ...rest, feed });
  const challenges = secret === undefined ? undefined : makeChallengeService({ store: new ChallengeStore(db), games, rulebook, secret, clock: rest.clock });
  if (challenges === undefined) return { games, catalog: makeCatalog(rulebook, rulesContentOf) };
  const leaderboards = makeLeaderboardLive(challenges, rest.watchLimits, rest.clock);
  // An entry created or finished in this process moves its challenge's board.
  feed.subscribeAll(({ loaded, appended }) => {
    const challengeId = loaded.row.challengeId;
    if (challengeId !== null && (loaded.status === 'over' || appended[0]?.seq === 1)) void leaderboards.leaderboardChanged(challengeId);
  });
  return { games, catalog: makeCatalog(rulebook, rulesContentOf), challenges, leaderboards };
}
