import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import Database from 'libsql';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { openConnection } from '../../src/adapter/node/sqlite-connection.js';
import { startSqliteWriter, type SqliteWriter } from '../../src/adapter/node/sqlite-writer.js';
import { openTapeReader } from '../../src/adapter/node/tape-reader.js';
import { EventStore } from '../../src/store/event-store.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';

const insertEvent = (gameId: string, seq: number) => ({
  sql: 'INSERT INTO events (game_id, seq, type, data, actor, at, move_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
  args: [gameId, seq, 'MoveMade', '{}', 1, seq, null],
});

describe('the writer thread', () => {
  let database: TestDatabase;
  let writer: SqliteWriter;

  beforeEach(async () => {
    database = await openTestDatabase();
    writer = await startSqliteWriter({
      path: database.path,
      synchronous: 'normal',
      busyTimeoutMs: 5000,
      intervalMs: 10,
      restartPages: 8,
    });
  });
  afterEach(async () => {
    await writer.close();
    database.destroy();
  });

  const seqs = async (gameId: string) =>
    (
      await database.client.execute({ sql: 'SELECT seq FROM events WHERE game_id = ? ORDER BY seq', args: [gameId] })
    ).rows.map((r) => r.seq);

  test('batches sent together commit on their own terms: a refused one leaves nothing, the others land', async () => {
    const results = await Promise.allSettled([
      writer.runBatch([insertEvent('a', 1), insertEvent('a', 2)]),
      // Its first row would land, its second repeats a key: the whole batch must go.
      writer.runBatch([insertEvent('b', 1), insertEvent('a', 2)]),
      writer.runBatch([insertEvent('c', 1)]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(
      /UNIQUE constraint failed: events\.game_id, events\.seq/,
    );
    expect(await seqs('a')).toEqual([1, 2]);
    expect(await seqs('b')).toEqual([]);
    expect(await seqs('c')).toEqual([1]);
  });

  test('several refused batches in one round: each answered with its own error, every other batch lands whole', async () => {
    await writer.runBatch([insertEvent('a', 1)]);
    const results = await Promise.allSettled([
      writer.runBatch([insertEvent('b', 1), insertEvent('a', 1)]),
      writer.runBatch([insertEvent('c', 1), insertEvent('c', 2)]),
      writer.runBatch([insertEvent('d', 1), insertEvent('d', 1)]),
      writer.runBatch([insertEvent('e', 1)]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await seqs('a')).toEqual([1]);
    expect(await seqs('b')).toEqual([]);
    expect(await seqs('c')).toEqual([1, 2]);
    expect(await seqs('d')).toEqual([]);
    expect(await seqs('e')).toEqual([1]);
  });

  test('batches sent while a commit is under way wait and go over together, each answered on its own', async () => {
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      const results = await Promise.allSettled([
        writer.runBatch([insertEvent('a', 1)]),
        ...Array.from({ length: 20 }, (_, i) => writer.runBatch([insertEvent('b', i + 1)])),
        writer.runBatch([insertEvent('a', 1)]),
      ]);
      expect(results.map((r) => r.status)).toEqual([
        'fulfilled',
        ...Array.from({ length: 20 }, () => 'fulfilled'),
        'rejected',
      ]);
      // The first goes at once; the 21 sent meanwhile go in one message once it is answered.
      expect(posted.mock.calls.map(([message]) => (Array.isArray(message) ? message.length : 1))).toEqual([1, 21]);
      expect(await seqs('b')).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    } finally {
      posted.mockRestore();
    }
  });

  test('a batch is acknowledged only once committed: another connection reads it at once', async () => {
    await writer.runBatch([insertEvent('a', 1)]);
    expect(await seqs('a')).toEqual([1]);
  });

  test('closing commits everything sent before it, then refuses new batches', async () => {
    const sent = Array.from({ length: 50 }, (_, i) => writer.runBatch([insertEvent('a', i + 1)]));
    await writer.close();
    await Promise.all(sent);
    expect(await seqs('a')).toHaveLength(50);
    await expect(writer.runBatch([insertEvent('a', 51)])).rejects.toThrow(/stopped/);
  });

  test('the checkpointer keeps the WAL short under steady writes', async () => {
    const blob = 'x'.repeat(3000); // about a page a row, written back to back: passive checkpoints never catch up
    for (let i = 1; i <= 800; i++) {
      await writer.runBatch([
        {
          sql: 'INSERT INTO events (game_id, seq, type, data, actor, at, move_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
          args: ['a', i, 'MoveMade', blob, 1, i, null],
        },
      ]);
    }
    // Each commit adds about 4 pages to the WAL, some 3,200 in all; restarted from 8 pages on, it
    // holds only what the last burst wrote. The checkpointer runs on its own timer, which a loaded
    // machine can delay past the last write, and a restarted WAL only shrinks at the next write: so
    // write a small probe row (another game) until the WAL is short, for a few of the timer's rounds.
    let probe = 0;
    await vi.waitFor(
      async () => {
        await writer.runBatch([
          {
            sql: 'INSERT INTO events (game_id, seq, type, data, actor, at, move_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
            args: ['probe', ++probe, 'MoveMade', '{}', 1, probe, null],
          },
        ]);
        const walPages = (await database.client.execute('PRAGMA wal_checkpoint(PASSIVE)')).rows[0]![1];
        expect(Number(walPages)).toBeLessThan(400);
      },
      { timeout: 5000, interval: 50 },
    );
    expect(await seqs('a')).toHaveLength(800);
  });
});

test('a RESTART checkpoint waiting for a reader to leave the WAL holds writes back only briefly', async () => {
  const database = await openTestDatabase();
  // The writer would wait a second; the checkpointer runs every 20 ms and restarts the WAL from 8 pages on.
  const writer = await startSqliteWriter({
    path: database.path,
    synchronous: 'normal',
    busyTimeoutMs: 1000,
    intervalMs: 20,
    restartPages: 8,
  });
  const other = new Database(database.path);
  const reader = new Database(database.path);
  try {
    const insert = other.prepare(
      'INSERT INTO events (game_id, seq, type, data, actor, at, move_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    // A commit of some 20 pages, and at once a reader on the snapshot it made, before any checkpoint has
    // copied it: a RESTART copies everything (the reader is on the last commit) and then, holding the
    // write lock, waits for the reader to leave the WAL.
    other.exec('BEGIN');
    for (let seq = 1; seq <= 20; seq++) insert.run(['a', seq, 'MoveMade', 'x'.repeat(3000), 1, seq, null]);
    other.exec('COMMIT');
    reader.exec('BEGIN');
    reader.prepare('SELECT count(*) FROM events').raw().get();
    await new Promise((done) => setTimeout(done, 100));
    const took: number[] = [];
    for (let seq = 1; seq <= 5; seq++) {
      const start = performance.now();
      await writer.runBatch([insertEvent('b', seq)]);
      took.push(performance.now() - start);
    }
    expect(Math.max(...took)).toBeLessThan(300);
  } finally {
    reader.exec('COMMIT');
    reader.close();
    other.close();
    await writer.close();
    database.destroy();
  }
});

test('a database another connection holds: a round is tried again for the writer wait, then each batch is answered SQLITE_BUSY and none written', async () => {
  const database = await openTestDatabase();
  const writer = await startSqliteWriter({ path: database.path, synchronous: 'normal', busyTimeoutMs: 600 });
  const holder = new Database(database.path);
  try {
    holder.exec('BEGIN IMMEDIATE');
    const start = performance.now();
    const settled = (p: Promise<void>) =>
      p.then(
        () => ({ at: performance.now() - start, code: 'committed' }),
        (error: { code?: string }) => ({ at: performance.now() - start, code: error.code }),
      );
    const first = settled(writer.runBatch([insertEvent('a', 1)]));
    await new Promise((done) => setTimeout(done, 300));
    const second = settled(writer.runBatch([insertEvent('b', 1)]));
    const [a, b] = await Promise.all([first, second]);
    expect([a.code, b.code]).toEqual(['SQLITE_BUSY', 'SQLITE_BUSY']);
    // Each waited the writer's whole wait (slices of SQLite's busy timeout, 250 ms, and more): the
    // second, sent while the first's round waited, in a round of its own after it.
    expect(a.at).toBeGreaterThanOrEqual(600);
    expect(b.at - a.at).toBeGreaterThanOrEqual(550);
    holder.exec('ROLLBACK');
    const count = async () => (await database.client.execute('SELECT count(*) AS n FROM events')).rows[0]!.n;
    expect(await count()).toBe(0);
    // Nothing was written: the same batches, sent again, land.
    await Promise.all([writer.runBatch([insertEvent('a', 1)]), writer.runBatch([insertEvent('b', 1)])]);
    expect(await count()).toBe(2);
  } finally {
    if (holder.inTransaction) holder.exec('ROLLBACK');
    holder.close();
    await writer.close();
    database.destroy();
  }
});

test("the request thread's reads leave no read transaction open: a RESTART checkpoint waits for none of them", async () => {
  const database = await openTestDatabase();
  const tapes = openTapeReader(database.path, 5000);
  const other = new Database(database.path);
  const checkpointer = new Database(database.path);
  try {
    checkpointer.exec('PRAGMA busy_timeout = 0');
    const insert = other.prepare(
      'INSERT INTO events (game_id, seq, type, data, actor, at, move_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (let seq = 1; seq <= 5; seq++) insert.run(['a', seq, 'MoveMade', '{}', 1, seq, null]);
    /** A RESTART that waits for nothing: `busy` 1 if any connection still reads an older snapshot. */
    let next = 1;
    const restart = () => {
      // Commits after every read above: a snapshot still held would be an older one.
      for (let i = 0; i < 3; i++, next++) insert.run(['b', next, 'MoveMade', '{}', 1, next, null]);
      const [busy, log, copied] = checkpointer.prepare('PRAGMA wal_checkpoint(RESTART)').raw().get() as number[];
      return { busy, whole: log === copied };
    };
    // Every way the request thread reads: the tape reader's kept statement, drizzle and the libsql client.
    expect(tapes.read('a', 0, 10)).toContain('"seq":5');
    expect(restart()).toEqual({ busy: 0, whole: true });
    expect(await new EventStore(database.db).events('a')).toHaveLength(5);
    expect(restart()).toEqual({ busy: 0, whole: true });
    expect((await database.client.execute('SELECT count(*) AS n FROM events')).rows[0]!.n).toBeGreaterThan(0);
    expect(restart()).toEqual({ busy: 0, whole: true });
    // The check sees a read left open.
    const open = new Database(database.path);
    open.exec('BEGIN');
    open.prepare('SELECT count(*) FROM events').raw().get();
    expect(restart().busy).toBe(1);
    open.exec('COMMIT');
    open.close();
  } finally {
    checkpointer.close();
    other.close();
    tapes.close();
    database.destroy();
  }
});

test('a WAL file grown by a burst is cut back to the size limit when it restarts', async () => {
  const database = await openTestDatabase();
  const writer = await startSqliteWriter({
    path: database.path,
    synchronous: 'normal',
    busyTimeoutMs: 5000,
    intervalMs: 10,
    restartPages: 8,
    walSizeLimitBytes: 64 * 1024,
  });
  try {
    const blob = 'x'.repeat(3000);
    const row = (seq: number) => ({
      sql: 'INSERT INTO events (game_id, seq, type, data, actor, at, move_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
      args: ['a', seq, 'MoveMade', blob, 1, seq, null],
    });
    // One commit of ~300 pages: the WAL file grows past a megabyte.
    await writer.runBatch(Array.from({ length: 300 }, (_, i) => row(i + 1)));
    const walBytes = () => statSync(`${database.path}-wal`).size;
    expect(walBytes()).toBeGreaterThan(1024 * 1024);
    let seq = 300;
    // Once the checkpointer has copied it back, the next commit restarts the WAL and truncates the file.
    await expect
      .poll(
        async () => {
          await writer.runBatch([row(++seq)]);
          return walBytes();
        },
        { timeout: 3000, interval: 20 },
      )
      .toBeLessThanOrEqual(64 * 1024);
  } finally {
    await writer.close();
    database.destroy();
  }
});

test('a writer that cannot open its database fails to start instead of accepting batches', async () => {
  await expect(
    startSqliteWriter({ path: '/nonexistent-dir/rolltape.db', synchronous: 'normal', busyTimeoutMs: 10 }),
  ).rejects.toThrow();
});

test("the writer's connections run in WAL mode at the sync level asked for (FULL: an fsync per commit)", async () => {
  const database = await openTestDatabase();
  try {
    for (const [synchronous, level] of [
      ['normal', 1],
      ['full', 2],
    ] as const) {
      const connection = openConnection({ path: database.path, synchronous, busyTimeoutMs: 1234 });
      // libsql 0.5's `pluck()` still answers a row object; `raw()` answers the bare values.
      const read = (pragma: string): unknown => (connection.prepare(`PRAGMA ${pragma}`).raw().get() as unknown[])[0];
      try {
        expect(read('journal_mode')).toBe('wal');
        expect(read('synchronous')).toBe(level);
        expect(read('busy_timeout')).toBe(1234);
      } finally {
        connection.close();
      }
    }
  } finally {
    database.destroy();
  }
});
