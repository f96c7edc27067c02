import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './api/app.js';
import { watchLimitsFromEnv } from './api/limits-env.js';
import type { RateLimiter } from './service/quotas/quota.js';
import { policiesFromEnv, type RateLimitPolicies } from './service/quotas/policies.js';
import { MemoryRateLimitStore } from './service/quotas/store.js';
import { rulebook } from './games/index.js';
import { startBotThread } from './adapter/node/bot-threads.js';
import { compiledGraphql } from './adapter/node/compiled-graphql.js';
import { directGraphql } from './adapter/node/direct-graphql.js';
import { directRest } from './adapter/node/direct-rest.js';
import { postedGraphql } from './api/graphql/handler.js';
import { tuneGarbageCollection } from './adapter/node/gc-tuning.js';
import { warmUpApp, warmUpRules } from './adapter/node/warm-up.js';
import { rulesBuild } from './adapter/node/rules-build.js';
import { serverSecret } from './adapter/node/secret.js';
import { exportSigner } from './adapter/node/signing-keys-file.js';
import { diskAssets } from './adapter/node/static-files.js';
import { WEB_ASSETS_DIR } from './api/web-assets.js';
import { openTapeReader } from './adapter/node/tape-reader.js';
import { startSqliteWriter, type WriterTimings } from './adapter/node/sqlite-writer.js';
import { saveFoldsOnCommit } from './service/saved-folds.js';
import { serveWebSockets } from './adapter/node/websockets.js';
import { DeadlineTimer } from './service/deadline-timer.js';
import { GameFeed } from './service/game-feed.js';
import { makeServices } from './service/services.js';
import { parseOrigin } from './service/relying-party.js';
import { admitted } from './service/admission.js';
import { DEFAULT_WATCH_LIMITS, type WatchLimits } from './service/watch.js';
import { EventStore } from './store/event-store.js';
import { openLibsql } from './store/libsql.js';
import { botGameIds, timedGameIds } from './store/timed-games.js';
import { WebhookStore } from './store/webhook-store.js';
import { nodeWebhookTransport, resolveHost } from './adapter/node/webhook-transport.js';
import { DEFAULT_DELIVERY, DeliveryWorker } from './service/webhooks/delivery.js';
import { webhookSettingsFromEnv, type WebhookSettings } from './service/webhooks/settings-env.js';

/** Set by scripts/build-server.ts in the server's build: the way from dist/server.mjs to the repository. */
declare const ROLLTAPE_ROOT_FROM_BUILD: string | undefined;
const root = resolve(
  dirname(fileURLToPath(import.meta.url)),
  typeof ROLLTAPE_ROOT_FROM_BUILD === 'string' ? ROLLTAPE_ROOT_FROM_BUILD : '..',
);

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
  /** The export signing keys, a JSON key set (ROLLTAPE_SIGNING_KEYS); default: generated once and kept in the data directory. */
  readonly signingKeys?: string;
  /** Where the embedded database and the generated secret live; default `./data`. */
  readonly dataDir?: string;
  /** The clock; tests move it across midnight. */
  readonly clock?: () => number;
  /** Rate limits per client address and token; none by default (a single user's server). */
  readonly rateLimits?: RateLimitPolicies;
  /** Caps on live streams and how far behind a subscriber may fall. */
  readonly streams?: WatchLimits;
  /** Players' webhooks: private addresses allowed or not, retry backoff (default: refused, 5 s). */
  readonly webhooks?: Partial<WebhookSettings>;
  /** The web client's origin for passkeys (ROLLTAPE_ORIGIN); default: the origin each request reached. */
  readonly origin?: string;
  /** Embedded file only: how long the writer and the checkpointer wait for the database (tests shorten them). */
  readonly writer?: WriterTimings;
}

