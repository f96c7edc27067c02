/**
 * `npm run build:web`: writes dist/web, the static files both runtimes serve (node from disk, a Worker
 * as `[assets]`), from packages pinned in package-lock.json, never a CDN:
 *   assets/scalar-api-reference.js  the API reference's viewer (@scalar/api-reference), loaded by /docs
 *   graphiql.html                   GraphiQL with its whole bundle inline (@graphql-yoga/render-graphiql)
 *   favicon.ico                     the site's icon, drawn by scripts/favicon.ts
 *   index.html, assets/app/*        the reference web client (src/web, bundled by esbuild: scripts/build-web-client.ts)
 * Each is stamped with what it was made from (dist/web.sources.json: scripts/builds.mjs). `--if-stale`
 * (or its older name `--if-missing`) builds only those missing or made from sources that have changed
 * since: what `npm start`, `rolltape serve` and `npm test` build first (`node scripts/builds.mjs`), so a
 * fresh clone needs no extra step and a pulled change to the web client is served at the next start.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GRAPHIQL_STARTER_QUERY } from '../src/api/graphiql-starter.js';
import {
  API_REFERENCE_SCRIPT,
  FAVICON_ASSET,
  GRAPHIQL_ASSET,
  WEB_ASSETS_DIR,
  WEB_CLIENT_PAGE,
} from '../src/api/web-assets.js';
import { root, staleParts, type StampedPart, WEB_STAMP, writeStamp } from './builds.mjs';

const out = resolve(root, WEB_ASSETS_DIR);

/** Each output, what it is made from, and how to make it (returning what else it read and wrote, relative to the repository). */
const outputs: readonly {
  readonly path: string;
  readonly inputs: readonly string[];
  readonly build: (file: string) => void | Promise<StampedPart | void>;
}[] = [
  {
    path: API_REFERENCE_SCRIPT,
    // The package exports no path to its browser build, so it is read from where npm installs it.
    inputs: ['node_modules/@scalar/api-reference/dist/browser/standalone.js'],
    build: (file) => copyFileSync(resolve(root, 'node_modules/@scalar/api-reference/dist/browser/standalone.js'), file),
  },
  {
    path: GRAPHIQL_ASSET,
    // Its page is the package's (its version in its package.json) with our starter query.
    inputs: ['node_modules/@graphql-yoga/render-graphiql/package.json', 'src/api/graphiql-starter.ts'],
    build: async (file) => {
      const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
      writeFileSync(
        file,
        renderGraphiQL({ title: 'Rolltape GraphiQL', endpoint: '/graphql', defaultQuery: GRAPHIQL_STARTER_QUERY }),
      );
    },
  },
  {
    path: FAVICON_ASSET,
    inputs: ['scripts/favicon.ts'],
    build: async (file) => writeFileSync(file, (await import('./favicon.js')).faviconIco()),
  },
  {
    path: WEB_CLIENT_PAGE,
    // Besides every module and package file the bundle was made from (esbuild's metafile):
    inputs: ['scripts/build-web-client.ts', 'src/web/index.html', 'src/web/style.css', 'src/web/tsconfig.json'],
    build: async () => {
      const { buildWebClient } = await import('./build-web-client.js');
      const { metafile } = await buildWebClient(out);
      return {
        inputs: Object.keys(metafile.inputs),
        outputs: [...Object.keys(metafile.outputs), `${WEB_ASSETS_DIR}/assets/app/style.css`],
      };
    },
  },
];

/** How every output is made: a change to these makes each again. */
const BUILDERS = ['scripts/build-web.ts', 'scripts/builds.mjs', 'src/api/web-assets.ts'];

/**
 * Builds dist/web (`onlyStale`: only the outputs missing or made from sources changed since) and
 * stamps what each was made from. Resolves with the paths built.
 */
export async function buildWeb({ onlyStale = false } = {}): Promise<string[]> {
  const stale = onlyStale
    ? staleParts(
        WEB_STAMP,
        outputs.map((o) => o.path),
      )
    : undefined;
  const chosen = stale === undefined ? outputs : outputs.filter((o) => stale.includes(o.path));
  const made: Record<string, StampedPart | undefined> = Object.fromEntries(outputs.map((o) => [o.path, undefined]));
  for (const output of chosen) {
    const began = Date.now();
    const file = resolve(out, `.${output.path}`);
    mkdirSync(dirname(file), { recursive: true });
    const more = await output.build(file);
    made[output.path] = {
      inputs: [...output.inputs, ...BUILDERS, ...(more?.inputs ?? [])],
      outputs: [relative(root, file), ...(more?.outputs ?? [])],
    };
    // Stamped one by one, with the time each began: a source saved while another was built is no matter.
    writeStamp(WEB_STAMP, made, began);
    made[output.path] = undefined;
  }
  if (chosen.length === 0) writeStamp(WEB_STAMP, made, Date.now());
  return chosen.map((o) => o.path);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const onlyStale = process.argv.includes('--if-stale') || process.argv.includes('--if-missing');
  const built = await buildWeb({ onlyStale });
  console.log(
    built.length > 0
      ? `build:web: ${WEB_ASSETS_DIR} ready (${built.join(', ')})`
      : `build:web: ${WEB_ASSETS_DIR} up to date`,
  );
}
