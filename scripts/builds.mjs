/**
 * The builds in dist/ and whether each was made from the sources as they are now. Shared by the CLI's
 * bundle (bin/rolltape.mjs), the server's build (scripts/build-server.ts) and the static files'
 * (scripts/build-web.ts): the esbuild options of a bundle node runs, and the stamps, each a JSON file
 * recording what a build was made from (every source's size and modification time) and what it made.
 *
 * Run as a script, it is what `npm start` runs first, and what `rolltape serve` does before it serves:
 * it builds the server (dist/server.mjs and its threads) and the static files (dist/web) where one of
 * their sources changed since, or an output is missing, and loads tsx (once, in this process) to
 * compile the builders only then. With nothing changed it reads the stamps and ends.
 *   node scripts/builds.mjs            both
 *   node scripts/builds.mjs web        dist/web alone (`npm test`, the Worker's scripts)
 *
 * Plain JavaScript, so that none of this makes the CLI's start compile TypeScript.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** esbuild's options for a bundle node runs from the repository: packages stay in node_modules. */
export const NODE_BUNDLE = Object.freeze({
  absWorkingDir: root,
  bundle: true,
  packages: 'external',
  format: 'esm',
  platform: 'node',
  // The oldest Node its tests run on (the machine's 20; `engines` names 22 and 24).
  target: 'node20',
  outExtension: { '.js': '.mjs' },
});

/** The stamp of the server's build in `outDir` (dist/ for `npm start`; the tests build elsewhere). */
export const serverStamp = (outDir = resolve(root, 'dist')) => resolve(outDir, 'server.sources.json');
/** The static files' stamp: beside dist/web, not in it, as dist/web is served as it is. */
export const WEB_STAMP = 'dist/web.sources.json';

/** Each file's size and modification time (files relative to the repository), or undefined once one is gone. */
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

