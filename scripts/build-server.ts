/**
 * `npm run build:server` (and `npm start` and `rolltape serve` when a source of it changed: scripts/builds.mjs): bundles the node server into dist/ with
 * esbuild, the way it runs in production: dist/server.mjs, and beside it a bundle for each of its worker
 * threads (src/adapter/node/threads.ts starts them from there). Packages stay in node_modules.
 *
 * Why not run the TypeScript through tsx: tsx compiles with esbuild's `keepNames`, which names every
 * function again each time one is made (an `Object.defineProperty` per closure). On the move path
 * that cost the request thread about a tenth of its CPU (docs/development.md, issue 33). The build
 * also compiles nothing while the server starts.
 *
 * The saved folds' stamp (src/adapter/node/rules-build.ts) is the hash of the sources bundled, taken
 * here, so an edit made after the build cannot pass for the code that runs.
 */
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { hashFoldSources } from '../src/adapter/node/rules-build.js';
import type { ThreadModule } from '../src/adapter/node/threads.js';
import { NODE_BUNDLE, root, serverStamp, writeStamp } from './builds.mjs';

const THREADS: readonly ThreadModule[] = ['sqlite-writer-thread', 'sqlite-checkpointer-thread', 'bot-thread'];

/**
 * Builds into `outDir`, which must be inside the repository (the bundles import its node_modules), and
 * stamps it (`server.sources.json` in it: scripts/builds.mjs), so `npm start` builds it again only
 * once a source it was made from has changed.
 */
export async function buildServer(outDir = resolve(root, 'dist')): Promise<void> {
  const began = Date.now();
  const rules = await hashFoldSources();
  const { metafile } = await build({
    ...NODE_BUNDLE,
    entryPoints: {
      server: 'src/server.ts',
      ...Object.fromEntries(THREADS.map((name) => [name, `src/adapter/node/${name}.ts`])),
    },
    // Each bundle whole, no shared chunks: a thread's bundle must sit beside the server's.
    splitting: false,
    outdir: outDir,
    sourcemap: 'linked',
    define: {
      ROLLTAPE_RULES_BUILD: JSON.stringify(rules),
      // Where the repository is from the bundle (its migrations, dist/web, data/): src/server.ts.
      ROLLTAPE_ROOT_FROM_BUILD: JSON.stringify(relative(outDir, root)),
    },
    metafile: true,
    logLevel: 'warning',
  });
  writeStamp(
    serverStamp(outDir),
    {
      server: {
        // How it is built decides it too: this file, the shared options, tsconfig.json.
        inputs: [...Object.keys(metafile.inputs), 'scripts/build-server.ts', 'scripts/builds.mjs', 'tsconfig.json'],
        outputs: Object.keys(metafile.outputs),
      },
    },
    began,
  );
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log('build:server: dist/server.mjs ready');
}
