import { problem, type ServiceError } from '../service/errors.js';
import { inErrorChain, refusalReporter } from './storage-full.js';

/** How long a client waits before sending a write the busy database refused again (seconds). */
const RETRY_AFTER = 1;

/**
 * SQLite's SQLITE_BUSY (`database is locked`) anywhere in an error's chain: another connection held a
 * lock for longer than this one would wait. On the node server the writer thread has already tried
 * the write again for its whole wait (adapter/node/sqlite-writer-thread.ts), and nothing of it was
 * written; the same request, sent again, is safe (a move by its `moveId`).
 */
export const isDatabaseBusy = (error: unknown): boolean =>
  inErrorChain(error, (e) => {
    const code = (e as { code?: unknown }).code;
    return (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) || /database is locked/i.test(e.message);
  });

export const databaseBusy = (): ServiceError =>
  problem(
    'unavailable',
    'database-busy',
    'the database was busy for longer than the server waits; nothing was recorded, send the same request again (a move with the same moveId)',
    { retryAfter: RETRY_AFTER },
  );

/** Says once a minute at most that writes meet a busy database, with how many were refused meanwhile. */
export const databaseBusyReporter = (
  log: (line: string) => void = (line) => console.error(line),
  // Read at each call, not the function taken at import, so a test that sets the clock is heard.
  clock: () => number = () => Date.now(),
  intervalMs = 60_000,
) => refusalReporter('the database is busy', 'database-busy', log, clock, intervalMs);

/** The server's one reporter, shared by REST, GraphQL and the WebSocket. */
export const reportDatabaseBusy = databaseBusyReporter();
