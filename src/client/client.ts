/**
 * The typed client of the Rolltape REST API. Browser-safe: fetch and web globals only. Written in a
 * file per concept: the games here; players, personal tokens and profiles in players.ts; webhooks in
 * webhooks.ts (each part extends the one before, and this class extends them all).
 *
 * @example
 * const client = new RolltapeClient({ baseUrl: 'http://127.0.0.1:8787' });
 * const { game, seats } = await client.create({ rules: 'circuit-racer', players: [{ name: 'Ada' }] });
 * const token = seats[0]!.token;
 * const next = await client.move(game.id, token, game.legalMoves[0]!, { expectedVersion: game.version });
 * next.game.view.circuits; // typed: Game<'circuit-racer'>
 */
import type { MoveOf, RulesId } from './game-types.js';
import { openStream, type GameStream, type StreamOptions } from './live.js';
import { GameSession } from './session.js';
import { openSocket, type GameSocket, type SocketOptions } from './socket.js';
import { newMoveId, type TransportOptions } from './transport.js';
import type {
  AuditReport,
  Challenge,
  ChallengeEntry,
  CreatedGame,
  CreateGameInput,
  DailyChallenges,
  EventList,
  Game,
  GameExport,
  GameUpdate,
  JoinedGame,
  Leaderboard,
  MinimalMoveResult,
  MoveResult,
  OpenGame,
  RuleDetail,
  RuleSummary,
  SeedChain,
  ServerAuditReport,
  OfflineAuditOptions,
  SigningKeySet,
} from './wire-types.js';
import { WebhookMethods } from './webhooks.js';

export type ClientOptions = TransportOptions;

export interface MoveOptions {
  /** Refuse the move (409 `version-conflict`) if the game is no longer at this version. */
  readonly expectedVersion?: number;
  /** The idempotency key; default: a fresh one. Every retry of this call reuses it, so a move lands once. */
  readonly moveId?: string;
  /**
   * Answer without the game (`Prefer: return=minimal`): only the version and the events appended.
   * For a client that follows the game live or keeps its own state; the server builds no view for it.
   */
  readonly minimal?: boolean;
}

const gamePath = (id: string, tail = ''): string => `/v1/games/${encodeURIComponent(id)}${tail}`;

export class RolltapeClient extends WebhookMethods {
  constructor(options: ClientOptions = {}) {
    super(options);
  }

  /** Every hosted game: id, title, player counts, bots. */
  async rules(): Promise<readonly RuleSummary[]> {
    return (await this.http.json<{ rules: RuleSummary[] }>({ method: 'GET', path: '/v1/rules', idempotent: true }))
      .rules;
  }

  /** One game's rules, with the JSON Schema of its moves and options. */
  rule(id: RulesId | string): Promise<RuleDetail> {
    return this.http.json({ method: 'GET', path: `/v1/rules/${encodeURIComponent(id)}`, idempotent: true });
  }

  /**
   * Creates a game; the answer holds one token per person's seat (shown once: keep it). With a
   * player's personal token (`rtp_…`), a seat `{ me: true }` is bound to that player. Not retried: a
   * retry could create two games.
   */
  create<R extends RulesId>(input: CreateGameInput<R>, token?: string | null): Promise<CreatedGame<R>> {
    return this.http.json({ method: 'POST', path: '/v1/games', body: input, token, idempotent: false });
  }

  /**
   * Takes an open seat (`seat`: which one; default the lowest). With a player's personal token the
   * seat is bound to the player (and `name` may be left out: the handle). Not retried: a retry could
   * take a second seat.
   */
  join<R extends RulesId = RulesId>(
    id: string,
    player: { readonly name?: string; readonly seat?: number },
    token?: string | null,
  ): Promise<JoinedGame<R>> {
    return this.http.json({ method: 'POST', path: gamePath(id, '/join'), body: player, token, idempotent: false });
  }

  /** Gives the seat back before the game starts; the token stops working. Answers the spectator's game. */
  leave<R extends RulesId = RulesId>(id: string, token: string): Promise<Game<R>> {
    return this.http.json({ method: 'POST', path: gamePath(id, '/leave'), token, idempotent: false });
  }

  /** The game now, as the token's seat sees it (a spectator without a token). */
  get<R extends RulesId = RulesId>(id: string, token?: string | null): Promise<Game<R>> {
    return this.http.json({ method: 'GET', path: gamePath(id), token, idempotent: true });
  }

