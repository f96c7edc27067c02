import { createClient } from '@libsql/client/http';
import { drizzle } from 'drizzle-orm/libsql/http';
import { openD1 } from '../../store/d1.js';
import { libsqlDriver, type D1Like, type Db, type SqlDriver } from '../../store/db.js';
import { schema } from '../../store/schema.js';
import type { ChallengeObjects, GameObjects } from './runtime-types.js';

/**
 * Worker bindings (wrangler.toml). The database is a D1 binding `DB`, unless `DATABASE_URL` names a
 * libsql database (Turso): then that one is used and `DB` is ignored. With `GAMES` (a Durable
 * Object namespace) each game lives in its own object and the database is the index across games.
 */
export interface Env {
  /** A D1 database, migrated with `wrangler d1 migrations apply`. */
  readonly DB?: D1Like;
  /** A libsql URL (`libsql://…` or `https://…`, e.g. Turso), migrated beforehand (docs/deployment.md: Deploying with Turso). */
  readonly DATABASE_URL?: string;
  /** The libsql database's token (a secret: `wrangler secret put DATABASE_AUTH_TOKEN`). */
  readonly DATABASE_AUTH_TOKEN?: string;
  /** Daily seeds derive from it (a secret: `wrangler secret put ROLLTAPE_SECRET`); without it challenges answer 503. */
  readonly ROLLTAPE_SECRET?: string;
  /**
   * Exports are signed with the current key of this JSON key set (a secret:
   * `wrangler secret put ROLLTAPE_SIGNING_KEYS`; docs/deployment.md: Signing keys); without it they are unsigned.
   */
  readonly ROLLTAPE_SIGNING_KEYS?: string;
  /** The web client's origin for passkeys (`https://play.example.com`); default: the origin each request reached. */
  readonly ROLLTAPE_ORIGIN?: string;
  /** The game objects (class `GameObject`); without it the whole store lives in the database. */
  readonly GAMES?: GameObjects;
  /** One object per daily challenge, holding its leaderboard's live followers (with `GAMES`). */
  readonly CHALLENGES?: ChallengeObjects;
  /** The built front-end files (dist/web), bound by `[assets]` in wrangler.toml. */
  readonly ASSETS?: { fetch(request: Request | string): Promise<Response> };
}

/** The store's database as configured: a libsql URL when set, else the D1 binding. */
export function databaseFor(env: Env): { readonly kind: 'libsql' | 'd1'; readonly db: Db; readonly driver: SqlDriver } {
  if (env.DATABASE_URL) {
    const client = createClient({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
    // No grouping of appends across requests on Workers: a request's I/O must stay in that request.
    return {
      kind: 'libsql',
      db: drizzle(client, { schema }) as unknown as Db,
      driver: libsqlDriver(client, { groupAppends: false }),
    };
  }
  if (env.DB !== undefined) return { kind: 'd1', ...openD1(env.DB) };
  throw new Error('no database: bind a D1 database as DB (wrangler.toml) or set DATABASE_URL to a libsql URL');
}
