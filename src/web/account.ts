/**
 * The signed-in player of this browser: a passkey signs up or signs in (WebAuthn through
 * @simplewebauthn/browser, loaded only when a ceremony starts), and the personal token it earns is
 * kept in `localStorage` (`rolltape.player`). Guests never touch this: seat tokens stay in tokens.ts.
 */
import { useEffect, useState } from 'preact/hooks';
import { RolltapeError, type Problem } from '../client/index.js';

export interface Account {
  readonly player: { readonly id: string; readonly handle: string };
  /** The personal token (`rtp_…`) this browser signs in with. */
  readonly token: string;
}

/** One of "Your games", as `GET /v1/me/games` answers it. */
export interface MyGame {
  readonly id: string;
  readonly rules: string;
  readonly status: 'open' | 'active' | 'over';
  readonly seat: number;
  readonly yourTurn: boolean;
  readonly players: readonly { readonly seat: number; readonly name: string; readonly open: boolean }[];
  readonly updatedAt: string;
}

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

/** A call to the API: JSON in and out; a problem answer becomes a `RolltapeError` with its detail. */
async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token !== undefined && { authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw typeof answer.code === 'string'
      ? new RolltapeError(answer as unknown as Problem)
      : RolltapeError.local('bad-response', `${method} ${path} answered ${response.status}`);
  return answer as T;
}

const webauthn = () => import('@simplewebauthn/browser');

/** Makes a player under `handle` with a new passkey on this device, and signs in as it. */
export async function signUp(handle: string): Promise<Account> {
  const { startRegistration } = await webauthn();
  const optionsJSON = await api<never>('POST', '/v1/passkeys/registration/options', { handle });
  const response = await startRegistration({ optionsJSON });
  const account = await api<Account>('POST', '/v1/passkeys/registration', { response });
  keep(account);
  return account;
}

/** Signs in with a passkey the browser holds for this site (synced from another device, or made here). */
export async function signIn(): Promise<Account> {
  const { startAuthentication } = await webauthn();
  const optionsJSON = await api<never>('POST', '/v1/passkeys/authentication/options');
  const response = await startAuthentication({ optionsJSON });
  const account = await api<Account>('POST', '/v1/passkeys/authentication', { response });
  keep(account);
  return account;
}

/** Adds a passkey on this device (or a security key) to the signed-in player. */
export async function addPasskey(account: Account): Promise<void> {
  const { startRegistration } = await webauthn();
  const optionsJSON = await api<never>('POST', '/v1/me/passkeys/options', undefined, account.token);
  const response = await startRegistration({ optionsJSON });
  await api('POST', '/v1/me/passkeys', { response }, account.token);
}

/** Signs out: the token is revoked on the server (so a copy of it stops working) and forgotten here. */
export async function signOut(account: Account): Promise<void> {
  try {
    const me = await api<{ token: { id: string } }>('GET', '/v1/me', undefined, account.token);
    await api('DELETE', `/v1/me/tokens/${encodeURIComponent(me.token.id)}`, undefined, account.token);
  } catch {
    // Already revoked or unknown: forgetting it here is all that is left to do.
  }
  keep(null);
}

/** The player's games; a token the server no longer knows signs this browser out. */
export async function myGames(account: Account): Promise<readonly MyGame[]> {
  try {
    return (await api<{ games: MyGame[] }>('GET', '/v1/me/games', undefined, account.token)).games;
  } catch (error) {
    if (error instanceof RolltapeError && error.status === 401) keep(null);
    throw error;
  }
}
