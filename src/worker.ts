import { AsyncLocalStorage } from 'node:async_hooks';
import { createApp } from './api/app.js';
import { watchLimitsFromEnv } from './api/limits-env.js';
import { boundActions, CloudflareRateLimitStore } from './adapter/workers/rate-limit-store.js';
import type { RateLimiter } from './service/quotas/quota.js';
import { LIMITED_ACTIONS, policiesFromEnv } from './service/quotas/policies.js';
import { MemoryRateLimitStore } from './service/quotas/store.js';
import type { Services } from './api/context.js';
import type { ReadAsset } from './api/web-assets.js';
import { rulebook } from './games/index.js';
import { withChainExports } from './service/chain-exports.js';
import { withSignedExports } from './service/signed-exports.js';
import { makeChallengeService } from './service/challenges.js';
import { webCryptoSecrets } from './service/secrets.js';
import { makeServices, playerServices, playerWebhooks, type ServicesDeps } from './service/services.js';
import { webhookSettingsFromEnv } from './service/webhooks/settings-env.js';
import { ratedOnEnd } from './adapter/workers/rated-on-end.js';
import { makeIdempotency } from './service/idempotency.js';
import { IdempotencyStore } from './store/idempotency-store.js';
import { ChainStartStore } from './store/chain-start-store.js';
import { CommitmentStore } from './store/commitment-store.js';
import { EventStore } from './store/event-store.js';
import { databaseFor, type Env } from './adapter/workers/bindings.js';
import { edgeGameService } from './adapter/workers/edge-games.js';
import { workerSigner } from './adapter/workers/export-signer.js';
import { edgeLeaderboards } from './adapter/workers/edge-leaderboards.js';

export { databaseFor, type Env } from './adapter/workers/bindings.js';
/** The Durable Object class of the `GAMES` binding (wrangler.toml): one per game. */
export { GameObject } from './adapter/workers/game-object.js';
/** The Durable Object class of the `CHALLENGES` binding: one per daily challenge, for its live leaderboard. */
export { ChallengeObject } from './adapter/workers/challenge-object.js';

/**
 * Every service over the configured bindings (`deps`: what tests replace, such as the clock). With
 * `GAMES` bound, each game runs in its own object and the database is the index across games;
 * without it, the whole store lives in the database.
 */
// Also read, by name (docs/deployment.md: Public deployment): the rate-limiting bindings `RATE_LIMIT_CREATE`,
// `RATE_LIMIT_MOVE`, `RATE_LIMIT_STREAM`, `RATE_LIMIT_COMMITMENT`, `RATE_LIMIT_GRAPHQL`, and the same limit and stream
// variables as on node (`ROLLTAPE_RATE_LIMITS`, `ROLLTAPE_RATE_LIMIT_<ACTION>`, `ROLLTAPE_STREAMS_PER_GAME`, …).
const byName = (env: Env): Readonly<Record<string, unknown>> => env as unknown as Record<string, unknown>;

/** What the Worker keeps of a request's execution context while it runs: its `waitUntil`. */
interface RequestContext {
  waitUntil(work: Promise<unknown>): void;
}
/**
 * The execution context of the request running (set by `workerHandler`'s fetch): the services are
 * built once per isolate, and work a request leaves running after its response (an idempotent
 * answer written again) is handed to that request's `waitUntil`, or the runtime may cancel it.
 */
const requestContext = new AsyncLocalStorage<RequestContext>();

