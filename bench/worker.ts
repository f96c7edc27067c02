import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
// Miniflare runs workerd; it comes with wrangler (the same pinned version the workerd tests use).
import { Miniflare } from 'miniflare';
import { fmt, percentile, verdict } from './stats.js';
import { benchObjects } from './worker-objects.js';

const root = resolve(import.meta.dirname, '..');
/** Budget for the Worker bundle, compressed (well under what Cloudflare accepts, to keep cold starts short). */
const GZIP_BUDGET = 350 * 1024;
/** Budget for the CPU of compiling and running the bundle's top level (Cloudflare's own limit is 1,000 ms). */
const STARTUP_CPU_BUDGET_MS = 100;
/** Budget for the first request after a cold start, in local workerd. */
const FIRST_REQUEST_BUDGET_MS = 100;

export interface WorkerBench {
  readonly rawBytes: number;
  readonly gzipBytes: number;
  /** How much longer workerd takes to come up with our bundle than with a one-line Worker. */
  readonly bundleLoadMs: number;
  readonly firstRequestMs: number;
  readonly coldMs: number;
  readonly warmP50Ms: number;
  /** CPU time to compile and evaluate the bundle's top level, the fastest of three fresh Node processes. */
  readonly topLevelCpuMs: number;
}

/**
 * The Workers build: `wrangler deploy --dry-run` (what `npm run build:worker` does) for the bundle
 * size, then that bundle in workerd (Miniflare) over an in-memory D1: how long workerd takes to load
 * it (compile and run its top level), how long the first request then takes, and warm requests.
 */
