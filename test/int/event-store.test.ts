import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { EventStore } from '../../src/store/event-store.js';
import { startSqliteWriter, type SqliteWriter } from '../../src/adapter/node/sqlite-writer.js';
import { openLibsql } from '../../src/store/libsql.js';
import { openTapeReader, type TapeReader } from '../../src/adapter/node/tape-reader.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';
import { awkwardEvents, created, move, projection } from '../support/store-fixtures.js';

const gameRow = {
  id: 'g1',
  rules: 'circuit-racer',
  rulesVersion: 1,
  status: 'active' as const,
  version: 1,
  players: [{ name: 'A' }],
  sandbox: false,
  seedCommitment: 'c',
  seed: 's',
  standings: null,
  createdAt: 1,
  updatedAt: 1,
};

const startWriterThread = (database: TestDatabase) =>
  startSqliteWriter({ path: database.path, synchronous: 'normal', busyTimeoutMs: 5000 });

/**
 * The ways the node runtime writes an embedded file: through the libsql client, or from the writer
 * thread (`npm start`); and reads its tapes: through drizzle, or (`npm start`) a statement kept prepared.
 */
const writers = [
  {
    name: 'the libsql client',
    start: async (_: TestDatabase): Promise<SqliteWriter | undefined> => undefined,
    keptRead: false,
  },
  { name: 'the writer thread', start: startWriterThread, keptRead: false },
  { name: 'the writer thread, tapes read by the kept statement', start: startWriterThread, keptRead: true },
];

describe.each(writers)('event store on a real libsql file, written by $name', ({ start, keptRead }) => {
  let database: TestDatabase;
  let writer: SqliteWriter | undefined;
  let reader: TapeReader | undefined;
  let store: EventStore;

  beforeEach(async () => {
    database = await openTestDatabase();
    writer = await start(database);
    reader = keptRead ? openTapeReader(database.path, 5000) : undefined;
    store = new EventStore(database.db, writer, { readTape: reader?.read });
    await store.create(gameRow, [{ gameId: 'g1', seat: 1, name: 'A', tokenHash: 'h' }], [created]);
  });
  afterEach(async () => {
    await writer?.close();
    reader?.close();
    database.destroy();
  });

  test('runs in WAL mode: synchronous NORMAL by default, FULL on request', async () => {
    expect((await database.client.execute('PRAGMA journal_mode')).rows[0]?.[0]).toBe('wal');
    expect((await database.client.execute('PRAGMA synchronous')).rows[0]?.[0]).toBe(1);
    const full = await openLibsql({ url: database.url, synchronous: 'full' });
    try {
      expect((await full.client.execute('PRAGMA synchronous')).rows[0]?.[0]).toBe(2);
    } finally {
      full.close();
    }
  });

  test('appends made in the same tick share one commit, and a conflict in the group fails only its own append', async () => {
    await store.create({ ...gameRow, id: 'g2' }, [{ gameId: 'g2', seat: 1, name: 'B', tokenHash: 'h2' }], [created]);
    const results = await Promise.all([
      store.append('g1', 1, [move(2, 3)], projection(2)),
      store.append('g2', 1, [move(2, 4)], projection(2)),
      store.append('g1', 1, [move(2, 5)], projection(2)),
    ]);
    expect(results).toEqual([null, null, 'version-conflict']);
    expect(await store.events('g1')).toEqual([created, move(2, 3)]);
    expect(await store.events('g2')).toEqual([created, move(2, 4)]);
  });

  test('every event reads back exactly as appended: strings that need escaping, nulls, no data, key order', async () => {
    const tape = awkwardEvents(2);
    expect(await store.append('g1', 1, tape, projection(5))).toBeNull();
    const read = await store.events('g1');
    expect(read).toEqual([created, ...tape]);
    expect(JSON.stringify(read)).toBe(JSON.stringify([created, ...tape]));
    expect(await store.events('g1', 5)).toEqual([]);
    expect(await store.events('nobody')).toEqual([]);
  });

  test('appends continue the tape and move the projection', async () => {
    expect(await store.append('g1', 1, [move(2, 3), move(3, 4)], projection(3))).toBeNull();
    expect((await store.events('g1')).map((e) => e.seq)).toEqual([1, 2, 3]);
    expect((await store.game('g1'))?.version).toBe(3);
    expect(await store.events('g1', 1, 2)).toEqual([move(2, 3)]);
  });

  test('a game keeps its status while it is played and is over once an append ends it, alone or in a group', async () => {
    await store.create({ ...gameRow, id: 'g2' }, [{ gameId: 'g2', seat: 1, name: 'B', tokenHash: 'h2' }], [created]);
    expect(await store.append('g1', 1, [move(2, 3)], projection(2))).toBeNull();
    expect(await store.game('g1')).toMatchObject({ status: 'active', version: 2, updatedAt: 2 });
    const standings = { lowerIsBetter: false, players: [] };
    const ends = (version: number) => ({ ...projection(version), status: 'over' as const, standings });
    const results = await Promise.all([
      store.append('g1', 2, [move(3, 4)], ends(3)),
      store.append('g2', 1, [move(2, 5)], projection(2)),
    ]);
    expect(results).toEqual([null, null]);
    expect(await store.game('g1')).toMatchObject({ status: 'over', version: 3, standings });
    expect(await store.game('g2')).toMatchObject({ status: 'active', version: 2 });
    // The index the lobby and the lists read agrees with the rows.
    const byStatus = await database.client.execute(
      "SELECT id, status FROM games INDEXED BY games_rules_status WHERE rules = 'circuit-racer' ORDER BY id",
    );
    expect(byStatus.rows.map((row) => [row.id, row.status])).toEqual([
      ['g1', 'over'],
      ['g2', 'active'],
    ]);
  });

  test('two writers on separate connections appending at the same version: exactly one wins, nothing is overwritten', async () => {
    const other = await openLibsql({ url: database.url });
    try {
      const rival = new EventStore(other.db);
      const results = await Promise.all([
        store.append('g1', 1, [move(2, 3)], projection(2)),
        rival.append('g1', 1, [move(2, 5), move(3, 4)], projection(3)),
      ]);
      expect(results.filter((r) => r === null)).toHaveLength(1);
      expect(results.filter((r) => r === 'version-conflict')).toHaveLength(1);
      const tape = await store.events('g1');
      const winner = results[0] === null ? [move(2, 3)] : [move(2, 5), move(3, 4)];
      expect(tape).toEqual([created, ...winner]);
      expect((await store.game('g1'))?.version).toBe(tape.length);
    } finally {
      other.close();
    }
  });

  test('a losing batch writes none of its events or projection (all or nothing)', async () => {
    expect(await store.append('g1', 1, [move(2, 3)], projection(2))).toBeNull();
    expect(await store.append('g1', 1, [move(2, 4), move(3, 5)], projection(3))).toBe('version-conflict');
    expect((await store.events('g1')).map((e) => e.seq)).toEqual([1, 2]);
    expect((await store.game('g1'))?.version).toBe(2);
  });

  test('a move id is unique per game', async () => {
    expect(await store.append('g1', 1, [move(2, 3, 'm1')], projection(2))).toBeNull();
    expect(await store.append('g1', 2, [move(3, 4, 'm1')], projection(3))).toBe('duplicate-move-id');
    expect(await store.moveSeq('g1', 'm1')).toBe(2);
    expect((await store.events('g1')).length).toBe(2);
  });

  test('an append that does not continue the tape is a programming error, not a write', async () => {
    await expect(store.append('g1', 1, [move(3, 3)], projection(3))).rejects.toThrow(/continue the tape/);
  });
});
