import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * Lets a web page on any origin call the API. Safe to grant every origin: the API authenticates by
 * bearer token, never by cookie, so no origin gains anything another does not have. Browsers may
 * read the `ETag` (a game's version) and every answer, errors included.
 */
export function crossOrigin(): MiddlewareHandler {
  // Every method a route answers: a page revokes or renames a personal token and removes a webhook too.
  const preflight = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
    maxAge: 86_400,
  });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    if (carriesCors.has(c.res)) return;
    // Set on the finished answer. hono's `cors()` sets them on `c.res` before the handler runs,
    // which makes hono copy the answer afterwards and pushes @hono/node-server off its fast path:
    // a quarter more CPU per move in `npm run bench http`.
    for (const [name, value] of Object.entries(CORS_ANSWER_HEADERS)) c.res.headers.set(name, value);
  };
}

/** What every answer tells a browser: any origin may read it, and these headers of it. */
export const CORS_ANSWER_HEADERS = {
  'access-control-allow-origin': '*',
  // The version, and when a limited client may try again.
  'access-control-expose-headers': 'ETag, RateLimit, RateLimit-Policy, Retry-After',
} as const;

/** Answers built with `answerWithCors`: they already say what `crossOrigin` would add. */
const carriesCors = new WeakSet<Response>();

/**
 * An answer with every header given as one plain object, the cross-origin ones included. Touching
 * an answer's `headers` (as `c.header()` and the middleware above do) makes a web `Headers` object,
 * whose every set validates its value and whose reading sorts it; given at once as an object, the
 * headers go to node's `writeHead` as they are (@hono/node-server's fast path). For the answers of
 * every move and read (`npm run bench http`).
 */
export function answerWithCors(body: string, status: number, headers: Readonly<Record<string, string>>): Response {
  const answer = new Response(body, { status, headers: { ...headers, ...CORS_ANSWER_HEADERS } });
  carriesCors.add(answer);
  return answer;
}
