import { createClient, type Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { schema } from './schema.js';
import type { Db } from './db.js';

export interface LibsqlOptions {
  /** `file:./data/rolltape.db`, `libsql://...`, `http://...`; `:memory:` is refused (tests must hit a real file). */
  readonly url: string;
  readonly authToken?: string;
  /** The folder of drizzle-kit migrations to apply before use. */
  readonly migrationsFolder?: string;
  /**
   * `normal` (default): a commit reaches the WAL file before it is acknowledged, so a crashed or killed
   * process loses nothing; a power cut may lose the last commits. `full`: fsync on every commit, which
   * survives power loss too, at ~3.5 ms a commit on this machine's disk (see bench/).
   */
  readonly synchronous?: 'normal' | 'full';
}

export interface OpenDatabase {
  readonly db: Db;
  readonly client: Client;
  close(): void;
}

/**
 * Opens a libsql database and brings its schema up to date. An embedded file runs in WAL mode, so
 * readers never block the writer and every acknowledged append is in the WAL before the answer.
 */
export async function openLibsql(options: LibsqlOptions): Promise<OpenDatabase> {
  const client = createClient({ url: options.url, authToken: options.authToken });
  if (options.url.startsWith('file:')) {
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute(`PRAGMA synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
    await client.execute('PRAGMA busy_timeout = 5000');
  }
  const db = drizzle(client, { schema });
  if (options.migrationsFolder !== undefined) await migrate(db, { migrationsFolder: options.migrationsFolder });
  return { db, client, close: () => client.close() };
}
