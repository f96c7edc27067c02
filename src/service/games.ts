import type { CommitmentStore } from '../store/commitment-store.js';
import type { EventStore } from '../store/event-store.js';
import type { LobbyStore } from '../store/lobby-store.js';
import type { Rulebook } from '../core/rulebook.js';
import type { Result } from '../core/result.js';
import type { ChallengeEntrySpec, CreatedGame, MoveResult, Token } from './answers.js';
import type { ServiceError } from './errors.js';
import { inlineBots, type BotRunner } from './bot-runner.js';
import { makeCommitments } from './commitments.js';
import { LruCache } from './game-cache.js';
import type { GameContext } from './game-context.js';
import { GameFeed } from './game-feed.js';
import { makeIdempotency, type Claimed, type KeepAnswer, type Once } from './idempotency.js';
import type { CreateGameInput, JoinInput, MoveInput } from './inputs.js';
import type { LoadedGame } from './loaded-game.js';
import type { PlayerRef } from './player-auth.js';
import { webCryptoSecrets, type Secrets } from './secrets.js';
import { applyDeadline } from './use-cases/apply-deadline.js';
import { auditGame } from './use-cases/audit-game.js';
import { claimTimeout } from './use-cases/claim-timeout.js';
import { createGame } from './use-cases/create-game.js';
import { exportGame } from './use-cases/export-game.js';
import { getGame } from './use-cases/get-game.js';
import { joinGame } from './use-cases/join-game.js';
import { leaveGame } from './use-cases/leave-game.js';
import { listEvents } from './use-cases/list-events.js';
import { makeMove } from './use-cases/make-move.js';
import { openGames } from './use-cases/open-games.js';
import { stateAt } from './use-cases/state-at.js';
import { makeViewers } from './viewers.js';
import { makeWatch, type WatchLimits } from './watch.js';
import { SearchBotJobs } from './search-bot-jobs.js';
import { playSearchBot } from './use-cases/play-search-bot.js';
import type { Outbox } from './webhooks/outbox.js';

export type { ChallengeEntrySpec, CreatedGame, GameExport, MoveResult, Token } from './answers.js';
export type { JoinedGame } from './use-cases/join-game.js';
export type { OpenGame } from './use-cases/open-games.js';

export interface ServiceDeps {
  readonly store: EventStore;
  readonly rulebook: Rulebook;
  readonly clock?: () => number;
  readonly secrets?: Secrets;
  readonly cacheSize?: number;
  /** Joins and leaves (built by `makeServices` from the database); without it the lobby answers 503. */
  readonly lobby?: LobbyStore;
  /** Where committed appends are published to live streams (default: one for this service). */
  readonly feed?: GameFeed;
  /** Seeds committed to ahead of games (built by `makeServices`); without it commitments answer 503. */
  readonly commitments?: CommitmentStore;
  /** Where the heuristic bots due in a request play (default: inline, on the calling thread). */
  readonly bots?: BotRunner;
  /** Where search bots' jobs think, after the answer (default: `bots`). */
  readonly searchBots?: BotRunner;
  /**
   * Who starts search bots' jobs: `in-process` (default: node, tests), a `SearchBotJobs` fed by every
   * commit; `caller`, the runtime calls `playSearchBot` itself (Workers: the game object's alarm).
   */
  readonly searchJobs?: 'in-process' | 'caller';
  /** Caps on live streams and how far behind a subscriber may fall (default: DEFAULT_WATCH_LIMITS). */
  readonly watchLimits?: WatchLimits;
  /** Where keyed creates keep their first answer (built by `makeServices`); without it keys are not kept. */
  readonly once?: Once;
  /** Players' webhooks: what each commit puts in the outbox (built by `makeServices`); none without it. */
  readonly outbox?: Outbox;
}

/**
 * The service functions both REST and GraphQL call, bound to one set of stores. Each is a use case
 * of its own (`use-cases/`); every write goes through the one command loop (`command-loop.ts`).
 * Every function returns a `Result`: bad input, a wrong token or an illegal move is an error value,
 * and none of them writes anything.
 */
