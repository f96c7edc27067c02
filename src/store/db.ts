import type { Client } from '@libsql/client';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type { Schema } from './schema.js';

/**
 * The database the store reads through: any async SQLite-dialect drizzle database with an atomic
 * `batch` (drizzle-orm/libsql over an embedded file or a remote libsql/Turso URL, or drizzle-orm/d1
 * over a D1 binding on Workers).
 */
export type Db = BaseSQLiteDatabase<'async', unknown, Schema> & {
  batch<U extends BatchItem<'sqlite'>, T extends Readonly<[U, ...U[]]>>(batch: T): Promise<BatchResponse<T>>;
  /** The driver's own client (a libsql `Client` or a D1 binding); `sqlDriverOf` picks the append path from it. */
  readonly $client: unknown;
};

export type SqlValue = string | number | null;
export interface SqlStatement {
  readonly sql: string;
  readonly args: readonly SqlValue[];
}

/** A drizzle query as the SQL and driver values it would run: how the store hands its writes to a `SqlDriver`. */
export function statementOf(query: { toSQL(): { sql: string; params: unknown[] } }): SqlStatement {
  const { sql, params } = query.toSQL();
  return { sql, args: params as SqlValue[] };
}

/**
 * Runs statements as one write transaction: all commit, or none (the first failure rejects).
 * The append path writes through this with fixed SQL, because building drizzle queries cost more
 * than running them (see bench/). libsql and D1 both take such a batch natively.
 */
export type RunBatch = (statements: readonly SqlStatement[]) => Promise<void>;

/** How the store writes to one kind of database. */
export interface SqlDriver {
  readonly runBatch: RunBatch;
  /** The most parameters one statement may bind (SQLite: 32,766; D1: 100). Longer inserts are split. */
  readonly maxParams: number;
  /**
   * Whether appends that arrive in the same turn of the event loop share one batch. Yes for a
   * long-lived node process; no on Workers, where each request's I/O must stay in its own request.
   */
  readonly groupAppends: boolean;
}

/** SQLite's default limit on bound parameters (SQLITE_MAX_VARIABLE_NUMBER). */
export const SQLITE_MAX_PARAMS = 32_766;

export const libsqlBatch =
  (client: Client): RunBatch =>
  async (statements) => {
    await client.batch(
      statements.map((s) => ({ sql: s.sql, args: [...s.args] })),
      'write',
    );
  };

export const libsqlDriver = (client: Client, options: { groupAppends?: boolean } = {}): SqlDriver => ({
  runBatch: libsqlBatch(client),
  maxParams: SQLITE_MAX_PARAMS,
  groupAppends: options.groupAppends ?? true,
});

/** The parts of a D1 binding the store uses (`D1Database` from @cloudflare/workers-types fits). */
export interface D1Like {
  prepare(query: string): { bind(...values: unknown[]): unknown };
  batch(statements: never[]): Promise<unknown[]>;
}

/** D1 binds at most 100 parameters a statement (developers.cloudflare.com/d1/platform/limits/). */
export const D1_MAX_PARAMS = 100;

/** `db.batch()` on D1 is one implicit transaction: all statements commit, or none. */
export const d1Batch =
  (d1: D1Like): RunBatch =>
  async (statements) => {
    await d1.batch(statements.map((s) => d1.prepare(s.sql).bind(...s.args)) as never[]);
  };

export const d1Driver = (d1: D1Like): SqlDriver => ({
  runBatch: d1Batch(d1),
  maxParams: D1_MAX_PARAMS,
  groupAppends: false,
});

const isLibsqlClient = (client: unknown): client is Client =>
  typeof client === 'object' &&
  client !== null &&
  typeof (client as Client).execute === 'function' &&
  typeof (client as Client).batch === 'function';

const isD1 = (client: unknown): client is D1Like =>
  typeof client === 'object' &&
  client !== null &&
  typeof (client as D1Like).prepare === 'function' &&
  typeof (client as D1Like).batch === 'function';

/** The driver for a drizzle database, from its client: libsql (grouped appends) or D1. */
export function sqlDriverOf(db: Db): SqlDriver {
  if (isLibsqlClient(db.$client)) return libsqlDriver(db.$client);
  if (isD1(db.$client)) return d1Driver(db.$client);
  throw new Error('unsupported database client: expected a libsql Client or a D1 binding');
}
