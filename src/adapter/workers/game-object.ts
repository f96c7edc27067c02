import { DurableObject } from 'cloudflare:workers';
import { watchLimitsFromEnv } from '../../api/limits-env.js';
import { err, ok, type Result } from '../../core/result.js';
import { rulebook } from '../../games/index.js';
import { gameNotFound, type ServiceError } from '../../service/errors.js';
import { GameFeed } from '../../service/game-feed.js';
import { makeGameService, type GameService } from '../../service/games.js';
import { inlineBots, searchBotDue } from '../../service/bot-runner.js';
import { SEARCH_ATTEMPTS } from '../../service/search-bot-jobs.js';
import { deadlineOf } from '../../service/present.js';
import { webCryptoSecrets } from '../../service/secrets.js';
import { makeOutbox } from '../../service/webhooks/outbox.js';
import { webhookSettingsFromEnv } from '../../service/webhooks/settings-env.js';
import { notificationInsert } from '../../store/outbox-sql.js';
import { CommitmentStore } from '../../store/commitment-store.js';
import { EventStore } from '../../store/event-store.js';
import { IdempotencyStore } from '../../store/idempotency-store.js';
import { makeIdempotency } from '../../service/idempotency.js';
import { LobbyStore } from '../../store/lobby-store.js';
import { ObjectRows } from '../../store/object-rows.js';
import { databaseFor, type Env } from './bindings.js';
import type { GameObjectRpc } from './game-object-rpc.js';
import { liveLine, toNdjson } from './ndjson-stream.js';
import { ObjectAlarm } from './object-alarm.js';
import { objectDatabase } from './object-database.js';
import { ObjectIndex } from './object-index.js';
import { ObjectWebhooks } from './object-webhooks.js';
import type { HibernatableSocket, ObjectState } from './runtime-types.js';
import { fetchWebhookTransport } from './webhook-transport.js';
import { noSocket, socketViewerOf, ViewerSockets } from './websockets.js';

type Service<K extends keyof GameService> = GameService[K];
const notFound = (gameId: string): Result<never, ServiceError> => err(gameNotFound(gameId));

/**
 * One game: a Durable Object named by the game's id, holding its tape in its own SQLite storage
 * (the same schema and service code as node, over `objectDatabase`). The Worker calls its use cases
 * over Workers RPC, one typed method each (`GameObjectRpc`). Calls run one at a time, so concurrent
 * moves never race each other (a stale `expectedVersion` still answers 409); the folded game stays
 * in memory (the service's cache), and every commit is fanned out to the viewers connected here,
 * each redacted for its seat. After a commit the object brings the index (D1) up to its version
 * (`ObjectIndex`); its alarm (`ObjectAlarm`) retries that until it holds, applies turn deadlines,
 * and delivers players' webhooks from the object's own outbox (`ObjectWebhooks`), which each
 * commit writes in its storage transaction.
 */
export class GameObject extends DurableObject<Env> implements GameObjectRpc {
  readonly #state: ObjectState;
  readonly #games: GameService;
  readonly #commitments: CommitmentStore;
  readonly #rows: ObjectRows;
  readonly #sockets: ViewerSockets;
  readonly #index: ObjectIndex;
  readonly #alarm: ObjectAlarm;
  readonly #webhooks: ObjectWebhooks;
  /** Whether this object's storage holds a game (is migrated): until `create`, it writes nothing. */
  #holdsGame: boolean;
  readonly #migrate: () => void;
  #id: string | undefined;
  #tail: Promise<unknown> = Promise.resolve();
  #fanOut: Promise<void> = Promise.resolve();
  /** How often the search bot's job has failed in a row (in memory: an evicted object starts again at 0). */
  #searchFailures = 0;

