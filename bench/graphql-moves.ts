import { graphqlOverhead } from './graphql-overhead.js';
import { playGamesOverGraphql } from './graphql-players.js';
import { playGames } from './http-players.js';
import { measureMoves, type MoveFigures } from './measure-moves.js';
import { startBenchServer } from './server.js';
import { fmt, verdict } from './stats.js';

/**
 * GraphQL moves against REST moves, on one server in one run: 8 Circuit Racer games at once, one
 * random legal move per request; GraphQL's `makeMove` asks back the game's version, status and legal
 * moves. The two alternate (REST, GraphQL, REST, GraphQL) so a slow spell of this shared machine
 * falls on both. Target: GraphQL >= 80% of the REST figure, p99 < 15 ms.
 */
export async function benchGraphqlMoves(
  seconds = 10,
): Promise<{ ratio: number; graphql: MoveFigures; rest: MoveFigures }> {
  const server = await startBenchServer();
  try {
    const rest: MoveFigures[] = [];
    const graphql: MoveFigures[] = [];
    for (let round = 0; round < 2; round++) {
      rest.push(await measureMoves(server, playGames, seconds / 2, 8, 7 + round));
      graphql.push(await measureMoves(server, playGamesOverGraphql, seconds / 2, 8, 17 + round));
    }
    const r = combine(rest);
    const g = combine(graphql);
    const ratio = g.movesPerSecond / r.movesPerSecond;
    for (const [name, f] of [
      ['REST', r],
      ['GraphQL', g],
    ] as const) {
      console.log(
        `graphql moves: ${name.padEnd(7)} ${fmt(f.movesPerSecond)} moves/s, p50 ${fmt(f.p50, 2)} ms, p99 ${fmt(f.p99, 2)} ms; request thread ${fmt(f.requestThreadMsPerMove, 3)} ms per move (${f.failures} failed)`,
      );
    }
    const ok = ratio >= 0.8 && g.p99 < 15 && g.failures === 0;
    console.log(
      `graphql moves: GraphQL/REST = ${fmt(ratio * 100)}% (target >= 80% and GraphQL p99 < 15 ms: ${verdict(ok)})`,
    );
    await graphqlOverhead(server);
    return { ratio, graphql: g, rest: r };
  } finally {
    await server.stop();
  }
}

/** Two halves of one measurement as one: moves and time add up; the worse p50/p99 stands. */
function combine(parts: readonly MoveFigures[]): MoveFigures {
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
