import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decide } from '../src/games/carbondale/bot.js';
import { carbondale } from '../src/games/carbondale/index.js';
import { jsonClient } from './http-client.js';
import { HTTP_MOVES_TARGET } from './http-moves.js';
import { playGames } from './http-players.js';
import { measureMoves, warmUp, WARMUP_SECONDS } from './measure-moves.js';
import { startBenchServer } from './server.js';
import { fmt, percentile, verdict } from './stats.js';

type Json = any;

/**
 * Webhook deliveries under the move load of `bench http` (8 Circuit Racer games of guests, one
 * request in flight each), beside which 4 Carbondale games between players who each registered a
 * webhook are played by the game's bot as fast as they answer: nearly every one of their moves passes
 * the turn, so each writes a `turn` message in the outbox with the move. A receiver in this process
 * answers 204 and measures each message's delay: from the event's timestamp (the commit's clock)
 * to its arrival, i.e. the outbox's wait plus the POST.
 * Target: the http moves' own target still met, and the outbox's delay at p99 < 100 ms.
 */
export async function benchWebhooks(seconds = 10, pairs = 4): Promise<void> {
  const arrivals: { at: number; delay: number }[] = [];
  const receiver = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const at = Date.now();
      arrivals.push({ at, delay: at - Date.parse((JSON.parse(text) as Json).timestamp) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const server = await startBenchServer({ env: { ROLLTAPE_WEBHOOKS_ALLOW_PRIVATE: 'on' } });
  const call = jsonClient(server.url, pairs * 2);
  try {
    await warmUp(server, playGames, WARMUP_SECONDS, 8);
    const games = await Promise.all(
      Array.from({ length: pairs }, (_, i) => carbondaleBetweenPlayers(call, hookUrl, i)),
    );
    let stop = false;
    let playerMoves = 0;
    const played = Promise.all(
      games.map(async (g) => {
        while (!stop) {
          if (!(await moveOnce(call, g))) Object.assign(g, await newGame(call, g.tokens));
          playerMoves++;
        }
      }),
    );
    const started = Date.now();
    const f = await measureMoves(server, playGames, seconds, 8);
    const ended = Date.now();
    stop = true;
    await played;
    // Let the outbox drain: what was written in the window is counted however late it arrives.
    const drainUntil = Date.now() + 5000;
    let last = -1;
    while (Date.now() < drainUntil && arrivals.length !== last) {
      last = arrivals.length;
      await new Promise((done) => setTimeout(done, 300));
    }
    const window = arrivals.filter((a) => a.at - a.delay >= started + 1000 && a.at - a.delay <= ended);
    const delays = window.map((a) => a.delay).sort((a, b) => a - b);
    const delivered = arrivals.filter((a) => a.at >= started + 1000 && a.at <= ended).length;
    const windowSeconds = (ended - started - 1000) / 1000;
    const ok =
      f.movesPerSecond >= HTTP_MOVES_TARGET.movesPerSecond &&
      f.p99 < HTTP_MOVES_TARGET.p99 &&
      percentile(delays, 99) < 100;
    console.log(
      `webhooks: ${pairs} Carbondale games between players (${fmt(playerMoves / ((ended - started) / 1000))} moves/s) beside the http load: ${fmt(f.movesPerSecond)} moves/s, p99 ${fmt(f.p99, 2)} ms`,
    );
    // The request thread's CPU over the window: well under the whole window while moves queue means it waited (locks, I/O), not worked.
    console.log(
      `webhooks: request thread CPU ${fmt((100 * f.requestThreadMsPerMove * f.moves) / 1000 / f.seconds)}% of the window, server CPU ${fmt((100 * f.serverMsPerMove * f.moves) / 1000 / f.seconds)}% (of 200% on 2 cores)`,
    );
    console.log(
      `webhooks: ${fmt(delivered / windowSeconds)} deliveries/s; outbox delay (commit to arrival) p50 ${fmt(percentile(delays, 50), 1)} ms, p99 ${fmt(percentile(delays, 99), 1)} ms over ${fmt(delays.length)} messages (target: http target kept and p99 < 100 ms: ${verdict(ok)})`,
    );
  } finally {
    await call.close();
    await server.stop();
    await new Promise((done) => receiver.close(done));
  }
}

interface PlayerGame {
  id: string;
  tokens: readonly string[];
}

async function carbondaleBetweenPlayers(
  call: ReturnType<typeof jsonClient>,
  hookUrl: string,
  pair: number,
): Promise<PlayerGame> {
  const tokens: string[] = [];
  for (const side of ['A', 'B']) {
    const made = await call<Json>('POST', '/v1/players', { handle: `Bench${side}${pair}x${Date.now() % 100000}` });
    if (made.status !== 201) throw new Error(`player: ${made.status} ${JSON.stringify(made.body)}`);
    const token: string = made.body.token;
    const hook = await call<Json>(
      'POST',
      '/v1/me/webhooks',
      { url: hookUrl, events: ['turn', 'game-over'] },
      auth(token),
    );
    if (hook.status !== 201) throw new Error(`webhook: ${hook.status} ${JSON.stringify(hook.body)}`);
    tokens.push(token);
  }
  return newGame(call, tokens);
}

async function newGame(call: ReturnType<typeof jsonClient>, tokens: readonly string[]): Promise<PlayerGame> {
  const created = await call<Json>(
    'POST',
    '/v1/games',
    { rules: 'carbondale', players: [{ me: true }, { open: true }] },
    auth(tokens[0]!),
  );
  const id: string = created.body.game.id;
  await call('POST', `/v1/games/${id}/join`, {}, auth(tokens[1]!));
  return { id, tokens };
}

/** One move by the seat due; `false` once the game is over. */
async function moveOnce(call: ReturnType<typeof jsonClient>, g: PlayerGame): Promise<boolean> {
  const seen = await call<Json>('GET', `/v1/games/${g.id}`);
  if (seen.body.status !== 'active') return false;
  const seat: number = seen.body.pending.players[0];
  const game = await call<Json>('GET', `/v1/games/${g.id}`, undefined, auth(g.tokens[seat - 1]!));
  const move = decide(carbondale.content, game.body.view, seat, game.body.legalMoves);
  await call(
    'POST',
    `/v1/games/${g.id}/moves`,
    { move, expectedVersion: game.body.version },
    auth(g.tokens[seat - 1]!),
  );
  return true;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
