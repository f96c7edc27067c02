import { problem, type ServiceError } from '../service/errors.js';

/** How long a full disk answers before clients should try again (seconds): space is freed by a person, not in a moment. */
const RETRY_AFTER = 60;

/** Whether `matches` holds for an error or one it wraps: a store's error chains by `cause`, GraphQL's by `originalError`. */
export function inErrorChain(error: unknown, matches: (e: Error) => boolean): boolean {
  for (
    let e: unknown = error, depth = 0;
    e instanceof Error && depth < 10;
    e = (e as { originalError?: unknown }).originalError ?? e.cause, depth++
  ) {
    if (matches(e)) return true;
  }
  return false;
}

/** SQLite's SQLITE_FULL, as the writer thread, libsql or D1 report it, anywhere in an error's cause chain. */
export const isStorageFull = (error: unknown): boolean =>
  inErrorChain(
    error,
    (e) => (e as { code?: unknown }).code === 'SQLITE_FULL' || /database or disk is full|SQLITE_FULL/i.test(e.message),
  );

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
export const storageFullReporter = (
  log: (line: string) => void = (line) => console.error(line),
  // Read at each call, not the function taken at import, so a test that sets the clock is heard.
  clock: () => number = () => Date.now(),
  intervalMs = 10 * 60_000,
) => refusalReporter('the database is full', 'storage-full', log, clock, intervalMs);

/** A condition that refuses every write while it lasts, logged when first met and then at most every `intervalMs`. */
export function refusalReporter(
  condition: string,
  code: string,
  log: (line: string) => void,
  clock: () => number,
  intervalMs: number,
) {
  let lastLogged: number | undefined;
  let refused = 0;
  return (error: unknown): void => {
    refused++;
    const now = clock();
    if (lastLogged !== undefined && now - lastLogged < intervalMs) return;
    log(
      `rolltape: ${condition} (${error instanceof Error ? error.message : String(error)}); refusing writes with 503 ${code}${lastLogged === undefined ? '' : ` (${refused} refused since the last report)`}`,
    );
    lastLogged = now;
    refused = 0;
  };
}

/** The server's one reporter, shared by REST and GraphQL. */
export const reportStorageFull = storageFullReporter();