export function makeGameService(deps: ServiceDeps) {
  const { store, rulebook } = deps;
  const clock = deps.clock ?? Date.now;
  const secrets = deps.secrets ?? webCryptoSecrets;
  const cache = new LruCache<string, LoadedGame>(deps.cacheSize ?? 1000);
  const ctx: GameContext = {
    store,
    lobby: deps.lobby,
    rulebook,
    clock,
    secrets,
    cache,
    feed: deps.feed ?? new GameFeed(),
    bots: deps.bots ?? inlineBots(rulebook),
    searchBots: deps.searchBots ?? deps.bots ?? inlineBots(rulebook),
    ...(deps.outbox && { outbox: deps.outbox }),
  };
  const searchJobs =
    deps.searchJobs === 'caller'
      ? undefined
      : new SearchBotJobs((gameId, fallback) => playSearchBot(ctx, gameId, fallback), ctx.feed);
  const commitments = { store: deps.commitments, secrets, clock };
  const once = deps.once ?? makeIdempotency({ store: undefined, clock });

  return {
    ...makeCommitments(commitments),
    ...makeWatch(ctx, deps.watchLimits),
    ...makeViewers(ctx),
    /** `idempotencyKey`: a retry with the same key and input answers the first game, tokens and all (idempotency.ts). */
    /** `as`: the player a personal token resolved to (player-seats.ts), whose `{ me: true }` seat is bound to them. */
    /** `keep` (a caller's own key, the challenge entry's): keeps that caller's answer in the create's commit. */
    /** `claimed` (a caller's own claimed key, the challenge entry's on Workers): where its game is made (edge-games.ts); here unused. */
    createGame: (
      input: CreateGameInput,
      entry?: ChallengeEntrySpec,
      idempotencyKey?: string,
      as?: PlayerRef,
      keep?: KeepAnswer<CreatedGame>,
      _claimed?: Claimed,
    ) =>
      keep !== undefined
        ? createGame(ctx, commitments, input, entry, as, keep)
        : once<CreatedGame>('game', idempotencyKey, as === undefined ? input : { input, as: as.id }, (keepGame) =>
            createGame(ctx, commitments, input, entry, as, keepGame),
          ),
    getGame: (gameId: string, token: Token) => getGame(ctx, gameId, token),
    makeMove: (gameId: string, token: Token, input: MoveInput, forRules?: string) =>
      makeMove(ctx, gameId, token, input, forRules, 'full'),
    /** `makeMove` answered without the game (`Prefer: return=minimal`): only the version and the events appended. */
    makeMoveMinimal: (gameId: string, token: Token, input: MoveInput, forRules?: string) =>
      makeMove(ctx, gameId, token, input, forRules, 'minimal'),
    listEvents: (gameId: string, token: Token, after?: number) => listEvents(ctx, gameId, token, after),
    stateAt: (gameId: string, token: Token, at: number) => stateAt(ctx, gameId, token, at),
    exportGame: (gameId: string, token: Token) => exportGame(ctx, gameId, token),
    auditGame: (gameId: string, token?: Token) => auditGame(ctx, gameId, token),
    openGames: (rules: string | undefined, limit?: number) => openGames(ctx, rules, limit),
    joinGame: (gameId: string, input: JoinInput, as?: PlayerRef) => joinGame(ctx, gameId, input, as),
    leaveGame: (gameId: string, token: Token) => leaveGame(ctx, gameId, token),
    claimTimeout: (gameId: string, token: Token) => claimTimeout(ctx, gameId, token),
    applyDeadline: (gameId: string) => applyDeadline(ctx, gameId),
    /** Plays the search bot due in the game, if any (the Workers object's alarm; node's jobs call it themselves). */
    playSearchBot: (gameId: string, fallback = false) => playSearchBot(ctx, gameId, fallback),
    /** Starts the jobs of the search bots a previous process left due (node, at start). */
    resumeSearchBots: (gameIds: readonly string[]) => searchJobs?.resume(gameIds),
    /** Resolves once no search bot's job runs in this process (tests). */
    searchBotsIdle: () => searchJobs?.idle() ?? Promise.resolve(),
    /** Starts no more search bots' jobs and waits for the running ones (a clean stop). */
    stopSearchBots: () => searchJobs?.stop() ?? Promise.resolve(),
  };
}

/**
 * Opens a viewer's WebSocket on a game, as `watch` opens a stream (the same quota, seat check and
 * slots): the upgrade's answer (101) to hand to the client. Only a runtime whose sockets are served
 * through the services has it (Workers: the game's object); node upgrades them itself, over `watch`.
 */
export type OpenSocket = (
  gameId: string,
  token: Token,
  after?: number,
  client?: string,
  /** How the socket's moves are made: the seat's `makeMove`, as its caller reaches it (admission.ts: with its quota). */
  move?: SocketMove,
) => Promise<Result<Response, ServiceError>>;

/** A move sent on a game's socket, for the socket's game and seat. */
export type SocketMove = (input: MoveInput) => Promise<Result<MoveResult, ServiceError>>;

export type GameService = ReturnType<typeof makeGameService> & { readonly openSocket?: OpenSocket };
