import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import { createApp } from './api/app.js';
import type { Services } from './api/context.js';
import type { ReadAsset } from './api/web-assets.js';
import { rulebook } from './games/index.js';
import { makeServices, type ServicesDeps } from './service/services.js';
import { openD1 } from './store/d1.js';
import { libsqlDriver, type D1Like, type Db, type SqlDriver } from './store/db.js';
import { EventStore } from './store/event-store.js';
import { schema } from './store/schema.js';

/**
 * Worker bindings (wrangler.toml). The database is a D1 binding `DB`, unless `DATABASE_URL` names a
 * libsql database (Turso): then that one is used and `DB` is ignored.
 */
export interface Env {
  /** A D1 database, migrated with `wrangler d1 migrations apply`. */
  readonly DB?: D1Like;
  /** A libsql URL (`libsql://…` or `https://…`, e.g. Turso), migrated beforehand (README: Deploying with Turso). */
  readonly DATABASE_URL?: string;
  /** The libsql database's token (a secret: `wrangler secret put DATABASE_AUTH_TOKEN`). */
  readonly DATABASE_AUTH_TOKEN?: string;
  /** Daily seeds derive from it (a secret: `wrangler secret put ROLLTAPE_SECRET`); without it challenges answer 503. */
  readonly ROLLTAPE_SECRET?: string;
  /** The built front-end files (dist/web), bound by `[assets]` in wrangler.toml. */
  readonly ASSETS?: { fetch(request: Request | string): Promise<Response> };
}

/** The store's database as configured: a libsql URL when set, else the D1 binding. */
export function databaseFor(env: Env): { readonly kind: 'libsql' | 'd1'; readonly db: Db; readonly driver: SqlDriver } {
  if (env.DATABASE_URL) {
    const client = createClient({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
    // No grouping of appends across requests on Workers: a request's I/O must stay in that request.
    return { kind: 'libsql', db: drizzle(client, { schema }) as unknown as Db, driver: libsqlDriver(client, { groupAppends: false }) };
  }
  if (env.DB !== undefined) return { kind: 'd1', ...openD1(env.DB) };
  throw new Error('no database: bind a D1 database as DB (wrangler.toml) or set DATABASE_URL to a libsql URL');
}

/** Every service over the configured database (`deps`: what tests replace, such as the clock). */
export function workerServices(env: Env, deps: Partial<Pick<ServicesDeps, 'clock' | 'secrets'>> = {}): Services {
  const { db, driver } = databaseFor(env);
  return makeServices({ db, store: new EventStore(db, driver), rulebook, ...(env.ROLLTAPE_SECRET ? { secret: env.ROLLTAPE_SECRET } : {}), ...deps });
}

// One set of services per isolate, built on the first request (bindings arrive with requests).
// Bindings and the libsql HTTP client hold no request-bound I/O, so later requests can share them.
let services: Services | undefined;

const servicesFor = (env: Env): Services => (services ??= workerServices(env));

/** Reads a built file through the ASSETS binding (the platform serves `/assets/*` itself; this is for `/graphql`). */
const assetsOf = (env: Env): ReadAsset | undefined => {
  const binding = env.ASSETS;
  if (binding === undefined) return undefined;
  return async (path) => {
    const response = await binding.fetch(new Request(new URL(path, 'https://assets.local')));
    return response.ok ? response : null;
  };
};

const app = createApp((env) => servicesFor(env as Env), { assets: (env) => assetsOf(env as Env) });

export default app;
