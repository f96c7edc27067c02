/**
 * `npm run build:web`: writes dist/web, the static files both runtimes serve (node from disk, a Worker
 * as `[assets]`), from packages pinned in package-lock.json, never a CDN:
 *   assets/scalar-api-reference.js  the API reference's viewer (@scalar/api-reference), loaded by /docs
 *   graphiql.html                   GraphiQL with its whole bundle inline (@graphql-yoga/render-graphiql)
 *   favicon.ico                     the site's icon, drawn by scripts/favicon.ts
 *   index.html, assets/app/*        the reference web client (src/web, bundled by esbuild: scripts/build-web-client.ts) `--if-missing` builds only when an output is absent
 * (what `npm start` and `npm test` run first, so a fresh clone needs no extra step).
 */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { GRAPHIQL_STARTER_QUERY } from '../src/api/graphiql-starter.js';
import {
  API_REFERENCE_SCRIPT,
  FAVICON_ASSET,
  GRAPHIQL_ASSET,
  WEB_ASSETS_DIR,
  WEB_CLIENT_PAGE,
} from '../src/api/web-assets.js';
import { buildWebClient } from './build-web-client.js';
import { faviconIco } from './favicon.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(root, WEB_ASSETS_DIR);

/** Each output and how to make it; a later build step (the web client) appends its own. */
const outputs: { readonly path: string; readonly build: (file: string) => void | Promise<unknown> }[] = [
  {
    path: API_REFERENCE_SCRIPT,
    // The package exports no path to its browser build, so it is read from where npm installs it.
    build: (file) => copyFileSync(resolve(root, 'node_modules/@scalar/api-reference/dist/browser/standalone.js'), file),
  },
  {
    path: GRAPHIQL_ASSET,
    build: (file) =>
      writeFileSync(
        file,
        renderGraphiQL({ title: 'Rolltape GraphiQL', endpoint: '/graphql', defaultQuery: GRAPHIQL_STARTER_QUERY }),
      ),
  },
  { path: FAVICON_ASSET, build: (file) => writeFileSync(file, faviconIco()) },
  { path: WEB_CLIENT_PAGE, build: () => buildWebClient(out) },
];

const onlyIfMissing = process.argv.includes('--if-missing');
const missing = outputs.filter((o) => !existsSync(resolve(out, `.${o.path}`)));
if (onlyIfMissing && missing.length === 0) process.exit(0);
for (const output of onlyIfMissing ? missing : outputs) {
  const file = resolve(out, `.${output.path}`);
  mkdirSync(dirname(file), { recursive: true });
  await output.build(file);
}
console.log(
  `build:web: ${WEB_ASSETS_DIR} ready (${(onlyIfMissing ? missing : outputs).map((o) => o.path).join(', ')})`,
);
