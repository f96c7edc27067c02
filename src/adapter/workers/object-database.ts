import { drizzle } from 'drizzle-orm/durable-sqlite';
import { migrate } from 'drizzle-orm/durable-sqlite/migrator';
import type { Db, SqlDriver } from '../../store/db.js';
import { schema } from '../../store/schema.js';
import { journal, migrations } from './migrations.js';
import type { ObjectStorage } from './runtime-types.js';

/** A Durable Object's SQLite storage binds at most 100 values per statement, like D1. */
const OBJECT_MAX_PARAMS = 100;

/**
 * A game object's own SQLite storage as the store's database: drizzle's durable-sqlite driver for
 * reads, brought to the schema (`migrate`) by the same drizzle-kit migrations as the embedded file and D1;
 * writes go as one synchronous transaction (`transactionSync`), so an append is committed, or not,
 * before the object does anything else, and the runtime holds its answer until the write is durable.
 */
export function objectDatabase(storage: ObjectStorage): {
  readonly db: Db;
  readonly driver: SqlDriver;
  readonly holdsGame: () => boolean;
  readonly migrate: () => void;
} {
  const drizzleDb = drizzle(storage as never, { schema });
  // The store awaits its reads; durable-sqlite's queries are synchronous and awaiting them is harmless.
  const db = drizzleDb as unknown as Db;
  const driver: SqlDriver = {
    runBatch: async (statements) => {
      storage.transactionSync(() => {
        for (const s of statements) storage.sql.exec(s.sql, ...s.args);
      });
    },
    maxParams: OBJECT_MAX_PARAMS,
    // One game per object and one append at a time: nothing to group.
    groupAppends: false,
  };
  // Migrated only when a game is created here: an object asked about an id that names no game
  // writes nothing, so it leaves no empty storage behind (a read of an unknown game answers 404).
  const holdsGame = () =>
    storage.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'games'").toArray().length > 0;
  return { db, driver, holdsGame, migrate: () => migrate(drizzleDb, { journal, migrations }) };
}
