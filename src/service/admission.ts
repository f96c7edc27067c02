import { err, type Result } from '../core/result.js';
import type { ServiceError } from './errors.js';
import type { GameService } from './games.js';
import type { LimitedAction } from './quotas/policies.js';
import { quotaKeys, takeQuota, type QuotaDecision, type RateLimiter } from './quotas/quota.js';
import type { Services } from './services.js';

/** Who is asking, as the transport that carried the request tells it. */
export interface Caller {
  /** The client's address key (api/client-address.ts), for per-client quotas and stream slots. */
  readonly address: string | undefined;
  /** Hears every quota counted for this caller, so an HTTP answer can carry the RateLimit headers. */
  readonly onQuota?: (decision: QuotaDecision) => void;
}

type AsyncResult = (...args: never[]) => Promise<Result<unknown, ServiceError>>;

/**
 * The services as one caller reaches them. Every use case that a quota covers takes its quota here,
 * before it runs: creating a game, a challenge entry, a player, a personal token or a webhook, a passkey ceremony's options or a passkey sign-up (`create`), a move, join, leave or timeout
 * claim (`move`), opening a live stream (`stream`, which also counts against the per-client stream
 * slots by the caller's address) and issuing a commitment (`commitment`). REST, every field and
 * alias of a GraphQL document, SSE, GraphQL subscriptions and WebSockets all call the services
 * through this, on node and on Workers, so no path escapes a limit another path keeps.
 */
export function admitted(services: Services, limiter: RateLimiter | undefined, caller: Caller): Services {
  const take = async (action: LimitedAction, token: string | null | undefined): Promise<ServiceError | null> => {
    const decision = await takeQuota(limiter, action, quotaKeys(caller.address, token));
    if (decision === null) return null;
    caller.onQuota?.(decision);
    return decision.refusal;
  };
  /** `run` after its quota: the seat token, when the use case takes one, is argument `tokenAt`. */
  const counted = <F extends AsyncResult>(action: LimitedAction, run: F, tokenAt?: number): F =>
    // An action no policy limits runs as it is: no wrapper, no extra turn of the event loop.
    limiter?.policies[action] === undefined
      ? run
      : ((async (...args: Parameters<F>) => {
          const refusal = await take(
            action,
            tokenAt === undefined ? null : (args[tokenAt] as unknown as string | null),
          );
          return refusal === null ? run(...args) : err(refusal);
        }) as F);

  const base = services.games;
  const { openSocket } = base;
  const games: GameService = {
    ...base,
    createGame: counted('create', base.createGame),
    makeMove: counted('move', base.makeMove, 1),
    makeMoveMinimal: counted('move', base.makeMoveMinimal, 1),
    joinGame: counted('move', base.joinGame),
    leaveGame: counted('move', base.leaveGame, 1),
    claimTimeout: counted('move', base.claimTimeout, 1),
    issueCommitment: counted('commitment', base.issueCommitment),
    watch: counted(
      'stream',
      (gameId: string, token: string | null, after?: number, client?: string) =>
        base.watch(gameId, token, after, client ?? caller.address),
      1,
    ),
    // A WebSocket is a stream: the same quota and, by the caller's address, the same slots as `watch`.
    // Its moves are this caller's moves: each takes the `move` quota, as on REST.
    ...(openSocket && {
      openSocket: counted(
        'stream',
        (gameId: string, token: string | null, after?: number, client?: string) =>
          openSocket(gameId, token, after, client ?? caller.address, (input) => games.makeMove(gameId, token, input)),
        1,
      ),
    }),
  };
  const { challenges, leaderboards, players, webhooks, passkeys } = services;
  return {
    ...services,
    games,
    // A player, like a game, is a new row for anyone to make: the same `create` quota.
    players: {
      ...players,
      createPlayer: counted('create', players.createPlayer),
      createToken: counted('create', players.createToken, 0),
    },
    // Each ceremony's options store a challenge, and a registration makes a player: the same quota.
    passkeys: {
      ...passkeys,
      registrationOptions: counted('create', passkeys.registrationOptions),
      register: counted('create', passkeys.register),
      addOptions: counted('create', passkeys.addOptions, 0),
      authenticationOptions: counted('create', passkeys.authenticationOptions),
    },
    ...(challenges && { challenges: { ...challenges, enter: counted('create', challenges.enter) } }),
    // Registering a webhook costs what creating a game does: each one is a stream of outbound requests.
    ...(webhooks && { webhooks: { ...webhooks, register: counted('create', webhooks.register, 0) } }),
    ...(leaderboards && {
      leaderboards: {
        ...leaderboards,
        watchLeaderboard: counted('stream', (id: string, limit: number, after?: string, client?: string) =>
          leaderboards.watchLeaderboard(id, limit, after, client ?? caller.address),
        ),
      },
    }),
  };
}
