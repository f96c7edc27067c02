import { DurableObject } from 'cloudflare:workers';
import { toProblem, PROBLEM_CONTENT_TYPE } from '../../api/problem.js';
import { rulebook } from '../../games/index.js';
import { err, ok, type Result } from '../../core/result.js';
import { gameNotFound, type ServiceError } from '../../service/errors.js';
import { GameFeed, type FeedItem } from '../../service/game-feed.js';
import { makeGameService, type GameService } from '../../service/games.js';
import { webCryptoSecrets } from '../../service/secrets.js';
import type { GameUpdate } from '../../service/watch.js';
import type { ViewerMessage, ViewerPosition } from '../../service/viewers.js';
import { CommitmentStore, type CommitmentRow } from '../../store/commitment-store.js';
import { EventStore } from '../../store/event-store.js';
import { LobbyStore } from '../../store/lobby-store.js';
import { databaseFor, type Env } from './bindings.js';
import { writeIndex } from './game-index.js';
import { toNdjson } from './ndjson-stream.js';
import { objectDatabase } from './object-database.js';
import type { HibernatableSocket, ObjectState } from './runtime-types.js';

/** The service functions the Worker forwards to a game's object, each taking the game's id first. */
export const PER_GAME_METHODS = [
  'getGame',
  'makeMove',
  'listEvents',
  'stateAt',
  'exportGame',
  'auditGame',
  'claimTimeout',
  'joinGame',
  'leaveGame',
  'applyDeadline',
] as const;
export type PerGameMethod = (typeof PER_GAME_METHODS)[number];

/** A failed index write is tried again after this, doubling up to a minute. */
const INDEX_RETRY_MS = 1_000;
const INDEX_RETRY_MAX_MS = 60_000;
const INDEXED_VERSION = 'indexedVersion';

/**
 * One game: a Durable Object named by the game's id, holding its tape in its own SQLite storage
 * (the same schema and service code as node, over `objectDatabase`). Calls run one at a time, so
 * concurrent moves never race each other (a stale `expectedVersion` still answers 409); the folded
 * game stays in memory (the service's cache), and every commit is fanned out to the viewers
 * connected here, each redacted for its seat. After each change the object brings the index (D1)
 * up to its version, and its alarm retries that until it holds, and applies turn deadlines.
 */
export class GameObject extends DurableObject<Env> {
  private readonly state: ObjectState;
  private readonly store: EventStore;
  private readonly games: GameService;
  private readonly commitments: CommitmentStore;
  /** Whether this object's storage holds a game (is migrated): until `create`, it writes nothing. */
  private holdsGame: boolean;
  private readonly migrate: () => void;
  private readonly feed = new GameFeed();
  private id: string | undefined;
  private tail: Promise<unknown> = Promise.resolve();
  private fanOut: Promise<void> = Promise.resolve();
  private indexRetryAt: number | null = null;
  private indexFailures = 0;
  /** The alarm as last set (`undefined`: not known since the object started), so a read does not rewrite it. */
  private alarmAt: number | null | undefined;

  constructor(state: ObjectState, env: Env) {
    super(state as never, env);
    this.state = state;
    const { db, driver, holdsGame, migrate } = objectDatabase(state.storage);
    this.holdsGame = holdsGame();
    this.migrate = migrate;
    // Brings a game made by older code up to the current schema.
    if (this.holdsGame) migrate();
    this.store = new EventStore(db, driver);
    this.commitments = new CommitmentStore(db, driver);
    // The object's game id is its name: the Worker picks it before creating the game here.
    const secrets = { ...webCryptoSecrets, gameId: () => this.requireId() };
    this.games = makeGameService({
      store: this.store,
      rulebook,
      lobby: new LobbyStore(db, driver),
      commitments: this.commitments,
      secrets,
      feed: this.feed,
      cacheSize: 1,
    });
    this.feed.subscribeAll((item) => {
      this.fanOut = this.fanOut.then(() => this.sendToViewers(item));
    });
    // Keeps hibernated sockets asleep: a client's ping is answered without waking the object.
    const Pair = (globalThis as { WebSocketRequestResponsePair?: new (request: string, response: string) => unknown })
      .WebSocketRequestResponsePair;
    if (Pair !== undefined) state.setWebSocketAutoResponse(new Pair('ping', 'pong'));
  }