  /**
   * Makes a move for the token's seat. Retried on network errors and gateway failures with the same
   * `moveId`, so a move whose answer was lost is never made twice (the server answers the first
   * result, `replayed: true`).
   */
  move<R extends RulesId = RulesId>(
    id: string,
    token: string,
    move: MoveOf<R>,
    options: MoveOptions & { readonly minimal: true },
  ): Promise<MinimalMoveResult>;
  move<R extends RulesId = RulesId>(
    id: string,
    token: string,
    move: MoveOf<R>,
    options?: MoveOptions,
  ): Promise<MoveResult<R>>;
  move<R extends RulesId = RulesId>(
    id: string,
    token: string,
    move: MoveOf<R>,
    options: MoveOptions = {},
  ): Promise<MoveResult<R> | MinimalMoveResult> {
    const body = {
      move,
      moveId: options.moveId ?? newMoveId(),
      ...(options.expectedVersion !== undefined && { expectedVersion: options.expectedVersion }),
    };
    return this.http.json({
      method: 'POST',
      path: gamePath(id, '/moves'),
      token,
      body,
      idempotent: true,
      ...(options.minimal === true && { headers: { prefer: 'return=minimal' } }),
    });
  }

  /** The tape after version `after` (default 0: all of it), redacted for the caller while the game runs. */
  events(id: string, options: { readonly token?: string | null; readonly after?: number } = {}): Promise<EventList> {
    return this.http.json({
      method: 'GET',
      path: gamePath(id, '/events'),
      token: options.token,
      query: { after: options.after },
      idempotent: true,
    });
  }

  /**
   * Time travel: the game as it was at version `at`, seen by the caller (`GET /v1/games/{id}/state`).
   * Errors: `version-out-of-range` (404: `at` past the game's version), `game-not-found` (404), `invalid-token` (401).
   */
  stateAt<R extends RulesId = RulesId>(id: string, at: number, token?: string | null): Promise<Game<R>> {
    return this.http.json({ method: 'GET', path: gamePath(id, '/state'), token, query: { at }, idempotent: true });
  }

  /** The whole tape with the game's facts: the file `auditOffline` checks. Complete (unredacted) once the game is over. */
  export(id: string, token?: string | null): Promise<GameExport> {
    return this.http.json({ method: 'GET', path: gamePath(id, '/export'), token, idempotent: true });
  }

  /** The server's audit of a game. To trust no server, export it and `auditOffline` the file. */
  audit(id: string): Promise<ServerAuditReport> {
    return this.http.json({ method: 'GET', path: gamePath(id, '/audit'), idempotent: true });
  }

  /**
   * Audits an exported file here, with the rules core's own auditor and no server: the same checks
   * as `rolltape-audit`. With `keys` (from `keys()`, or a saved key set) the `signature` check
   * proves the file is that server's, unchanged; without them it is `skip`. `chain`: the seed chain
   * (`chain()`, or one saved ahead) a challenge entry's head is checked against. The rules code loads on first use.
   *
   * @example
   * const report = await client.auditOffline(await client.export(id, token), { keys: await client.keys() });
   * report.checks[1]; // { name: 'signature', status: 'pass' }
   */
  async auditOffline(file: GameExport | string | unknown, options: OfflineAuditOptions = {}): Promise<AuditReport> {
    const { auditExportWithKeys } = await import('./offline-audit.js');
    return auditExportWithKeys(file, options);
  }

  /** The public keys this server signs exports with (`GET /.well-known/rolltape-keys.json`), current and retired. */
  keys(): Promise<SigningKeySet> {
    return this.http.json({ method: 'GET', path: '/.well-known/rolltape-keys.json', idempotent: true });
  }

  /**
   * Claims the timeout of a turn past its deadline (any seat of a game created with `turnSeconds`):
   * the late seats' turns are played by the game's `default` bot, as `MoveMade` events marked
   * `timeout: true`, and the answer is the move's (the game after them, with its next `deadline`).
   * Errors: `deadline-not-reached` (409, with `problem.deadline`), `no-deadline` (409: a game without
   * `turnSeconds`), `game-over` (422), `invalid-token` (401), `game-not-found` (404). Not retried: a
   * second claim after a lost answer would be refused against the next deadline.
   */
  claimTimeout<R extends RulesId = RulesId>(id: string, token: string): Promise<MoveResult<R>> {
    return this.http.json({ method: 'POST', path: gamePath(id, '/timeout'), token, idempotent: false });
  }

