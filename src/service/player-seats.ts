import { err, ok, type Result } from '../core/result.js';
import type { Token } from './answers.js';
import type { ServiceError } from './errors.js';
import type { GameService } from './games.js';
import { isPersonalToken, seatKeyOf, type PlayerCaller, type PlayerRef, type Scope } from './player-auth.js';

type Authenticate = (token: Token, scope?: Scope) => Promise<Result<PlayerCaller, ServiceError>>;

/**
 * The player a request acts as when it creates or joins a game: `undefined` without a personal token
 * (a guest: a seat token, or none, changes nothing there), else the token's player if it may `play`.
 */
export async function actingPlayer(
  authenticate: Authenticate,
  token: Token,
): Promise<Result<PlayerRef | undefined, ServiceError>> {
  if (token === null || !isPersonalToken(token)) return ok(undefined);
  const caller = await authenticate(token, 'play');
  return caller.ok ? ok(caller.value.player) : caller;
}

/**
 * The game service as a personal token reaches it: wherever a seat's token works (reads, moves,
 * streams, export), the token of the player bound to that seat works too. The token is resolved once
 * here, checked for its scope (`read` to read, `play` to move, leave or claim a timeout), and handed
 * to the game as the player's seat key (`seatKeyOf`), which the game matches to the seat bound to the
 * player. Seat tokens and spectators pass through unchanged. On Workers the key, not the token,
 * crosses to the game's object, so the object never needs the players' tables.
 */
export function withPlayerSeats(games: GameService, authenticate: Authenticate): GameService {
  const keyFor = async (token: Token, scope: Scope): Promise<Result<Token, ServiceError>> => {
    if (token === null || !isPersonalToken(token)) return ok(token);
    const caller = await authenticate(token, scope);
    return caller.ok ? ok(seatKeyOf(caller.value.player.id)) : caller;
  };
  /**
   * `run` with its token (argument `at`) replaced by the player's seat key. A seat token or none goes
   * straight through: no copy of the arguments, no extra turn of the event loop (every guest's move
   * passes here, `npm run bench http`).
   */
  const keyed =
    <A extends unknown[], T>(scope: Scope, at: number, run: (...args: A) => Promise<Result<T, ServiceError>>) =>
    (...args: A): Promise<Result<T, ServiceError>> => {
      const token = args[at] as Token;
      if (token === null || !isPersonalToken(token)) return run(...args);
      return keyFor(token, scope).then((key) => {
        if (!key.ok) return err(key.error);
        const next = [...args] as A;
        next[at] = key.value;
        return run(...next);
      });
    };
  const { openSocket } = games;
  return {
    ...games,
    getGame: keyed('read', 1, games.getGame),
    listEvents: keyed('read', 1, games.listEvents),
    stateAt: keyed('read', 1, games.stateAt),
    exportGame: keyed('read', 1, games.exportGame),
    auditGame: keyed('read', 1, games.auditGame),
    watch: keyed('read', 1, games.watch),
    connectViewer: keyed('read', 1, games.connectViewer),
    makeMove: keyed('play', 1, games.makeMove),
    makeMoveMinimal: keyed('play', 1, games.makeMoveMinimal),
    leaveGame: keyed('play', 1, games.leaveGame),
    claimTimeout: keyed('play', 1, games.claimTimeout),
    ...(openSocket && { openSocket: keyed('read', 1, openSocket) }),
  };
}
