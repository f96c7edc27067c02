/**
 * `RolltapeClient`'s calls about players (docs/players.md): making one (or signing up and in with a
 * passkey, docs/passkeys.md), the personal tokens, "my games" and challenge entries, and public profiles. Where a personal token (`rtp_…`) is needed, none
 * is `token-required` (401), a seat token `not-a-personal-token` (401), an unknown or revoked one
 * `invalid-token` (401), one without the scope `insufficient-scope` (403).
 */
import { ClientBase, type Call } from './transport.js';
import type {
  CreatedPersonalToken,
  CreatedPlayer,
  CreateTokenInput,
  Me,
  MyChallenges,
  Passkey,
  PasskeyAuthenticationOptions,
  PasskeyCredential,
  PasskeyRegistrationOptions,
  PersonalToken,
  PlayerGame,
  PlayerProfile,
  RevokedToken,
} from './player-types.js';

/** A passkey ceremony's second step: the authenticator's answer, sent on as it is; never retried (its challenge is spent). */
const ceremony = (path: string, credential: PasskeyCredential, token?: string): Call => ({
  method: 'POST',
  path,
  body: { response: credential },
  token,
  idempotent: false,
});

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

  // Passkeys (docs/passkeys.md): each ceremony is two calls, the options for the authenticator and
  // then its answer. Refusals: `passkey-challenge-unknown` or `passkey-challenge-expired` (400: each
  // challenge is used once, within 5 minutes), `passkey-not-verified` (400; 401 signing in). None is
  // retried: a challenge is spent by the first answer that reaches the server.

  /**
   * Sign up, step 1: the options for a new passkey of a new player under `handle` (checked as
   * `createPlayer` checks it: `handle-taken`, 409). Counts against the `create` quota (`rate-limited`, 429).
   */
  passkeySignUpOptions(handle: string): Promise<PasskeyRegistrationOptions> {
    return this.http.json({
      method: 'POST',
      path: '/v1/passkeys/registration/options',
      body: { handle },
      idempotent: false,
    });
  }

  /** Sign up, step 2: the authenticator's answer makes the player, its passkey and its first personal token (every scope). */
  passkeySignUp(credential: PasskeyCredential): Promise<CreatedPlayer> {
    return this.http.json(ceremony('/v1/passkeys/registration', credential));
  }

  /** Sign in, step 1: the options (no handle: the browser offers the passkeys it holds for the site). */
  passkeySignInOptions(): Promise<PasskeyAuthenticationOptions> {
    return this.http.json({ method: 'POST', path: '/v1/passkeys/authentication/options', idempotent: false });
  }

  /**
   * Sign in, step 2: the player and a new personal token for this sign-in (`play` and `read`, and it
   * may make tokens of any scope); revoke it to sign out (`me` gives its id). A passkey no player
   * holds is `passkey-unknown` (401).
   */
  passkeySignIn(credential: PasskeyCredential): Promise<CreatedPlayer> {
    return this.http.json(ceremony('/v1/passkeys/authentication', credential));
  }

  /** The player's passkeys. Errors: 401 as above. */
  async passkeys(token: string): Promise<readonly Passkey[]> {
    return (
      await this.http.json<{ passkeys: Passkey[] }>({ method: 'GET', path: '/v1/me/passkeys', token, idempotent: true })
    ).passkeys;
  }

  /**
   * Adds a passkey (a security key, or a device the player's passkeys are not synced to), step 1: the
   * options, the player's passkeys excluded. Needs `play` (`insufficient-scope`, 403).
   */
  addPasskeyOptions(token: string): Promise<PasskeyRegistrationOptions> {
    return this.http.json({ method: 'POST', path: '/v1/me/passkeys/options', token, idempotent: false });
  }

  /** Adds a passkey, step 2: the authenticator's answer, for the same player. Errors: `passkey-exists` (409). */
  addPasskey(token: string, credential: PasskeyCredential): Promise<Passkey> {
    return this.http.json(ceremony('/v1/me/passkeys', credential, token));
  }
}
