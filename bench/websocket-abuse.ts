import { connect, type Socket } from 'node:net';
import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { playMoves, sixPlayers } from './abuse.js';
import { jsonClient } from './http-client.js';
import { startBenchServer, type BenchServer } from './server.js';
import { fmt, percentile, verdict } from './stats.js';

const MiB = 1024 * 1024;
const HANDSHAKE = {
  Connection: 'Upgrade',
  Upgrade: 'websocket',
  'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
  'Sec-WebSocket-Version': '13',
};

type Created = { game: { id: string }; seats: { token: string }[] };

const requestText = (method: string, path: string, host: string, headers: Record<string, string>): string =>
  `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

/** A masked text frame `ping` (RFC 6455 §5.2), a hundred to a write. */
const PINGS = Buffer.concat(
  Array.from({ length: 100 }, () => Buffer.from([0x81, 0x84, 1, 2, 3, 4, 0x70 ^ 1, 0x69 ^ 2, 0x6e ^ 3, 0x67 ^ 4])),
);

/**
 * Issue 27's crash as a load script: a WebSocket that sends `ping` as fast as the connection takes
 * it and never reads a byte. When the server hangs up, it opens another, until `until`.
 */
async function pingFlood(url: URL, path: string, until: number): Promise<{ sockets: number; pings: number }> {
  let sockets = 0;
  let pings = 0;
  while (Date.now() < until) {
    sockets++;
    await new Promise<void>((done) => {
      const socket: Socket = connect({ host: url.hostname, port: Number(url.port) }, () =>
        socket.write(requestText('GET', path, url.host, HANDSHAKE)),
      );
      const stop = setTimeout(() => socket.destroy(), Math.max(0, until - Date.now()));
      const flood = (): void => {
        while (!socket.destroyed && Date.now() < until) {
          pings += 100;
          if (!socket.write(PINGS)) return void socket.once('drain', flood);
        }
      };
      socket.once('data', () => {
        // The 101 came (or a refusal, which ends the socket): from now on nothing is read.
        socket.pause();
        flood();
      });
      socket.on('error', () => socket.destroy());
      socket.on('close', () => (clearTimeout(stop), done()));
    });
  }
  return { sockets, pings };
}

/** Plays moves of fresh 6-player Coal n' Write games until `until`; the move requests' latencies. */
async function playUntil(client: ReturnType<typeof jsonClient>, until: number, sample: () => void): Promise<number[]> {
  const latencies: number[] = [];
  while (Date.now() < until) {
    const game = await client<Created>('POST', '/v1/games', sixPlayers);
    const tokens = game.body.seats.map((s) => s.token);
    for (let played = 10; played === 10 && Date.now() < until;) {
      const some = await playMoves(client, game.body.game.id, tokens, 10, sample);
      latencies.push(...some);
      played = some.length;
    }
  }
  return latencies;
}

/** The status a raw request is answered with, sent from `localAddress` (one of 127.0.0.2 … 127.0.0.11). */
function statusOf(url: URL, localAddress: string, request: string): Promise<number> {
  return new Promise((done) => {
    let text = '';
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress }, () => socket.write(request));
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (status !== null) {
        socket.destroy();
        done(Number(status[1]));
      }
    });
    socket.on('error', () => done(0));
    socket.on('close', () => done(0));
  });
}

/** (a) The ping flood while 8 games make moves over HTTP. */
async function floodWhilePlaying(server: BenchServer, seconds: number): Promise<void> {
  const client = jsonClient(server.url, 8);
  try {
    let peak = server.rssBytes();
    const sample = () => (peak = Math.max(peak, server.rssBytes()));
    const sampler = setInterval(sample, 100);
    // Warm up (JIT, caches), then the baseline: the same 8 games' moves with nobody flooding.
    await playUntil(client, Date.now() + 2000, () => {});
    const quietCpu = server.mainThreadCpuSeconds();
    const baseline = (
      await Promise.all(Array.from({ length: 8 }, () => playUntil(client, Date.now() + (seconds * 1000) / 2, sample)))
    )
      .flat()
      .sort((a, b) => a - b);
    const floodCpu = server.mainThreadCpuSeconds();
    const quietCpuPerMove = (floodCpu - quietCpu) / baseline.length;
    const start = server.rssBytes();
    const target = await client<Created>('POST', '/v1/games', sixPlayers);
    const until = Date.now() + seconds * 1000;
    const [flood, ...games] = await Promise.all([
      pingFlood(new URL(server.url), `/v1/games/${target.body.game.id}/ws`, until),
      ...Array.from({ length: 8 }, () => playUntil(client, until, sample)),
    ]);
    clearInterval(sampler);
    sample();
    const moves = games.flat().sort((a, b) => a - b);
    const floodCpuPerMove = (server.mainThreadCpuSeconds() - floodCpu) / moves.length;
    const p99 = percentile(moves, 99);
    console.log(
      `abuse/ws: a never-reading WebSocket sent ${fmt(flood.pings)} pings over ${seconds} s on ${fmt(flood.sockets)} sockets (the server hung up on each, it opened the next) while 8 games made ${fmt(moves.length)} moves over HTTP`,
    );
    console.log(
      `abuse/ws: server RSS ${fmt(start / MiB)} MiB before, peak ${fmt(peak / MiB)} MiB (target < 512 MiB: ${verdict(peak < 512 * MiB)})`,
    );
    console.log(
      `abuse/ws: moves p50 ${fmt(percentile(moves, 50), 2)} ms, p99 ${fmt(p99, 2)} ms, max ${fmt(moves.at(-1) ?? NaN, 2)} ms (target p99 < 50 ms: ${verdict(p99 < 50)})`,
    );
    console.log(
      `abuse/ws: the same 8 games without the flood: ${fmt(baseline.length)} moves in ${fmt(seconds / 2)} s, p50 ${fmt(percentile(baseline, 50), 2)} ms, p99 ${fmt(percentile(baseline, 99), 2)} ms; p99 flooded / not = ${fmt(p99 / percentile(baseline, 99), 2)} (load average of this machine: ${loadavg()
        .map((n) => fmt(n, 1))
        .join(', ')})`,
    );
    console.log(
      `abuse/ws: server main thread CPU per move ${fmt(floodCpuPerMove * 1000, 2)} ms flooded, ${fmt(quietCpuPerMove * 1000, 2)} ms not (ratio ${fmt(floodCpuPerMove / quietCpuPerMove, 2)}: what the flood costs the server beyond its moves)`,
    );
  } finally {
    await client.close();
  }
}

/** (b) Failed handshakes from 10 addresses, then the game's own seat opens its streams. */
async function failedHandshakes(server: BenchServer, count: number): Promise<void> {
  const client = jsonClient(server.url, 2);
  try {
    const url = new URL(server.url);
    const game = await client<Created>('POST', '/v1/games', sixPlayers);
    const path = `/v1/games/${game.body.game.id}/ws`;
    const { 'Sec-WebSocket-Key': _key, ...noKey } = HANDSHAKE;
    const kinds = [
      requestText('GET', path, url.host, noKey),
      requestText('GET', path, url.host, { ...HANDSHAKE, 'Sec-WebSocket-Version': '99' }),
      requestText('POST', path, url.host, { ...HANDSHAKE, 'Content-Length': '0' }),
      requestText('GET', path, url.host, { ...HANDSHAKE, Upgrade: 'h2c', Connection: 'Upgrade, close' }),
    ];
    const statuses = new Map<number, number>();
    for (let i = 0; i < count; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, count - i) }, (_, j) =>
          statusOf(url, `127.0.0.${2 + ((i + j) % 10)}`, kinds[(i + j) % kinds.length]!),
        ),
      );
      for (const status of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const token = game.body.seats[0]!.token;
    const sse = await fetch(`${server.url}/v1/games/${game.body.game.id}/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await sse.body?.cancel();
    const socket = await new Promise<string>((done) => {
      const ws = new WebSocket(`${server.url.replace('http', 'ws')}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      ws.on('open', () => (ws.close(), done('open')));
      ws.on('unexpected-response', (_request, response) => done(`refused ${response.statusCode}`));
      ws.on('error', (error) => done(`failed: ${error.message}`));
    });
    const answers = [...statuses].map(([status, n]) => `${fmt(n)} × ${status || 'no answer'}`).join(', ');
    const refused = [...statuses].every(([status]) => status >= 400 && status < 500);
    console.log(
      `abuse/ws: ${fmt(count)} failed WebSocket handshakes from 10 addresses (no key, version 99, POST, Upgrade: h2c) answered ${answers} (target: every one a 4xx problem: ${verdict(refused)})`,
    );
    console.log(
      `abuse/ws: then the game's own seat: SSE stream ${sse.status} (target 200: ${verdict(sse.status === 200)}), WebSocket ${socket} (target open: ${verdict(socket === 'open')})`,
    );
  } finally {
    await client.close();
  }
}

/**
 * Issue 27's WebSocket probes as a load script, against the node server as `npm start` runs it
 * (default stream caps: 100 per address, 1,000 per game). Traffic goes only to 127.0.0.1 … 127.0.0.11;
 * everything is bounded in count and time and stops by itself.
 */
export async function benchWebSocketAbuse(
  seconds = Number(process.env.BENCH_SECONDS ?? 20),
  handshakes = Number(process.env.BENCH_HANDSHAKES ?? 1000),
): Promise<void> {
  const server = await startBenchServer({ env: { HOST: '127.0.0.1' } });
  const deadline = setTimeout(() => {
    console.error('abuse/ws: stopped after 3 minutes');
    void server.stop().finally(() => process.exit(1));
  }, 3 * 60_000);
  try {
    await floodWhilePlaying(server, seconds);
    await failedHandshakes(server, handshakes);
  } finally {
    clearTimeout(deadline);
    await server.stop();
  }
}
