#!/usr/bin/env node
// `npx rolltape …` from a checkout: the TypeScript CLI (src/cli.ts), bundled by esbuild into
// dist/cli.mjs when a source it was built from has changed since, then run in this very process.
// Loading its modules one by one through tsx's loader cost about 1.5 s of CPU before an audit began,
// and 0.5 s before even the help; from the bundle, node reads one file.
// `serve` first builds what `npm start` builds (scripts/builds.mjs: the server's build and dist/web,
// where a source of theirs changed), then serves the server's build, dist/server.mjs, as `npm start` does.
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale, isStale, NODE_BUNDLE, root, writeStamp } from '../scripts/builds.mjs';

// In dist/, one folder down like src/cli.ts, so its `new URL('../package.json', import.meta.url)` holds.
const bundle = resolve(root, 'dist/cli.mjs');
// What the bundle was built from: each source's size and modification time as it was built.
const stamp = 'dist/cli.sources.json';

async function buildCli() {
  const { build } = await import('esbuild');
  const began = Date.now();
  // Built into a folder of its own, then moved: two CLIs building at once each leave whole files.
  const tmp = resolve(root, `dist/.cli-${process.pid}-${began}`);
  const chunks = resolve(root, 'dist/cli-chunks');
  let result;
  let fresh;
  try {
    result = await build({
      ...NODE_BUNDLE,
      entryPoints: { cli: 'src/cli.ts' },
      // Each command's modules (and the packages they import) in chunks of their own, loaded when it
      // runs: the help and the version load none of them.
      splitting: true,
      chunkNames: 'cli-chunks/[name]-[hash]',
      outdir: tmp,
      metafile: true,
      logLevel: 'silent',
    });
    // The chunks first (a chunk's name is its content's hash), then the entry that imports them.
    mkdirSync(chunks, { recursive: true });
    fresh = readdirSync(resolve(tmp, 'cli-chunks'));
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
  // This file, the shared options and tsconfig.json decide how the sources are built: a change to one
  // builds again too.
  writeStamp(
    stamp,
    {
      cli: {
        inputs: [...Object.keys(result.metafile.inputs), 'bin/rolltape.mjs', 'scripts/builds.mjs', 'tsconfig.json'],
        outputs: ['dist/cli.mjs', ...fresh.map((chunk) => `dist/cli-chunks/${chunk}`)],
      },
    },
    began,
  );
}

/** The CLI from its sources, through tsx's loader registered in this process. */
async function fromSources() {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli.ts');
}

const serve = process.argv[2] === 'serve';
let built = true;
try {
  if (isStale(stamp)) await buildCli();
  if (serve) await buildStale();
} catch (error) {
  // A checkout it cannot write to still runs, from its sources (whose errors tsx then names).
  if (serve)
    process.stderr.write(
      `rolltape: cannot build dist/ (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); serving the sources through tsx\n`,
    );
  built = false;
}
if (built) await import(pathToFileURL(bundle).href);
else await fromSources();
