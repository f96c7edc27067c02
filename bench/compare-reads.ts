import { resolve } from 'node:path';
import { jsonClient } from './http-client.js';
import { startBenchServer, type BenchServer } from './server.js';
import { fmt } from './stats.js';

/**
 * What creating a game and reading it cost the request thread, this checkout's server against another's
 * under the same load (rounds alternate, as in bench/compare-moves.ts). The move benches create a game
 * every few dozen moves and read it once; a client that polls `GET /v1/games/{id}` pays the read every
 * time. 8 clients at once each create a Circuit Racer game and read it `READS` times, then do the same
 * creating only; the difference is the reads'.
 *
 *   git archive main | tar -x -C /tmp/main && ln -s "$PWD/node_modules" /tmp/main/
 *   npx tsx bench/compare-reads.ts /tmp/main [rounds]
 */
const READS = 4;
const GAMES = 1600;
const [otherArg, roundsArg = '4'] = process.argv.slice(2);
if (otherArg === undefined) {
  console.error('usage: tsx bench/compare-reads.ts <other checkout> [rounds]');
  process.exit(2);
}

/** The request thread's CPU in ms per game for `games` games, each created and read `reads` times. */
async function createAndRead(server: BenchServer, games: number, reads: number): Promise<number> {
  const call = jsonClient(server.url, 8);
  const before = server.mainThreadCpuSeconds();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = 0; i < games / 8; i++) {
        const created = await call<{ game: { id: string }; seats: { token: string }[] }>('POST', '/v1/games', {
          rules: 'circuit-racer',
          players: [{ name: 'Bench' }],
        });
        const headers = { authorization: `Bearer ${created.body.seats[0]!.token}` };
        for (let k = 0; k < reads; k++) await call('GET', `/v1/games/${created.body.game.id}`, undefined, headers);
      }
    }),
  );
  await call.close();
  return ((server.mainThreadCpuSeconds() - before) / games) * 1000;
}

const servers = { other: await startBenchServer({ root: resolve(otherArg) }), this: await startBenchServer() };
const figures = {
  other: { both: [] as number[], created: [] as number[] },
  this: { both: [] as number[], created: [] as number[] },
};
try {
  for (const server of Object.values(servers)) await createAndRead(server, 400, READS); // warm-up
  for (let round = 0; round < Number(roundsArg); round++)
    for (const name of round % 2 === 0 ? (['other', 'this'] as const) : (['this', 'other'] as const)) {
      figures[name].both.push(await createAndRead(servers[name], GAMES, READS));
      figures[name].created.push(await createAndRead(servers[name], GAMES, 0));
    }
} finally {
  await Promise.all(Object.values(servers).map((s) => s.stop()));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const perRead = (f: { both: number[]; created: number[] }) => (median(f.both) - median(f.created)) / READS;
for (const [name, f] of [
  [otherArg, figures.other],
  ['this checkout', figures.this],
] as const)
  console.log(
    `reads, ${name}: request thread ${fmt(median(f.created), 3)} ms to create a game, ${fmt(perRead(f), 3)} ms a GET of it`,
  );
console.log(
  `reads, this / other: create x${fmt(median(figures.this.created) / median(figures.other.created), 2)}, GET x${fmt(perRead(figures.this) / perRead(figures.other), 2)}`,
);