export async function benchWorker(): Promise<WorkerBench> {
  const outdir = mkdtempSync(join(tmpdir(), 'rolltape-worker-bench-'));
  try {
    const wrangler = resolve(root, 'node_modules/wrangler/bin/wrangler.js');
    const output = execFileSync(process.execPath, [wrangler, 'deploy', '--dry-run', '--outdir', outdir], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
    });
    const bundle = join(outdir, 'worker.js');
    const code = readFileSync(bundle);
    // wrangler's own figures ("Total Upload: 2304.57 KiB / gzip: 426.90 KiB"); ours if it stops printing them.
    const reported = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
    const rawBytes = reported ? Number(reported[1]) * 1024 : statSync(bundle).size;
    const gzipBytes = reported ? Number(reported[2]) * 1024 : gzipSync(code).length;
    console.log(
      `worker bundle: ${fmt(rawBytes / 1024)} KiB raw, ${fmt(gzipBytes / 1024)} KiB gzip (wrangler deploy --dry-run; budget < ${fmt(GZIP_BUDGET / 1024)} KiB gzip: ${verdict(gzipBytes < GZIP_BUDGET)})`,
    );

    // workerd's own start (process, sockets, the D1 service) with a one-line Worker, then with ours:
    // the difference is what our bundle adds (compiling it and running its top level). Each is
    // started three times, alternating, and the fastest start counts: the others waited on the machine.
    // Modules are listed, not discovered, so Miniflare does not parse the bundle in Node first.
    const compatibilityDate = /^compatibility_date = "([^"]+)"/m.exec(
      readFileSync(resolve(root, 'wrangler.toml'), 'utf8'),
    )![1]!;
    const options = {
      compatibilityDate,
      compatibilityFlags: ['nodejs_compat'],
      d1Databases: ['DB'],
      modulesRoot: outdir,
    };
    const module = (contents: string | Buffer) => [
      { type: 'ESModule' as const, path: join(outdir, 'worker.js'), contents },
    ];
    const baseline = () =>
      new Miniflare({ ...options, modules: module('export default { fetch: () => new Response("ok") };') });
    const ours = () =>
      new Miniflare({ ...options, modules: module(code), bindings: { ROLLTAPE_SECRET: 'bench-secret-0123456789' } });
    const baselineStarts: number[] = [];
    const ourStarts: number[] = [];
    for (let round = 0; round < 3; round++) {
      baselineStarts.push(await startupTime(baseline()));
      if (round < 2) ourStarts.push(await startupTime(ours()));
    }
    const figures = await measureOurs(ours, ourStarts, baselineStarts, bundle);
    await benchObjects({ ...options, modules: module(code), bindings: { ROLLTAPE_SECRET: 'bench-secret-0123456789' } });
    return { rawBytes, gzipBytes, ...figures };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }

  async function measureOurs(
    ours: () => Miniflare,
    ourStarts: number[],
    baselineStarts: number[],
    bundle: string,
  ): Promise<Omit<WorkerBench, 'rawBytes' | 'gzipBytes'>> {
    const t0 = performance.now();
    const mf = ours();
    try {
      await mf.ready;
      ourStarts.push(performance.now() - t0);
      const startupMs = Math.min(...ourStarts);
      const baselineMs = Math.min(...baselineStarts);
      const db = await mf.getD1Database('DB');
      for (const file of readdirSync(resolve(root, 'migrations'))
        .filter((f) => f.endsWith('.sql'))
        .sort()) {
        for (const statement of readFileSync(resolve(root, 'migrations', file), 'utf8').split(
          '--> statement-breakpoint',
        )) {
          if (statement.trim() !== '') await db.prepare(statement).run();
        }
      }

      const t1 = performance.now();
      const created = await mf.dispatchFetch('http://localhost/v1/games', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: 'circuit-racer', players: [{ name: 'Bench' }] }),
      });
      const body = (await created.json()) as { game: { id: string }; seats: { token: string }[] };
      const firstRequestMs = performance.now() - t1;
      if (created.status !== 201) throw new Error(`the first request answered ${created.status}`);

      const warm: number[] = [];
      for (let i = 0; i < 50; i++) {
        const t = performance.now();
        const read = await mf.dispatchFetch(`http://localhost/v1/games/${body.game.id}`, {
          headers: { authorization: `Bearer ${body.seats[0]!.token}` },
        });
        await read.arrayBuffer();
        warm.push(performance.now() - t);
      }
      warm.sort((a, b) => a - b);
      const warmP50Ms = percentile(warm, 50);
      const bundleLoadMs = Math.max(0, startupMs - baselineMs);
      const coldMs = bundleLoadMs + firstRequestMs;
      const topLevelCpuMs = topLevelCpu(bundle);
      console.log(
        `worker cold start (workerd, local D1): ${fmt(coldMs)} ms = ${fmt(bundleLoadMs)} ms loading the bundle (workerd up in ${fmt(startupMs)} ms vs ${fmt(baselineMs)} ms for a one-line Worker) + ${fmt(firstRequestMs, 1)} ms for the first request (POST /v1/games; target < ${FIRST_REQUEST_BUDGET_MS} ms: ${verdict(firstRequestMs < FIRST_REQUEST_BUDGET_MS)}); then GET p50 ${fmt(warmP50Ms, 2)} ms`,
      );
      console.log(
        `worker startup CPU: ${fmt(topLevelCpuMs)} ms to compile and run the bundle's top level (measured in Node; target < ${STARTUP_CPU_BUDGET_MS} ms: ${verdict(topLevelCpuMs < STARTUP_CPU_BUDGET_MS)}; Cloudflare's limit is 1,000 ms)`,
      );
      return { bundleLoadMs, firstRequestMs, coldMs, warmP50Ms, topLevelCpuMs };
    } finally {
      await mf.dispose();
    }
  }
}

/** Milliseconds until a Miniflare instance is ready; it is disposed after. */
async function startupTime(mf: Miniflare): Promise<number> {
  const t0 = performance.now();
  try {
    await mf.ready;
    return performance.now() - t0;
  } finally {
    await mf.dispose();
  }
}

/**
 * CPU milliseconds a fresh Node process spends importing the bundle (compiling it and running its
 * top level): what Cloudflare's startup limit counts. workerd cannot show it (its clock stands still
 * while code runs). The fastest of three runs.
 */
function topLevelCpu(workerBundle: string): number {
  // Node has no `cloudflare:workers`: the bundle imports only the Durable Object base class from it.
  const bundle = `${workerBundle}.node.mjs`;
  const stub = `data:text/javascript,${encodeURIComponent('export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } }')}`;
  writeFileSync(bundle, readFileSync(workerBundle, 'utf8').replaceAll('"cloudflare:workers"', JSON.stringify(stub)));
  const script = `const before = process.cpuUsage(); await import(${JSON.stringify(pathToFileURL(bundle).href)}); const used = process.cpuUsage(before); console.log((used.user + used.system) / 1000);`;
  const runs = Array.from({ length: 3 }, () =>
    Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim()),
  );
  return Math.min(...runs);
}
