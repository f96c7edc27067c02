/**
 * The built front-end files (`npm run build:web` → dist/web): the API reference's viewer, GraphiQL and
 * the web client. They are static files, not code: node reads them from disk, a Worker serves them as
 * `[assets]` (wrangler.toml), so none of them weighs on the Worker script.
 */

/** Where `npm run build:web` writes, relative to the repository. */
export const WEB_ASSETS_DIR = 'dist/web';

/** GraphiQL's page (its whole bundle inline), served at `GET /graphql` to browsers. */
export const GRAPHIQL_ASSET = '/graphiql.html';

/** The API reference's viewer script, loaded by `/docs`. */
export const API_REFERENCE_SCRIPT = '/assets/scalar-api-reference.js';

/** The site's icon (scripts/favicon.ts), at the path browsers ask for without being told. */
export const FAVICON_ASSET = '/favicon.ico';

/** Reads one built file by its path under dist/web; null when there is none. */
export type ReadAsset = (path: string) => Promise<Response | null>;

/** A browser opening `/graphql` (not a GraphQL request sent by GET, which carries `query`). */
export function wantsGraphiql(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return (
    url.pathname === '/graphql' &&
    !url.searchParams.has('query') &&
    (request.headers.get('accept') ?? '').includes('text/html')
  );
}

/**
 * The response for a request that a built file answers, or null to let the app answer it. Both
 * runtimes call this before the app: node for every file, a Worker only for what its platform's
 * asset routing does not already serve (the GraphiQL page at `/graphql`).
 */
export async function builtFileFor(request: Request, read: ReadAsset): Promise<Response | null> {
  if (wantsGraphiql(request)) return mutable(await read(GRAPHIQL_ASSET)) ?? missingBuild(GRAPHIQL_ASSET);
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/assets/') || pathname === FAVICON_ASSET) return mutable(await read(pathname));
  if (isWebClientPage(pathname))
    return mutable((await read(WEB_CLIENT_PAGE)) ?? (await read('/'))) ?? missingBuild(WEB_CLIENT_PAGE);
  return null;
}

/**
 * The web client's page. Its routes (`/`, `/games/{id}`, `/replay`, `/replay/{id}`, `/tokens`) all answer it and
 * the app routes in the browser, so a shared link opens on its page. (A Worker's asset handler serves
 * it as `/`, answering `/index.html` with a redirect: hence the second read above.)
 */
export const WEB_CLIENT_PAGE = '/index.html';

export const isWebClientPage = (pathname: string): boolean =>
  pathname === '/' || /^\/(games\/[^/]+|replay(\/[^/]+)?|tokens)\/?$/.test(pathname);

/** A browser opening a page (not a client of the API, nor a page's own fetch of JSON) outside the API's paths. */
export const isPageVisit = (request: Request): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.get('accept') ?? '').includes('text/html') &&
  !/^\/(?:v1|graphql|\.well-known)(?:\/|$)/.test(new URL(request.url).pathname);

/** A copy whose headers the app's middleware (CORS) may still set; a binding's response has them frozen. */
const mutable = (response: Response | null): Response | null =>
  response === null ? null : new Response(response.body, response);

const missingBuild = (path: string): Response =>
  new Response(`${path} is not built: run npm run build:web (npm start and rolltape serve build it first)`, {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
