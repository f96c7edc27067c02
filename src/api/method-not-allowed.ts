import type { Hono } from 'hono';
import { problem } from '../service/errors.js';
import { problemResponse } from './error-answer.js';

/**
 * A route pattern (`/v1/games/:id/moves`) as a regular expression over a path. Exact, as hono's router
 * is: `/v1/games/x/` is no route (a trailing slash let a GET be refused "answers GET, …, not GET").
 */
const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split('/')
      .map((part) =>
        part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}$`,
  );

/**
 * Routes whose GET does not answer HEAD. hono runs a GET route's handler for a HEAD and drops the
 * body it answers without cancelling it: a stream's body would never end, and the stream slot it took
 * (1,000 a game, 100 an address) would never be given back. Knowing the status a GET would start
 * with means taking that slot, so these routes refuse HEAD as the app refuses any method it does not
 * answer (`methodNotAllowed`, before anything runs), and their `Allow` leaves HEAD out: the live
 * streams (SSE), the game's WebSocket, and `/graphql`, which would have to run the operation (a
 * subscription's stream included) and which GraphQL over HTTP defines for GET and POST only.
 */
const GET_WITHOUT_HEAD: readonly RegExp[] = [
  '/graphql',
  '/v1/games/:id/stream',
  '/v1/games/:id/ws',
  '/v1/challenges/:id/leaderboard/stream',
].map(patternOf);

/** Whether the GET route of `path`, if it has one, answers HEAD too (all but those above). */
export const answersHead = (path: string): boolean => !GET_WITHOUT_HEAD.some((route) => route.test(path));

/**
 * The methods the app answers on a path, for `405 Method Not Allowed` and its `Allow` header
 * (RFC 9110 §15.5.6): a known path asked with the wrong method is not a 404. Built once, on the
 * first miss, from the app's own routes (middleware, registered for every method, is left out).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app, whatever its env and schema types
export function allowedMethods(app: Hono<any>): (path: string) => string[] {
  let routes: { readonly pattern: RegExp; readonly method: string }[] | undefined;
  return (path) => {
    routes ??= app.routes
      .filter((r) => r.method !== 'ALL')
      .map((r) => ({ pattern: patternOf(r.path), method: r.method.toUpperCase() }));
    const methods = new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method));
    if (methods.size === 0) return [];
    // Every GET also answers HEAD (hono runs the GET handler) but those above, and CORS answers every preflight.
    if (methods.has('GET') && answersHead(path)) methods.add('HEAD');
    methods.add('OPTIONS');
    return [...methods].sort();
  };
}

/** `405 method-not-allowed` for `method` on `path`, naming the methods it answers, in `Allow` too. */
export function methodNotAllowed(path: string, method: string, allowed: readonly string[]): Response {
  const refused = problemResponse(
    problem('method-not-allowed', 'method-not-allowed', `${path} answers ${allowed.join(', ')}, not ${method}`, {
      allowed,
    }),
  );
  refused.headers.set('Allow', allowed.join(', '));
  return refused;
}
