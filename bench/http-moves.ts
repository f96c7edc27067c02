import { playGames } from './http-players.js';
import { measureMoves } from './measure-moves.js';
import { startBenchServer } from './server.js';
import { fmt, verdict } from './stats.js';

/**
 * Moves over HTTP: 8 Circuit Racer games at once, each sending one random legal move per request
 * (with a moveId, as a careful client would) to the node server as `npm start` runs it: an embedded
 * WAL-mode database file (synchronous NORMAL: a move is in the WAL before it is acknowledged).
 * A finished game is replaced by a new one.
 * Target: >= 3,000 moves/s with p99 < 25 ms.
 */
export async function benchHttpMoves(
  seconds = 10,
  concurrency = 8,
): Promise<{ movesPerSecond: number; p50: number; p99: number }> {
  const server = await startBenchServer();
  try {
    const f = await measureMoves(server, playGames, seconds, concurrency);
    const ok = f.movesPerSecond >= 3000 && f.p99 < 25 && f.failures === 0;
    console.log(
      `http moves: ${concurrency} concurrent Circuit Racer games, ${fmt(f.moves)} moves in ${fmt(f.seconds, 1)} s, ${f.failures} failed requests`,
    );
    console.log(
      `http moves: server CPU ${fmt(f.serverMsPerMove, 3)} ms per move, of which the request thread ${fmt(f.requestThreadMsPerMove, 3)} ms; client CPU ${fmt(f.clientMsPerMove, 3)} ms per move`,
    );
    console.log(
      `http moves: ${fmt(f.movesPerSecond)} moves/s, p50 ${fmt(f.p50, 2)} ms, p99 ${fmt(f.p99, 2)} ms (target >= 3,000 moves/s and p99 < 25 ms: ${verdict(ok)})`,
    );
    return f;
  } finally {
    await server.stop();
  }
}
