import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { err, ok, type Result } from '../core/result.js';
import type { PasskeyChallengeRow, PasskeyRow, PasskeyStore } from '../store/passkey-store.js';
import type { PlayerStore } from '../store/player-store.js';
import type { Token } from './answers.js';
import { problem, type ServiceError } from './errors.js';
import { nameKey, normalizeName } from './names.js';
import { authenticatePlayer, SCOPES, type Scope } from './player-auth.js';
import { newPersonalToken, tokenRowMaker, type CreatedPlayer, type PlayerView } from './players.js';
import { webCryptoSecrets, type Secrets } from './secrets.js';
import { relyingParty, type RelyingParty } from './relying-party.js';

/** How long a ceremony's challenge may be answered. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** A player's tokens stay under this: a sign-in past it deletes the oldest sign-in tokens. */
export const MAX_SIGN_IN_TOKENS = 40;
/**
 * The scopes of a token a sign-in makes: enough to play and read, not to manage webhooks itself. It
 * is a session, though: it may make a personal token with `webhooks` (POST /v1/me/tokens).
 */
export const SIGN_IN_SCOPES: readonly Scope[] = ['play', 'read'];
const SIGN_IN_PREFIX = 'passkey sign-in';

type Purpose = 'register' | 'add' | 'sign-in';

/** A passkey as listed: never its key. */
export interface PasskeyView {
  readonly id: string;
  readonly backedUp: boolean;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
}

export interface SignedIn {
  readonly player: PlayerView;
  /** A new personal token for this sign-in (`play`, `read`). Shown once. */
  readonly token: string;
}

export interface PasskeyDeps {
  readonly passkeys: PasskeyStore;
  readonly players: PlayerStore;
  readonly clock?: () => number;
  readonly secrets?: Pick<Secrets, 'gameId'>;
  /** `ROLLTAPE_ORIGIN`: the web client's origin; without it, each request's own origin. */
  readonly origin?: string;
}

const iso = (ms: number): string => new Date(ms).toISOString();

const passkeyView = (p: PasskeyRow): PasskeyView => ({
  id: p.credentialId,
  backedUp: p.backedUp,
  createdAt: iso(p.createdAt),
  lastUsedAt: p.lastUsedAt === null ? null : iso(p.lastUsedAt),
});

const notVerified = (why: string, kind: 'malformed' | 'unauthenticated'): ServiceError =>
  problem(kind, 'passkey-not-verified', `the passkey's answer was not accepted: ${why}`);

/**
 * The WebAuthn library, loaded on the first ceremony: a Worker's isolate then does not evaluate it at
 * startup, when most isolates only ever serve games (bench/worker.ts counts the startup CPU).
 */
const webauthn = () => import('@simplewebauthn/server');
const helpers = () => import('@simplewebauthn/server/helpers');

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Passkeys (WebAuthn): a new player signs up with one, a signed-in player adds another (a device
 * whose passkeys are not synced), and anyone signs in with one, without a handle (discoverable
 * credentials). Each ceremony is two calls: options (a challenge stored for 5 minutes) and the
 * authenticator's answer, checked against that challenge once, the relying party's id and origin.
 */
