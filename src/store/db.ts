import type { Client } from '@libsql/client';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import type { Schema } from './schema.js';

/**
 * The database the store reads through: any SQLite-dialect drizzle database will do (an embedded
 * libsql file, a remote libsql/Turso URL, or D1 on Workers).
 */
export type Db = LibSQLDatabase<Schema> & { readonly $client: Client };

export type SqlValue = string | number | null;
export interface SqlStatement {
  readonly sql: string;
  readonly args: readonly SqlValue[];
}

/**
 * Runs statements as one write transaction: all commit, or none (the first failure rejects).
 * The append path writes through this with fixed SQL, because building drizzle queries cost more
 * than running them (see bench/). libsql and D1 both take such a batch natively.
 */
export type RunBatch = (statements: readonly SqlStatement[]) => Promise<void>;

export const libsqlBatch =
  (client: Client): RunBatch =>
  async (statements) => {
    await client.batch(statements.map((s) => ({ sql: s.sql, args: [...s.args] })), 'write');
  };
