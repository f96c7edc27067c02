import { err, ok, type Result } from '../core/result.js';
import type { PlayerStore } from '../store/player-store.js';
import { inGraphqlWords, problem, type ServiceError } from './errors.js';
import { hashToken } from './secrets.js';

/**
 * Personal tokens start with this, seat tokens with `rt_`: an error can then say which kind of
 * token was wrong, and a seat token sent where a player's is needed is told so.
 */
export const PERSONAL_TOKEN_PREFIX = 'rtp_';

/** What a personal token may do: `play` (moves, joins, creating games), `read` (read as the player), `webhooks` (manage them). */
export const SCOPES = ['play', 'read', 'webhooks'] as const;
export type Scope = (typeof SCOPES)[number];

export const isPersonalToken = (token: string): boolean => token.startsWith(PERSONAL_TOKEN_PREFIX);

/** A player as the API names one. */
export interface PlayerRef {
  readonly id: string;
  readonly handle: string;
}

/** Who a personal token speaks for, and what it may do. */
export interface PlayerCaller {
  readonly player: PlayerRef;
  readonly tokenId: string;
  readonly scopes: readonly Scope[];
  /** A sign-in's token (a passkey's session): it may make personal tokens of any scope. */
  readonly session: boolean;
}

/**
 * The player a personal token belongs to, and its scopes. Refused with 401: no token
 * (`token-required`), a seat token (`not-a-personal-token`), or a personal token unknown or revoked
 * (`invalid-token`). With `scope`, a token without it is refused with 403 `insufficient-scope`.
 * The one check every path makes (REST, GraphQL, the game service's player seats, webhooks).
 */
export async function authenticatePlayer(
  store: Pick<PlayerStore, 'byTokenHash'>,
  token: string | null,
  scope?: Scope,
): Promise<Result<PlayerCaller, ServiceError>> {
  if (token === null)
    return err(
      inGraphqlWords(
        problem(
          'unauthenticated',
          'token-required',
          'this needs a personal token (Authorization: Bearer rtp_…); POST /v1/players makes a player and its first token',
        ),
        'this needs a personal token (Authorization: Bearer rtp_…); the createPlayer mutation makes a player and its first token',
      ),
    );
  if (!isPersonalToken(token))
    return err(
      problem(
        'unauthenticated',
        'not-a-personal-token',
        "this is a seat token (rt_…), which acts only for its seat; this needs a player's personal token (rtp_…)",
      ),
    );
  const found = await store.byTokenHash(hashToken(token));
  if (found === undefined)
    return err(problem('unauthenticated', 'invalid-token', 'this personal token is unknown or has been revoked'));
  const caller: PlayerCaller = {
    player: { id: found.player.id, handle: found.player.handle },
    tokenId: found.token.id,
    scopes: found.token.scopes.filter((s): s is Scope => (SCOPES as readonly string[]).includes(s)),
    session: found.token.session,
  };
  if (scope !== undefined) {
    const allowed = allows(caller, scope);
    if (!allowed.ok) return allowed;
  }
  return ok(caller);
}

/**
 * `ok` when a new token with `scope` may be made by the caller: a session (a sign-in) may make any,
 * as a lichess session may; a personal token only what it carries itself, so none escalates.
 */
export function mayMint(caller: PlayerCaller, scope: Scope): Result<void, ServiceError> {
  return caller.session ? ok(undefined) : allows(caller, scope);
}

/** `ok` when the caller's token carries `scope` (`play` also allows reading), else 403 `insufficient-scope`. */
export function allows(caller: PlayerCaller, scope: Scope): Result<void, ServiceError> {
  if (caller.scopes.includes(scope) || (scope === 'read' && caller.scopes.includes('play'))) return ok(undefined);
  const lacking = `this token's scopes (${caller.scopes.join(', ') || 'none'}) do not include "${scope}"`;
  return err(
    inGraphqlWords(
      problem('forbidden', 'insufficient-scope', `${lacking}; make one that does at POST /v1/me/tokens`, { scope }),
      `${lacking}; make one that does with the createToken mutation`,
    ),
  );
}

/**
 * The credential a player's seat answers to inside the game service, in place of the personal token
 * that resolved to the player (player-seats.ts). It cannot come from a client: a credential read
 * from a request (api/credentials.ts) never holds a `:`.
 */
export const seatKeyOf = (playerId: string): string => `player:${playerId}`;

/** The player a credential made by `seatKeyOf` names, or `undefined` for any other token. */
export const playerOfSeatKey = (credential: string): string | undefined =>
  credential.startsWith('player:') ? credential.slice('player:'.length) : undefined;
