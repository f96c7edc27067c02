import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export interface BenchServer {
  readonly url: string;
  readonly pid: number;
  /** User + system CPU seconds of the whole server process so far. */
  cpuSeconds(): number;
  /** CPU seconds of its main thread, the one that serves requests and cannot spread over cores. */
  mainThreadCpuSeconds(): number;
  /** Resident memory of the server process, in bytes. */
  rssBytes(): number;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  /** More environment (for example rate limits for a probe). */
  readonly env?: Record<string, string>;
  /** A data folder to reuse (kept on stop); default: a fresh temporary one, removed on stop. */
  readonly dir?: string;
  /** Another checkout to run the server of (`bench/compare-moves.ts`); default: this one. */
  readonly root?: string;
  /**
   * The module to run instead of the server (`bench/floor-server.ts`); default `src/server.ts`. Only the
   * server takes `BENCH_SERVER_FLAGS`, so a profiled bench profiles the server alone.
   */
  readonly entry?: string;
  /** The Node to run it on (`bench/compare-moves.ts`'s `BENCH_OTHER_NODE`); default: the bench's own. */
  readonly node?: string;
}

/**
 * The node server as `npm start` runs it (its build, dist/server.mjs; embedded WAL database, writer
 * thread), on a free port.
 */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'rolltape-bench-'));
  const serverRoot = options.root ?? root;
  const command =
    options.entry !== undefined
      ? ['--import', 'tsx', options.entry]
      : [...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []), ...serverCommand(serverRoot)];
  const child = spawn(options.node ?? process.execPath, command, {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: `file:${join(dir, 'bench.db')}`,
      ROLLTAPE_DATA_DIR: dir,
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = await new Promise<string>((done, fail) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) done(match[1]!);
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
  const pid = child.pid!;
  return {
    url,
    pid,
    cpuSeconds: () => cpuSecondsOf(`/proc/${pid}/stat`),
    mainThreadCpuSeconds: () => cpuSecondsOf(`/proc/${pid}/task/${pid}/stat`),
    rssBytes: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      if (options.dir === undefined) rmSync(dir, { recursive: true, force: true });
    },
  };
}

const built = new Set<string>();

/**
 * How `npm start` runs the server of a checkout: its build, made once per bench run. A checkout from
 * before the build existed (`bench/compare-moves.ts` against an older commit) ran the TypeScript
 * through tsx.
 */
function serverCommand(checkout: string): string[] {
  if (!existsSync(join(checkout, 'scripts/build-server.ts'))) return ['--import', 'tsx', 'src/server.ts'];
  if (!built.has(checkout)) {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
      cwd: checkout,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`building the server of ${checkout} failed`);
    built.add(checkout);
  }
  return ['--enable-source-maps', 'dist/server.mjs'];
}

/** utime + stime of a /proc stat file, in seconds (clock ticks of 1/100 s). */
function cpuSecondsOf(statFile: string): number {
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
