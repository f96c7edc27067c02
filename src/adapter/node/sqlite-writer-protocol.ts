import type { SqlStatement } from '../../store/db.js';

/** What the writer thread is started with. */
export interface WriterSettings {
  /** The embedded database file. */
  readonly path: string;
  readonly synchronous: 'normal' | 'full';
  /**
   * How long a write waits for another connection's lock before failing: the writer's round, retried
   * while the database is busy; the checkpointer's and the readers' connections, SQLite's busy timeout.
   */
  readonly busyTimeoutMs: number;
}

/** What the writer thread itself is started with. */
export interface WriterThreadSettings extends WriterSettings {
  /** SQLite's `journal_size_limit`: a WAL file grown past this in a burst is cut back when it restarts. */
  readonly walSizeLimitBytes: number;
}

/** What the checkpointer thread is started with. */
export interface CheckpointerSettings extends WriterSettings {
  /** How often it copies committed pages from the WAL into the database file. */
  readonly intervalMs: number;
  /** A WAL this long (in pages) is restarted rather than left to grow. */
  readonly restartPages: number;
  /**
   * How long a RESTART checkpoint waits for the writer's lock and, holding it, for readers to leave the
   * WAL, before it gives up until a later tick: the writer waits as long as this, and the copy.
   */
  readonly restartWaitMs: number;
}

/** One batch to commit atomically. */
export interface WriterRequest {
  readonly id: number;
  readonly statements: readonly SqlStatement[];
}

/** The batch committed, or SQLite's error (and none of its statements took effect). */
export interface WriterReply {
  readonly id: number;
  readonly error?: string;
  /** SQLite's code of the error (`SQLITE_BUSY`: the database stayed busy for the writer's whole wait). */
  readonly code?: string;
}

/** Main thread → writer: one batch, the batches that waited while a commit was under way, or `close`. */
export type ToWriter = WriterRequest | readonly WriterRequest[] | 'close';
/** Writer → main thread: `ready` once the database is open, then the replies of each commit. */
export type FromWriter = 'ready' | readonly WriterReply[];
