import { playAgainstSearch, type AgainstSearch } from './against-search.js';
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

/** Games of one search-3 bot: answered at creation, then played on by the search thread, move after move. */
const SEARCH_SOLO = { rules: 'circuit-racer', players: [{ name: 'S', bot: 'search-3' }] };

/**
 * People against search-3 in Carbondale. A person moves only between the bot's turns, and a turn of
 * search-3 (a clean and its draws, each a search with the whole budget, queued behind the two solo
 * games' searches on the one search thread) took 5–12 s on the loaded 2-core machine: one person
 * answered 0 or 1 moves in a 3–10 s window. So four play at once, past the window until 30 moves are
 * answered (60 s at most), reading their game every 50 ms while the bot thinks.
 */
const AGAINST_SEARCH = { people: 4, minMoves: 30, graceMs: 60_000, pollMs: 50 };

/**
 * Bots never hold the request thread: a person plays Circuit Racer (one move at a time) and a
 * monitor polls /healthz, first alone, then while 4 clients create 6-bot Coal n' Write games in a
 * loop (each game is played to its end inside its create request), then while search bots think with
 * their whole budget: two games of search-3 play themselves, and other people play Carbondale
 * against search-3 (each move answered before the bot thinks; the bot's turn comes back later). Target:
 * with the bots busy, and with search bots seated, the people's moves and /healthz stay under 20 ms
 * at p99.
 */
export async function benchBots(
  seconds = 10,
): Promise<{ quiet: Probe; busy: Probe; botGames: number; searching: Probe; againstSearch: AgainstSearch }> {
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
    const { searching, againstSearch } = await withSearchBots(server.url, seconds);
    for (const [name, p] of [
      ['alone', quiet],
      ['with 4 clients creating 6-bot games', busy],
      [
        `with search-3 bots thinking (2 games of search bots, ${fmt(AGAINST_SEARCH.people)} people against search-3)`,
        searching,
      ],
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
    const a = againstSearch;
    console.log(
      `bots: ${fmt(AGAINST_SEARCH.people)} people against search-3 (Carbondale): ${fmt(a.moves)} moves answered p99 ${fmt(a.movesP99, 1)} ms; the bot's ${fmt(a.botTurns)} turns came back p50 ${fmt(a.turnP50)} ms, max ${fmt(a.turnMax)} ms after the answer (each of its moves with its whole budget)`,
    );
    const searchOk = searching.movesP99 < 20 && searching.healthP99 < 20 && a.movesP99 < 20;
    console.log(
      `bots: with search bots seated, moves p99 ${fmt(searching.movesP99, 1)} ms (Circuit Racer) and ${fmt(a.movesP99, 1)} ms (against search-3), /healthz p99 ${fmt(searching.healthP99, 1)} ms (target all < 20 ms: ${verdict(searchOk)})`,
    );
    return { quiet, busy, botGames, searching, againstSearch };
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

/** The probe while search bots think, and people's moves against search-3 meanwhile. */
async function withSearchBots(url: string, seconds: number) {
  const call = jsonClient(url, 2);
  try {
    for (let i = 0; i < 2; i++) {
      const created = await call<{ game: { status: string } }>('POST', '/v1/games', SEARCH_SOLO);
      if (created.status !== 201 || created.body.game.status !== 'active')
        throw new Error(`a search game answered ${created.status} ${created.body.game.status}`);
    }
    const until = performance.now() + seconds * 1000;
    const [searching, againstSearch] = await Promise.all([
      probe(url, seconds),
      playAgainstSearch({ url, ...AGAINST_SEARCH, until, deadline: until + AGAINST_SEARCH.graceMs }),
    ]);
    return { searching, againstSearch };
  } finally {
    await call.close();
  }
}
