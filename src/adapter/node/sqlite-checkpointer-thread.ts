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
 */
const settings = workerData as CheckpointerSettings;
const db = openConnection(settings);
const passive = db.prepare('PRAGMA wal_checkpoint(PASSIVE)').raw();
const restart = db.prepare('PRAGMA wal_checkpoint(RESTART)').raw();
const failures = failureLog('the WAL checkpoint');

function checkpoint(): void {
  try {
    const [, walPages] = passive.get() as [number, number, number];
    if (walPages >= settings.restartPages) restart.get();
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