  /**
   * Creates the game `gameId` (this object's name) with the service's `createGame`. `commitment`:
   * the commitment the Worker has already redeemed in the index for this game (its use is recorded
   * there, once across all objects); it is copied here so the game is created with it as on node.
   */
  async create(
    gameId: string,
    input: Parameters<GameService['createGame']>[0],
    entry?: Parameters<GameService['createGame']>[1],
    commitment?: CommitmentRow,
  ): Promise<Awaited<ReturnType<GameService['createGame']>>> {
    return this.serially(async () => {
      this.id = gameId;
      const fresh = !this.holdsGame;
      if (fresh) {
        this.migrate();
        this.holdsGame = true;
      }
      let created: Awaited<ReturnType<GameService['createGame']>> | undefined;
      try {
        if (commitment !== undefined) await this.commitments.issue(commitment, commitment.issuedAt);
        return (created = await this.games.createGame(input, entry));
      } finally {
        // A refused creation leaves no storage behind, as a read of an unknown id leaves none
        // (never wiping a game this object already held).
        if (created?.ok !== true && fresh) {
          await this.state.storage.deleteAll();
          this.holdsGame = false;
        }
      }
    });
  }

  /** One of `PER_GAME_METHODS`, its arguments as the service takes them. */
  async call(method: PerGameMethod, args: unknown[]): Promise<unknown> {
    if (!PER_GAME_METHODS.includes(method)) throw new Error(`not a per-game method: ${method}`);
    return this.serially(async () => {
      if (!this.holdsGame) return method === 'applyDeadline' ? null : err(gameNotFound(String(args[0])));
      this.id ??= String(args[0]);
      return (this.games[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    });
  }

  /** A live stream (SSE, GraphQL subscriptions on the Worker): the service's `watch`, as NDJSON bytes. */
  async watchStream(
    gameId: string,
    token: string | null,
    after: number | undefined,
  ): Promise<Result<ReadableStream<Uint8Array> | 'ended', ServiceError>> {
    const watched = await this.serially(async () => {
      if (!this.holdsGame) return err(gameNotFound(gameId));
      this.id ??= gameId;
      return this.games.watch(gameId, token, after);
    });
    if (!watched.ok || watched.value === 'ended') return watched as Result<'ended', ServiceError>;
    // Each message is already serialized once for every viewer of its seat.
    const readable = toNdjson(watched.value, (message) => message.json);
    return ok(readable);
  }

  /** `GET /v1/games/{id}/ws`: a viewer's WebSocket, accepted for hibernation. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket')
      return problemResponse({
        kind: 'malformed',
        code: 'websocket-required',
        message: 'this endpoint speaks WebSocket (send Upgrade: websocket)',
      });
    const url = new URL(request.url);
    const gameId = decodeURIComponent(url.pathname.split('/')[3] ?? '');
    const token = bearerOf(request) ?? url.searchParams.get('access_token');
    const afterParam = url.searchParams.get('after');
    if (afterParam !== null && !/^\d{1,15}$/.test(afterParam))
      return problemResponse({ kind: 'malformed', code: 'bad-after', message: 'after must be a version such as 12' });
    const connected = await this.serially(async () => {
      if (!this.holdsGame) return err(gameNotFound(gameId));
      this.id ??= gameId;
      const viewer = await this.games.connectViewer(
        gameId,
        token,
        afterParam === null ? undefined : Number(afterParam),
      );
      return viewer.ok ? ok({ ...viewer.value, over: (await this.store.game(gameId))?.status === 'over' }) : viewer;
    });
    if (!connected.ok) return problemResponse(connected.error);
    const { WebSocketPair } = globalThis as unknown as {
      WebSocketPair: new () => [HibernatableSocket, HibernatableSocket];
    };
    const [client, server] = Object.values(new WebSocketPair()) as [HibernatableSocket, HibernatableSocket];
    this.state.acceptWebSocket(server);
    const { position, first, over } = connected.value;
    server.serializeAttachment(position);
    if (first !== null) deliver(server, first);
    // A finished game the viewer has all of: nothing will come (SSE answers 204 here).
    else if (over) server.close(1000, 'the game is over');
    return new Response(null, { status: 101, webSocket: client } as ResponseInit);
  }

  override async webSocketMessage(): Promise<void> {
    // Viewers only listen; a "ping" is answered by the auto-response without waking the object.
  }

  override async webSocketClose(socket: HibernatableSocket, code: number): Promise<void> {
    socket.close(code === 1005 || code === 1006 ? 1000 : code, 'closed');
  }

  /** Index retries and turn deadlines. */
  override async alarm(): Promise<void> {
    this.alarmAt = null; // it fired: set it again below if anything is still due
    await this.serially(async () => {
      const id = this.gameIdOrStored();
      if (id !== undefined) await this.games.applyDeadline(id);
    });
  }

  /** Runs calls one after another, then brings the index and the alarm up to date. */
  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(async () => {
      try {
        return await task();
      } finally {
        await this.afterChange();
      }
    });
    this.tail = run.catch(() => {});
    return run;
  }

  private async afterChange(): Promise<void> {
    const id = this.gameIdOrStored();
    if (id === undefined) return;
    const row = await this.store.game(id);
    if (row === undefined) return;
    const indexed = (await this.state.storage.get<number>(INDEXED_VERSION)) ?? 0;
    if (row.version > indexed) {
      try {
        const [entry] = this.state.storage.sql
          .exec(
            'SELECT challenge_id, handle_key, name, game_id, entered_at FROM challenge_entries WHERE game_id = ?',
            id,
          )
          .toArray();
        await writeIndex(
          databaseFor(this.env).driver,
          row,
          entry && {
            challengeId: String(entry.challenge_id),
            handleKey: String(entry.handle_key),
            name: String(entry.name),
            gameId: id,
            enteredAt: Number(entry.entered_at),
          },
        );
        // A challenge's board moves when an entry starts or finishes: its followers hear it now.
        const challenges = this.env.CHALLENGES;
        if (row.challengeId !== null && challenges !== undefined && (row.status === 'over' || indexed === 0))
          await challenges.get(challenges.idFromName(row.challengeId)).entryChanged(row.challengeId);
        await this.state.storage.put(INDEXED_VERSION, row.version);
        this.indexRetryAt = null;
        this.indexFailures = 0;
      } catch (error) {
        console.error(`index of game ${id} at version ${row.version}:`, error);
        this.indexFailures++;
        this.indexRetryAt = Date.now() + Math.min(INDEX_RETRY_MAX_MS, INDEX_RETRY_MS * 2 ** (this.indexFailures - 1));
      }
    }
    const snapshot = await this.games.getGame(id, null);
    const deadline = snapshot.ok && snapshot.value.deadline !== null ? Date.parse(snapshot.value.deadline) : null;
    const wake = [deadline, this.indexRetryAt].filter((t): t is number => t !== null);
    const next = wake.length === 0 ? null : Math.min(...wake);
    if (next === this.alarmAt) return;
    if (next === null) await this.state.storage.deleteAlarm();
    else await this.state.storage.setAlarm(next);
    this.alarmAt = next;
  }

  private async sendToViewers(item: FeedItem): Promise<void> {
    for (const socket of this.state.getWebSockets()) {
      try {
        const position = socket.deserializeAttachment() as ViewerPosition | null;
        if (position === null) continue;
        const message = await this.games.viewerMessage(item, position);
        if (message === null) continue;
        socket.serializeAttachment(message.position);
        deliver(socket, message);
      } catch (error) {
        console.error('sending to a viewer:', error);
      }
    }
  }

  private gameIdOrStored(): string | undefined {
    if (!this.holdsGame) return undefined;
    if (this.id !== undefined) return this.id;
    const [row] = this.state.storage.sql.exec('SELECT id FROM games LIMIT 1').toArray();
    if (row !== undefined) this.id = String(row.id);
    return this.id;
  }

  private requireId(): string {
    if (this.id === undefined) throw new Error('a game object learns its id from its first call');
    return this.id;
  }
}

/** The same `update` message as the SSE stream: its event name, its id (the version) and its data. */
function deliver(socket: HibernatableSocket, message: ViewerMessage): void {
  socket.send(JSON.stringify(updateMessage(message.update)));
  if (message.last) socket.close(1000, 'the game is over');
}

export const updateMessage = (update: GameUpdate) => ({ event: 'update', id: String(update.version), data: update });

function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header === null ? null : /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

function problemResponse(error: ServiceError): Response {
  const body = toProblem(error);
  return new Response(JSON.stringify(body), { status: body.status, headers: { 'content-type': PROBLEM_CONTENT_TYPE } });
}
