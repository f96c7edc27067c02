/**
 * The JSON the REST API answers about players (docs/players.md), as plain types: players, their
 * personal tokens, their games and challenge entries, and public profiles. Checked against the REST
 * schemas as wire-types.ts is.
 */
import type { GameStatus, PlayerSeat, Standings } from './wire-types.js';

/** What a personal token may do: `play` (move, join, create; also reads), `read`, `webhooks` (manage webhooks). */
export type TokenScope = 'play' | 'read' | 'webhooks';

/** A player: an id and a handle (NFKC), unique by how it looks. */
export interface Player {
  readonly id: string;
  readonly handle: string;
}

/** A personal token as listed: never the token itself, which is shown once when it is made. */
export interface PersonalToken {
  /** The token's id, for `renameToken` and `revokeToken`; not the token. */
  readonly id: string;
  readonly name: string;
  readonly scopes: readonly TokenScope[];
  readonly createdAt: string;
}

/**
 * `POST /v1/players` and a passkey sign-up: the player and its first personal token (`rtp_…`, every
 * scope); a passkey sign-in: the player and a new token for it (`play` and `read`). Shown once.
 */
export interface CreatedPlayer {
  readonly player: Player;
  readonly token: string;
}

/** `GET /v1/me`: the player of the personal token sent, and that token. */
export interface Me {
  readonly player: Player;
  readonly token: PersonalToken;
}

/** `POST /v1/me/tokens`: the new token's listing and the token itself (`secret`, `rtp_…`), shown once. */
export interface CreatedPersonalToken {
  readonly token: PersonalToken;
  readonly secret: string;
}

/** `DELETE /v1/me/tokens/{id}`: the id of the token revoked. */
export interface RevokedToken {
  readonly revoked: string;
}

/** What `POST /v1/me/tokens` takes: scopes no wider than the sending token's (a passkey session's excepted). */
export interface CreateTokenInput {
  /** A name to tell it by, e.g. "phone" or "my bot" (1–60 characters). */
  readonly name?: string;
  readonly scopes: readonly TokenScope[];
}

/** One of a player's games, as `GET /v1/me/games` and a profile's `recentGames` list it. */
export interface PlayerGame {
  readonly id: string;
  readonly rules: string;
  readonly status: GameStatus;
  /** The player's seat. */
  readonly seat: number;
  /** Whether the game waits for a move from that seat now. */
  readonly yourTurn: boolean;
  readonly version: number;
  readonly players: readonly PlayerSeat[];
  readonly standings: Standings | null;
  readonly updatedAt: string;
}

/** `GET /v1/players/{handle}`: a player's public profile. */
export interface PlayerProfile {
  readonly handle: string;
  readonly createdAt: string;
  /** One per game played in a rated game (finished, every seat a player, no sandbox): Glicko-2. */
  readonly ratings: readonly {
    readonly rules: string;
    /** Starts at 1500. */
    readonly rating: number;
    /** Rating deviation: how unsure the rating still is (starts at 350). */
    readonly rd: number;
    readonly games: number;
  }[];
  /** The latest finished games, newest first. */
  readonly recentGames: readonly PlayerGame[];
}

/** `GET /v1/me/challenges`: the player's daily challenge entries (newest first) and streak. */
export interface MyChallenges {
  readonly entries: readonly {
    readonly challengeId: string;
    readonly rules: string;
    /** The UTC day, YYYY-MM-DD. */
    readonly date: string;
    readonly gameId: string;
    readonly status: GameStatus;
    /** Ended before its day closed: ranked, and counted in a streak. */
    readonly finished: boolean;
    readonly score: number | null;
  }[];
  readonly streak: {
    /** Days in a row, up to today or yesterday, with a finished entry. */
    readonly current: number;
    readonly longest: number;
  };
}

/**
 * WebAuthn's `PublicKeyCredentialCreationOptionsJSON`, as the server makes it for a passkey sign-up or
 * one added: hand it to `navigator.credentials.create` (or @simplewebauthn/browser's
 * `startRegistration({ optionsJSON })`). The fields named here are the ones every answer holds.
 */
export interface PasskeyRegistrationOptions {
  /** The challenge to sign, base64url: used once, within 5 minutes. */
  readonly challenge: string;
  readonly rp: { readonly name: string; readonly id?: string };
  readonly user: { readonly id: string; readonly name: string; readonly displayName: string };
  readonly pubKeyCredParams: readonly { readonly alg: number; readonly type: string }[];
  readonly [field: string]: unknown;
}

/**
 * WebAuthn's `PublicKeyCredentialRequestOptionsJSON` for a passkey sign-in (no handle: the browser
 * offers the passkeys it holds): hand it to `navigator.credentials.get` (or `startAuthentication`).
 */
export interface PasskeyAuthenticationOptions {
  /** The challenge to sign, base64url: used once, within 5 minutes. */
  readonly challenge: string;
  readonly rpId?: string;
  readonly [field: string]: unknown;
}

/**
 * What the authenticator answered, in WebAuthn's JSON form (`RegistrationResponseJSON` or
 * `AuthenticationResponseJSON`, as @simplewebauthn/browser's `startRegistration` and
 * `startAuthentication` answer them), sent on as it is.
 */
export interface PasskeyCredential {
  /** The credential's id, base64url. */
  readonly id: string;
  readonly rawId: string;
  readonly type: 'public-key';
  readonly response: object;
  readonly clientExtensionResults: object;
}

/** One of a player's passkeys (`GET /v1/me/passkeys`): never its key. */
export interface Passkey {
  /** The credential's id, base64url. */
  readonly id: string;
  /** Whether the platform syncs it to the player's other devices. */
  readonly backedUp: boolean;
  readonly createdAt: string;
  /** The last sign-in with it, or `null`. */
  readonly lastUsedAt: string | null;
}
