import { resolve } from 'node:path';
import { playGamesOverGraphql } from './graphql-players.js';
import { playGames } from './http-players.js';
import { combine, measureMoves, type MoveFigures, type Players } from './measure-moves.js';
import { startBenchServer } from './server.js';
import { fmt } from './stats.js';
import { playGamesOverWebSockets } from './ws-players.js';

/**
 * This checkout's server against another's (say, main's, unpacked beside it) under the same load,
 * in one run: they alternate in rounds, so a slow spell of this shared machine falls on both, and
 * the ratio holds where the figures do not (issue 33: compare before and after this way).
 *
 *   git archive main | tar -x -C /tmp/main && ln -s "$PWD/node_modules" /tmp/main/
 *   npx tsx bench/compare-moves.ts /tmp/main http 4 5    # other checkout, http|ws|graphql, rounds, seconds each
 *
 * With `BENCH_OTHER_NODE` (a node binary) the other server runs on that Node instead of the bench's:
 * with `.` as the other checkout, it compares Node releases on the same code.
 */
const [otherArg, kind = 'http', roundsArg = '4', secondsArg = '5'] = process.argv.slice(2);
if (otherArg === undefined) {
  console.error('usage: tsx bench/compare-moves.ts <other checkout> [http|ws|graphql] [rounds] [seconds per round]');
  process.exit(2);
}
const players: Players =
  kind === 'ws' ? playGamesOverWebSockets : kind === 'graphql' ? playGamesOverGraphql : playGames;
const servers = {
  this: await startBenchServer(),
  other: await startBenchServer({ root: resolve(otherArg), node: process.env.BENCH_OTHER_NODE }),
};
const figures: Record<keyof typeof servers, MoveFigures[]> = { this: [], other: [] };
try {
  for (let round = 0; round < Number(roundsArg); round++)
    for (const name of round % 2 === 0 ? (['other', 'this'] as const) : (['this', 'other'] as const))
      figures[name].push(await measureMoves(servers[name], players, Number(secondsArg), 8, 7 + round));
} finally {
  await Promise.all([servers.this.stop(), servers.other.stop()]);
}
const [a, b] = [combine(figures.other), combine(figures.this)];
const otherName =
  process.env.BENCH_OTHER_NODE === undefined ? otherArg : `${otherArg} on ${process.env.BENCH_OTHER_NODE}`;
for (const [name, f] of [
  [otherName, a],
  ['this checkout', b],
] as const)
  console.log(
    `${kind} moves, ${name}: ${fmt(f.movesPerSecond)} moves/s, p50 ${fmt(f.p50, 2)} ms, p99 ${fmt(f.p99, 2)} ms; request thread ${fmt(f.requestThreadMsPerMove, 3)} ms per move, server ${fmt(f.serverMsPerMove, 3)} (${f.failures} failed)`,
  );
console.log(
  `${kind} moves, this / other: moves/s x${fmt(b.movesPerSecond / a.movesPerSecond, 2)}, request thread CPU per move x${fmt(b.requestThreadMsPerMove / a.requestThreadMsPerMove, 2)}, server CPU per move x${fmt(b.serverMsPerMove / a.serverMsPerMove, 2)}`,
);
