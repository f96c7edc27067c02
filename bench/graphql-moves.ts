import { graphqlOverhead } from './graphql-overhead.js';
import { playGamesOverGraphql } from './graphql-players.js';
import { playGames } from './http-players.js';
import { combine, measureMoves, warmUp, WARMUP_SECONDS, type MoveFigures } from './measure-moves.js';
import { PREVIOUS } from './previous.js';
import { startBenchServer } from './server.js';
import { fmt, verdict } from './stats.js';

/**
 * GraphQL moves against REST moves, on one server in one run: 8 Circuit Racer games at once, one
 * random legal move per request; GraphQL's `makeMove` asks back the game's version, status and legal
 * moves. The two alternate (REST, GraphQL, REST, GraphQL) so a slow spell of this shared machine
 * falls on both, after `BENCH_WARMUP_SECONDS` of the two (half each). Target (issue 33): no worse than the share measured before, GraphQL p99 < 15 ms.
 */
export async function benchGraphqlMoves(
  seconds = 10,
): Promise<{ ratio: number; graphql: MoveFigures; rest: MoveFigures }> {
  const server = await startBenchServer();
  try {
    // Both paths warmed up as `bench http` warms its server: half the warm-up each.
    await warmUp(server, playGames, WARMUP_SECONDS / 2, 8);
    await warmUp(server, playGamesOverGraphql, WARMUP_SECONDS / 2, 8);
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
    const ok = ratio >= PREVIOUS.graphqlShareOfRest.value && g.p99 < 15 && g.failures === 0;
    console.log(
      `graphql moves: GraphQL/REST = ${fmt(ratio * 100)}% (target: no worse than before, ${fmt(PREVIOUS.graphqlShareOfRest.value * 100)}% (${PREVIOUS.graphqlShareOfRest.when}), and GraphQL p99 < 15 ms: ${verdict(ok)})`,
    );
    await graphqlOverhead(server);
    return { ratio, graphql: g, rest: r };
  } finally {
    await server.stop();
  }
}
