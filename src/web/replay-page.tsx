/**
 * `/replay/{id}` and `/replay`: step through every version of a game (slider, ← →), each event
 * listed, the board drawn as it was; "Verify" audits the export in this browser (✓, or the first
 * failing event). A game opened by id is drawn by the server's time travel (`stateAt`); a dropped
 * file is replayed here with the rules core, so it needs no server at all.
 */
import { useEffect, useState } from 'preact/hooks';
import type { AuditReport, GameExport } from '../client/index.js';
import { auditVerdict } from '../client/audit-verdict.js';
import { boardOf } from '../boards/registry.js';
import { openSeatsOf } from '../board/seat-names.js';
import { BoardFrame } from './board-frame.js';
import { useNarrowScreen } from './narrow-screen.js';
import { client } from './client.js';
import { eventLine } from './events.js';
import { navigate } from './router.js';
import { localViewAt } from './replay-local.js';
import { counted } from '../core/plural.js';
import { parseExport } from '../core/export-format.js';
import { seatTokens } from './tokens.js';
import { useRulesTitle } from './rules-title.js';
import { errorText } from './error-text.js';

export function ReplayPage({ id }: { id: string | null }) {
  const [file, setFile] = useState<GameExport | null>(null);
  const [source, setSource] = useState<'server' | 'file'>('server');
  const [error, setError] = useState('');
  const [asked, setAsked] = useState(id ?? '');

  // A seat this browser holds reads its own game as that seat: a challenge entry answers only to its
  // player's token until the day closes (a spectator's read is refused, 403 challenge-entry-private).
  const token = id === null ? null : (Object.values(seatTokens(id))[0] ?? null);

  useEffect(() => {
    if (id === null) return;
    client.export(id, token).then(
      (e) => {
        setSource('server');
        setFile(e);
      },
      (e) => setError(errorText(e)),
    );
  }, [id]);

  const openFile = async (f: File | undefined) => {
    if (!f) return;
    setError('');
    try {
      const parsed: unknown = JSON.parse(await f.text());
      // A file of another shape is named as such here, before Verify could fail it as a tampered tape.
      const why = parseExport(parsed);
      if (typeof why === 'string') throw new Error(why);
      setSource('file');
      setFile(parsed as GameExport);
    } catch (e) {
      setError(`${f.name}: ${errorText(e)}`);
    }
  };

  return (
    <>
      <h1>Replay</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (asked.trim()) navigate(`/replay/${asked.trim()}`);
        }}
      >
        <label>
          Game id <input value={asked} onInput={(e) => setAsked((e.target as HTMLInputElement).value)} />
        </label>{' '}
        <button type="submit">Open</button>
      </form>
      <div
        class="drop"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          void openFile(e.dataTransfer?.files[0]);
        }}
      >
        Drop an exported game here, or{' '}
        <label>
          choose a file{' '}
          <input
            type="file"
            accept=".json,application/json"
            aria-label="exported game file"
            onChange={(e) => void openFile((e.target as HTMLInputElement).files?.[0])}
          />
        </label>
      </div>
      {error && <p class="error">{error}</p>}
      {file && (
        <Stepper
          file={file}
          fromServer={source === 'server' && id !== null}
          token={token}
          key={`${file.id}-${source}-${file.events.length}`}
        />
      )}
    </>
  );
}

/**
 * The server's seed chain for the year of a challenge entry opened from this server, so Verify holds
 * the entry's head to the published one. A dropped file may come from another server: its check
 * then reaches only the head in the file. Without the chain (no challenges here) Verify goes on.
 */
async function publishedChain(file: GameExport, fromServer: boolean) {
  if (!fromServer || file.challenge === null) return undefined;
  try {
    return await client.seedChain(Number(file.challenge.slice(-10, -6)));
  } catch {
    return undefined;
  }
}

