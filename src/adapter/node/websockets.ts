import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { clientKey } from '../../api/client-address.js';
import { credentialOf } from '../../api/credentials.js';
import { PROBLEM_CONTENT_TYPE, problemHeaders, toProblem, type ProblemDocument } from '../../api/problem.js';
import { problem } from '../../service/errors.js';
import type { GameService } from '../../service/games.js';
import type { LiveMessage, LiveStream } from '../../service/watch.js';

/** `GET /v1/games/{id}/ws`, as the Worker's game objects serve it. */
const WEBSOCKET_PATH = /^\/v1\/games\/([^/]+)\/ws$/;
/** A ping frame this often keeps proxies from closing a quiet socket (as the SSE heartbeat does). */
const PING_MS = 15_000;
/** Close code of a viewer that fell more than its byte budget behind: reconnect with `?after=`. */
export const FELL_BEHIND = 4000;

/**
 * Each message as the Workers WebSocket sends it, `{"event":"update","id":"12","data":GameUpdate}`,
 * built once from the message's JSON, which every viewer of the same seat shares.
 */
const frames = new WeakMap<LiveMessage, string>();
function frameOf(message: LiveMessage): string {
  let frame = frames.get(message);
  if (frame === undefined) {
    frame = `{"event":"update","id":"${message.update.version}","data":${message.json}}`;
    frames.set(message, frame);
  }
  return frame;
}

/**
 * The node server's live WebSocket, with the same messages as the Worker's: a viewer is a live
 * stream of the service's `watch` (the same token check, redaction, resume by version, per-client
 * and per-game stream slots and byte-bounded backlog as SSE), sent as text frames. A message is
 * taken from the stream only once the socket has written the last one, so a viewer that does not
 * read piles up in the stream's bounded queue and is dropped there (close code 4000), never in
 * the socket's buffer. A refusal is the same problem+json answer as the REST routes, before the upgrade.
 */
export function serveWebSockets(
  server: Server,
  gamesFor: (address: string | undefined) => Pick<GameService, 'watch'>,
): { close(): void } {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    void upgrade(request, socket, head).catch((error: unknown) => {
      console.error('websocket upgrade:', error);
      refuse(socket, INTERNAL_ERROR);
    });
  });

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = WEBSOCKET_PATH.exec(url.pathname);
    if (match === null)
      return refuse(socket, toProblem(problem('not-found', 'route-not-found', `no WebSocket at ${url.pathname}`)));
    const after = url.searchParams.get('after');
    if (after !== null && !/^\d{1,15}$/.test(after))
      return refuse(socket, toProblem(problem('malformed', 'bad-after', 'after must be a version such as 12')));
    const token = credentialOf(request.headers.authorization, url.searchParams.get('access_token'));
    if (!token.ok) return refuse(socket, toProblem(token.error));
    const remote = request.socket.remoteAddress;
    // Opening a socket is opening a stream: its quota and slot are the watch use case's.
    const games = gamesFor(remote ? clientKey(remote) : undefined);
    const watched = await games.watch(
      decodeURIComponent(match[1]!),
      token.value,
      after === null ? undefined : Number(after),
    );
    if (!watched.ok) return refuse(socket, toProblem(watched.error));
    const updates = watched.value;
    if (socket.destroyed) {
      // The client left while its stream was being opened: give its slot back.
      if (updates !== 'ended') void updates.return?.();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      if (updates === 'ended') ws.close(1000, 'the game is over');
      else void relay(ws, updates);
    });
  }

  return {
    close() {
      for (const ws of sockets.clients) ws.terminate();
      sockets.close();
    },
  };
}

/** Sends the stream's messages to the socket one at a time, until the game ends or either side leaves. */
async function relay(ws: WebSocket, updates: LiveStream): Promise<void> {
  const ping = setInterval(() => ws.ping(), PING_MS);
  ws.on('close', () => {
    clearInterval(ping);
    void updates.return?.();
  });
  ws.on('error', () => ws.terminate());
  // Viewers only listen; "ping" is answered as the Worker's auto-response does.
  ws.on('message', (data, binary) => {
    if (!binary && data.toString() === 'ping') ws.send('pong');
  });
  void updates.dropped.then(() => ws.close(FELL_BEHIND, 'fell behind: reconnect with ?after=<last version>'));
  try {
    for await (const message of updates) {
      if (ws.readyState !== ws.OPEN) break;
      await new Promise<void>((sent, failed) => ws.send(frameOf(message), (error) => (error ? failed(error) : sent())));
    }
  } catch {
    // The socket failed under a send: its close handler gives the stream back.
    return;
  }
  if (ws.readyState === ws.OPEN) ws.close(1000, 'the game is over');
}

/** Answers the upgrade request with a problem (HTTP/1.1, then hangs up), as the REST routes would. */
function refuse(socket: Duplex, document: ProblemDocument): void {
  if (socket.destroyed) return;
  const body = JSON.stringify(document);
  const headers = {
    'content-type': PROBLEM_CONTENT_TYPE,
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...problemHeaders(document),
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${document.status} ${STATUS_CODES[document.status] ?? ''}\r\n${head}\r\n${body}`);
}

const INTERNAL_ERROR: ProblemDocument = {
  type: 'about:blank',
  title: 'Internal error',
  status: 500,
  code: 'internal-error',
  detail: 'the server failed to open this WebSocket',
};
