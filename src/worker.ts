import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import { createApp } from './api/app.js';
import { watchLimitsFromEnv } from './api/limits-env.js';
import { boundActions, CloudflareRateLimitStore } from './api/rate-limit/cloudflare-store.js';
import type { RateLimiter } from './api/rate-limit/middleware.js';
import { LIMITED_ACTIONS, policiesFromEnv } from './api/rate-limit/policies.js';
import { MemoryRateLimitStore } from './api/rate-limit/store.js';
import type { Services } from './api/context.js';
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
  // Also read, by name (README: Public deployment): the rate-limiting bindings `RATE_LIMIT_CREATE`,
  // `RATE_LIMIT_MOVE`, `RATE_LIMIT_STREAM`, `RATE_LIMIT_GRAPHQL`, and the same limit and stream
  // variables as on node (`ROLLTAPE_RATE_LIMITS`, `ROLLTAPE_RATE_LIMIT_<ACTION>`, `ROLLTAPE_STREAMS_PER_GAME`, …).
}

const byName = (env: Env): Readonly<Record<string, unknown>> => env as unknown as Record<string, unknown>;

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
  return makeServices({ db, store: new EventStore(db, driver), rulebook, ...(env.ROLLTAPE_SECRET ? { secret: env.ROLLTAPE_SECRET } : {}), watchLimits: watchLimitsFromEnv(byName(env)), ...deps });
}

/** The Worker's rate limits: an action is limited when a binding is declared for it or a variable asks; none otherwise. */
export function workerRateLimiter(env: Env): RateLimiter | undefined {
  const vars = byName(env);
  const policies = policiesFromEnv(vars, boundActions(vars, LIMITED_ACTIONS));
  if (Object.keys(policies).length === 0) return undefined;
  return { policies, store: new CloudflareRateLimitStore(vars, new MemoryRateLimitStore()) };
}

// One set of services per isolate, built on the first request (bindings arrive with requests).
// Bindings and the libsql HTTP client hold no request-bound I/O, so later requests can share them.
let services: Services | undefined;
let limiter: { readonly limiter: RateLimiter | undefined } | undefined;

const servicesFor = (env: Env): Services => (services ??= workerServices(env));

const app = createApp((env) => servicesFor(env as Env), { rateLimiter: (env) => (limiter ??= { limiter: workerRateLimiter(env as Env) }).limiter });

export default app;
