import { ChainStartStore } from '../store/chain-start-store.js';
import { ChallengeStore } from '../store/challenge-store.js';
import { CommitmentStore } from '../store/commitment-store.js';
import type { Db } from '../store/db.js';
import type { EventStore } from '../store/event-store.js';
import { IdempotencyStore } from '../store/idempotency-store.js';
import { LobbyStore } from '../store/lobby-store.js';
import { howToPlayOf, rulesContentOf } from '../games/rules-content.js';
import type { ExportSigner } from '../provenance/export-signer.js';
import type { PublishedKeys } from '../provenance/signing-keys.js';
import { makeCatalog, type Catalog } from './catalog.js';
import { withChainExports } from './chain-exports.js';
import { withSignedExports } from './signed-exports.js';
import { makeChallengeService, type ChallengeService } from './challenges.js';
import { GameFeed } from './game-feed.js';
import { makeIdempotency } from './idempotency.js';
import { makeGameService, type GameService, type ServiceDeps } from './games.js';
import { boardMovedBy, makeLeaderboardLive, type LeaderboardLive } from './leaderboard-live.js';

/** What every request handler can reach: the service functions, never the store directly. */
export interface Services {
  readonly games: GameService;
  readonly catalog: Catalog;
  /** Daily challenges need a server secret; without one (a Worker with no ROLLTAPE_SECRET) they answer 503. */
  readonly challenges?: ChallengeService;
  /** Daily leaderboards followed live (with `challenges`). */
  readonly leaderboards?: LeaderboardLive;
  /** The public keys exports are signed with (`GET /.well-known/rolltape-keys.json`); absent without a signer. */
  readonly signingKeys?: PublishedKeys;
}

export interface ServicesDeps extends Omit<ServiceDeps, 'store'> {
  readonly db: Db;
  readonly store: EventStore;
  /** The server secret daily seeds derive from; without it challenges answer 503. */
  readonly secret?: string;
  /** Signs every export (docs/audit.md: What an audit proves); without it exports carry `signature: null`. */
  readonly signer?: ExportSigner;
}

/** Every service over one database: what each runtime (node, Workers, tests) hands to `createApp`. */
export function makeServices(deps: ServicesDeps): Services {
  const { db, store, rulebook, secret, signer, ...rest } = deps;
  const feed = rest.feed ?? new GameFeed();
  const once = makeIdempotency({ store: new IdempotencyStore(db, store.driver), clock: rest.clock ?? Date.now });
  const games = makeGameService({
    store,
    rulebook,
    lobby: new LobbyStore(db, store.driver),
    commitments: new CommitmentStore(db, store.driver),
    ...rest,
    feed,
    once,
  });
  const challenges =
    secret === undefined
      ? undefined
      : makeChallengeService({
          store: new ChallengeStore(db),
          chainStart: new ChainStartStore(db, store.driver),
          games,
          rulebook,
          secret,
          clock: rest.clock,
          once,
        });
  const signing = signer === undefined ? {} : { signingKeys: signer.published };
  if (challenges === undefined)
    return {
      games: withSignedExports(games, signer),
      catalog: makeCatalog(rulebook, rulesContentOf, howToPlayOf),
      ...signing,
    };
  const leaderboards = makeLeaderboardLive(challenges, rest.watchLimits, rest.clock);
  // An entry created or finished in this process moves its challenge's board.
  feed.subscribeAll(({ loaded, appended }) => {
    const moved = boardMovedBy(loaded.row.challengeId, loaded.status, (appended[0]?.seq ?? 1) - 1);
    if (moved !== null) void leaderboards.leaderboardChanged(moved);
  });
  return {
    // Signed last: the signature covers the chain block too.
    games: withSignedExports(withChainExports(games, challenges), signer),
    catalog: makeCatalog(rulebook, rulesContentOf, howToPlayOf),
    challenges,
    leaderboards,
    ...signing,
  };
}
