import { startThread } from './threads.js';
import { SQLITE_MAX_PARAMS, type SqlDriver, type SqlStatement } from '../../store/db.js';
import type {
  CheckpointerSettings,
  WriterRequest,
  FromWriter,
  ToWriter,
  WriterSettings,
  WriterThreadSettings,
} from './sqlite-writer-protocol.js';

/** The waits of the writer and the checkpointer that a server may set (src/server.ts): defaults below. */
export type WriterTimings = Partial<
  Pick<WriterSettings, 'busyTimeoutMs'> &
    Pick<CheckpointerSettings, 'intervalMs' | 'restartPages' | 'restartWaitMs'> &
    Pick<WriterThreadSettings, 'walSizeLimitBytes'>
>;

export interface SqliteWriter extends SqlDriver {
  /** Commits what was already sent, then closes the writer's connection and stops its thread. */
  close(): Promise<void>;
}

/**
 * The store's driver for an embedded file on the node server: every write goes to a dedicated
 * thread (sqlite-writer-thread.ts) that commits whatever batches are waiting in one transaction.
 * The request thread never waits for a commit, a checkpoint or the disk (it still reads through
 * its own connection), and the busier the server, the more moves share a commit.
 */
export async function startSqliteWriter(settings: WriterSettings & WriterTimings): Promise<SqliteWriter> {
  const worker = startThread('sqlite-writer-thread', {
    walSizeLimitBytes: 64 * 1024 * 1024,
    ...settings,
  } satisfies WriterThreadSettings);
  const checkpointer = startThread('sqlite-checkpointer-thread', {
    intervalMs: 200,
    restartPages: 4000,
    restartWaitMs: 20,
    ...settings,
  } satisfies CheckpointerSettings);
  // Losing the checkpointer loses no data (the writer's own checkpoint is the backstop); say so and go on.
  checkpointer.on('error', (error) => console.error('rolltape: the WAL checkpointer stopped:', error));
  const checkpointerExited = new Promise((done) => checkpointer.once('exit', done));
  // Loaded before the server listens, so loading it does not compete with the first requests (it may fail: see above).
  const checkpointerLoaded = new Promise(
    (done) => (checkpointer.once('message', done), void checkpointerExited.then(done)),
  );
  const waiting = new Map<number, { resolve(): void; reject(error: Error): void }>();
  let nextId = 1;
  let stopped: Error | undefined;
  /**
   * Batches sent and not yet answered, and those held back meanwhile. While the writer commits,
   * new batches wait here and go over together when it answers: it would only have taken them into
   * its next commit then anyway, and one message instead of one per move saves the request thread
   * a wake-up of the writer each (a tenth of a move's request-thread CPU in `npm run bench http`).
   */
  let unanswered = 0;
  let held: WriterRequest[] = [];
  const sendHeld = () => {
    if (held.length === 0) return;
    const batches = held;
    held = [];
    unanswered += batches.length;
    worker.postMessage((batches.length === 1 ? batches[0]! : batches) satisfies ToWriter);
  };
  const stop = (error: Error) => {
    stopped ??= error;
    held = [];
    for (const w of waiting.values()) w.reject(stopped);
    waiting.clear();
  };

  try {
    await new Promise<void>((ready, fail) => {
      worker.once('message', (first: FromWriter) =>
        first === 'ready' ? ready() : fail(new Error('the database writer did not start')),
      );
      worker.once('error', fail);
      worker.once('exit', (code) => fail(new Error(`the database writer exited (code ${code}) before it was ready`)));
    });
    await checkpointerLoaded;
  } catch (error) {
    await Promise.all([worker.terminate(), checkpointer.terminate()]);
    throw error;
  }
  worker.on('message', (replies: FromWriter) => {
    if (replies === 'ready') return;
    unanswered -= replies.length;
    sendHeld();
    for (const reply of replies) {
      const w = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.error === undefined) w?.resolve();
      else w?.reject(Object.assign(new Error(reply.error), reply.code === undefined ? {} : { code: reply.code }));
    }
  });
  worker.on('error', (error) => stop(new Error('the database writer failed', { cause: error })));
  const exited = new Promise<void>((done) =>
    worker.once('exit', (code) => (stop(new Error(`the database writer has stopped (exit code ${code})`)), done())),
  );

  return {
    maxParams: SQLITE_MAX_PARAMS,
    groupAppends: true,
    runBatch(statements: readonly SqlStatement[]) {
      if (stopped !== undefined) return Promise.reject(stopped);
      const id = nextId++;
      return new Promise<void>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        held.push({ id, statements });
        if (unanswered === 0) sendHeld();
      });
    },
    async close() {
      checkpointer.postMessage('close');
      await checkpointerExited;
      // Messages are handled in order: every batch sent before this is committed and answered first.
      if (stopped === undefined) {
        sendHeld();
        worker.postMessage('close' satisfies ToWriter);
      }
      await exited;
    },
  };
}
