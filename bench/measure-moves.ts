import type { PlayersPlan, PlayersResult } from './http-players.js';
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

/** What a move bench is held to, and what its lines call it (`http moves`, `ws moves`). */
export interface MoveBench {
  readonly label: string;
  readonly players: Players;
  readonly target: { readonly movesPerSecond: number; readonly p99: number };
  /** What a failure is: `requests` over HTTP, `moves` over a socket. */
  readonly failed: string;
}

/** Starts the bench server, measures `bench` and prints its three lines, figures beside the target. */
export async function benchMoves(
  bench: MoveBench,
  seconds: number,
  concurrency: number,
): Promise<{ movesPerSecond: number; p50: number; p99: number }> {
  const { label, target } = bench;
  const server = await startBenchServer();
  try {
    const f = await measureMoves(server, bench.players, seconds, concurrency);
    const ok = f.movesPerSecond >= target.movesPerSecond && f.p99 < target.p99 && f.failures === 0;
    console.log(
      `${label}: ${concurrency} concurrent Circuit Racer games, ${fmt(f.moves)} moves in ${fmt(f.seconds, 1)} s, ${f.failures} failed ${bench.failed}`,
    );
    console.log(
      `${label}: server CPU ${fmt(f.serverMsPerMove, 3)} ms per move, of which the request thread ${fmt(f.requestThreadMsPerMove, 3)} ms; client CPU ${fmt(f.clientMsPerMove, 3)} ms per move`,
    );
    console.log(
      `${label}: ${fmt(f.movesPerSecond)} moves/s, p50 ${fmt(f.p50, 2)} ms, p99 ${fmt(f.p99, 2)} ms (target >= ${fmt(target.movesPerSecond)} moves/s and p99 < ${target.p99} ms: ${verdict(ok)})`,
    );
    return f;
  } finally {
    await server.stop();
  }
}
