/**
 * On the page of a game waiting for players, for a visitor who holds none of its seats: take an open
 * seat right there, as the lobby's Join does. A spectator link to an open game was a page to watch
 * with no way in but finding the game again in the home page's lobby.
 */
import { useState } from 'preact/hooks';
import type { Account } from './account.js';
import { client } from './client.js';
import { errorText } from './error-text.js';

export function JoinHere(props: {
  readonly id: string;
  readonly account: Account | null;
  readonly onJoined: (seat: number, token: string) => void;
}) {
  const { id, account, onJoined } = props;
  const [name, setName] = useState(() => localStorage.getItem('rolltape.name') ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const join = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      // Signed in, the seat is the player's (under their handle); a guest sits under the name given here.
      const joined =
        account === null ? await client.join(id, { name: name.trim() }) : await client.join(id, {}, account.token);
      if (account === null) localStorage.setItem('rolltape.name', name.trim());
      onJoined(joined.seat.seat, joined.seat.token);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  return (
    <form class="join-here" onSubmit={join}>
      {account === null ? (
        <label>
          Your name{' '}
          <input value={name} required maxLength={30} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
        </label>
      ) : (
        <span>
          As <strong>{account.player.handle}</strong>
        </span>
      )}{' '}
      <button type="submit" disabled={busy}>
        Join this game
      </button>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