export function makePasskeyService(deps: PasskeyDeps) {
  const { passkeys, players } = deps;
  const clock = deps.clock ?? Date.now;
  const ids = deps.secrets ?? webCryptoSecrets;
  const rpOf = (requestOrigin: string): Result<RelyingParty, ServiceError> => relyingParty(deps.origin, requestOrigin);

  const issue = async (challenge: string, purpose: Purpose, extra: Partial<PasskeyChallengeRow> = {}) => {
    const now = clock();
    await passkeys.issue(
      { challenge, purpose, playerId: null, handle: null, usedBy: null, expiresAt: now + CHALLENGE_TTL_MS, ...extra },
      now,
    );
  };

  /** The stored challenge an answer names, used up now; refused when unknown, used, of another ceremony or expired. */
  const useChallenge = async (
    clientDataJSON: unknown,
    purpose: Purpose,
  ): Promise<Result<PasskeyChallengeRow, ServiceError>> => {
    let challenge: string;
    try {
      challenge = (await helpers()).decodeClientDataJSON(String(clientDataJSON)).challenge;
    } catch (error) {
      return err(problem('malformed', 'passkey-malformed', `clientDataJSON is not readable: ${reason(error)}`));
    }
    const row = typeof challenge === 'string' ? await passkeys.use(challenge, crypto.randomUUID()) : undefined;
    if (row === undefined || row.purpose !== purpose)
      return err(
        problem(
          'malformed',
          'passkey-challenge-unknown',
          'this challenge is unknown or already used: ask for new options and try again',
        ),
      );
    if (row.expiresAt < clock())
      return err(
        problem(
          'malformed',
          'passkey-challenge-expired',
          `this challenge expired (they last ${CHALLENGE_TTL_MS / 60_000} minutes): ask for new options and try again`,
        ),
      );
    return ok(row);
  };

  const registrationOptionsFor = async (
    rp: RelyingParty,
    player: PlayerView,
    exclude: readonly PasskeyRow[],
  ): Promise<PublicKeyCredentialCreationOptionsJSON> =>
    (await webauthn()).generateRegistrationOptions({
      rpName: 'Rolltape',
      rpID: rp.id,
      userName: player.handle,
      userDisplayName: player.handle,
      userID: new TextEncoder().encode(player.id),
      attestationType: 'none',
      timeout: CHALLENGE_TTL_MS,
      // Discoverable: signing in then needs no handle, and a synced passkey signs in on the player's other devices.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: exclude.map((p) => ({ id: p.credentialId, transports: p.transports })),
    });

  /** The credential a registration answer proves, checked against the stored challenge. */
  const verifiedCredential = async (
    response: RegistrationResponseJSON,
    challenge: PasskeyChallengeRow,
    rp: RelyingParty,
    playerId: string,
  ): Promise<Result<PasskeyRow, ServiceError>> => {
    try {
      const verified = await (
        await webauthn()
      ).verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      });
      if (!verified.verified) return err(notVerified('the attestation did not verify', 'malformed'));
      const { credential, credentialBackedUp } = verified.registrationInfo;
      return ok({
        credentialId: credential.id,
        playerId,
        publicKey: (await helpers()).isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: [...(credential.transports ?? [])],
        backedUp: credentialBackedUp,
        createdAt: clock(),
        lastUsedAt: null,
      });
    } catch (error) {
      return err(notVerified(reason(error), 'malformed'));
    }
  };

  const tokenRow = tokenRowMaker(ids, clock);

  const exists = (): ServiceError =>
    problem('conflict', 'passkey-exists', 'this passkey is already registered; sign in with it');

  return {
    /** Options to make a passkey for a new player under `handle` (checked as `POST /v1/players` checks it). */
    async registrationOptions(
      rawHandle: string,
      requestOrigin: string,
    ): Promise<Result<PublicKeyCredentialCreationOptionsJSON, ServiceError>> {
      const rp = rpOf(requestOrigin);
      if (!rp.ok) return rp;
      const handle = normalizeName(rawHandle);
      if (!handle.ok) return handle;
      if ((await players.byHandleKey(nameKey(handle.value))) !== undefined) return err(handleTaken(handle.value));
      const player = { id: ids.gameId(), handle: handle.value };
      const options = await registrationOptionsFor(rp.value, player, []);
      await issue(options.challenge, 'register', { playerId: player.id, handle: player.handle });
      return ok(options);
    },

    /** The new player, its first personal token (every scope) and its passkey, from the authenticator's answer. */
    async register(
      response: RegistrationResponseJSON,
      requestOrigin: string,
    ): Promise<Result<CreatedPlayer, ServiceError>> {
      const rp = rpOf(requestOrigin);
      if (!rp.ok) return rp;
      const challenge = await useChallenge(response.response.clientDataJSON, 'register');
      if (!challenge.ok) return challenge;
      const { playerId, handle } = challenge.value;
      const credential = await verifiedCredential(response, challenge.value, rp.value, playerId!);
      if (!credential.ok) return credential;
      const token = newPersonalToken();
      const refused = await passkeys.createPlayer(
        { id: playerId!, handle: handle!, handleKey: nameKey(handle!), createdAt: clock() },
        tokenRow(playerId!, 'first token (passkey)', SCOPES, token),
        credential.value,
      );
      if (refused === 'handle-taken') return err(handleTaken(handle!));
      if (refused === 'passkey-exists') return err(exists());
      return ok({ player: { id: playerId!, handle: handle! }, token });
    },

    /** Options to add a passkey to the caller's player (a device whose passkeys the first one's platform does not sync). */
    async addOptions(
      token: Token,
      requestOrigin: string,
    ): Promise<Result<PublicKeyCredentialCreationOptionsJSON, ServiceError>> {
      const rp = rpOf(requestOrigin);
      if (!rp.ok) return rp;
      const caller = await authenticatePlayer(players, token, 'play');
      if (!caller.ok) return caller;
      const { player } = caller.value;
      const options = await registrationOptionsFor(rp.value, player, await passkeys.ofPlayer(player.id));
      await issue(options.challenge, 'add', { playerId: player.id });
      return ok(options);
    },

    /** Adds the passkey the authenticator made to the caller's player. */
    async add(
      token: Token,
      response: RegistrationResponseJSON,
      requestOrigin: string,
    ): Promise<Result<PasskeyView, ServiceError>> {
      const rp = rpOf(requestOrigin);
      if (!rp.ok) return rp;
      const caller = await authenticatePlayer(players, token, 'play');
      if (!caller.ok) return caller;
      const challenge = await useChallenge(response.response.clientDataJSON, 'add');
      if (!challenge.ok) return challenge;
      // A challenge issued to one player cannot add a passkey to another.
      if (challenge.value.playerId !== caller.value.player.id)
        return err(
          problem(
            'malformed',
            'passkey-challenge-unknown',
            'this challenge was issued to another player: ask for new options',
          ),
        );
      const credential = await verifiedCredential(response, challenge.value, rp.value, caller.value.player.id);
      if (!credential.ok) return credential;
      if ((await passkeys.addPasskey(credential.value)) === 'passkey-exists') return err(exists());
      return ok(passkeyView(credential.value));
    },

    /** The caller's passkeys. */
    async list(token: Token): Promise<Result<PasskeyView[], ServiceError>> {
      const caller = await authenticatePlayer(players, token, 'read');
      if (!caller.ok) return caller;
      return ok((await passkeys.ofPlayer(caller.value.player.id)).map(passkeyView));
    },

    /** Options to sign in: no handle and no list of credentials, so the browser offers the passkeys it holds for this site. */
    async authenticationOptions(
      requestOrigin: string,
    ): Promise<Result<PublicKeyCredentialRequestOptionsJSON, ServiceError>> {
      const rp = rpOf(requestOrigin);
      if (!rp.ok) return rp;
      const options = await (
        await webauthn()
      ).generateAuthenticationOptions({
        rpID: rp.value.id,
        userVerification: 'preferred',
        timeout: CHALLENGE_TTL_MS,
      });
      await issue(options.challenge, 'sign-in');
      return ok(options);
    },

    /** Signs in with a passkey's assertion: its player and a new personal token (`play`, `read`) named for the sign-in. */
    async authenticate(
      response: AuthenticationResponseJSON,
      requestOrigin: string,
    ): Promise<Result<SignedIn, ServiceError>> {
      const rp = rpOf(requestOrigin);
      if (!rp.ok) return rp;
      const challenge = await useChallenge(response.response.clientDataJSON, 'sign-in');
      if (!challenge.ok) return challenge;
      const passkey = await passkeys.byCredentialId(response.id);
      const player = passkey && (await passkeys.playerById(passkey.playerId));
      if (passkey === undefined || player === undefined)
        return err(
          problem(
            'unauthenticated',
            'passkey-unknown',
            'this passkey belongs to no player here (was it removed, or made for another server?)',
          ),
        );
      let newCounter: number;
      try {
        const { verifyAuthenticationResponse } = await webauthn();
        const { isoBase64URL } = await helpers();
        const verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge.value.challenge,
          expectedOrigin: rp.value.origin,
          expectedRPID: rp.value.id,
          credential: {
            id: passkey.credentialId,
            publicKey: isoBase64URL.toBuffer(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports as never,
          },
          requireUserVerification: false,
        });
        if (!verified.verified) return err(notVerified('the signature did not verify', 'unauthenticated'));
        newCounter = verified.authenticationInfo.newCounter;
      } catch (error) {
        return err(notVerified(reason(error), 'unauthenticated'));
      }
      const now = clock();
      const secret = newPersonalToken();
      const name = `${SIGN_IN_PREFIX} ${iso(now).slice(0, 16).replace('T', ' ')}`;
      const held = await players.tokens(player.id);
      // Sessions, not names: a token the player named like a sign-in is not revoked to make room.
      const signIns = held.filter((t) => t.session);
      const revoke = signIns.slice(0, Math.max(0, signIns.length - (MAX_SIGN_IN_TOKENS - 1))).map((t) => t.id);
      await passkeys.signIn(
        passkey.credentialId,
        newCounter,
        now,
        tokenRow(player.id, name, SIGN_IN_SCOPES, secret, true),
        revoke,
      );
      return ok({ player: { id: player.id, handle: player.handle }, token: secret });
    },
  };
}

const handleTaken = (handle: string): ServiceError =>
  problem('conflict', 'handle-taken', `the handle "${handle}" is taken (by it or by one that looks like it)`);

export type PasskeyService = ReturnType<typeof makePasskeyService>;