/** A stamp's parts, or undefined when it cannot be read (never written, or written by an older builder). */
function readStamp(stamp) {
  try {
    const parts = JSON.parse(readFileSync(resolve(root, stamp), 'utf8'));
    return typeof parts === 'object' && parts !== null && !Array.isArray(parts) ? parts : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a part's record says it was made from the sources as they are now, and what it made is all there. */
function current(record) {
  if (typeof record !== 'object' || record === null) return false;
  const { inputs, outputs } = record;
  if (typeof inputs !== 'object' || inputs === null || !Array.isArray(outputs)) return false;
  const now = statsOf(Object.keys(inputs));
  return (
    now !== undefined &&
    Object.keys(inputs).every((file) => inputs[file] === now[file]) &&
    outputs.every((file) => existsSync(resolve(root, file)))
  );
}

/**
 * The parts of a build (by its stamp: a path, absolute or relative to the repository) not made from the sources as
 * they are now: a source edited or gone, an output missing, no record (a source saved while it was
 * built), and each of `expected` the stamp does not know. Undefined when there is no stamp at all.
 */
export function staleParts(stamp, expected = []) {
  const parts = readStamp(stamp);
  if (parts === undefined) return undefined;
  const names = [...new Set([...Object.keys(parts), ...expected])];
  return names.filter((name) => !current(parts[name]));
}

/** Whether a build is to be made (again): never made, or a part of it stale. */
export function isStale(stamp) {
  const parts = staleParts(stamp);
  return parts === undefined || parts.length > 0;
}

/**
 * Writes the stamp of a build begun at `began` (Date.now()): for each of its parts, the files it was
 * made from and the files it made (paths relative to the repository), or undefined for a part not
 * made this time, whose earlier record is kept. A part of which a source was saved while it was built
 * (or just before: file times are coarse) may lack that edit: it is recorded as unknown, so the next
 * check builds it again. Parts not named are dropped. Written whole or not at all.
 */
export function writeStamp(stamp, parts, began) {
  const file = resolve(root, stamp);
  const before = readStamp(stamp) ?? {};
  const recorded = {};
  for (const [name, part] of Object.entries(parts)) {
    if (part === undefined) {
      recorded[name] = before[name] ?? null;
      continue;
    }
    const inputs = statsOf([...new Set(part.inputs)]);
    const sure = inputs !== undefined && Object.values(inputs).every((s) => Number(s.split(':')[1]) <= began - 2000);
    recorded[name] = sure ? { inputs, outputs: [...part.outputs] } : null;
  }
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}-${began}`;
  writeFileSync(tmp, JSON.stringify(recorded));
  renameSync(tmp, file);
}

/**
 * Builds what `npm start` and `rolltape serve` run where it is stale (`which`: 'server', 'web'):
 * the server's build (scripts/build-server.ts) and the static files (scripts/build-web.ts, only the
 * stale ones). Their builders are TypeScript: tsx's loader is registered, for their imports alone,
 * only when there is something to build. Resolves with what was built, named for a person.
 */
export async function buildStale(which = ['web', 'server']) {
  const stale = () => ({
    web: which.includes('web') && isStale(WEB_STAMP),
    server: which.includes('server') && isStale(serverStamp()),
  });
  const first = stale();
  if (!first.web && !first.server) return [];
  // Two at once (`npm start` beside `npm test`'s pretest, two starts) would write the same files at
  // once: the second waits for the first, then finds what the first built up to date.
  return underBuildLock(async () => {
    const { web, server } = stale();
    return web || server ? build(web, server) : [];
  });
}

/** How long a lock whose holder wrote no pid yet may stand before it is taken as left by a crash. */
const UNNAMED_LOCK_MS = 10_000;
/** Older than this, a lock is taken as left behind whoever it names (its pid since given to another process). */
const OLDEST_LOCK_MS = 10 * 60_000;

/**
 * Runs `run` holding dist/.build.lock (created exclusively, naming its holder's pid): another builder
 * waits until it is gone. A lock whose holder has died (killed mid-build) is taken over.
 */
async function underBuildLock(run) {
  const lock = resolve(root, 'dist/.build.lock');
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (lockAbandoned(lock)) rmSync(lock, { force: true });
      else await sleep(100);
    }
  }
  try {
    return await run();
  } finally {
    rmSync(lock, { force: true });
  }
}

function lockAbandoned(lock) {
  try {
    const age = Date.now() - statSync(lock).mtimeMs;
    const pid = Number(readFileSync(lock, 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return age > UNNAMED_LOCK_MS;
    // This process has not taken it: one before it with the same pid left it (a container restarted).
    if (pid === process.pid || age > OLDEST_LOCK_MS) return true;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ESRCH: no such process; ENOENT: released meanwhile (the next try takes it). EPERM: alive, not ours.
    return error.code === 'ESRCH' || error.code === 'ENOENT';
  }
}

async function build(web, server) {
  const { register } = await import('tsx/esm/api');
  const tsx = register({ namespace: `rolltape-build-${process.pid}` });
  try {
    const built = [];
    if (web) {
      const { buildWeb } = await tsx.import('./build-web.ts', import.meta.url);
      built.push(`dist/web (${(await buildWeb({ onlyStale: true })).join(', ')})`);
    }
    if (server) {
      const { buildServer } = await tsx.import('./build-server.ts', import.meta.url);
      await buildServer();
      built.push('dist/server.mjs');
    }
    return built;
  } finally {
    await tsx.unregister();
  }
}

// Its URL as node's entry; the builders import it again through tsx, with a query naming tsx's namespace.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const which = process.argv.slice(2);
  const unknown = which.filter((name) => name !== 'server' && name !== 'web');
  if (unknown.length > 0) {
    process.stderr.write(`builds: unknown build ${unknown[0]} (server, web)\n`);
    process.exit(2);
  }
  const named = (which.length > 0 ? which : ['web', 'server']).map((w) =>
    w === 'web' ? 'dist/web' : 'dist/server.mjs',
  );
  const built = await buildStale(which.length > 0 ? which : undefined);
  console.log(built.length > 0 ? `build: ${built.join(', ')} built` : `build: ${named.join(' and ')} up to date`);
}
