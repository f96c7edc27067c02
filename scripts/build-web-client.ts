/**
 * Bundles the reference web client (src/web) into dist/web with esbuild: index.html at the root (the
 * page of `/`, `/games/*`, `/replay/*`), its script and style under /assets. The replay page (which
 * carries the rules core for dropped files and the in-browser audit) is split into its own chunk, so
 * the first page loads only Preact, the client and the boards.
 *
 * `npx tsx scripts/build-web-client.ts` builds it alone; `npm run build:web` builds it with the rest.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface WebClientBuild {
  /** Output files (relative to the repository) with their sizes in bytes. */
  readonly outputs: Readonly<Record<string, number>>;
  readonly metafile: Metafile;
}

export async function buildWebClient(outDir = resolve(root, 'dist/web')): Promise<WebClientBuild> {
  const assets = resolve(outDir, 'assets/app');
  rmSync(assets, { recursive: true, force: true });
  mkdirSync(assets, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'src/web/main.tsx' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: false,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    outdir: assets,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  copyFileSync(resolve(root, 'src/web/style.css'), resolve(assets, 'style.css'));
  writeFileSync(resolve(outDir, 'index.html'), readFileSync(resolve(root, 'src/web/index.html'), 'utf8'));
  const outputs = Object.fromEntries(Object.entries(result.metafile.outputs).map(([file, o]) => [file, o.bytes]));
  return { outputs, metafile: result.metafile };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { outputs } = await buildWebClient();
  const total = Object.values(outputs).reduce((a, b) => a + b, 0);
  console.log(
    `web client: ${Object.keys(outputs).length} files, ${(total / 1024).toFixed(1)} KiB in dist/web/assets/app`,
  );
}
