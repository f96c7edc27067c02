import { problem, type ServiceError } from '../service/errors.js';

/** How long a full disk answers before clients should try again (seconds): space is freed by a person, not in a moment. */
const RETRY_AFTER = 60;

/** SQLite's SQLITE_FULL, as the writer thread, libsql or D1 report it, anywhere in an error's cause chain. */
export function isStorageFull(error: unknown): boolean {
  // GraphQL wraps a resolver's error as `originalError`; the store's errors chain by `cause`.
  for (
    let e: unknown = error, depth = 0;
    e instanceof Error && depth < 10;
    e = (e as { originalError?: unknown }).originalError ?? e.cause, depth++
  ) {
    if ((e as { code?: unknown }).code === 'SQLITE_FULL' || /database or disk is full|SQLITE_FULL/i.test(e.message))
      return true;
  }
  return false;
}

export const storageFull = (): ServiceError =>
  problem(
    'unavailable',
    'storage-full',
    'the server has no room left to record anything; nothing was recorded, try again later',
    { retryAfter: RETRY_AFTER },
  );

/**
 * Says once that the disk is full, not once per refused request: while it stays full every write
 * fails, and a log line per request would fill what little room is left. Says it again at most
 * every `intervalMs`, with how many writes were refused meanwhile.
 */
export function storageFullReporter(
  log: (line: string) => void = (line) => console.error(line),
  clock: () => number = Date.now,
  intervalMs = 10 * 60_000,
) {
  let lastLogged: number | undefined;
  let refused = 0;
  return (error: unknown): void => {
    refused++;
    const now = clock();
    if (lastLogged !== undefined && now - lastLogged < intervalMs) return;
    log(
      `rolltape: the database is full (${error instanceof Error ? error.message : String(error)}); refusing writes with 503 storage-full${lastLogged === undefined ? '' : ` (${refused} refused since the last report)`}`,
    );
    lastLogged = now;
    refused = 0;
  };
}

/** The server's one reporter, shared by REST and GraphQL. */
export const reportStorageFull = storageFullReporter();
