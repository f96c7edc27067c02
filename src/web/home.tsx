/**
 * Home: the games (create one, choosing for each seat: me, open, or a bot), today's challenges with
 * their leaderboards, and the lobby's open games.
 */
import { useEffect, useState } from 'preact/hooks';
import type { OpenGame, PlayerInput, RuleSummary, RulesId } from '../client/index.js';
import { Challenges } from './challenges.js';
import { client } from './client.js';
import { Link, navigate } from './router.js';
import { keepToken } from './tokens.js';
import { useAccount, type Account } from './account.js';
import { YourGames } from './your-games.js';
import { errorText } from './error-text.js';

export function HomePage() {
  const [rules, setRules] = useState<readonly RuleSummary[]>([]);
  const [error, setError] = useState('');
  const account = useAccount();
  useEffect(() => {
    client.rules().then(setRules, (e) => setError(errorText(e)));
  }, []);
  return (
    <>
      <h1>Play, watch and replay tabletop games</h1>
      {error && <p class="error">{error}</p>}
      {account !== null && <YourGames account={account} rules={rules} />}
      <section aria-labelledby="games-h">
        <h2 id="games-h">Games</h2>
        <div class="cards">
          {rules.map((r) => (
            <NewGame rules={r} account={account} />
          ))}
        </div>
      </section>
      <Challenges />
      <Lobby rules={rules} account={account} />
    </>
  );
}

type SeatChoice = 'me' | 'open' | `bot:${string}`;

/** Turn time limits offered at creation (seconds; 0: none). Past the deadline any seat may claim the timeout. */
const TURN_TIMES: readonly (readonly [number, string])[] = [
  [0, 'no limit'],
  [30, '30 seconds'],
  [120, '2 minutes'],
  [600, '10 minutes'],
  [86_400, '1 day'],
];

function NewGame({ rules, account }: { rules: RuleSummary; account: Account | null }) {
  const [count, setCount] = useState(rules.minPlayers);
  const [choices, setChoices] = useState<SeatChoice[]>(() =>
    Array.from({ length: rules.maxPlayers }, (_, i): SeatChoice =>
      i === 0 ? 'me' : rules.bots.length ? `bot:${rules.bots[0]!.id}` : 'open',
    ),
  );
  const [name, setName] = useState(() => localStorage.getItem('rolltape.name') ?? 'Me');
  const [turnSeconds, setTurnSeconds] = useState(0);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const create = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    localStorage.setItem('rolltape.name', name);
    // Signed in, the first "me" seat is the player's (bound to them, so it follows them to other
    // devices); any further "me" seat is a hot seat in this browser, as for a guest.
    const playerSeat = account === null ? -1 : choices.slice(0, count).indexOf('me');
    // Seats are numbered after the name only to tell apart several "me" seats of this browser (a hot
    // seat): one person against bots or someone joining plays under their name as typed.
    const hotSeat = choices.slice(0, count).filter((c) => c === 'me').length > 1;
    const players: PlayerInput[] = choices
      .slice(0, count)
      .map((c, i) =>
        i === playerSeat
          ? { me: true }
          : c === 'me'
            ? { name: hotSeat ? `${account?.player.handle ?? name} ${i + 1}` : name }
            : c === 'open'
              ? { open: true }
              : { name: `Bot ${i + 1}`, bot: c.slice(4) },
      );
    try {
      const created = await client.create(
        { rules: rules.id as RulesId, players, ...(turnSeconds > 0 && { turnSeconds }) },
        account?.token,
      );
      // Only the seats marked "me" are this browser's; bots have no token and open seats are joined by others.
      for (const seat of created.seats)
        if (choices[seat.seat - 1] === 'me') keepToken(created.game.id, seat.seat, seat.token);
      navigate(`/games/${created.game.id}`);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  const formId = `new-${rules.id}`;
  return (
    <form class="card" onSubmit={create} aria-labelledby={`${formId}-h`}>
      <h3 id={`${formId}-h`}>{rules.title}</h3>
      <p class="muted">{rules.summary}</p>
      <div class="seats">
        {account === null ? (
          <>
            <label for={`${formId}-name`}>Your name</label>
            <input
              id={`${formId}-name`}
              value={name}
              maxLength={30}
              onInput={(e) => setName((e.target as HTMLInputElement).value)}
            />
          </>
        ) : (
          <>
            <span>You play as</span>
            <strong>{account.player.handle}</strong>
          </>
        )}
        {rules.maxPlayers > rules.minPlayers && (
          <>
            <label for={`${formId}-count`}>Players</label>
            <select
              id={`${formId}-count`}
              value={count}
              onChange={(e) => setCount(Number((e.target as HTMLSelectElement).value))}
            >
              {Array.from({ length: rules.maxPlayers - rules.minPlayers + 1 }, (_, i) => (
                <option value={rules.minPlayers + i}>{rules.minPlayers + i}</option>
              ))}
            </select>
          </>
        )}
        {choices.slice(0, count).map((c, i) => (
          <>
            <label for={`${formId}-seat${i + 1}`}>Seat {i + 1}</label>
            <select
              id={`${formId}-seat${i + 1}`}
              value={c}
              onChange={(e) => {
                const next = [...choices];
                next[i] = (e.target as HTMLSelectElement).value as SeatChoice;
                setChoices(next);
              }}
            >
              <option value="me">me</option>
              <option value="open">open (someone joins)</option>
              {rules.bots.map((b) => (
                <option value={`bot:${b.id}`}>bot: {b.title}</option>
              ))}
            </select>
          </>
        ))}
        <label for={`${formId}-turn`}>Turn time</label>
        <select
          id={`${formId}-turn`}
          value={turnSeconds}
          onChange={(e) => setTurnSeconds(Number((e.target as HTMLSelectElement).value))}
        >
          {TURN_TIMES.map(([seconds, text]) => (
            <option value={seconds}>{text}</option>
          ))}
        </select>
      </div>
      <p>
        <button type="submit" disabled={busy}>
          New {rules.title} game
        </button>
      </p>
      {error && <p class="error">{error}</p>}
    </form>
  );
}

function Lobby({ rules, account }: { rules: readonly RuleSummary[]; account: Account | null }) {
  const [games, setGames] = useState<readonly OpenGame[]>([]);
  const [error, setError] = useState('');
  useEffect(() => {
    // The lobby is listed per game; newest first within each.
    Promise.all(rules.map((r) => client.lobby(r.id, 20))).then(
      (lists) => setGames(lists.flat()),
      (e) => setError(errorText(e)),
    );
  }, [rules]);
  const join = async (g: OpenGame) => {
    try {
      // Signed in, the seat is the player's (under their handle); a guest sits under the name kept here.
      const joined =
        account === null
          ? await client.join(g.id, { name: localStorage.getItem('rolltape.name') ?? 'Me' })
          : await client.join(g.id, {}, account.token);
      keepToken(g.id, joined.seat.seat, joined.seat.token);
      navigate(`/games/${g.id}`);
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <section aria-labelledby="lobby-h">
      <h2 id="lobby-h">Open games</h2>
      {error && <p class="error">{error}</p>}
      {games.length === 0 && <p class="muted">No game is waiting for players.</p>}
      <ul>
        {games.map((g) => (
          <li>
            <Link href={`/games/${g.id}`}>{rules.find((r) => r.id === g.rules)?.title ?? g.rules}</Link> ·{' '}
            {g.players.map((p) => (p.open ? 'open seat' : p.name)).join(', ')}{' '}
            <button type="button" onClick={() => join(g)}>
              Join
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
