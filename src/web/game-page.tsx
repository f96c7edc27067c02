/**
 * `/games/{id}`: the game as the seat whose token this browser holds sees it (or as a spectator),
 * drawn by the game's board; moves by clicking the board or from the labelled legal moves; live
 * updates from the stream; the turn deadline counting down; the events as they happen.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Game, TapeEntry } from '../client/index.js';
import { boardOf } from '../board/boards.js';
import { client } from './client.js';
import { eventLine } from './events.js';
import { MoveList, moveBody } from './moves.js';
import { Link } from './router.js';
import { keepToken, seatTokens, tokenFromFragment } from './tokens.js';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function GamePage({ id }: { id: string }) {
  const [tokens, setTokens] = useState(() => seatTokens(id));
  const [seat, setSeat] = useState<number | null>(null);
  const [game, setGame] = useState<Game | null>(null);
  const [log, setLog] = useState<readonly TapeEntry[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const version = useRef(0);

  // A token handed over in the link: learn its seat, keep it, and play that seat.
  useEffect(() => {
    const handed = tokenFromFragment();
    if (handed === null) return;
    client.get(id, handed).then(
      (g) => {
        if (g.you !== null) {
          keepToken(id, g.you, handed);
          setTokens(seatTokens(id));
          setSeat(g.you);
        }
      },
      (e) => setError(`the link's token: ${errorText(e)}`),
    );
  }, [id]);

  const seats = Object.keys(tokens).map(Number).sort((a, b) => a - b);
  const active = seat ?? seats[0] ?? null;
  const token = active === null ? null : (tokens[active] ?? null);

  useEffect(() => {
    const stop = new AbortController();
    const accept = (g: Game, events: readonly TapeEntry[]) => {
      if (g.version < version.current) return;
      version.current = g.version;
      setGame(g);
      if (events.length) setLog((old) => [...old, ...events.filter((e) => !old.some((o) => o.seq === e.seq))]);
    };
    (async () => {
      try {
        const [g, events] = await Promise.all([client.get(id, token), client.events(id, { token })]);
        version.current = 0;
        setLog([]);
        accept(g, events.events);
        if (g.status === 'over') return;
        for await (const update of client.stream(id, { token, after: g.version, signal: stop.signal })) accept(update.game, update.events);
      } catch (e) {
        if (!stop.signal.aborted) setError(errorText(e));
      }
    })();
    return () => stop.abort();
  }, [id, token]);

  // With several seats in this browser (hot seat), switch to the one the game waits for.
  useEffect(() => {
    if (game?.pending.kind !== 'choice' || seats.length < 2) return;
    const waiting = seats.find((s) => (game.pending as { players: readonly number[] }).players.includes(s));
    if (waiting !== undefined && waiting !== active) setSeat(waiting);
  }, [game?.version]);

  const names = useMemo(() => game?.players.map((p) => p.name) ?? [], [game?.version]);
  const play = async (move: unknown) => {
    if (token === null || game === null) return;
    setBusy(true);
    setError('');
    try {
      const result = await client.move(id, token, moveBody(move) as never, { expectedVersion: game.version });
      if (result.game.version >= version.current) {
        version.current = result.game.version;
        setGame(result.game);
        setLog((old) => [...old, ...result.events.filter((e) => !old.some((o) => o.seq === e.seq))]);
      }
    } catch (e) {
      setError(errorText(e));
      client.get(id, token).then((g) => {
        version.current = g.version;
        setGame(g);
      }, () => undefined);
    } finally {
      setBusy(false);
    }
  };

  if (game === null) return error ? <p class="error">{error}</p> : <p>Loading game {id}…</p>;
  const Board = boardOf(game.rules);
  const waitingFor = game.pending.kind === 'choice' ? game.pending.players : [];
  return (
    <div class="game">
      <div class="board-wrap" data-version={game.version} data-status={game.status}>
        {Board ? <Board view={game.view} legalMoves={busy ? [] : game.legalMoves} onMove={play} names={names} /> : <pre>{JSON.stringify(game.view, null, 2)}</pre>}
      </div>
      <aside class="side">
        <h1>{game.rules}</h1>
        <p>
          {game.you === null ? 'Watching as a spectator.' : `You play seat ${game.you}.`}{' '}
          {game.status === 'over' ? 'Game over.' : game.status === 'open' ? 'Waiting for players to join.' : `Waiting for ${waitingFor.map((s) => names[s - 1] || `seat ${s}`).join(', ')}.`}
        </p>
        {seats.length > 1 && (
          <p>
            <label>
              Play seat{' '}
              <select value={active ?? ''} onChange={(e) => setSeat(Number((e.target as HTMLSelectElement).value))}>
                {seats.map((s) => (
                  <option value={s}>{s}</option>
                ))}
              </select>
            </label>
          </p>
        )}
        <Deadline deadline={game.deadline} onClaim={token ? () => client.claimTimeout(id, token).then((r) => setGame(r.game), (e) => setError(errorText(e))) : undefined} />
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        {game.standings && (
          <table aria-label="standings">
            <tbody>
              {game.standings.players.map((p) => (
                <tr>
                  <td>#{p.rank}</td>
                  <td>{names[p.seat - 1] || `seat ${p.seat}`}</td>
                  <td>{p.score}</td>
                  <td>{p.title ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {game.you !== null && game.status !== 'over' && (
          <>
            <h2>Your moves</h2>
            <MoveList moves={game.legalMoves} onMove={play} busy={busy} />
          </>
        )}
        <h2>Events</h2>
        <ol class="log" aria-label="events">
          {log.slice(-40).map((e, i, shown) => (
            <li value={e.seq} class={i === shown.length - 1 ? 'current' : ''}>
              {eventLine(e, names)}
            </li>
          ))}
        </ol>
        <h2>Links</h2>
        <ul>
          <li>
            <a href={`/games/${id}`}>Spectator link</a>
          </li>
          {seats.map((s) => (
            <li>
              <a href={`/games/${id}#token=${encodeURIComponent(tokens[s]!)}`}>Seat {s} link</a> <span class="muted">(hands your seat to another browser)</span>
            </li>
          ))}
          <li>
            <Link href={`/replay/${id}`}>Replay</Link> · <a href={`/v1/games/${id}/board.svg`}>board.svg</a>
          </li>
        </ul>
      </aside>
    </div>
  );
}

function Deadline({ deadline, onClaim }: { deadline: string | null; onClaim: (() => void) | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  if (deadline === null) return null;
  const left = Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
  return (
    <p role="timer" aria-live="off">
      Turn deadline: <strong>{left > 0 ? `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` : 'passed'}</strong>{' '}
      {left === 0 && onClaim && (
        <button type="button" onClick={onClaim}>
          Claim the timeout
        </button>
      )}
    </p>
  );
}
