import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { playGames } from './http-players.js';
import { fmt, percentile, verdict } from './stats.js';

const root = resolve(import.meta.dirname, '..');

async function startServer(databaseUrl: string) {
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_FLAGS?.split(' ') ?? []), '--import', 'tsx', 'src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATABASE_URL: databaseUrl, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((done, fail) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) done(match[1]!);
    });
    child.on('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
  return { url, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

/**
 * Moves over HTTP: 8 Circuit Racer games at once, each sending one random legal move per request
 * (with a moveId, as a careful client would) to the node server as `npm start` runs it: an embedded
 * WAL-mode database file (synchronous NORMAL: a move is in the WAL before it is acknowledged).
 * A finished game is replaced by a new one.
 * Target: >= 3,000 moves/s with p99 < 25 ms.
 */
export async function benchHttpMoves(seconds = 10, concurrency = 8): Promise<{ movesPerSecond: number; p50: number; p99: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'rolltape-bench-'));
  const server = await startServer(`file:${join(dir, 'bench.db')}`);
  try {
    // Warm up the server (JIT, caches) before measuring.
    await playGames({ url: server.url, games: 1, until: performance.now() + 1000, seed: 1 });

    const cpuBefore = serverCpuSeconds(server.pid);
    const mainBefore = mainThreadCpuSeconds(server.pid);
    const clientBefore = process.cpuUsage();
    const started = performance.now();
    const until = started + seconds * 1000;
    const { moves, failures, latencies } = await playGames({ url: server.url, games: concurrency, until, seed: 7 });
    const elapsed = (performance.now() - started) / 1000;
    const cpu = serverCpuSeconds(server.pid) - cpuBefore;
    const mainCpu = mainThreadCpuSeconds(server.pid) - mainBefore;
    const clientUsage = process.cpuUsage(clientBefore);
    const clientCpu = (clientUsage.user + clientUsage.system) / 1e6;
    latencies.sort((a, b) => a - b);
    const movesPerSecond = moves / elapsed;
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const ok = movesPerSecond >= 3000 && p99 < 25 && failures === 0;
    console.log(`http moves: ${concurrency} concurrent Circuit Racer games, ${fmt(moves)} moves in ${fmt(elapsed, 1)} s, ${failures} failed requests`);
    console.log(`http moves: server CPU ${fmt((cpu / moves) * 1000, 3)} ms per move (${fmt((cpu / elapsed) * 100)}% of one core)`);
    // The request thread is the one that cannot be spread over cores; the rest is the writer and checkpointer threads and V8's helpers.
    console.log(`http moves: of which the request thread ${fmt((mainCpu / moves) * 1000, 3)} ms per move (${fmt((mainCpu / elapsed) * 100)}% of one core)`);
    // The load generator shares this 2-core machine: what it spends is CPU the server cannot have.
    console.log(`http moves: client CPU ${fmt((clientCpu / moves) * 1000, 3)} ms per move (${fmt((clientCpu / elapsed) * 100)}% of one core)`);
    console.log(`http moves: ${fmt(movesPerSecond)} moves/s, p50 ${fmt(p50, 2)} ms, p99 ${fmt(p99, 2)} ms (target >= 3,000 moves/s and p99 < 25 ms: ${verdict(ok)})`);
    return { movesPerSecond, p50, p99 };
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** User + system CPU seconds a process has used so far (Linux /proc). */
function serverCpuSeconds(pid: number): number {
  return cpuSecondsOf(`/proc/${pid}/stat`);
}

/** utime + stime of a /proc stat file, in seconds (clock ticks of 1/100 s). */
function cpuSecondsOf(statFile: string): number {
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** User + system CPU seconds of a process's main thread (its first task). */
function mainThreadCpuSeconds(pid: number): number {
  return cpuSecondsOf(`/proc/${pid}/task/${pid}/stat`);
}
