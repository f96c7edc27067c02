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
 * Paths whose GET route does not answer HEAD. `/graphql` would have to run the operation to know
 * its GET's answer (a subscription's stream included, which nobody would read), and GraphQL over
 * HTTP defines GET and POST only: its route refuses a HEAD as the app refuses any method it does not
 * answer (`methodNotAllowed`), and its `Allow` leaves HEAD out.
 */
const GET_WITHOUT_HEAD: ReadonlySet<string> = new Set(['/graphql']);

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
    if (methods.has('GET') && !GET_WITHOUT_HEAD.has(path)) methods.add('HEAD');
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