/** Opens the database (applying migrations), builds the app and listens. Resolves once it is listening. */
export async function startServer(options: ServerOptions = {}) {
  tuneGarbageCollection();
  const dataDir = resolve(options.dataDir ?? resolve(root, 'data'));
  const url = options.databaseUrl ?? `file:${resolve(dataDir, 'rolltape.db')}`;
  if (url.startsWith('file:')) mkdirSync(dirname(url.slice('file:'.length)), { recursive: true });
  const secret = serverSecret(options.secret, dataDir);
  const signer = await exportSigner(options.signingKeys, dataDir, new Date((options.clock ?? Date.now)()));
  const build = rulesBuild();
  const database = await openLibsql({
    url,
    authToken: options.databaseAuthToken,
    synchronous: options.synchronous,
    migrationsFolder: resolve(root, 'migrations'),
  });
  // An embedded file is written from its own thread; a remote libsql database through the client.
  const writer = url.startsWith('file:')
    ? await startSqliteWriter({
        path: url.slice('file:'.length),
        synchronous: options.synchronous ?? 'normal',
        busyTimeoutMs: 5000,
        ...options.writer,
      })
    : undefined;
  // Bots think on their own threads, so a long game of bots never holds the thread that answers requests:
  // the heuristic bots due in a request on one, search bots' jobs (a second or so a move, after the
  // answer) on another, so a search never delays another game's answer.
  const bots = startBotThread();
  const searchBots = startBotThread();
  const feed = new GameFeed();
  const tapeReader = url.startsWith('file:') ? openTapeReader(url.slice('file:'.length), 5000) : undefined;
  const closeDatabase = () => {
    tapeReader?.close();
    database.close();
  };
  // Games' folds are saved as they commit (and end), so a read after a restart need not replay a long tape.
  const store = new EventStore(database.db, writer, { foldBuild: await build, readTape: tapeReader?.read });
  const stopSavingFolds = saveFoldsOnCommit(feed, store.savedFolds!);
  // Webhooks: the outbox is written with each commit; this worker delivers it, off the request path.
  const hooks = { allowPrivate: false, delivery: DEFAULT_DELIVERY, ...options.webhooks };
  const policy = { allowPrivate: hooks.allowPrivate, resolve: resolveHost };
  const transport = nodeWebhookTransport({ allowPrivate: hooks.allowPrivate });
  const deliveries = new DeliveryWorker(
    new WebhookStore(database.db, writer),
    transport,
    policy,
    hooks.delivery,
    options.clock,
  );
  const services = makeServices({
    db: database.db,
    store,
    rulebook,
    secret,
    signer,
    bots,
    searchBots,
    feed,
    ...(options.clock && { clock: options.clock }),
    ...(options.streams && { watchLimits: options.streams }),
    webhooks: { policy, wake: () => deliveries.wake() },
    ...(options.origin !== undefined && { origin: options.origin }),
  });
  const policies = options.rateLimits ?? {};
  const limiter: RateLimiter | undefined =
    Object.keys(policies).length === 0 ? undefined : { policies, store: new MemoryRateLimitStore(options.clock) };
  // Turn deadlines apply themselves: armed from every commit, and now from what a previous run left running.
  const deadlines = new DeadlineTimer(services.games, feed, options.clock);
  await deadlines.resume(await timedGameIds(database.db));
  // Search bots a previous run left due (it stopped while they thought) think again now.
  services.games.resumeSearchBots(await botGameIds(database.db));
  const assets = diskAssets(resolve(root, WEB_ASSETS_DIR));
  const compiled = compiledGraphql();
  const app = createApp(() => services, { ...compiled, assets: () => assets, rateLimiter: () => limiter });
  // Before listening: the first request after a restart should not pay V8's first run of the rules
  // or the router's, the database connection's and drizzle's first use (warm-up.ts).
  warmUpRules(rulebook);
  await warmUpApp(app.fetch);
  // What a previous run left in the outbox goes out now.
  deliveries.wake();
  const port = options.port ?? 8787;
  const hostname = options.hostname ?? '127.0.0.1';
  let server: Server;
  try {
    // A move and a read of a game are answered without hono's generic pipeline (direct-rest.ts), and
    // so is a JSON GraphQL query or mutation when no rate limits apply (direct-graphql.ts); every
    // other request by the app through @hono/node-server, as `serve` would.
    const rest = directRest({ services, limiter, fetch: app.fetch }, getRequestListener(app.fetch, { hostname }));
    const listener =
      limiter === undefined ? directGraphql({ services, run: postedGraphql(compiled.graphqlExecutor) }, rest) : rest;
    server = await new Promise<Server>((done, fail) => {
      const s = createServer(listener);
      s.once('error', fail);
      s.listen(port, hostname, () => done(s));
    });
  } catch (error) {
    deadlines.stop();
    stopSavingFolds();
    await services.games.stopSearchBots();
    await deliveries.stop();
    transport.close();
    await bots.close();
    await searchBots.close();
    await writer?.close();
    closeDatabase();
    throw new Error(listenFailure(error, hostname, port), { cause: error });
  }
  // `GET /v1/games/{id}/ws`: the same live updates as the stream, over a WebSocket (as on Workers).
  const websockets = serveWebSockets(
    server,
    (address) => admitted(services, limiter, { address }).games,
    (options.streams ?? DEFAULT_WATCH_LIMITS).maxBacklogBytes,
  );
  const address = server.address();
  const listening = typeof address === 'object' && address !== null ? address.port : port;
  return {
    url: `http://${options.hostname ?? '127.0.0.1'}:${listening}`,
    close: async () => {
      deadlines.stop();
      stopSavingFolds();
      websockets.close();
      await new Promise((closed) => server.close(closed));
      await services.games.stopSearchBots();
      await deliveries.stop();
      transport.close();
      await bots.close();
      await searchBots.close();
      await writer?.close();
      closeDatabase();
    },
  };
}

