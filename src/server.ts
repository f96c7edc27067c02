import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './api/app.js';
import { rulebook } from './games/index.js';
import { startBotThread } from './node/bot-threads.js';
import { compiledGraphql } from './node/compiled-graphql.js';
import { serverSecret } from './node/secret.js';
import { startSqliteWriter } from './node/sqlite-writer.js';
import { makeServices } from './service/services.js';
import { EventStore } from './store/event-store.js';
import { openLibsql } from './store/libsql.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerOptions {
  readonly port?: number;
  readonly hostname?: string;
  /** A libsql URL; default: the embedded file `./data/rolltape.db`. */
  readonly databaseUrl?: string;
  readonly databaseAuthToken?: string;
  /** Embedded file only: `full` fsyncs every commit (survives power loss); default `normal`. */
  readonly synchronous?: 'normal' | 'full';
  /** Daily seeds derive from it (ROLLTAPE_SECRET); default: generated once and kept in the data directory. */
  readonly secret?: string;
  /** Where the embedded database and the generated secret live; default `./data`. */
  readonly dataDir?: string;
  /** The clock; tests move it across midnight. */
  readonly clock?: () => number;
}

/** Opens the database (applying migrations), builds the app and listens. Resolves once it is listening. */
export async function startServer(options: ServerOptions = {}) {
  const dataDir = resolve(options.dataDir ?? resolve(root, 'data'));
  const url = options.databaseUrl ?? `file:${resolve(dataDir, 'rolltape.db')}`;
  if (url.startsWith('file:')) mkdirSync(dirname(url.slice('file:'.length)), { recursive: true });
  const secret = serverSecret(options.secret, dataDir);
  const database = await openLibsql({ url, authToken: options.databaseAuthToken, synchronous: options.synchronous, migrationsFolder: resolve(root, 'migrations') });
  // An embedded file is written from its own thread; a remote libsql database through the client.
  const writer = url.startsWith('file:') ? await startSqliteWriter({ path: url.slice('file:'.length), synchronous: options.synchronous ?? 'normal', busyTimeoutMs: 5000 }) : undefined;
  // Bots think on their own thread, so a long game of bots never holds the thread that answers requests.
  const bots = startBotThread();
  const services = makeServices({ db: database.db, store: new EventStore(database.db, writer), rulebook, secret, bots, ...(options.clock && { clock: options.clock }) });
  const app = createApp(() => services, { graphqlPlugins: compiledGraphql() });
  const port = options.port ?? 8787;
  const server = await new Promise<ReturnType<typeof serve>>((done) => {
    const s = serve({ fetch: app.fetch, port, hostname: options.hostname ?? '127.0.0.1' }, () => done(s));
  });
  const address = server.address();
  const listening = typeof address === 'object' && address !== null ? address.port : port;
  return {
    url: `http://${options.hostname ?? '127.0.0.1'}:${listening}`,
    close: async () => {
      await new Promise((closed) => server.close(closed));
      await bots.close();
      await writer?.close();
      database.close();
    },
  };
}

/** The server's settings from the environment (README: Configuration). */
export function serverOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  return {
    port: Number(env.PORT ?? 8787),
    hostname: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL,
    databaseAuthToken: env.DATABASE_AUTH_TOKEN,
    synchronous: env.ROLLTAPE_SYNC === 'full' ? 'full' : 'normal',
    secret: env.ROLLTAPE_SECRET,
    dataDir: env.ROLLTAPE_DATA_DIR,
  };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startServer(serverOptionsFromEnv());
  console.log(`Rolltape listening on ${server.url} (REST /v1, GraphQL /graphql, docs /docs)`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
