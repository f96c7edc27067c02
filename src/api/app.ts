import { OpenAPIHono } from '@hono/zod-openapi';
import { invalidRequest } from '../service/invalid-request.js';
import { bodyLimit } from 'hono/body-limit';
import { problem } from '../service/errors.js';
import { errorResponse, problemResponse } from './error-answer.js';
import type { AppEnv, Services } from './context.js';
import { clientAddress } from './client-address.js';
import { crossOrigin } from './cors.js';
import { apiReferencePage } from './docs-page.js';
import { allowedMethods, answersHead, methodNotAllowed } from './method-not-allowed.js';
import { OPENAPI_INFO } from './openapi.js';
import { boardRoutes } from './rest/board.js';
import { challengeRoutes } from './rest/challenges.js';
import { commitmentRoutes } from './rest/commitments.js';
import { gameRoutes } from './rest/games.js';
import { liveRoutes } from './rest/live.js';
import { keyRoutes } from './rest/keys.js';
import { lobbyRoutes } from './rest/lobby.js';
import { passkeyRoutes } from './rest/passkeys.js';
import { playerRoutes } from './rest/players.js';
import { unwrap } from './rest/respond.js';
import { graphqlCredentialOf } from './credentials.js';
import { tokenInQuery } from './token-in-query.js';
import { hangUp } from './rest/sse-response.js';
import { rulesRoutes } from './rest/rules.js';
import { webhookRoutes } from './rest/webhooks.js';
import type { RateLimiter } from '../service/quotas/quota.js';
import { admission } from './admission-edge.js';
import type { Plugin as GraphqlPlugin } from 'graphql-yoga';
import type { GraphqlExecutor } from './graphql/direct-post.js';
import { builtFileFor, isPageVisit, WEB_CLIENT_PAGE, type ReadAsset } from './web-assets.js';

/** Requests larger than this are refused before they are parsed. Moves are tiny; 64 KiB leaves room for sandbox scripts. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface AppOptions {
  /** Yoga plugins of the runtime (node adds a compiled executor; Workers cannot compile code). */
  readonly graphqlPlugins?: readonly GraphqlPlugin[];
  /** The same compiled executor, for JSON queries and mutations answered without Yoga's pipeline (graphql/direct-post.ts). */
  readonly graphqlExecutor?: GraphqlExecutor;
  /** The built front-end files (dist/web), per runtime: node reads the disk, a Worker its ASSETS binding. */
  readonly assets?: (env: unknown) => ReadAsset | undefined;
  /** The rate limits to apply, per request's environment (Workers bind per request); none when absent or `undefined`. */
  readonly rateLimiter?: (env: unknown) => RateLimiter | undefined;
}

/**
 * The whole HTTP API: REST under `/v1`, GraphQL at `/graphql`, docs and health. `services` is
 * resolved per request so each runtime can bind its own database (Workers bind per request).
 */