  constructor(state: ObjectState, env: Env) {
    super(state as never, env);
    this.#state = state;
    const { db, driver, holdsGame, migrate } = objectDatabase(state.storage);
    this.#holdsGame = holdsGame();
    this.#migrate = migrate;
    // Brings a game made by older code up to the current schema.
    if (this.#holdsGame) migrate();
    const store = new EventStore(db, driver);
    this.#commitments = new CommitmentStore(db, driver);
    this.#rows = new ObjectRows(db);
    const limits = watchLimitsFromEnv(env as unknown as Record<string, unknown>);
    const feed = new GameFeed();
    this.#games = makeGameService({
      store,
      rulebook,
      lobby: new LobbyStore(db, driver),
      commitments: this.#commitments,
      // The object's game id is its name: the Worker picks it before creating the game here.
      secrets: { ...webCryptoSecrets, gameId: () => this.#requireId() },
      feed,
      cacheSize: 1,
      watchLimits: limits,
      // Heuristic bots play in the request; a search bot due is played by the alarm, after the answer,
      // with its whole counted budget (no clock: workerd's stands still while code runs).
      bots: inlineBots(rulebook),
      searchJobs: 'caller',
      // Each commit's notifications go to this object's outbox with its events; the alarm delivers them.
      outbox: makeOutbox(undefined, undefined, notificationInsert),
      // A keyed create's answer is kept in the game's commit, and answered to the Worker's retries.
      once: makeIdempotency({ store: new IdempotencyStore(db, driver), clock: Date.now, inCommit: true }),
    });
    this.#webhooks = new ObjectWebhooks(
      db,
      driver,
      () => databaseFor(env),
      webhookSettingsFromEnv(env as unknown as Record<string, unknown>),
      fetchWebhookTransport,
      () => this.#syncAlarm(),
    );
    this.#sockets = new ViewerSockets(state, limits);
    this.#index = new ObjectIndex(state.storage, store, this.#rows, () => databaseFor(env).driver, env.CHALLENGES);
    this.#alarm = new ObjectAlarm(state.storage);
    // Every commit: the index is behind, the deadline may have moved, a search bot may be due, and the
    // viewers hear of it.
    feed.subscribeAll((item) => {
      this.#index.changed();
      this.#alarm.deadlineIs(deadlineOf(item.loaded));
      const { game, state, players, status } = item.loaded;
      const searching = status === 'active' && searchBotDue(game, state, players) !== undefined;
      this.#alarm.searchBotDueAt(searching ? Date.now() : null);
      this.#fanOut = this.#fanOut.then(() => this.#sockets.fanOut(item, (i, p) => this.#games.viewerMessage(i, p)));
    });
  }

  async create(...[gameId, input, entry, commitment, as, idempotencyKey]: Parameters<GameObjectRpc['create']>) {
    return this.#serially(async () => {
      this.#id = gameId;
      const fresh = !this.#holdsGame;
      if (fresh) {
        this.#migrate();
        this.#holdsGame = true;
      }
      let created: Awaited<ReturnType<Service<'createGame'>>> | undefined;
      try {
        // A game held already is a keyed create's again: the key's kept answer, with nothing written.
        if (commitment !== undefined && fresh) await this.#commitments.issue(commitment, commitment.issuedAt);
        return (created = await this.#games.createGame(input, entry, idempotencyKey, as));
      } finally {
        // A refused creation leaves no storage behind, as a read of an unknown id leaves none
        // (never wiping a game this object already held).
        if (created?.ok !== true && fresh) {
          await this.#state.storage.deleteAll();
          this.#holdsGame = false;
        }
      }
    });
  }

  getGame(...args: Parameters<Service<'getGame'>>) {
    return this.#perGame(args[0], notFound(args[0]), () => this.#games.getGame(...args));
  }

  makeMove(...args: Parameters<Service<'makeMove'>>) {
    return this.#perGame(args[0], notFound(args[0]), () => this.#games.makeMove(...args));
  }

  makeMoveMinimal(...args: Parameters<Service<'makeMoveMinimal'>>) {
    return this.#perGame(args[0], notFound(args[0]), () => this.#games.makeMoveMinimal(...args));
  }

  listEvents(...args: Parameters<Service<'listEvents'>>) {
    return this.#perGame(args[0], notFound(args[0]), () => this.#games.listEvents(...args));
  }

  stateAt(...args: Parameters<Service<'stateAt'>>) {
    return this.#perGame(args[0], notFound(args[0]), () => this.#games.stateAt(...args));
  }

  exportGame(...args: Parameters<Service<'exportGame'>>) {
    return this.#perGame(args[0], notFound(args[0]), () => this.#games.exportGame(...args));
  }

  auditGame(...args: Parameters<Service<'auditGame'>>) {
    return this.#perGame(args[0], notFound(args[0]), () => this.#games.auditGame(...args));
  }

  claimTimeout(...args: Parameters<Service<'claimTimeout'>>) {
    return this.#perGame(args[0], notFound(args[0]), () => this.#games.claimTimeout(...args));
  }

  joinGame(...args: Parameters<Service<'joinGame'>>) {
    return this.#perGame(args[0], notFound(args[0]), () => this.#games.joinGame(...args));
  }

  leaveGame(...args: Parameters<Service<'leaveGame'>>) {
    return this.#perGame(args[0], notFound(args[0]), () => this.#games.leaveGame(...args));
  }

  /** Plays the late turns past the deadline; its outcome sets the alarm (a commit sets it through the feed). */
  applyDeadline(gameId: string) {
    return this.#perGame(gameId, null, async () => {
      const outcome = await this.#games.applyDeadline(gameId);
      if (outcome === null) this.#alarm.deadlineIs(null);
      else if ('deadline' in outcome) this.#alarm.deadlineIs(outcome.deadline);
      return outcome;
    });
  }

  async watchStream(...[gameId, token, after, client]: Parameters<GameObjectRpc['watchStream']>) {
    const watched = await this.#perGame(gameId, notFound(gameId), () =>
      this.#games.watch(gameId, token, after, client),
    );
    if (!watched.ok || watched.value === 'ended') return watched as Result<'ended', ServiceError>;
    // Each message is already serialized once for every viewer of its seat: it travels as it is.
    return ok(toNdjson(watched.value, liveLine));
  }

  /** A viewer's WebSocket (websockets.ts: `socketRequest`), accepted for hibernation. */
  override async fetch(request: Request): Promise<Response> {
    const viewer = socketViewerOf(request);
    if (viewer === null) return new Response(null, { status: 404 });
    const { gameId, token, after } = viewer;
    const opened = await this.#perGame(gameId, notFound(gameId), async () => {
      const connected = await this.#games.connectViewer(gameId, token, after);
      if (!connected.ok) return connected;
      // A finished game the viewer has all of: nothing will come (SSE answers 204 here).
      if (connected.value.first === null && connected.value.over) return ok('ended' as const);
      return this.#sockets.open(viewer, connected.value);
    });
    if (!opened.ok) return noSocket({ error: opened.error });
    return opened.value === 'ended' ? noSocket({ ended: true }) : opened.value;
  }

  override async webSocketMessage(): Promise<void> {
    // Viewers only listen, and the Worker's relay (socket-relay.ts) answers their pings itself.
  }

  override async webSocketClose(socket: HibernatableSocket, code: number): Promise<void> {
    socket.close(code === 1005 || code === 1006 ? 1000 : code, 'closed');
  }

  /** Index retries, turn deadlines, webhook deliveries and search bots' moves. */
  override async alarm(): Promise<void> {
    this.#alarm.fired();
    const id = await this.#gameId();
    if (id === undefined) return;
    // Outside the calls' queue: a slow endpoint (up to its timeout) holds up no move.
    await this.#webhooks.deliver();
    await this.applyDeadline(id);
    await this.playSearchBot(id);
  }

  /**
   * Plays the search bot due, if any (the alarm calls it; tests may too): one move with its whole
   * budget, in the calls' queue, after the request that made it due was answered. Its commit sets the
   * alarm again when another search bot is due next. A failure is logged and retried on a later
   * alarm; after `SEARCH_ATTEMPTS` the seat plays `default`'s move, marked `timeout`.
   */
  playSearchBot(gameId: string) {
    return this.#perGame(gameId, 'none' as const, async () => {
      try {
        const outcome = await this.#games.playSearchBot(gameId, this.#searchFailures >= SEARCH_ATTEMPTS);
        this.#searchFailures = 0;
        // Played or moved: the commit told the alarm what is due next. None due: nothing to wake for.
        if (outcome === 'none') this.#alarm.searchBotDueAt(null);
        return outcome;
      } catch (error) {
        this.#searchFailures++;
        console.error(`search bot of game ${gameId} (failure ${this.#searchFailures}):`, error);
        this.#alarm.searchBotDueAt(Date.now() + 500 * this.#searchFailures);
        return 'failed' as const;
      }
    });
  }

  /** A use case of the game this object holds; `absent` when it holds none (a read leaves no storage behind). */
  #perGame<T>(gameId: string, absent: T, run: () => Promise<T>): Promise<T> {
    return this.#serially(async () => {
      if (!this.#holdsGame) return absent;
      this.#id ??= gameId;
      return run();
    });
  }

  /** Runs calls one after another, then brings the index and the alarm up to date. */
  #serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#tail.then(async () => {
      try {
        return await task();
      } finally {
        await this.#afterChange();
      }
    });
    this.#tail = run.catch(() => {});
    return run;
  }

  async #afterChange(): Promise<void> {
    const id = await this.#gameId();
    if (id === undefined) return;
    this.#alarm.retryIndexAt(await this.#index.bringUp(id));
    await this.#syncAlarm();
  }

  async #syncAlarm(): Promise<void> {
    this.#alarm.webhooksDueAt(await this.#webhooks.nextWake());
    await this.#alarm.sync();
  }

  async #gameId(): Promise<string | undefined> {
    if (!this.#holdsGame) return undefined;
    return (this.#id ??= await this.#rows.heldGameId());
  }

  #requireId(): string {
    if (this.#id === undefined) throw new Error('a game object learns its id from its first call');
    return this.#id;
  }
}