export function workerServices(env: Env, deps: Partial<Pick<ServicesDeps, 'clock' | 'secrets'>> = {}): Services {
  const { db, driver } = databaseFor(env);
  const secret = env.ROLLTAPE_SECRET;
  const signer = workerSigner(env);
  const base = makeServices({
    db,
    store: new EventStore(db, driver),
    rulebook,
    ...(secret ? { secret } : {}),
    ...(signer ? { signer } : {}),
    watchLimits: watchLimitsFromEnv(byName(env)),
    ...(env.ROLLTAPE_ORIGIN ? { origin: env.ROLLTAPE_ORIGIN } : {}),
    ...deps,
  });
  if (env.GAMES === undefined) return base;
  const clock = deps.clock ?? Date.now;
  // Keyed creates keep their first answer in the index, across every isolate and object. The games are
  // written in their objects, not in the index, so a key is claimed first (not `inCommit`, as on node).
  const once = makeIdempotency({
    store: new IdempotencyStore(db, driver),
    clock,
    newGameId: (deps.secrets ?? webCryptoSecrets).gameId,
    background: (work) => requestContext.getStore()?.waitUntil(work),
  });
  const edgeGames = edgeGameService(
    base.games,
    env.GAMES,
    db,
    driver,
    new CommitmentStore(db, driver),
    deps.secrets ?? webCryptoSecrets,
    clock,
    once,
  );
  // Personal tokens are resolved here, against the index: the games' objects see the player's seat key.
  const { playerStore, challengeStore, players, games, ratings } = playerServices(
    db,
    driver,
    ratedOnEnd(edgeGames, () => ratings.catchUp()),
    clock,
  );
  const challenges = secret
    ? makeChallengeService({
        store: challengeStore,
        chainStart: new ChainStartStore(db, driver),
        games,
        rulebook,
        secret,
        clock,
        once,
        handleOwner: async (key) => (await playerStore.byHandleKey(key))?.id,
      })
    : undefined;
  const leaderboards = challenges && env.CHALLENGES && edgeLeaderboards(env.CHALLENGES);
  // Endpoints and their delivery log in the index; each game's object delivers its own outbox.
  // Workers have no DNS API: only literal addresses and local names can be refused here (url-guard.ts).
  const { allowPrivate } = webhookSettingsFromEnv(byName(env));
  const webhooks = playerWebhooks(db, driver, players, { allowPrivate }, clock);
  return {
    // Signed last, in the Worker: the signature covers the chain block too.
    games: withSignedExports(withChainExports(games, challenges), signer),
    catalog: base.catalog,
    players,
    ratings,
    passkeys: base.passkeys,
    webhooks,
    ...(challenges && { challenges }),
    ...(leaderboards && { leaderboards }),
    ...(base.signingKeys && { signingKeys: base.signingKeys }),
  };
}

/** Reads a built file through the ASSETS binding (the platform serves `/assets/*` itself; this is for `/graphql`). */
const assetsOf = (env: Env): ReadAsset | undefined => {
  const binding = env.ASSETS;
  if (binding === undefined) return undefined;
  return async (path) => {
    const response = await binding.fetch(new Request(new URL(path, 'https://assets.local')));
    return response.ok ? response : null;
  };
};

/** The Worker's rate limits: an action is limited when a binding is declared for it or a variable asks; none otherwise. */
export function workerRateLimiter(env: Env): RateLimiter | undefined {
  const vars = byName(env);
  const policies = policiesFromEnv(vars, boundActions(vars, LIMITED_ACTIONS));
  if (Object.keys(policies).length === 0) return undefined;
  return { policies, store: new CloudflareRateLimitStore(vars, new MemoryRateLimitStore()) };
}

/**
 * The Worker's fetch handler with its own services and limits, built on its first request (bindings
 * arrive with requests) and kept for the isolate: bindings and the libsql HTTP client hold no
 * request-bound I/O, so later requests can share them. Tests build one over other variables.
 */
export function workerHandler(): { fetch(request: Request, env: Env, ctx: unknown): Response | Promise<Response> } {
  let services: Services | undefined;
  let limiter: { readonly limiter: RateLimiter | undefined } | undefined;
  const app = createApp((env) => (services ??= workerServices(env as Env)), {
    assets: (env) => assetsOf(env as Env),
    rateLimiter: (env) => (limiter ??= { limiter: workerRateLimiter(env as Env) }).limiter,
  });

  // `GET /v1/games/{id}/ws` too: its credential, quota and slots are taken on the way to the game's object.
  return {
    fetch: (request, env, ctx) =>
      typeof (ctx as Partial<RequestContext> | undefined)?.waitUntil === 'function'
        ? requestContext.run(ctx as RequestContext, () => app.fetch(request, env, ctx as never))
        : app.fetch(request, env, ctx as never),
  };
}

export default workerHandler();
