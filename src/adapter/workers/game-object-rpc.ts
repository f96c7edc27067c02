import type { Result } from '../../core/result.js';
import type { ServiceError } from '../../service/errors.js';
import type { GameService } from '../../service/games.js';
import type { CommitmentRow } from '../../store/commitment-store.js';
import type { LiveLines } from './ndjson-stream.js';

/** The use cases that run in the game's own object, each taking the game's id first, as the service takes them. */
export type PerGameUseCases = Pick<
  GameService,
  | 'getGame'
  | 'makeMove'
  | 'makeMoveMinimal'
  | 'listEvents'
  | 'stateAt'
  | 'exportGame'
  | 'auditGame'
  | 'claimTimeout'
  | 'joinGame'
  | 'leaveGame'
  | 'applyDeadline'
>;

/**
 * What the Worker calls on a game's object (`GameObject`) over Workers RPC: one typed method per use
 * case, so both the class (`implements`) and its callers (edge-games.ts) are checked against the
 * service's own signatures. A WebSocket is the one thing RPC does not carry: it comes from `fetch`.
 */
export interface GameObjectRpc extends PerGameUseCases {
  /**
   * Creates the game `gameId` (the object's name). `commitment`: the commitment the Worker has
   * already redeemed in the index for it, copied here so the game is created with it as on node.
   * `as`: the player the Worker resolved a personal token to, whose `{ me: true }` seat is bound to them.
   * `idempotencyKey`: a keyed create's key, whose answer the object keeps in the game's own commit
   * and answers again to every later `create` with it (the Worker's retry of a claim, idempotency.ts),
   * so a key never makes a second game.
   */
  create(
    gameId: string,
    input: Parameters<GameService['createGame']>[0],
    entry?: Parameters<GameService['createGame']>[1],
    commitment?: CommitmentRow,
    as?: Parameters<GameService['createGame']>[3],
    idempotencyKey?: string,
  ): ReturnType<GameService['createGame']>;
  /** A live stream (SSE, GraphQL subscriptions): the service's `watch`, as lines of bytes and a way to stop it (ndjson-stream.ts). */
  watchStream(
    gameId: string,
    token: string | null,
    after: number | undefined,
    client: string | undefined,
  ): Promise<Result<LiveLines | 'ended', ServiceError>>;
  /** A viewer's WebSocket, asked for by `socketRequest` (websockets.ts): a 101, or the refusal as a `ServiceError`. */
  fetch(request: Request): Promise<Response>;
}
