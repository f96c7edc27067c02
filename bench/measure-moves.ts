import type { PlayersPlan, PlayersResult } from './http-players.js';
import type { BenchServer } from './server.js';
import { percentile } from './stats.js';

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