/** Why the server could not listen, in one line a person can act on. */
function listenFailure(error: unknown, hostname: string, port: number): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return `port ${port} on ${hostname} is already in use (is another server running? set PORT to another port, or 0 for any free one)`;
  if (code === 'EACCES') return `not allowed to listen on port ${port} (ports below 1024 need privileges; set PORT)`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return `cannot listen on ${hostname}: no such local address (set HOST)`;
  return `cannot listen on ${hostname}:${port}: ${error instanceof Error ? error.message : String(error)}`;
}

/** The server's settings from the environment (docs/deployment.md: Configuration). A bad value throws, naming its variable. */
export function serverOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const port = (env.PORT ?? '8787').trim();
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535)
    throw new Error(`PORT must be a port number from 0 to 65535, not "${env.PORT}"`);
  return {
    port: Number(port),
    hostname: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL,
    databaseAuthToken: env.DATABASE_AUTH_TOKEN,
    synchronous: env.ROLLTAPE_SYNC === 'full' ? 'full' : 'normal',
    secret: env.ROLLTAPE_SECRET,
    signingKeys: env.ROLLTAPE_SIGNING_KEYS,
    dataDir: env.ROLLTAPE_DATA_DIR,
    rateLimits: policiesFromEnv(env),
    streams: watchLimitsFromEnv(env),
    webhooks: webhookSettingsFromEnv(env),
    ...(env.ROLLTAPE_ORIGIN ? { origin: configuredOrigin(env.ROLLTAPE_ORIGIN) } : {}),
  };
}

/** ROLLTAPE_ORIGIN as an origin (scheme, host, port), or a throw naming the variable. */
function configuredOrigin(text: string): string {
  const parsed = parseOrigin(text.trim());
  if (parsed === undefined)
    throw new Error(`ROLLTAPE_ORIGIN must be an origin such as https://play.example.com, not "${text}"`);
  return parsed.origin;
}

/** Starts the server from the environment; a configuration or listening problem is one line on stderr and exit code 1, not a stack trace. */
export async function serveFromEnv(banner: (url: string) => string): Promise<Awaited<ReturnType<typeof startServer>>> {
  try {
    const server = await startServer(serverOptionsFromEnv());
    console.log(banner(server.url));
    return server;
  } catch (error) {
    process.stderr.write(`rolltape: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

/**
 * `npm start` and `rolltape serve`: serves from the environment until SIGINT or SIGTERM, then closes
 * (connections, threads, the database) and exits 0.
 */
export async function serveUntilStopped(banner: (url: string) => string): Promise<void> {
  const server = await serveFromEnv(banner);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await serveUntilStopped((url) => `Rolltape listening on ${url} (REST /v1, GraphQL /graphql, docs /docs)`);
}
