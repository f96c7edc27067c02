import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import type Database from 'libsql';
import { openConnection } from './sqlite-connection.js';
import type {
  FromWriter,
  ToWriter,
  WriterReply,
  WriterRequest,
  WriterThreadSettings,
} from './sqlite-writer-protocol.js';

/**
 * The database writer's thread. It owns the connection that writes the embedded file, so the
 * thread serving requests never waits for a commit or the disk.
 *
 * Group commit: every batch already waiting when a commit starts joins it. A batch that fails (a key
 * refusing a conflicting append) is rolled back alone and the others still commit (`commitRound`);
 * replies go out only once the commit is done, so an acknowledged batch is in the WAL. Statements stay prepared: the append SQL repeats, and preparing it cost as much
 * as running it (bench/).
 */
const settings = workerData as WriterThreadSettings;
const port = parentPort!;
const db = openConnection(settings);
/**
 * One attempt waits this long in SQLite's busy handler for another connection's lock; a round refused
 * busy runs again until `busyTimeoutMs` has passed (`commitPatiently`).
 */
db.exec(`PRAGMA busy_timeout = ${Math.min(250, settings.busyTimeoutMs)}`);
// Checkpoints are the checkpointer thread's job (sqlite-checkpointer-thread.ts); this one only
// steps in should that thread stop, before the WAL grows without bound.
db.exec('PRAGMA wal_autocheckpoint = 100000');
// The WAL file keeps its largest size unless told otherwise; this one restarts it, so it cuts it back.
db.exec(`PRAGMA journal_size_limit = ${settings.walSizeLimitBytes}`);

/** Enough for every shape of grouped append seen in practice; the least recently used go first. */
const MAX_PREPARED = 256;
const prepared = new Map<string, Database.Statement>();

function statement(sql: string): Database.Statement {
  let found = prepared.get(sql);
  if (found === undefined) {
    found = db.prepare(sql);
    if (prepared.size >= MAX_PREPARED) prepared.delete(prepared.keys().next().value!);
  } else {
    prepared.delete(sql);
  }
  prepared.set(sql, found);
  return found;
}

const begin = statement('BEGIN IMMEDIATE');
const commit = statement('COMMIT');
const rollback = statement('ROLLBACK');
const savepoint = statement('SAVEPOINT batch');
const release = statement('RELEASE batch');
const rollbackTo = statement('ROLLBACK TO batch');

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};
/** SQLITE_BUSY or one of its extended codes: another connection holds a lock this one needs. */
const isBusy = (error: unknown): boolean => codeOf(error)?.startsWith('SQLITE_BUSY') === true;
const failure = (request: WriterRequest, error: unknown): WriterReply => {
  const code = codeOf(error);
  return code === undefined
    ? { id: request.id, error: messageOf(error) }
    : { id: request.id, error: messageOf(error), code };
};

/**
 * A batch's statements with no savepoint around them: `false` when SQLite refused one (a key), which
 * leaves the transaction open with the batch's earlier statements in it.
 */
function runPlain(request: WriterRequest): boolean {
  try {
    for (const s of request.statements) statement(s.sql).run(s.args);
    return true;
  } catch (error) {
    // Some errors (a full disk, I/O) end the whole transaction: then the round fails as one. So does
    // a busy database, which refuses no batch of its own: the round is run again whole.
    if (!db.inTransaction || isBusy(error)) throw error;
    return false;
  }
}

/** One batch inside the open transaction: all its statements, or (rolled back to its savepoint) none. */
function runBatch(request: WriterRequest): WriterReply {
  savepoint.run();
  try {
    for (const s of request.statements) statement(s.sql).run(s.args);
    release.run();
    return { id: request.id };
  } catch (error) {
    if (!db.inTransaction || isBusy(error)) throw error;
    rollbackTo.run();
    release.run();
    return failure(request, error);
  }
}

/**
 * Commits a round of batches in one transaction; if the transaction itself fails, every batch fails.
 * Batches are almost never refused (a key refuses an append only when another server moved the game
 * on, or a retried move id), so the round first runs with no savepoints, which cost two more
 * statements a batch (about a third of the writer's statements at the bench's 1.05 batches a commit).
 * Should any batch be refused, the round is rolled back whole and run again with each batch in its
 * own savepoint, so the refused one is answered with its error and the others still commit.
 */
function commitRound(requests: readonly WriterRequest[]): WriterReply[] | 'busy' {
  try {
    begin.run();
    let replies: WriterReply[];
    if (requests.every(runPlain)) {
      replies = requests.map((r) => ({ id: r.id }));
    } else {
      rollback.run();
      begin.run();
      replies = requests.map(runBatch);
    }
    commit.run();
    return replies;
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    // Nothing of the round was written (it is rolled back whole), so it may run again.
    if (isBusy(error)) return 'busy';
    return requests.map((r) => failure(r, error));
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Commits a round, running it again for as long as the database is busy, up to `busyTimeoutMs`; then
 * every batch of it is answered `SQLITE_BUSY`, and none was written, so a client may send the same
 * request again. (Batches sent meanwhile wait in the request thread for this round's answer: they
 * get a round and a wait of their own, so a write waits at most about twice `busyTimeoutMs`.)
 */
function commitPatiently(round: readonly WriterRequest[]): WriterReply[] {
  const giveUpAt = performance.now() + settings.busyTimeoutMs;
  for (;;) {
    const replies = commitRound(round);
    if (replies !== 'busy') return replies;
    if (performance.now() >= giveUpAt)
      return round.map((r) => ({
        id: r.id,
        error: `database is locked: another connection held it for the writer's whole wait (${settings.busyTimeoutMs} ms)`,
        code: 'SQLITE_BUSY',
      }));
    // A lock refused at once, without SQLite's busy handler (a snapshot gone stale), is not tried again in a spin.
    Atomics.wait(pause, 0, 0, 5);
  }
}

port.on('message', (first: ToWriter) => {
  const round: WriterRequest[] = [];
  let closing = false;
  for (
    let message: ToWriter | undefined = first;
    message !== undefined;
    message = receiveMessageOnPort(port)?.message as ToWriter | undefined
  ) {
    if (message === 'close') closing = true;
    else if (Array.isArray(message)) round.push(...(message as readonly WriterRequest[]));
    else round.push(message as WriterRequest);
  }
  if (round.length > 0) port.postMessage(commitPatiently(round) satisfies FromWriter);
  if (closing) {
    db.close();
    port.close();
  }
});
port.postMessage('ready' satisfies FromWriter);
