/**
 * `npm run build:server` (and `npm start`, which runs it first): bundles the node server into dist/ with
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
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { hashFoldSources } from '../src/adapter/node/rules-build.js';
import type { ThreadModule } from '../src/adapter/node/threads.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const THREADS: readonly ThreadModule[] = ['sqlite-writer-thread', 'sqlite-checkpointer-thread', 'bot-thread'];

/** Builds into `outDir`, which must be inside the repository (the bundles import its node_modules). */
export async function buildServer(outDir = resolve(root, 'dist')): Promise<void> {
  const rules = await hashFoldSources();
  await build({
    absWorkingDir: root,
    entryPoints: {
      server: 'src/server.ts',
      ...Object.fromEntries(THREADS.map((name) => [name, `src/adapter/node/${name}.ts`])),
    },
    bundle: true,
    // Each bundle whole, no shared chunks: a thread's bundle must sit beside the server's.
    splitting: false,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    // The oldest Node its tests run on (the machine's 20; `engines` names 22 and 24).
    target: 'node20',
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    define: {
      ROLLTAPE_RULES_BUILD: JSON.stringify(rules),
      // Where the repository is from the bundle (its migrations, dist/web, data/): src/server.ts.
      ROLLTAPE_ROOT_FROM_BUILD: JSON.stringify(relative(outDir, root)),
    },
    logLevel: 'warning',
  });
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log('build:server: dist/server.mjs ready');
}
