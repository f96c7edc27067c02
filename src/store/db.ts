import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import type { Schema } from './schema.js';

/**
 * The database the store writes through. Any SQLite-dialect drizzle database with batches will do:
 * an embedded libsql file, a remote libsql/Turso URL, or (on Workers) D1.
 */
export type Db = LibSQLDatabase<Schema>;
