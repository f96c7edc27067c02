import { ChallengeStore } from '../store/challenge-store.js';
import { CommitmentStore } from '../store/commitment-store.js';
import type { Db } from '../store/db.js';
import type { EventStore } from '../store/event-store.js';
import { IdempotencyStore } from '../store/idempotency-store.js';
import { LobbyStore } from '../store/lobby-store.js';
import { WebhookStore } from '../store/webhook-store.js';
import { howToPlayOf, rulesContentOf } from '../games/rules-content.js';
import { makeCatalog, type Catalog } from './catalog.js';
import { makeChallengeService, type ChallengeService } from './challenges.js';
import { GameFeed } from './game-feed.js';
import { makeIdempotency } from './idempotency.js';
import { makeGameService, type GameService, type ServiceDeps } from './games.js';
import { boardMovedBy, makeLeaderboardLive, type LeaderboardLive } from './leaderboard-live.js';
import { makeOutbox } from './webhooks/outbox.js';
import { makeWebhookService, noPlayers, type AuthenticatePlayer, type WebhookService } from './webhooks/service.js';
import type { UrlPolicy } from './webhooks/url-guard.js';

/** What every request handler can reach: the service functions, never the store directly. */
export interface Services {
  readonly games: GameService;
  readonly catalog: Catalog;
  /** Daily challenges need a server secret; without one (a Worker with no ROLLTAPE_SECRET) they answer 503. */
  readonly challenges?: ChallengeService;
  /** Daily leaderboards followed live (with `challenges`). */
  readonly leaderboards?: LeaderboardLive;
  /** Players' webhooks; absent where the runtime does not deliver them (then their routes answer 503). */
  readonly webhooks?: WebhookService;
}

export interface ServicesDeps extends Omit<ServiceDeps, 'store'> {
  readonly db: Db;
  readonly store: EventStore;
  /** The server secret daily seeds derive from; without it challenges answer 503. */
  readonly secret?: string;
  /**
   * Players' webhooks: which URLs may be registered, and how to wake the delivery worker after a
   * commit that wrote to the outbox. Without it no outbox is written and webhooks answer 503.
   */
  readonly webhooks?: {
    readonly policy: UrlPolicy;
    readonly wake?: () => void;
    /** Who a personal token is (players' auth); without it every webhook request is refused 401. */
    readonly authenticate?: AuthenticatePlayer;
  };
}

/** Every service over one database: what each runtime (node, Workers, tests) hands to `createApp`. */
export function makeServices(deps: ServicesDeps): Services {
  const { db, store, rulebook, secret, webhooks: hooks, ...rest } = deps;
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
    ...(hooks && { outbox: makeOutbox(hooks.wake) }),
  });
  const webhooks =
    hooks &&
    makeWebhookService({
      store: new WebhookStore(db, store.driver),
      policy: hooks.policy,
      authenticate: hooks.authenticate ?? noPlayers,
      clock: rest.clock,
    });
  const challenges =
    secret === undefined
      ? undefined
      : makeChallengeService({ store: new ChallengeStore(db), games, rulebook, secret, clock: rest.clock, once });
  const catalog = makeCatalog(rulebook, rulesContentOf, howToPlayOf);
  if (challenges === undefined) return { games, catalog, ...(webhooks && { webhooks }) };
  const leaderboards = makeLeaderboardLive(challenges, rest.watchLimits, rest.clock);
  // An entry created or finished in this process moves its challenge's board.
  feed.subscribeAll(({ loaded, appended }) => {
    const moved = boardMovedBy(loaded.row.challengeId, loaded.status, (appended[0]?.seq ?? 1) - 1);
    if (moved !== null) void leaderboards.leaderboardChanged(moved);
  });
  return { games, catalog, challenges, leaderboards, ...(webhooks && { webhooks }) };
}
