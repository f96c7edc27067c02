import { parentPort, workerData } from 'node:worker_threads';
import { failureLog } from './failure-log.js';
import { openConnection } from './sqlite-connection.js';
import type { CheckpointerSettings } from './sqlite-writer-protocol.js';

/**
 * Copies the WAL back into the database file on its own connection, so that work (and its fsync)
 * never stalls the writer: left to SQLite's automatic checkpoint, it ran inside a commit and held
 * every waiting append for up to ~90 ms (bench/).
 *
 * A PASSIVE checkpoint never blocks the writer, but under steady load it never catches up with the
 * last commits either, so the WAL would only grow. Once it holds `restartPages`, a RESTART checkpoint
 * briefly holds the writer back while it copies what the passive runs left, and the next commit
 * starts the WAL file over.
 *
 * A RESTART holds the WAL's write lock while it waits for readers: those on an older snapshot than
 * its last commit, then every reader still in the WAL. With the writer's busy timeout (5 s) it held
 * every write for seconds behind one slow reader, long enough for the writer's `BEGIN IMMEDIATE` to
 * give up (`database is locked`; test/int/database-busy.test.ts). So it is tried only once the
 * passive run copied every page it saw (no reader holds an older snapshot), its connection waits at
 * most `restartWaitMs` for a lock, and a RESTART that could not finish is tried again on a later tick:
 * after 1, 2, 4 … up to `MAX_SKIPPED` ticks, so a reader that stays in the WAL (while no commit makes
 * its snapshot an old one) does not have the writer held back on every tick.
 */
const settings = workerData as CheckpointerSettings;
const db = openConnection(settings);
db.exec(`PRAGMA busy_timeout = ${settings.restartWaitMs}`);
const passive = db.prepare('PRAGMA wal_checkpoint(PASSIVE)').raw();
const restart = db.prepare('PRAGMA wal_checkpoint(RESTART)').raw();
const failures = failureLog('the WAL checkpoint');
const MAX_SKIPPED = 16;
/** Ticks to let pass before the next RESTART, and how many the last busy one let pass. */
let skip = 0;
let backoff = 0;

function checkpoint(): void {
  try {
    const [, walPages, copied] = passive.get() as [number, number, number];
    // Fewer pages copied than the WAL held: a reader is on an older snapshot, and a RESTART would wait for it.
    if (walPages >= settings.restartPages && copied === walPages && skip-- <= 0) {
      const [busy] = restart.get() as [number, number, number];
      backoff = busy === 0 ? 0 : Math.min(MAX_SKIPPED, Math.max(1, 2 * backoff));
      skip = backoff;
    }
    failures.succeeded();
  } catch (error) {
    // A busy database or a failed copy loses nothing: the pages stay in the WAL for the next run.
    failures.failed(error);
  }
}

const timer = setInterval(checkpoint, settings.intervalMs);
parentPort!.postMessage('ready');
parentPort!.on('message', (message: 'close') => {
  if (message !== 'close') return;
  clearInterval(timer);
  db.close();
  parentPort!.close();
});
