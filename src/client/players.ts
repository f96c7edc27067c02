/**
 * `RolltapeClient`'s calls about players (docs/players.md): making one, the personal tokens, "my
 * games" and challenge entries, and public profiles. Where a personal token (`rtp_…`) is needed, none
 * is `token-required` (401), a seat token `not-a-personal-token` (401), an unknown or revoked one
 * `invalid-token` (401), one without the scope `insufficient-scope` (403).
 */
import { ClientBase } from './transport.js';
import type {
  CreatedPersonalToken,
  CreatedPlayer,
  CreateTokenInput,
  Me,
  MyChallenges,
  PersonalToken,
  PlayerGame,
  PlayerProfile,
  RevokedToken,
} from './player-types.js';

/** Part of `RolltapeClient` (client.ts), which inherits these methods: use that class. */
export abstract class PlayerMethods extends ClientBase {
  /**
   * Makes a player (`POST /v1/players`); answers it and its first personal token (`rtp_…`, every
   * scope), shown once: keep it. Errors: `handle-taken` (409: the handle, or one that looks the
   * same, is someone's), `invalid-request`/`invalid-name` (400), `rate-limited` (429). Not retried:
   * a retry after a lost answer would find the handle taken, by the player just made.
   */
  createPlayer(handle: string): Promise<CreatedPlayer> {
    return this.http.json({ method: 'POST', path: '/v1/players', body: { handle }, idempotent: false });
  }

  /**
   * The player a personal token speaks for, and that token (`GET /v1/me`). It reads the token's row
   * itself, so a token revoked anywhere is refused at once (`invalid-token`, 401).
   */
  me(token: string): Promise<Me> {
    return this.http.json({ method: 'GET', path: '/v1/me', token, idempotent: true });
  }

  /** The player's personal tokens: ids, names, scopes, when made; never the tokens themselves. Errors: 401 as above. */
  async tokens(token: string): Promise<readonly PersonalToken[]> {
    return (
      await this.http.json<{ tokens: PersonalToken[] }>({
        method: 'GET',
        path: '/v1/me/tokens',
        token,
        idempotent: true,
      })
    ).tokens;
  }

  /**
   * Makes a personal token with `scopes` no wider than those of `token` (a passkey sign-in's session
   * makes any); answers its listing and the token itself (`secret`), shown once. Errors:
   * `insufficient-scope` (403), `no-scopes`/`invalid-token-name` (400), `too-many-tokens` (409), 401
   * as above. Not retried: a retry could make two tokens.
   */
  createToken(token: string, input: CreateTokenInput): Promise<CreatedPersonalToken> {
    return this.http.json({ method: 'POST', path: '/v1/me/tokens', body: input, token, idempotent: false });
  }

  /** Renames one of the player's tokens (`id` from `tokens`). Errors: `token-not-found` (404), `invalid-token-name` (400), 401. */
  renameToken(token: string, id: string, name: string): Promise<PersonalToken> {
    return this.http.json({
      method: 'PATCH',
      path: `/v1/me/tokens/${encodeURIComponent(id)}`,
      body: { name },
      token,
      idempotent: true,
    });
  }

  /**
   * Revokes one of the player's tokens (the one sent included): it stops working at once on this
   * server (`invalid-token` from then on). Errors: `token-not-found` (404), 401. Not retried: a retry
   * after a lost answer would be refused, the token being gone.
   */
  revokeToken(token: string, id: string): Promise<RevokedToken> {
    return this.http.json({
      method: 'DELETE',
      path: `/v1/me/tokens/${encodeURIComponent(id)}`,
      token,
      idempotent: false,
    });
  }

  /**
   * The player's games, most recently changed first (at most 100): the seat, the status, and whether
   * it is the player's turn. `status`: `active` (being played or waiting for players) or `over`;
   * default both. Needs `read` or `play` (`insufficient-scope`, 403); 401 as above.
   */
  async myGames(token: string, status?: 'active' | 'over'): Promise<readonly PlayerGame[]> {
    return (
      await this.http.json<{ games: PlayerGame[] }>({
        method: 'GET',
        path: '/v1/me/games',
        token,
        query: { status },
        idempotent: true,
      })
    ).games;
  }

  /** The player's daily challenge entries (newest first) and `streak`. Errors: `insufficient-scope` (403), 401. */
  myChallenges(token: string): Promise<MyChallenges> {
    return this.http.json({ method: 'GET', path: '/v1/me/challenges', token, idempotent: true });
  }

  /** Anyone's public profile: handle, Glicko-2 ratings per game, latest finished games. Errors: `player-not-found` (404). */
  player(handle: string): Promise<PlayerProfile> {
    return this.http.json({ method: 'GET', path: `/v1/players/${encodeURIComponent(handle)}`, idempotent: true });
  }
}
