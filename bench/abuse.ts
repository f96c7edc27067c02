import { connect, type Socket } from 'node:net';
import type { Pending } from '../src/client/index.js';
import { DEFAULT_WATCH_LIMITS } from '../src/service/watch.js';
import { closeStepPolicy } from '../test/support/coal-n-write-policy.js';
import { jsonClient } from './http-client.js';
import { startBenchServer } from './server.js';
import { fmt, percentile, verdict } from './stats.js';

const MiB = 1024 * 1024;

/** An SSE request on a raw socket that never reads a byte of the answer (its kernel buffer fills, then the server's writes stall). */
function slowReader(url: URL, path: string): Promise<{ socket: Socket; closedByServer: () => boolean }> {
  return new Promise((done, fail) => {
    let closed = false;
    const socket = connect({ host: url.hostname, port: Number(url.port) }, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n\r\n`);
      socket.pause();
      done({ socket, closedByServer: () => closed });
    });
    socket.on('close', () => (closed = true));
    socket.on('error', (error) => (closed ? undefined : fail(error)));
  });
}

interface GameView {
  readonly status: string;
  /** The served union: a lobby game's `join` (with `openSeats`) has no `players`. */
  readonly pending: Pending;
  readonly legalMoves: { type: string }[];
}

/**
 * Plays up to `maxMoves` moves of a 6-player Coal n' Write game, each by the first seat due, and
 * times the move requests alone (the view each seat reads first is not timed).
 */
export async function playMoves(
  client: ReturnType<typeof jsonClient>,
  id: string,
  tokens: readonly string[],
  maxMoves: number,
  sample: () => void,
): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < maxMoves; i++) {
    const spectator = await client<GameView>('GET', `/v1/games/${id}`);
    const pending = spectator.body.pending;
    if (spectator.body.status !== 'active' || pending.kind !== 'choice') break;
    const seat = pending.players[0]!;
    const auth = { authorization: `Bearer ${tokens[seat - 1]}` };
    const view = await client<GameView>('GET', `/v1/games/${id}`, undefined, auth);
    const started = performance.now();
    const made = await client('POST', `/v1/games/${id}/moves`, { move: closeStepPolicy(view.body.legalMoves) }, auth);
    latencies.push(performance.now() - started);
    if (made.status !== 200) throw new Error(`move answered ${made.status}: ${JSON.stringify(made.body)}`);
    sample();
  }
  return latencies;
}

export const sixPlayers = {
  rules: 'coal-n-write',
  players: ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'].map((name) => ({ name })),
};

/**
 * Issue 15's probe as a load script: 1,000 Server-Sent Events streams that never read, on one
 * 6-player Coal n' Write game, then moves. Before the fix, 600 such streams and ~300 moves grew the
 * server to 4.2 GiB and killed it. Targets: server RSS under 512 MiB, moves under 50 ms at p99.
 * The same moves on a game nobody watches, in the same run, give the ratio.
 * Traffic goes only to 127.0.0.1; everything is bounded in count and time and stops by itself.
 */
export async function benchAbuse(
  streams = Number(process.env.BENCH_STREAMS ?? 1000),
  maxMoves = Number(process.env.BENCH_MOVES ?? 300),
): Promise<void> {
  // Room for the whole audience on one game from one address: the caps are not what is measured here.
  const server = await startBenchServer({
    env: {
      HOST: '127.0.0.1',
      ROLLTAPE_STREAMS_PER_GAME: String(streams + 10),
      ROLLTAPE_STREAMS_PER_CLIENT: String(streams + 10),
    },
  });
  const client = jsonClient(server.url, 4);
  const sockets: Awaited<ReturnType<typeof slowReader>>[] = [];
  const deadline = setTimeout(() => {
    console.error('abuse: stopped after 5 minutes');
    void server.stop().finally(() => process.exit(1));
  }, 5 * 60_000);
  try {
    let peak = server.rssBytes();
    const sample = () => (peak = Math.max(peak, server.rssBytes()));
    const start = server.rssBytes();

    // Warm up (JIT, caches), then the baseline: the same kind of game, watched by nobody.
    const warm = await client<{ game: { id: string }; seats: { token: string }[] }>('POST', '/v1/games', sixPlayers);
    await playMoves(
      client,
      warm.body.game.id,
      warm.body.seats.map((s) => s.token),
      100,
      sample,
    );
    const quiet = await client<{ game: { id: string }; seats: { token: string }[] }>('POST', '/v1/games', sixPlayers);
    const quietCpu = server.cpuSeconds();
    const baseline = (
      await playMoves(
        client,
        quiet.body.game.id,
        quiet.body.seats.map((s) => s.token),
        maxMoves,
        sample,
      )
    ).sort((a, b) => a - b);
    const quietCpuPerMove = (server.cpuSeconds() - quietCpu) / baseline.length;

    const created = await client<{ game: { id: string }; seats: { token: string }[] }>('POST', '/v1/games', sixPlayers);
    const id = created.body.game.id;
    const url = new URL(server.url);
    for (let i = 0; i < streams; i++) sockets.push(await slowReader(url, `/v1/games/${id}/stream`));
    // One stream that does read, to see what each watcher is sent per move.
    const reader = await slowReader(url, `/v1/games/${id}/stream`);
    let readBytes = 0;
    reader.socket.on('data', (chunk: Buffer) => (readBytes += chunk.length));
    reader.socket.resume();
    await new Promise((done) => setTimeout(done, 500));
    sample();
    const withStreams = server.rssBytes();
    const bytesBefore = readBytes;
    const watchedCpu = server.cpuSeconds();
    const watched = (
      await playMoves(
        client,
        id,
        created.body.seats.map((s) => s.token),
        maxMoves,
        sample,
      )
    ).sort((a, b) => a - b);
    const watchedCpuPerMove = (server.cpuSeconds() - watchedCpu) / watched.length;
    const bytesPerMove = (readBytes - bytesBefore) / watched.length;
    reader.socket.destroy();
    await new Promise((done) => setTimeout(done, 1000));
    sample();
    // A paused socket does not notice the server hanging up: read what waits, then the end shows.
    for (const s of sockets) s.socket.resume();
    await new Promise((done) => setTimeout(done, 2000));
    const dropped = sockets.filter((s) => s.closedByServer()).length;

    const p99 = percentile(watched, 99);
    const p99Quiet = percentile(baseline, 99);
    console.log(
      `abuse: ${streams} never-reading SSE streams on one 6-player Coal n' Write game; ${watched.length} moves (baseline: ${baseline.length} moves on an unwatched game)`,
    );
    console.log(
      `abuse: server RSS ${fmt(start / MiB)} MiB at start, ${fmt(withStreams / MiB)} MiB with the streams open, peak ${fmt(peak / MiB)} MiB (target < 512 MiB: ${verdict(peak < 512 * MiB)})`,
    );
    console.log(
      `abuse: each watcher is sent about ${fmt(bytesPerMove / 1024, 1)} KiB per move; a never-reading stream is dropped once more than ${fmt(DEFAULT_WATCH_LIMITS.maxBacklogBytes / MiB)} MiB waits for it beyond what the kernel's socket buffers took`,
    );
    console.log(
      `abuse: ${dropped} of ${streams} streams dropped by the server once they fell behind (they would resume with Last-Event-ID)`,
    );
    console.log(
      `abuse: moves p50 ${fmt(percentile(watched, 50), 2)} ms, p99 ${fmt(p99, 2)} ms, max ${fmt(watched[watched.length - 1] ?? NaN, 2)} ms (target p99 < 50 ms: ${verdict(p99 < 50)})`,
    );
    console.log(
      `abuse: server CPU per move ${fmt(watchedCpuPerMove * 1000, 2)} ms watched, ${fmt(quietCpuPerMove * 1000, 2)} ms unwatched (ratio ${fmt(watchedCpuPerMove / quietCpuPerMove, 1)}; the fan-out runs after each answer)`,
    );
    console.log(
      `abuse: unwatched game p50 ${fmt(percentile(baseline, 50), 2)} ms, p99 ${fmt(p99Quiet, 2)} ms; p99 watched / unwatched = ${fmt(p99 / p99Quiet, 2)}`,
    );
  } finally {
    clearTimeout(deadline);
    for (const s of sockets) s.socket.destroy();
    await client.close();
    await server.stop();
  }
}
