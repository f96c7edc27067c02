import type { PlayersPlan, PlayersResult } from './http-players.js';
import { measureDiskCommits } from './disk-commit.js';
import { measureFloor } from './floor.js';
import { startBenchServer, type BenchServer } from './server.js';
import { fmt, percentile, verdict } from './stats.js';

export interface MoveFigures {
  readonly moves: number;
  readonly failures: number;
  readonly seconds: number;
  readonly movesPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  /** Server CPU per move, all threads, in ms. */
  readonly serverMsPerMove: number;
  /** The request thread's share of it, in ms. */
  readonly requestThreadMsPerMove: number;
  /** The load generator's CPU per move, in ms: CPU the server could not have on this 2-core machine. */
  readonly clientMsPerMove: number;
}

export type Players = (plan: PlayersPlan) => Promise<PlayersResult>;

/** Plays `games` games at once through `players` for `seconds` (after a second of warm-up) and measures. */
export async function measureMoves(
  server: BenchServer,
  players: Players,
  seconds: number,
  games = 8,
  seed = 7,
): Promise<MoveFigures> {
  await players({ url: server.url, games: 1, until: performance.now() + 1000, seed: seed + 1000 });
  const cpuBefore = server.cpuSeconds();
  const mainBefore = server.mainThreadCpuSeconds();
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const { moves, failures, latencies } = await players({
    url: server.url,
    games,
    until: started + seconds * 1000,
    seed,
  });
  const elapsed = (performance.now() - started) / 1000;
  const clientUsage = process.cpuUsage(clientBefore);
  latencies.sort((a, b) => a - b);
  return {
    moves,
    failures,
    seconds: elapsed,
    movesPerSecond: moves / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    serverMsPerMove: ((server.cpuSeconds() - cpuBefore) / moves) * 1000,
    requestThreadMsPerMove: ((server.mainThreadCpuSeconds() - mainBefore) / moves) * 1000,
    clientMsPerMove: ((clientUsage.user + clientUsage.system) / 1e6 / moves) * 1000,
  };
}

/** What a move bench is held to (issue 33's targets), and what its lines call it (`http moves`, `ws moves`). */
export interface MoveBench {
  readonly label: string;
  readonly players: Players;
  readonly target: {
    readonly movesPerSecond: number;
    readonly p99: number;
    /** The request thread's CPU per move, in ms, at most. */
    readonly requestThreadMs?: number;
  };
  /** What a failure is: `requests` over HTTP, `moves` over a socket. */
  readonly failed: string;
  /**
   * Also run a server with `ROLLTAPE_SYNC=full` (fsync at every commit) and hold it to this share of
   * the normal server's moves/s. The two alternate in halves, so a slow spell of this shared machine
   * falls on both and the ratio holds where the figures do not.
   */
  readonly syncFullShare?: number;
}

/**
 * Seconds of the measured load each server gets before it is measured (`BENCH_WARMUP_SECONDS`). A server
 * runs for days; its first seconds are V8 compiling and re-optimizing the move path, and so is the
 * bench's client's. Until 2026-11-28 the benches measured the first 10 s after one game's second: on a
 * quiet machine a 30 s run gave the request thread 0.140 ms a move where the 10 s run gave 0.163.
 */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);

/** `concurrency` games played through `players` for `seconds`, not measured: the load that warms a server up. */
export async function warmUp(
  server: BenchServer,
  players: Players,
  seconds: number,
  concurrency: number,
): Promise<void> {
  await players({ url: server.url, games: concurrency, until: performance.now() + seconds * 1000, seed: 1000 });
}

