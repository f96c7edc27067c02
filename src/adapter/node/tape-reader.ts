import Database from 'libsql';
import { TAPE_TEXT_SQL, type TapeTextReader } from '../../store/event-store.js';

export interface TapeReader {
  readonly read: TapeTextReader;
  close(): void;
}

/**
 * The request thread's reads of tapes (`EventStore.events`) on an embedded file, through a connection
 * of their own with the statement kept prepared. Every read of a cached game catches it up with such
 * a read (each `GET` of a game, each live stream's backlog), and through drizzle and the libsql
 * client, which build and prepare the statement again each time, it cost about 200 µs of CPU against
 * 22 (docs/development.md, "Issue 33, 2026-11-28 (19:"). The connection only reads: WAL mode lets
 * it see every commit of the writer thread's connection, never waiting for one.
 */
export function openTapeReader(path: string, busyTimeoutMs: number): TapeReader {
  const db = new Database(path);
  db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
  const statement = db.prepare(TAPE_TEXT_SQL);
  return {
    read: (gameId, after, upTo) => (statement.get([gameId, after, upTo]) as { tape: string | null }).tape,
    close: () => db.close(),
  };
}
