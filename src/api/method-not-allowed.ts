import type { Hono } from 'hono';

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
    // Every GET also answers HEAD (hono runs the GET handler), and CORS answers every preflight.
    if (methods.has('GET')) methods.add('HEAD');
    methods.add('OPTIONS');
    return [...methods].sort();
  };
}