/** Starts the bench server, measures `bench` and prints its lines, each figure beside its target. */
export async function benchMoves(
  bench: MoveBench,
  seconds: number,
  concurrency: number,
): Promise<{ movesPerSecond: number; p50: number; p99: number }> {
  const { label, target } = bench;
  const server = await startBenchServer();
  const full =
    bench.syncFullShare === undefined ? undefined : await startBenchServer({ env: { ROLLTAPE_SYNC: 'full' } });
  try {
    for (const warming of [server, full])
      if (warming) await warmUp(warming, bench.players, WARMUP_SECONDS, concurrency);
    const normal: MoveFigures[] = [];
    const synced: MoveFigures[] = [];
    if (full === undefined) normal.push(await measureMoves(server, bench.players, seconds, concurrency));
    else
      for (let round = 0; round < 2; round++) {
        normal.push(await measureMoves(server, bench.players, seconds / 2, concurrency, 7 + round));
        synced.push(await measureMoves(full, bench.players, seconds / 2, concurrency, 7 + round));
      }
    const f = combine(normal);
    const threadOk = target.requestThreadMs === undefined || f.requestThreadMsPerMove <= target.requestThreadMs;
    const ok = f.movesPerSecond >= target.movesPerSecond && f.p99 < target.p99 && f.failures === 0;
    console.log(
      `${label}: ${concurrency} concurrent Circuit Racer games, ${fmt(f.moves)} moves in ${fmt(f.seconds, 1)} s after ${fmt(WARMUP_SECONDS)} s of the same load as warm-up, ${f.failures} failed ${bench.failed}`,
    );
    console.log(
      `${label}: server CPU ${fmt(f.serverMsPerMove, 3)} ms per move, of which the request thread ${fmt(f.requestThreadMsPerMove, 3)} ms` +
        (target.requestThreadMs === undefined
          ? ''
          : ` (target <= ${fmt(target.requestThreadMs, 2)} ms: ${verdict(threadOk)})`) +
        `; client CPU ${fmt(f.clientMsPerMove, 3)} ms per move`,
    );
    console.log(
      `${label}: ${fmt(f.movesPerSecond)} moves/s, p50 ${fmt(f.p50, 2)} ms, p99 ${fmt(f.p99, 2)} ms (target >= ${fmt(target.movesPerSecond)} moves/s and p99 < ${target.p99} ms: ${verdict(ok)})`,
    );
    const floor = await measureFloor(server.url, async (floorServer) => {
      await warmUp(floorServer, bench.players, WARMUP_SECONDS, concurrency);
      return measureMoves(floorServer, bench.players, Math.max(3, seconds / 2), concurrency);
    });
    const own = f.requestThreadMsPerMove - floor.figures.requestThreadMsPerMove;
    console.log(
      `${label}: the floor, node alone answering the same moves' answers (${fmt(floor.answerBytes / 1024, 1)} KiB on average) with nothing behind them: ` +
        `${fmt(floor.figures.movesPerSecond)} moves/s, p99 ${fmt(floor.figures.p99, 2)} ms, request thread ${fmt(floor.figures.requestThreadMsPerMove, 3)} ms per move, client ${fmt(floor.figures.clientMsPerMove, 3)} ms; ` +
        `Rolltape's own work on the request thread: ${fmt(own, 3)} ms per move`,
    );
    if (full !== undefined && bench.syncFullShare !== undefined) {
      const s = combine(synced);
      const share = s.movesPerSecond / f.movesPerSecond;
      console.log(
        `${label}: ROLLTAPE_SYNC=full ${fmt(s.movesPerSecond)} moves/s, p99 ${fmt(s.p99, 2)} ms, request thread ${fmt(s.requestThreadMsPerMove, 3)} ms per move; ${fmt(share * 100)}% of normal in the same run (target >= ${fmt(bench.syncFullShare * 100)}%: ${verdict(share >= bench.syncFullShare && s.failures === 0)})`,
      );
      const disk = measureDiskCommits();
      console.log(
        `${label}: the disk beneath, measured after: a commit of 4 appends takes ${fmt(disk.fullMs, 3)} ms (p50) with the fsync ROLLTAPE_SYNC=full adds, ${fmt(disk.normalMs, 3)} ms without; each of the writer's commits waits for one`,
      );
    }
    return f;
  } finally {
    await server.stop();
    await full?.stop();
  }
}

/** Parts of one measurement as one: moves and time add up; the worst p50/p99 stands. */
export function combine(parts: readonly MoveFigures[]): MoveFigures {
  if (parts.length === 1) return parts[0]!;
  const moves = parts.reduce((s, f) => s + f.moves, 0);
  const seconds = parts.reduce((s, f) => s + f.seconds, 0);
  const weighted = (key: 'serverMsPerMove' | 'requestThreadMsPerMove' | 'clientMsPerMove') =>
    parts.reduce((s, f) => s + f[key] * f.moves, 0) / moves;
  return {
    moves,
    failures: parts.reduce((s, f) => s + f.failures, 0),
    seconds,
    movesPerSecond: moves / seconds,
    p50: Math.max(...parts.map((f) => f.p50)),
    p99: Math.max(...parts.map((f) => f.p99)),
    serverMsPerMove: weighted('serverMsPerMove'),
    requestThreadMsPerMove: weighted('requestThreadMsPerMove'),
    clientMsPerMove: weighted('clientMsPerMove'),
  };
}
