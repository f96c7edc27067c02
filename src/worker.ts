import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import { createApp } from './api/app.js';
import type { Services } from './api/context.js';
import { rulebook } from './games/index.js';
import { makeCatalog } from './service/catalog.js';
import { makeGameService } from './service/games.js';
import type { Db } from './store/db.js';
import { EventStore } from './store/event-store.js';
import { schema } from './store/schema.js';

/** Worker bindings. A remote libsql database (Turso/sqld) for now; D1 comes with the edge issue. */
export interface Env {
  readonly DATABASE_URL: string;
  readonly DATABASE_AUTH_TOKEN?: string;
}

// One set of services per isolate, built on the first request (bindings arrive with requests).
let services: Services | undefined;

function servicesFor(env: Env): Services {
  if (services === undefined) {
    if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set (a libsql:// or https:// URL; migrate it with drizzle-kit migrate)');
    const client = createClient({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
    const db = drizzle(client, { schema }) as unknown as Db;
    services = { games: makeGameService({ store: new EventStore(db), rulebook }), catalog: makeCatalog(rulebook) };
  }
  return services;
}

const app = createApp((env) => servicesFor(env as Env));

export default app;
