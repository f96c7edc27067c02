#!/usr/bin/env node
// `npx rolltape …` from a checkout: the TypeScript CLI (src/cli.ts), bundled by esbuild into
// dist/cli.mjs when a source it was built from has changed since, then run in this very process.
// Loading its modules one by one through tsx's loader cost about 1.5 s of CPU before an audit began,
// and 0.5 s before even the help; from the bundle, node reads one file.
// `serve` runs its sources through tsx: the server starts its worker threads from theirs.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// In dist/, one folder down like src/cli.ts, so its `new URL('../package.json', import.meta.url)` holds.
const bundle = resolve(root, 'dist/cli.mjs');
// What the bundle was built from: each source's size and modification time as it was built.
const stamp = resolve(root, 'dist/cli.sources.json');

/** The sources' sizes and times, or undefined once one of them is gone. */
function statsOf(files) {
  const stats = {};
  for (const file of files) {
    try {
      const { size, mtimeMs } = statSync(resolve(root, file));
      stats[file] = `${size}:${mtimeMs}`;
    } catch {
      return undefined;
    }
  }
  return stats;
}

/** Whether the bundle was built from the sources as they are now. */
function fresh() {
  let sources;
  try {
    sources = JSON.parse(readFileSync(stamp, 'utf8'));
    statSync(bundle);
  } catch {
    return false;
  }
  const now = statsOf(Object.keys(sources));
  return now !== undefined && Object.keys(sources).every((file) => sources[file] === now[file]);
}

async function buildCli() {
  const { build } = await import('esbuild');
  const began = Date.now();
  // Built into a folder of its own, then moved: two CLIs building at once each leave whole files.
  const tmp = resolve(root, `dist/.cli-${process.pid}-${began}`);
  const chunks = resolve(root, 'dist/cli-chunks');
  let result;
  try {
    result = await build({
      absWorkingDir: root,
      entryPoints: { cli: 'src/cli.ts' },
      bundle: true,
      // Each command's modules (and the packages they import) in chunks of their own, loaded when it
      // runs: the help and the version load none of them.
      splitting: true,
      chunkNames: 'cli-chunks/[name]-[hash]',
      packages: 'external',
      format: 'esm',
      platform: 'node',
      target: 'node20',
      outdir: tmp,
      outExtension: { '.js': '.mjs' },
      metafile: true,
      logLevel: 'silent',
    });
    // The chunks first (a chunk's name is its content's hash), then the entry that imports them.
    mkdirSync(chunks, { recursive: true });
    const fresh = readdirSync(resolve(tmp, 'cli-chunks'));
    for (const chunk of fresh) renameSync(resolve(tmp, 'cli-chunks', chunk), resolve(chunks, chunk));
    renameSync(resolve(tmp, 'cli.mjs'), bundle);
    // Chunks of earlier builds go once they are an hour old (a build running beside this one may
    // have just moved its own in).
    for (const chunk of readdirSync(chunks))
      if (!fresh.includes(chunk) && statSync(resolve(chunks, chunk)).mtimeMs < began - 3_600_000)
        rmSync(resolve(chunks, chunk), { force: true });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  // This file and tsconfig.json decide how the sources are built: a change to either builds again too.
  const stats = statsOf([...Object.keys(result.metafile.inputs), 'bin/rolltape.mjs', 'tsconfig.json']);
  // A source saved while the build ran (or just before: file times are coarse) may not be in it: no
  // stamp, so the next run builds again.
  if (stats === undefined || Object.values(stats).some((s) => Number(s.split(':')[1]) > began - 2000)) return;
  writeFileSync(`${tmp}.json`, JSON.stringify(stats));
  renameSync(`${tmp}.json`, stamp);
}

/** The CLI from its sources, through tsx's loader registered in this process. */
async function fromSources() {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli.ts');
}

let built = process.argv[2] !== 'serve';
if (built && !fresh()) {
  try {
    await buildCli();
  } catch {
    // A checkout it cannot write to still runs, from its sources (whose errors tsx then names).
    built = false;
  }
}
if (built) await import(pathToFileURL(bundle).href);
else await fromSources();
