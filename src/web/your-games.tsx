/**
 * "Your games" on the home page of a signed-in player (`GET /v1/me/games`): each game with your seat,
 * its status and whether it waits for you, the ones waiting for you first. Read again when the page
 * comes back into view, so a move made on another device shows up.
 */
import { useEffect, useState } from 'preact/hooks';
import type { PlayerGame, RuleSummary } from '../client/index.js';
import { addPasskey, myGames, type Account } from './account.js';
import { errorText } from './error-text.js';
import { Link } from './router.js';

const STATUS: Readonly<Record<PlayerGame['status'], string>> = {
  open: 'waiting for players',
  active: 'playing',
  over: 'finished',
};

export function YourGames({ account, rules }: { account: Account; rules: readonly RuleSummary[] }) {
  const [games, setGames] = useState<readonly PlayerGame[] | null>(null);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  useEffect(() => {
    const load = () =>
      myGames(account).then(
        (list) => {
          setGames(list);
          setError('');
        },
        (e) => setError(errorText(e)),
      );
    void load();
    const onVisible = () => document.visibilityState === 'visible' && void load();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [account.token]);

  const title = (id: string) => rules.find((r) => r.id === id)?.title ?? id;
  // Waiting for you first, then the rest as the server ordered them (most recently changed first).
  const sorted = games === null ? [] : [...games].sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn));
  const add = () =>
    addPasskey(account).then(
      () => setNote('Passkey added: it signs in as you too.'),
      (e) => setNote(errorText(e)),
    );
  return (
    <section aria-labelledby="yours-h" class="your-games">
      <h2 id="yours-h">Your games</h2>
      {error && <p class="error">{error}</p>}
      {games !== null && games.length === 0 && (
        <p class="muted">No games yet: start one below, or join an open game.</p>
      )}
      <ul class="my-games">
        {sorted.map((g) => (
          <li class={g.yourTurn ? 'my-game your-turn' : 'my-game'} data-game={g.id}>
            <Link href={`/games/${g.id}`}>{title(g.rules)}</Link>
            <span class="muted">
              {' '}
              · seat {g.seat} · {STATUS[g.status]} · with{' '}
              {g.players
                .filter((p) => p.seat !== g.seat)
                .map((p) => (p.open ? 'an open seat' : p.name))
                .join(', ') || 'nobody else'}
            </span>
            {g.yourTurn && <strong class="turn-badge">Your turn</strong>}
          </li>
        ))}
      </ul>
      <p>
        <button type="button" onClick={add}>
          Add a passkey
        </button>{' '}
        <span class="muted">(a security key, or this device when your passkeys are not synced to it)</span>
      </p>
      <p>
        <Link href="/tokens">Your personal tokens</Link> <span class="muted">(for a bot, a script or a dashboard)</span>
      </p>
      {note && <p role="status">{note}</p>}
    </section>
  );
}
