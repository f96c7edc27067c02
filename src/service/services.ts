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
import { makeGameService, type ServiceDeps } from './games.js';

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
