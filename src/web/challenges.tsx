/**
 * Today's challenges on the home page: one handle for the leaderboards, chosen here (remembered in
 * this browser, changeable) before entering; each day's entry is played once per handle, so a handle
 * someone already used is refused with a message saying so. Entries stay private while the day is
 * open, so today's names link nowhere; yesterday's best link to their games.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Challenge, Leaderboard } from '../client/index.js';
import { RolltapeError } from '../client/index.js';
import { client } from './client.js';
import { Link, navigate } from './router.js';
import { keepToken } from './tokens.js';
import { counted } from '../core/plural.js';
import { errorText } from './error-text.js';

const HANDLE_KEY = 'rolltape.handle';
/** The game this browser entered for a challenge, so a second visit continues it rather than being refused. */
const entryKey = (challengeId: string) => `rolltape.entry.${challengeId}`;

/** The UTC day before `date` (YYYY-MM-DD). */
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

export function Challenges() {
  const [challenges, setChallenges] = useState<readonly Challenge[]>([]);
  const [boards, setBoards] = useState<Record<string, Leaderboard>>({});
  const [yesterday, setYesterday] = useState<Record<string, Leaderboard>>({});
  const [handle, setHandle] = useState(() => localStorage.getItem(HANDLE_KEY) ?? '');
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const handleInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    client.daily().then(
      async (daily) => {
        setChallenges(daily.challenges);
        const board = async (c: Challenge, limit: number) => [c.rules, await client.leaderboard(c.id, limit)] as const;
        setBoards(Object.fromEntries(await Promise.all(daily.challenges.map((c) => board(c, 5)))));
        const before = await client.daily(dayBefore(daily.date));
        setYesterday(Object.fromEntries(await Promise.all(before.challenges.map((c) => board(c, 3)))));
      },
      (e) => setError(errorText(e)),
    );
  }, []);

  const refuse = (c: Challenge, why: string) => {
    setRefused({ ...refused, [c.id]: why });
    handleInput.current?.focus();
  };
  const enter = async (c: Challenge) => {
    const name = handle.trim();
    if (name === '') return refuse(c, 'Choose your handle for the leaderboard first (above).');
    setRefused({});
    localStorage.setItem(HANDLE_KEY, name);
    try {
      const entry = await client.enterChallenge(c.id, name);
      keepToken(entry.game.id, entry.seat.seat, entry.seat.token);
      localStorage.setItem(entryKey(c.id), entry.game.id);
      navigate(`/games/${entry.game.id}`);
    } catch (e) {
      if (e instanceof RolltapeError && e.code === 'already-entered')
        refuse(c, `The handle "${name}" has already played today's ${c.title}. Choose another handle to enter.`);
      else refuse(c, errorText(e));
    }
  };

  return (
    <section aria-labelledby="daily-h">
      <h2 id="daily-h">Today's challenges</h2>
      <p class="muted">Everyone plays the same dice and cards today; one entry per handle.</p>
      <p class="handle">
        <label for="handle">Your handle</label>{' '}
        <input
          id="handle"
          ref={handleInput}
          value={handle}
          maxLength={30}
          autocomplete="nickname"
          placeholder="shown on the leaderboard"
          onInput={(e) => setHandle((e.target as HTMLInputElement).value)}
        />
      </p>
      {error && <p class="error">{error}</p>}
      <div class="cards">
        {challenges.map((c) => {
          const mine = localStorage.getItem(entryKey(c.id));
          return (
            <div class="card">
              <h3>{c.title}</h3>
              <p class="muted">
                {counted(c.entries, 'entry', 'entries')} · {c.status}
              </p>
              {mine ? (
                <p>
                  <Link href={`/games/${mine}`}>Continue your entry</Link>
                </p>
              ) : (
                c.status === 'open' && (
                  <button type="button" onClick={() => enter(c)}>
                    Play today's {c.title}
                  </button>
                )
              )}
              {refused[c.id] && (
                <p class="error" role="alert">
                  {refused[c.id]}
                </p>
              )}
              <Standings board={boards[c.rules]} label={`${c.title} leaderboard`} />
              {(yesterday[c.rules]?.standings.length ?? 0) > 0 && (
                <>
                  <h4>Yesterday's best</h4>
                  <Standings board={yesterday[c.rules]} label={`${c.title} yesterday's leaderboard`} />
                </>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** A leaderboard; each name links to its game once the day has closed (the server gives no game id before). */
function Standings({ board, label }: { board: Leaderboard | undefined; label: string }) {
  if (board === undefined) return null;
  if (board.standings.length === 0) return <p class="muted">No finished entry yet.</p>;
  return (
    <table aria-label={label}>
      {/* Circuit Racer's lowest total wins, most games' highest: a bare number says neither. */}
      {board.lowerIsBetter !== null && (
        <caption class="muted">{board.lowerIsBetter ? 'lowest score wins' : 'highest score wins'}</caption>
      )}
      <tbody>
        {board.standings.map((s) => (
          <tr>
            <td>{s.rank}</td>
            <td>{s.gameId === null ? s.name : <Link href={`/games/${s.gameId}`}>{s.name}</Link>}</td>
            <td>{s.score}</td>
            <td class="muted">{s.title ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
