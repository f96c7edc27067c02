/**
 * The signed-in player of this browser: a passkey signs up or signs in (WebAuthn through
 * @simplewebauthn/browser, loaded only when a ceremony starts; the API calls through the typed
 * client), and the personal token it earns is kept in `localStorage` (`rolltape.player`). Guests
 * never touch this: seat tokens stay in tokens.ts.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useEffect, useState } from 'preact/hooks';
import { RolltapeError, type CreatedPlayer, type PlayerGame } from '../client/index.js';
import { client } from './client.js';

/** A passkey sign-up's or sign-in's answer: the player, and the personal token (`rtp_…`) this browser signs in with. */
export type Account = CreatedPlayer;

const KEY = 'rolltape.player';
const CHANGED = 'rolltape-account';

export function currentAccount(): Account | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Account | null;
    return stored && typeof stored.token === 'string' ? stored : null;
  } catch {
    return null;
  }
}

function keep(account: Account | null): void {
  if (account === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify({ player: account.player, token: account.token }));
  dispatchEvent(new Event(CHANGED));
}

/** The account, re-rendering when this page (or another tab) signs in or out. */
export function useAccount(): Account | null {
  const [account, setAccount] = useState(currentAccount);
  useEffect(() => {
    const update = () => setAccount(currentAccount());
    addEventListener(CHANGED, update);
    addEventListener('storage', update);
    return () => {
      removeEventListener(CHANGED, update);
      removeEventListener('storage', update);
    };
  }, []);
  return account;
}

const webauthn = () => import('@simplewebauthn/browser');

// The server's options are WebAuthn's JSON forms; the client types the fields every answer holds,
// @simplewebauthn/browser wants its own names for the whole.
const creation = (options: object) => options as PublicKeyCredentialCreationOptionsJSON;
const request = (options: object) => options as PublicKeyCredentialRequestOptionsJSON;

/** Makes a player under `handle` with a new passkey on this device, and signs in as it. */
export async function signUp(handle: string): Promise<Account> {
  const { startRegistration } = await webauthn();
  const options = await client.passkeySignUpOptions(handle);
  const account = await client.passkeySignUp(await startRegistration({ optionsJSON: creation(options) }));
  keep(account);
  return account;
}

/** Signs in with a passkey the browser holds for this site (synced from another device, or made here). */
export async function signIn(): Promise<Account> {
  const { startAuthentication } = await webauthn();
  const options = await client.passkeySignInOptions();
  const account = await client.passkeySignIn(await startAuthentication({ optionsJSON: request(options) }));
  keep(account);
  return account;
}

/** Adds a passkey on this device (or a security key) to the signed-in player. */
export async function addPasskey(account: Account): Promise<void> {
  const { startRegistration } = await webauthn();
  const options = await client.addPasskeyOptions(account.token);
  await client.addPasskey(account.token, await startRegistration({ optionsJSON: creation(options) }));
}

/** Signs out: the token is revoked on the server (so a copy of it stops working) and forgotten here. */
export async function signOut(account: Account): Promise<void> {
  try {
    await client.revokeToken(account.token, (await client.me(account.token)).token.id);
  } catch {
    // Already revoked or unknown: forgetting it here is all that is left to do.
  }
  keep(null);
}

/**
 * A call with the account's token; a token the server no longer knows (revoked on another device,
 * say: `401`) signs this browser out, and the error goes on to the caller.
 */
export async function withAccount<T>(account: Account, call: (token: string) => Promise<T>): Promise<T> {
  try {
    return await call(account.token);
  } catch (error) {
    if (error instanceof RolltapeError && error.status === 401) keep(null);
    throw error;
  }
}

/** The player's games (most recently changed first). */
export const myGames = (account: Account): Promise<readonly PlayerGame[]> =>
  withAccount(account, (token) => client.myGames(token));
