/**
 * `/games/{id}`: the game as the seat whose token this browser holds sees it (or as a spectator),
 * drawn by the game's board; moves by clicking the board or from the labelled legal moves; live
 * updates and moves over the game's WebSocket (the stream and REST when it cannot be had); the turn deadline counting down; the events as they happen, and the
 * board drawn at each version in between when bots (or other players) move several times at once.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { RolltapeError, type Game, type GameSocket, type TapeEntry } from '../client/index.js';
import { boardOf } from '../boards/registry.js';
import { openSeatsOf } from '../board/seat-names.js';
import { BoardFrame } from './board-frame.js';
import { useNarrowScreen } from './narrow-screen.js';
import { client } from './client.js';
import { Deadline } from './deadline.js';
import { eventLine } from './events.js';
import { HowToPlay } from './how-to-play.js';
import { MoveList, moveBody } from './moves.js';
import { usePlayback } from './playback.js';
import { Link } from './router.js';
import { useAccount } from './account.js';
import { JoinHere } from './join-here.js';
import { joinWaitingWords } from './join-waiting.js';
import { GameProblem } from './page-problem.js';
import { useRulesTitle } from './rules-title.js';
import { hasFragmentToken, keepToken, seatTokens, tokenFromFragment, type SeatTokens } from './tokens.js';
import { errorText } from './error-text.js';

export function GamePage({ id }: { id: string }) {
  const [tokens, setTokens] = useState(() => seatTokens(id));
  const [seat, setSeat] = useState<number | null>(null);
  const [game, setGame] = useState<Game | null>(null);
  const [log, setLog] = useState<readonly TapeEntry[]>([]);
  const [error, setError] = useState('');
  /** Why the game could not be opened at all (no game with this id, no server), shown in words. */
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const narrow = useNarrowScreen();
  const version = useRef(0);
  /** The game's WebSocket while it is open: moves go over it. */
  const socket = useRef<GameSocket | null>(null);

  // A token handed over in the link: learn its seat, keep it, and play that seat. The game is read
  // once that is known, not before as a spectator (a challenge entry refuses spectators).
  const [handing, setHanding] = useState(() => hasFragmentToken());
  useEffect(() => {
    const handed = tokenFromFragment();
    if (handed === null) {
      setHanding(false);
      return;
    }
    client
      .get(id, handed)
      .then(
        (g) => {
          if (g.you !== null) {
            keepToken(id, g.you, handed);
            setTokens(seatTokens(id));
            setSeat(g.you);
          }
        },
        (e) => setError(`The link's token was refused. ${errorText(e)}`),
      )
      .finally(() => setHanding(false));
  }, [id]);

  // Signed in with no seat token here (another device, or a game made elsewhere): the player's own
  // token acts for the seat bound to them. It is never put in a link (it is the player's, not the seat's).
  const account = useAccount();
  const [playerSeat, setPlayerSeat] = useState<SeatTokens>({});
  useEffect(() => {
    setPlayerSeat({});
    if (account === null || Object.keys(tokens).length > 0) return;
    client.get(id, account.token).then(
      (g) => {
        if (g.you !== null) setPlayerSeat({ [g.you]: account.token });
      },
      () => undefined,
    );
  }, [id, account?.token, Object.keys(tokens).length]);
  const held: SeatTokens = { ...playerSeat, ...tokens };

  const seats = Object.keys(held)
    .map(Number)
    .sort((a, b) => a - b);
  const active = seat ?? seats[0] ?? null;
  const token = active === null ? null : (held[active] ?? null);

  /** Takes a game the server answered (a move's result, a stream update) unless a newer one is already here. */
  const accept = (g: Game, events: readonly TapeEntry[]) => {
    if (g.version < version.current) return;
    version.current = g.version;
    setGame(g);
    if (events.length) setLog((old) => [...old, ...events.filter((e) => !old.some((o) => o.seq === e.seq))]);
  };

  useEffect(() => {
    if (handing) return;
    const stop = new AbortController();
    (async () => {
      try {
        const [g, events] = await Promise.all([client.get(id, token), client.events(id, { token })]);
        version.current = 0;
        setLog([]);
        accept(g, events.events);
        if (g.status === 'over') return;
        // The socket carries the updates and this page's moves; should it fail or drop, the stream
        // (which reconnects by itself) carries the updates on from the last version and moves go over REST.
        const live = await client.socket(id, { token, after: g.version }).catch(() => null);
        if (live !== null) {
          if (stop.signal.aborted) return live.close();
          socket.current = live;
          stop.signal.addEventListener('abort', () => live.close(), { once: true });
          let over = false;
          for await (const update of live) {
            accept(update.game, update.events);
            over = update.game.status === 'over';
          }
          socket.current = null;
          if (stop.signal.aborted || over) return;
        }
        const after = live?.version ?? g.version;
        for await (const update of client.stream(id, { token, after, signal: stop.signal }))
          accept(update.game, update.events);
      } catch (e) {
        if (stop.signal.aborted) return;
        setError(errorText(e));
        setFailure(e);
      }
    })();
    return () => stop.abort();
  }, [id, token, handing]);

  const playback = usePlayback(id, token, game, log);
  const title = useRulesTitle(game?.rules);
  const shown = playback.shown;

  // With several seats in this browser (hot seat), switch to the one the game waits for (once the board shows it).
  useEffect(() => {
    if (shown?.pending.kind !== 'choice' || seats.length < 2 || playback.playing) return;
    const waiting = seats.find((s) => (shown.pending as { players: readonly number[] }).players.includes(s));
    if (waiting !== undefined && waiting !== active) setSeat(waiting);
  }, [shown?.version, playback.playing]);

  const names = useMemo(() => game?.players.map((p) => p.name) ?? [], [game?.version]);
  // Their names are empty: the board says "Open seat" on their cards instead.
  const openSeats = useMemo(() => openSeatsOf(game?.players ?? []), [game?.version]);
  const play = async (move: unknown) => {
    if (token === null || game === null) return;
    setBusy(true);
    setError('');
    try {
      const sent = { expectedVersion: game.version, moveId: crypto.randomUUID() };
      const live = socket.current;
      // Over the socket while it is open; if it closes before the answer, REST with the same moveId lands it once.
      const result =
        (live?.open === true
          ? await live.move(moveBody(move) as never, sent).catch((e: unknown) => {
              if (e instanceof RolltapeError && e.code === 'network-error') return null;
              throw e;
            })
          : null) ?? (await client.move(id, token, moveBody(move) as never, sent));
      accept(result.game, result.events);
    } catch (e) {
      setError(errorText(e));
      client.get(id, token).then(
        (g) => {
          version.current = g.version;
          setGame(g);
        },
        () => undefined,
      );
    } finally {
      setBusy(false);
    }
  };

  if (game === null || shown === null) {
    if (failure !== null) return <GameProblem id={id} error={failure} />;
    return error ? <p class="error">{error}</p> : <p>Loading game {id}…</p>;
  }
  const Board = boardOf(shown.rules);
  const waitingFor = shown.pending.kind === 'choice' ? shown.pending.players : [];
  // A bot seat still due at rest is a search bot thinking: the server plays it after answering the
  // move that made it due, and its move arrives on the socket (or stream) like any other.
  const thinking = waitingFor.filter((s) => shown.players[s - 1]?.bot != null);
  const people = waitingFor.filter((s) => !thinking.includes(s));
  const nameOf = (s: number) => names[s - 1] || `seat ${s}`;
  // "Waiting for Me." told a player it was their own turn in words about someone else.
  const yourTurn = shown.you !== null && people.includes(shown.you);
  const others = people.filter((s) => s !== shown.you);
  const turnWords = [
    yourTurn && 'Your turn.',
    others.length > 0 && `${yourTurn ? 'Also waiting for' : 'Waiting for'} ${others.map(nameOf).join(', ')}.`,
  ]
    .filter(Boolean)
    .join(' ');
  // A challenge entry answers only its own seat until its day (the id's date) closes at 00:00 UTC: a
  // spectator link or board.svg, read without the token, would be refused (challenge-entry-private).
  const privateEntry =
    game.challenge !== null && Date.now() < Date.parse(`${game.challenge.slice(-10)}T00:00:00Z`) + 86_400_000;
  // The board takes clicks only when it draws the newest version: its pieces elsewhere would mislead.
  const canMove = !busy && !playback.playing;
  return (
    <div class="game">
      <BoardFrame
        data={{
          'data-version': String(shown.version),
          'data-status': shown.status,
          'data-playing': playback.playing ? 'true' : undefined,
        }}
      >
        {Board ? (
          <Board
            view={shown.view}
            legalMoves={canMove ? shown.legalMoves : []}
            onMove={play}
            names={names}
            you={shown.you}
            narrow={narrow}
            openSeats={openSeats}
          />
        ) : (
          <pre>{JSON.stringify(shown.view, null, 2)}</pre>
        )}
      </BoardFrame>
      <aside class="side">
        <h1>{title}</h1>
        <p>
          {shown.you === null ? 'Watching as a spectator.' : `You play seat ${shown.you}.`}{' '}
          {shown.status === 'over'
            ? 'Game over.'
            : shown.pending.kind === 'join'
              ? joinWaitingWords(shown.pending.openSeats)
              : turnWords}
        </p>
        {game.status === 'open' && game.you === null && (
          <JoinHere
            id={id}
            account={account}
            onJoined={(joined, handed) => {
              keepToken(id, joined, handed);
              setTokens(seatTokens(id));
              setSeat(joined);
            }}
          />
        )}
        {shown.status === 'active' && thinking.length > 0 && (
          <p role="status" class="thinking" data-thinking={thinking.join(' ')}>
            {thinking.map((s) => `${nameOf(s)} (${shown.players[s - 1]!.bot}) is thinking…`).join(' ')}
          </p>
        )}
        {playback.playing && (
          <p role="status" class="playback">
            Showing the moves that just happened: version {shown.version} of {game.version}.{' '}
            <button type="button" onClick={playback.skip}>
              Skip to now
            </button>
          </p>
        )}
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
        <Deadline
          deadline={game.deadline}
          onClaim={
            token
              ? () =>
                  client.claimTimeout(id, token).then(
                    (r) => accept(r.game, r.events),
                    (e) => setError(errorText(e)),
                  )
              : undefined
          }
        />
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        {shown.standings && (
          <table aria-label="standings">
            <caption class="muted">
              {shown.standings.lowerIsBetter ? 'lowest score wins' : 'highest score wins'}
            </caption>
            <tbody>
              {shown.standings.players.map((p) => (
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
            {/* The newest version's moves, offered while the board still replays how it came about: choosing one skips to now. */}
            <MoveList
              rules={game.rules}
              moves={game.legalMoves}
              onMove={(move) => {
                playback.skip();
                void play(move);
              }}
              busy={busy}
            />
          </>
        )}
        <HowToPlay rules={shown.rules} title={title} />
        <h2>Events</h2>
        {/* Focusable: it scrolls, and a keyboard user needs to scroll it too. */}
        <ol class="log" aria-label="events" tabIndex={0}>
          {log
            .filter((e) => e.seq <= shown.version)
            .slice(-40)
            .map((e, i, shown) => (
              <li value={e.seq} class={i === shown.length - 1 ? 'current' : ''}>
                {eventLine(e, game.rules, names)}
              </li>
            ))}
        </ol>
        <h2>Links</h2>
        <ul>
          {privateEntry ? (
            <li class="muted">
              A daily challenge entry: only your seat can see it until its day closes (00:00 UTC), so there is no
              spectator link yet.
            </li>
          ) : (
            <li>
              <a href={`/games/${id}`}>Spectator link</a>
            </li>
          )}
          {seats
            .filter((s) => tokens[s] !== undefined)
            .map((s) => (
              <li>
                <a href={`/games/${id}#token=${encodeURIComponent(tokens[s]!)}`}>Seat {s} link</a>{' '}
                <span class="muted">(hands your seat to another browser)</span>
              </li>
            ))}
          <li>
            <Link href={`/replay/${id}`}>Replay</Link>
            {!privateEntry && (
              <>
                {' · '}
                <a href={`/v1/games/${id}/board.svg`}>board.svg</a> (
                <a href={`/v1/games/${id}/board.svg?layout=phone`}>phone layout</a>)
              </>
            )}
          </li>
        </ul>
      </aside>
    </div>
  );
}
