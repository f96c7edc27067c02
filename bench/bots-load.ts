import { jsonClient } from './http-client.js';
import { playGames } from './http-players.js';
import { startBenchServer } from './server.js';
import { fmt, percentile, verdict } from './stats.js';

const SIX_BOTS = {
  rules: 'coal-n-write',
  players: Array.from({ length: 6 }, (_, i) => ({ name: `Bot ${i + 1}`, bot: 'default' })),
};

interface Probe {
  readonly movesP99: number;
  readonly healthP99: number;
  readonly moves: number;
}

/**
 * Bots never hold the request thread: a person plays Circuit Racer (one move at a time) and a
 * monitor polls /healthz, first alone, then while 4 clients create 6-bot Coal n' Write games in a
 * loop (each game is played to its end inside its create request). Target: with the bots busy, the
 * person's moves and /healthz stay under 20 ms at p99.
 */
export async function benchBots(seconds = 10): Promise<{ quiet: Probe; busy: Probe; botGames: number }> {
  const server = await startBenchServer();
  try {
    const quiet = await probe(server.url, seconds / 2);
    let botGames = 0;
    const until = performance.now() + seconds * 1000;
    const creators = Array.from({ length: 4 }, async () => {
      const call = jsonClient(server.url, 1);
      try {
        while (performance.now() < until) {
          const created = await call<{ game: { status: string } }>('POST', '/v1/games', SIX_BOTS);
          if (created.status !== 201 || created.body.game.status !== 'over')
            throw new Error(`a bot game answered ${created.status}`);
          botGames++;
        }
      } finally {
        await call.close();
      }
    });
    // Let the bot games start before measuring.
    await new Promise((done) => setTimeout(done, 500));
    const busy = await probe(server.url, seconds - 1);
    await Promise.all(creators);
    for (const [name, p] of [
      ['alone', quiet],
      ['with 4 clients creating 6-bot games', busy],
    ] as const) {
      console.log(
        `bots: ${name}: a person's move p99 ${fmt(p.movesP99, 1)} ms (${fmt(p.moves)} moves), /healthz p99 ${fmt(p.healthP99, 1)} ms`,
      );
    }
    console.log(
      `bots: ${fmt(botGames)} six-bot Coal n' Write games played meanwhile (${fmt(botGames / seconds, 1)}/s)`,
    );
    const ok = busy.movesP99 < 20 && busy.healthP99 < 20;
    console.log(
      `bots: with the bots busy, move p99 ${fmt(busy.movesP99, 1)} ms and /healthz p99 ${fmt(busy.healthP99, 1)} ms (target both < 20 ms: ${verdict(ok)})`,
    );
    return { quiet, busy, botGames };
  } finally {
    await server.stop();
  }
}

/** One person playing Circuit Racer move by move, and /healthz polled every 20 ms, for `seconds`. */
async function probe(url: string, seconds: number): Promise<Probe> {
  const until = performance.now() + seconds * 1000;
  const health: number[] = [];
  const monitor = (async () => {
    const call = jsonClient(url, 1);
    try {
      while (performance.now() < until) {
        const t0 = performance.now();
        await call('GET', '/healthz');
        health.push(performance.now() - t0);
        await new Promise((done) => setTimeout(done, 20));
      }
    } finally {
      await call.close();
    }
  })();
  const played = await playGames({ url, games: 1, until, seed: 3 });
  await monitor;
  health.sort((a, b) => a - b);
  played.latencies.sort((a, b) => a - b);
  return { movesP99: percentile(played.latencies, 99), healthP99: percentile(health, 99), moves: played.moves };
}