function Stepper({ file, fromServer, token }: { file: GameExport; fromServer: boolean; token: string | null }) {
  const last = file.events.length;
  const [at, setAt] = useState(last);
  const [view, setView] = useState<unknown>(null);
  const [error, setError] = useState('');
  const [audit, setAudit] = useState<AuditReport | null>(null);
  const names = file.players.map((p) => p.name);
  const openSeats = openSeatsOf(file.players);

  useEffect(() => {
    let live = true;
    setError('');
    const load = fromServer
      ? client.stateAt(file.id, at, token).then((g) => g.view)
      : Promise.resolve().then(() => localViewAt(file, at));
    load.then(
      (v) => live && setView(v),
      (e) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [at]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA'))
        return;
      if (e.key === 'ArrowRight') setAt((v) => Math.min(last, v + 1));
      else if (e.key === 'ArrowLeft') setAt((v) => Math.max(1, v - 1));
      else if (e.key === 'Home') setAt(1);
      else if (e.key === 'End') setAt(last);
      else return;
      e.preventDefault();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [last]);

  const verify = async () => {
    setAudit(null);
    // This server's published keys: who signed the file is part of the verdict. A server that
    // publishes none (503) leaves the signature check skipped, and the verdict says so.
    const keys = await client.keys().catch(() => undefined);
    setAudit(await client.auditOffline(file, { keys, chain: await publishedChain(file, fromServer) }));
  };
  const chained = audit?.checks.find((c) => c.name === 'chain' && c.status === 'pass');
  const verdict = audit && auditVerdict(audit);
  const signature = audit?.checks.find((c) => c.name === 'signature');
  const Board = boardOf(file.rules);
  const title = useRulesTitle(file.rules);
  const narrow = useNarrowScreen();
  return (
    <div class="game">
      <BoardFrame>
        {error && <p class="error">{error}</p>}
        {view !== null && Board && <Board view={view} names={names} narrow={narrow} openSeats={openSeats} />}
      </BoardFrame>
      <aside class="side">
        <h2>
          {title} · {file.id}
        </h2>
        <label for="version">
          Version {at} of {last}
        </label>
        <input
          id="version"
          type="range"
          min={1}
          max={last}
          value={at}
          onInput={(e) => setAt(Number((e.target as HTMLInputElement).value))}
        />
        <p>
          <button type="button" onClick={() => setAt(Math.max(1, at - 1))} aria-label="previous version">
            ←
          </button>{' '}
          <button type="button" onClick={() => setAt(Math.min(last, at + 1))} aria-label="next version">
            →
          </button>{' '}
          <button type="button" onClick={verify}>
            Verify
          </button>
        </p>
        <p aria-live="polite" data-testid="verdict">
          {audit &&
            verdict &&
            (verdict.outcome === 'hidden' || verdict.outcome === 'unrevealed' ? (
              <span>Not verifiable in full yet, though nothing failed: {verdict.skipped.detail}</span>
            ) : verdict.outcome === 'verified' ? (
              <span class="ok">
                ✓ verified: {counted(audit.events, 'event')}, every roll, shuffle and move checks out
                {chained && "; the day's seed was fixed in advance by the published seed chain"}
              </span>
            ) : (
              <span class="error">
                ✗ {verdict.failure.name} failed
                {verdict.failure.seq !== undefined ? ` at event ${verdict.failure.seq}` : ''}: {verdict.failure.detail}
              </span>
            ))}
        </p>
        {signature && (
          <p data-testid="signer" class="signer">
            {signature.status === 'pass' ? (
              <>
                <span class="ok">Signed by {location.host}</span>{' '}
                {/* A key id is a long thumbprint: it may break anywhere rather than widen a phone's page. */}
                <small>({signature.detail.replace(/^signed by /, '')})</small>
              </>
            ) : signature.status === 'fail' ? (
              <span class="error">Not signed by {location.host}</span>
            ) : (
              <span>Signature not checked: {location.host} publishes no signing keys</span>
            )}
          </p>
        )}
        <ol class="log" aria-label="events">
          {file.events.map((e, i) => (
            <li value={e.seq} class={i + 1 === at ? 'current' : ''}>
              <a
                href="#"
                onClick={(ev) => {
                  ev.preventDefault();
                  setAt(i + 1);
                }}
              >
                {eventLine(e, file.rules, names)}
              </a>
            </li>
          ))}
        </ol>
      </aside>
    </div>
  );
}
