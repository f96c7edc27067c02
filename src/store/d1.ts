import { drizzle } from 'drizzle-orm/d1';
import { d1Driver, type D1Like, type Db, type SqlDriver } from './db.js';
import { schema } from './schema.js';

export interface D1Store {
  readonly db: Db;
  readonly driver: SqlDriver;
}

/**
 * The store's database over a D1 binding (Workers). Migrations are not applied here: D1 takes the
 * same drizzle-kit SQL files through `wrangler d1 migrations apply` (see wrangler.toml).
 */
export function openD1(binding: D1Like): D1Store {
  const db = drizzle(binding as Parameters<typeof drizzle>[0], { schema }) as unknown as Db;
  return { db, driver: d1Driver(binding) };
}
