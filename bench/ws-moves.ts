import { measureMoves } from './measure-moves.js';
import { startBenchServer } from './server.js';
import { fmt, verdict } from './stats.js';
import { playGamesOverWebSockets } from './ws-players.js';

/**
 * Moves over the WebSocket: the same 8 Circuit Racer games and random legal moves as `bench http`,
 * each move sent on its game's socket and timed until the frame answering it (so, as over HTTP, once
 * it is in the tape). Target: >= 7,000 moves/s with p99 < 10 ms.
 */
export async function benchWebSocketMoves(
  seconds = 10,
  concurrency = 8,
): Promise<{ movesPerSecond: number; p50: number; p99: number }> {
  const server = await startBenchServer();
  try {
    const f = await measureMoves(server, playGamesOverWebSockets, seconds, concurrency);
    const ok = f.movesPerSecond >= 7000 && f.p99 < 10 && f.failures === 0;
    console.log(
      `ws moves: ${concurrency} concurrent Circuit Racer games, ${fmt(f.moves)} moves in ${fmt(f.seconds, 1)} s, ${f.failures} failed moves`,
    );
    console.log(
      `ws moves: server CPU ${fmt(f.serverMsPerMove, 3)} ms per move, of which the request thread ${fmt(f.requestThreadMsPerMove, 3)} ms; client CPU ${fmt(f.clientMsPerMove, 3)} ms per move`,
    );
    console.log(
      `ws moves: ${fmt(f.movesPerSecond)} moves/s, p50 ${fmt(f.p50, 2)} ms, p99 ${fmt(f.p99, 2)} ms (target >= 7,000 moves/s and p99 < 10 ms: ${verdict(ok)})`,
    );
    return f;
  } finally {
    await server.stop();
  }
}
