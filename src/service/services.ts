import { ChainStartStore } from '../store/chain-start-store.js';
import { ChallengeStore } from '../store/challenge-store.js';
import { CommitmentStore } from '../store/commitment-store.js';
import type { Db, SqlDriver } from '../store/db.js';
import type { EventStore } from '../store/event-store.js';
import { IdempotencyStore } from '../store/idempotency-store.js';
import { LobbyStore } from '../store/lobby-store.js';
import { WebhookStore } from '../store/webhook-store.js';
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
import { PlayerStore } from '../store/player-store.js';
import { seatKeyOf } from './player-auth.js';
import { withPlayerSeats } from './player-seats.js';
import { makePlayerService, type PlayerService, type TurnOf } from './players.js';
import { endOwesRating, makeRatings, type Ratings } from './ratings/rate-games.js';
import { makeOutbox } from './webhooks/outbox.js';
import { makeWebhookService, type WebhookService } from './webhooks/service.js';
import { ok } from '../core/result.js';
import type { UrlPolicy } from './webhooks/url-guard.js';
import { PasskeyStore } from '../store/passkey-store.js';
import { makePasskeyService, type PasskeyService } from './passkeys.js';

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
  /** Players, their personal tokens, their games and profiles. */
  readonly players: PlayerService;
  /** Glicko-2 ratings, moved when games between players end. */
  readonly ratings: Ratings;
  /** Players' webhooks; absent where the runtime does not deliver them (then their routes answer 503). */
  readonly webhooks?: WebhookService;
  /** Passkeys: signing up, adding one, signing in (WebAuthn). */
  readonly passkeys: PasskeyService;
}

export interface ServicesDeps extends Omit<ServiceDeps, 'store'> {
  readonly db: Db;
  readonly store: EventStore;
  /** The server secret daily seeds derive from; without it challenges answer 503. */
  readonly secret?: string;
  /** Signs every export (docs/audit.md: What an audit proves); without it exports carry `signature: null`. */
  readonly signer?: ExportSigner;
  /**
   * Players' webhooks: which URLs may be registered, and how to wake the delivery worker after a
   * commit that wrote to the outbox. Without it no outbox is written and webhooks answer 503.
   */
  readonly webhooks?: {
    readonly policy: UrlPolicy;
    readonly wake?: () => void;
  };
  /** `ROLLTAPE_ORIGIN`: the web client's origin, for passkeys; default: each request's own. */
  readonly origin?: string;
}

/** Every service over one database: what each runtime (node, Workers, tests) hands to `createApp`. */
export function makeServices(deps: ServicesDeps): Services {
  const { db, store, rulebook, secret, signer, origin, webhooks: hooks, ...rest } = deps;
  const feed = rest.feed ?? new GameFeed();
  const clock = rest.clock ?? Date.now;
  // Every keyed create here writes its game and its answer in one commit (idempotency.ts).
  const once = makeIdempotency({ store: new IdempotencyStore(db, store.driver), clock, inCommit: true });
  const base = makeGameService({
    store,
    rulebook,
    lobby: new LobbyStore(db, store.driver),
    commitments: new CommitmentStore(db, store.driver),
    ...rest,
    feed,
    once,
    ...(hooks && { outbox: makeOutbox(hooks.wake) }),
  });
  const { playerStore, challengeStore, players, games, ratings } = playerServices(db, store.driver, base, clock);
  const passkeys = makePasskeyService({
    passkeys: new PasskeyStore(db, store.driver),
    players: playerStore,
    clock,
    ...(origin !== undefined && { origin }),
  });
  // A game that ends moves its players' ratings; a pass at start rates what a stopped process still owed.
  feed.subscribeAll((item) => {
    if (endOwesRating(item)) void ratings.catchUp();
  });
  void ratings.catchUp().catch(() => undefined);
  const webhooks = hooks && playerWebhooks(db, store.driver, players, hooks.policy, rest.clock);
  const challenges =
    secret === undefined
      ? undefined
      : makeChallengeService({
          store: challengeStore,
          chainStart: new ChainStartStore(db, store.driver),
          games,
          rulebook,
          secret,
          clock: rest.clock,
          once,
          handleOwner: async (key) => (await playerStore.byHandleKey(key))?.id,
        });
  const catalog = makeCatalog(rulebook, rulesContentOf, howToPlayOf);
  const signing = signer === undefined ? {} : { signingKeys: signer.published };
  if (challenges === undefined)
    return {
      games: withSignedExports(games, signer),
      catalog,
      players,
      ratings,
      passkeys,
      ...signing,
      ...(webhooks && { webhooks }),
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
    catalog,
    challenges,
    leaderboards,
    players,
    ratings,
    passkeys,
    ...signing,
    ...(webhooks && { webhooks }),
  };
}

/** Players' webhook endpoints in `db`, each request's caller authenticated as a player (node, and the Worker over D1). */
export function playerWebhooks(
  db: Db,
  driver: SqlDriver,
  players: PlayerService,
  policy: UrlPolicy,
  clock?: () => number,
): WebhookService {
  return makeWebhookService({
    store: new WebhookStore(db, driver),
    policy,
    authenticate: async (token, scope) => {
      const caller = await players.authenticate(token, scope);
      return caller.ok ? ok({ playerId: caller.value.player.id }) : caller;
    },
    clock,
  });
}

/**
 * Players over one database and one game service (node's own, or the Worker's that calls games'
 * objects): the players' service, the game service as personal tokens reach it, and ratings.
 */
export function playerServices(db: Db, driver: SqlDriver, base: GameService, clock: () => number) {
  const playerStore = new PlayerStore(db, driver);
  const challengeStore = new ChallengeStore(db);
  const ratings = makeRatings({ store: playerStore, clock });
  const players = makePlayerService({
    store: playerStore,
    clock,
    turnOf: turnOfVia(base),
    entriesOf: (id, limit) => challengeStore.entriesOf(id, limit),
    ratings,
  });
  const games = withPlayerSeats(base, players.authenticate);
  return { playerStore, challengeStore, players, games, ratings };
}

/** Whose turn it is in a game, read as the player's seat reads it (on Workers: from the game's object). */
export const turnOfVia =
  (games: Pick<GameService, 'getGame'>): TurnOf =>
  async (gameId, playerId) => {
    const game = await games.getGame(gameId, seatKeyOf(playerId));
    return game.ok && game.value.pending.kind === 'choice' ? [...game.value.pending.players] : null;
  };