export function createApp(services: (env: unknown) => Services, options: AppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>({
    // Validation errors of any route body, query or path become one problem shape.
    defaultHook: (result) => {
      if (!result.success) {
        return problemResponse(invalidRequest(result.error.issues, result.target === 'json' ? 'body' : result.target));
      }
    },
  });

  app.use('*', crossOrigin());
  app.use('*', async (c, next) => {
    const read = options.assets?.(c.env);
    const file = read === undefined ? null : await builtFileFor(c.req.raw, read);
    if (file !== null) return file;
    await next();
  });
  // The app's own routes, read on the first request that needs them (all are registered by then).
  const methodsOn = allowedMethods(app);
  // hono would run these routes' GET handler for a HEAD: refused before anything is taken (method-not-allowed.ts says why).
  app.use('*', async (c, next) =>
    c.req.method === 'HEAD' && !answersHead(c.req.path)
      ? methodNotAllowed(c.req.path, c.req.method, methodsOn(c.req.path))
      : next(),
  );
  app.use('*', async (c, next) => {
    // Most requests have no query at all: only those with one are looked at, and of those only a
    // query that names `access_token` or has a percent-encoding (`access%5Ftoken` reads as the same name).
    const url = c.req.url;
    const at = url.indexOf('?');
    if (at === -1 || (!url.includes('access_token', at) && !url.includes('%', at))) return next();
    const refused = tokenInQuery(c.req.path, new URL(url).searchParams, c.req.header('accept'));
    return refused === null ? next() : problemResponse(refused);
  });
  app.use(
    '*',
    admission(services, (env) => options.rateLimiter?.(env), problemResponse),
  );
  const tooLarge = () =>
    problemResponse(problem('too-large', 'body-too-large', `bodies are limited to ${MAX_BODY_BYTES} bytes`));
  const streamedLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  app.use('*', async (c, next) => {
    // A GET or HEAD has no body to limit (and bodyLimit's look at it would build a full web Request).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // A declared length is checked from the header alone: touching `c.req.raw.body` (as bodyLimit
    // does first) turns the node adapter's fast body read into a web stream, a large share of a move's cost.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number(length) > MAX_BODY_BYTES ? tooLarge() : next();
    return streamedLimit(c, next);
  });

  app.onError(errorResponse);
  app.notFound(async (c) => {
    const allowed = methodsOn(c.req.path);
    // A browser opening a page that is not one: the web client's page, whose router says so in words
    // with a way home, rather than a problem document; the API's own paths keep answering problems.
    const read = options.assets?.(c.env);
    if (allowed.length === 0 && read !== undefined && isPageVisit(c.req.raw)) {
      const page = (await read(WEB_CLIENT_PAGE)) ?? (await read('/'));
      if (page !== null) return new Response(page.body, { status: 404, headers: page.headers });
    }
    if (allowed.length === 0) {
      // Routes have no trailing slash; say so when the path without it is one.
      const trimmed = c.req.path.replace(/\/+$/, '');
      const hint =
        trimmed !== c.req.path && trimmed !== '' && methodsOn(trimmed).length > 0
          ? ` (${trimmed}, without the trailing slash, is one)`
          : '';
      return problemResponse(problem('not-found', 'route-not-found', `no route ${c.req.method} ${c.req.path}${hint}`));
    }
    return methodNotAllowed(c.req.path, c.req.method, allowed);
  });

  app.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', {
    type: 'http',
    scheme: 'bearer',
    description:
      "A seat token (`rt_…`) from `POST /v1/games` or a join, or a player's personal token (`rtp_…`) from `POST /v1/players`, which acts for every seat bound to the player. Without one you are a spectator.",
  });
  app.route('/v1', rulesRoutes);
  app.route('/v1', gameRoutes);
  app.route('/v1', commitmentRoutes);
  app.route('/v1', boardRoutes);
  app.route('/v1', challengeRoutes);
  app.route('/v1', lobbyRoutes);
  app.route('/v1', liveRoutes);
  app.route('/', keyRoutes);
  app.route('/v1', playerRoutes);
  app.route('/v1', webhookRoutes);
  app.route('/v1', passkeyRoutes);
  app.doc31('/openapi.json', OPENAPI_INFO);
  app.get('/docs', (c) => c.html(apiReferencePage('/openapi.json')));
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/', (c) => c.redirect('/docs'));
  // GraphQL (its schema, Yoga) loads on its first request: building the schema is most of what a
  // Worker would otherwise spend starting up, and a request that is not GraphQL never needs it.
  let graphql: Promise<ReturnType<typeof import('./graphql/handler.js').graphqlHandler>> | undefined;
  app.on(['GET', 'POST'], '/graphql', async (c) => {
    graphql ??= import('./graphql/handler.js').then((m) =>
      m.graphqlHandler(options.graphqlPlugins, options.graphqlExecutor),
    );
    // The credential is read as on every path, and as its quota was keyed (admission-edge.ts); a
    // malformed one is refused before any field runs.
    const token = unwrap(graphqlCredentialOf(c.req));
    return (await graphql)(c.req.raw, {
      services: c.var.services,
      token,
      client: clientAddress(c),
      hangUp: () => hangUp(c),
    });
  });
  return app;
}
