import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { percentile } from './stats.js';

export interface DiskCommitFigures {
  /** A commit's p50 in ms, `PRAGMA synchronous = NORMAL` (no fsync at commit in WAL mode). */
  readonly normalMs: number;
  /** The same with `FULL`: an fsync of the WAL at every commit, as `ROLLTAPE_SYNC=full` runs. */
  readonly fullMs: number;
}

/**
 * What the disk under the bench servers' data charges a commit: commits of `rows` appends of the
 * size of a move's, on a WAL database in the same temporary folder, with and without the fsync that
 * `ROLLTAPE_SYNC=full` adds, in alternating blocks so a slow spell falls on both. The writer thread
 * commits one round at a time, so under full sync each round waits for one such fsync: this is the
 * part of the gap between the two servers that no code of ours can take away.
 */
export function measureDiskCommits(commits = 600, rows = 4): DiskCommitFigures {
  const dir = mkdtempSync(join(tmpdir(), 'rolltape-bench-disk-'));
  try {
    const open = (name: string, synchronous: string) => {
      const db = new Database(join(dir, name));
      db.exec('PRAGMA journal_mode = WAL');
      db.exec(`PRAGMA synchronous = ${synchronous}`);
      db.exec('CREATE TABLE appends (id INTEGER PRIMARY KEY, data TEXT NOT NULL)');
      return { db, insert: db.prepare('INSERT INTO appends (data) VALUES (?)'), times: [] as number[] };
    };
    const sides = [open('normal.db', 'NORMAL'), open('full.db', 'FULL')] as const;
    const data = 'x'.repeat(300);
    for (let block = 0; block < commits / 50; block++)
      for (const side of sides)
        for (let i = 0; i < 50; i++) {
          const started = performance.now();
          side.db.exec('BEGIN IMMEDIATE');
          for (let r = 0; r < rows; r++) side.insert.run(data);
          side.db.exec('COMMIT');
          side.times.push(performance.now() - started);
        }
    for (const side of sides) {
      side.db.close();
      side.times.sort((a, b) => a - b);
    }
    return { normalMs: percentile(sides[0].times, 50), fullMs: percentile(sides[1].times, 50) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
