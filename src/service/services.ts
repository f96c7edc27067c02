import type { Rulebook } from '../core/rulebook.js';
import { ChallengeStore } from '../store/challenge-store.js';
import { CommitmentStore } from '../store/commitment-store.js';
import type { Db } from '../store/db.js';
import type { EventStore } from '../store/event-store.js';
import { LobbyStore } from '../store/lobby-store.js';
import { rulesContentOf } from '../games/rules-content.js';
import { makeCatalog, type Catalog } from './catalog.js';
import { makeChallengeService, type ChallengeService } from './challenges.js';
import { makeGameService, type GameService, type ServiceDeps } from './games.js';

/** What every request handler can reach: the service functions, never the store directly. */
export interface Services {
  readonly games: GameService;
  readonly catalog: Catalog;
  /** Daily challenges need a server secret; without one (a Worker with no ROLLTAPE_SECRET) they answer 503. */
  readonly challenges?: ChallengeService;
}

export interface ServicesDeps extends Omit<ServiceDeps, 'store'> {
  readonly db: Db;
  readonly store: EventStore;
  /** The server secret daily seeds derive from; without it challenges answer 503. */
  readonly secret?: string;
}

/** Every service over one database: what each runtime (node, Workers, tests) hands to `createApp`. */
export function makeServices(deps: ServicesDeps): Services {
  const { db, store, rulebook, secret, ...rest } = deps;
  const games = makeGameService({ store, rulebook, lobby: new LobbyStore(db, store.driver), commitments: new CommitmentStore(db, store.driver), ...rest });
  const challenges = secret === undefined ? undefined : makeChallengeService({ store: new ChallengeStore(db), games, rulebook, secret, clock: rest.clock });
  return { games, catalog: makeCatalog(rulebook, rulesContentOf), ...(challenges && { challenges }) };
}
