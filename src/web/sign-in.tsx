/**
 * The header's account control: signed out, "Sign in" opens a small panel (sign in with a passkey, or
 * make a player with one under a handle); signed in, the handle and "Sign out". Guests need none of it.
 */
import { useState } from 'preact/hooks';
import { signIn, signOut, signUp, useAccount } from './account.js';
import { errorText } from './error-text.js';

export function AccountControl() {
  const account = useAccount();
  const [open, setOpen] = useState(false);
  const [handle, setHandle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const run = async (ceremony: () => Promise<unknown>) => {
    setBusy(true);
    setError('');
    try {
      await ceremony();
      setOpen(false);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  if (account !== null)
    return (
      <span class="account">
        <span data-testid="signed-in">Signed in as {account.player.handle}</span>
        <button type="button" class="on-dark" disabled={busy} onClick={() => run(() => signOut(account))}>
          Sign out
        </button>
      </span>
    );
  return (
    <span class="account">
      <button type="button" class="on-dark" aria-expanded={open} onClick={() => setOpen(!open)}>
        Sign in
      </button>
      {open && (
        <div class="account-panel" role="group" aria-label="Sign in with a passkey">
          <p>
            <button type="button" disabled={busy} onClick={() => run(signIn)}>
              Sign in with a passkey
            </button>
          </p>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void run(() => signUp(handle));
            }}
          >
            <label for="signup-handle">New here? Choose a handle</label>
            <span class="signup-row">
              <input
                id="signup-handle"
                value={handle}
                maxLength={40}
                required
                autoComplete="username webauthn"
                onInput={(e) => setHandle((e.target as HTMLInputElement).value)}
              />
              <button type="submit" disabled={busy}>
                Create with a passkey
              </button>
            </span>
          </form>
          {/^[\d.]+$|^\[/.test(location.hostname) && (
            <p class="error">
              Passkeys need a host name, not an address: open {location.href.replace(location.hostname, 'localhost')}
            </p>
          )}
          <p class="muted">
            Your games then follow you to every device your passkey signs in on. Guests play as before.
          </p>
          {error && (
            <p class="error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </span>
  );
}