  /**
   * The live updates of a game, as an async iterator; it resumes after the last version on every
   * reconnection and ends when the game is over.
   *
   * @example
   * for await (const update of client.stream<'carbondale'>(id, { token })) render(update.game.view);
   */
  stream<R extends RulesId = RulesId>(id: string, options: StreamOptions = {}): GameStream<R> {
    return openStream<R>(this.http, id, options);
  }

  /**
   * The game's WebSocket: its live updates (as `stream`), and the seat's moves sent on it, each
   * answered once it is in the tape, as over REST. A session uses it for its moves while it is open
   * (`session.connect()`).
   *
   * @example
   * const game = await client.get<'circuit-racer'>(id, token);
   * const socket = await client.socket<'circuit-racer'>(id, { token, WebSocket });
   * const result = await socket.move(game.legalMoves[0]!, { expectedVersion: game.version });
   * socket.close();
   */
  socket<R extends RulesId = RulesId>(id: string, options: SocketOptions = {}): Promise<GameSocket<R>> {
    return openSocket<R>(this.http, id, options);
  }

  /** `stream` with callbacks; answers a function that stops it. */
  watch<R extends RulesId = RulesId>(
    id: string,
    onUpdate: (update: GameUpdate<R>) => void,
    options: StreamOptions & { readonly onError?: (error: unknown) => void; readonly onEnd?: () => void } = {},
  ): () => void {
    const stream = this.stream<R>(id, options);
    void (async () => {
      try {
        for await (const update of stream) onUpdate(update);
        options.onEnd?.();
      } catch (error) {
        options.onError?.(error);
      }
    })();
    return () => stream.close();
  }

  /**
   * A handle on one game for one seat (or a spectator: no token) that sends `expectedVersion` itself.
   *
   * @example
   * const session = client.session<'carbondale'>(id, token);
   * const game = await session.refresh();
   * await session.move(game.legalMoves[0]!);
   */
  session<R extends RulesId = RulesId>(id: string, token: string | null = null, game?: Game<R>): GameSession<R> {
    return new GameSession<R>(this, id, token, game);
  }

  /** Games waiting for players, newest first (optionally of one game). */
  async lobby(rules?: RulesId | string, limit?: number): Promise<readonly OpenGame[]> {
    return (
      await this.http.json<{ games: OpenGame[] }>({
        method: 'GET',
        path: '/v1/lobby',
        query: { rules, limit },
        idempotent: true,
      })
    ).games;
  }

  /** The seed chain: this year's and next year's heads (or `year`'s) and the links of the days that have closed. */
  seedChain(year?: number): Promise<SeedChain> {
    return this.http.json({ method: 'GET', path: '/v1/challenges/chain', query: { year }, idempotent: true });
  }

  /** The day's challenges (default: today, UTC). */
  daily(date?: string): Promise<DailyChallenges> {
    return this.http.json({ method: 'GET', path: '/v1/challenges/daily', query: { date }, idempotent: true });
  }

  challenge(id: string): Promise<Challenge> {
    return this.http.json({ method: 'GET', path: `/v1/challenges/${encodeURIComponent(id)}`, idempotent: true });
  }

  /**
   * Enters a daily challenge: a new game of yours on the day's seed. With a player's personal token
   * (`rtp_…`) the entry is under the player's handle (`name` may be left out) and its seat bound to
   * the player, so it counts in `myChallenges`' streak. Errors: `already-entered` or `handle-owned` (409),
   * `challenge-closed` (409), `name-required` (400, no name and no personal token). Not retried (one entry per name).
   */
  enterChallenge(id: string, name?: string | null, token?: string | null): Promise<ChallengeEntry> {
    return this.http.json({
      method: 'POST',
      path: `/v1/challenges/${encodeURIComponent(id)}/entries`,
      body: name === undefined || name === null ? {} : { name },
      token,
      idempotent: false,
    });
  }

  leaderboard(id: string, limit?: number): Promise<Leaderboard> {
    return this.http.json({
      method: 'GET',
      path: `/v1/challenges/${encodeURIComponent(id)}/leaderboard`,
      query: { limit },
      idempotent: true,
    });
  }
}
