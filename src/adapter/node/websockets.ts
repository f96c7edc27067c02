import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { clientKey } from '../../api/client-address.js';
import { PROBLEM_CONTENT_TYPE, problemHeaders, toProblem, type ProblemDocument } from '../../api/problem.js';
import { asksForWebSocket, handshakeRefusal, handshakeRefusalHeaders } from '../../api/websocket-handshake.js';
import { MAX_SOCKET_MESSAGE_BYTES, SocketMoves } from '../../api/websocket-move.js';
import { webSocketRequestOf } from '../../api/websocket-request.js';
import { problem, type ServiceError } from '../../service/errors.js';
import type { GameService } from '../../service/games.js';
import { serveAsOrdinaryRequest } from './ordinary-request.js';
import { relay } from './websocket-viewer.js';

/**
 * The node server's live WebSocket, `GET /v1/games/{id}/ws`, with the same messages as the Worker's:
 * a viewer is a live stream of the service's `watch` (the same token check, redaction, resume by
 * version, per-client and per-game stream slots and byte-bounded backlog as SSE), sent as text
 * frames (websocket-viewer.ts). The socket also takes the seat's moves (api/websocket-move.ts), made by
 * the same use case as `POST /v1/games/{id}/moves`. A refusal is the same problem+json answer as the REST routes,
 * before the upgrade.
 *
 * The stream, and so its slot, is taken only for a handshake that can succeed (checked first, as
 * `ws` checks it), and is given back however the socket ends: the client leaving while the stream
 * was opened, `ws` refusing the handshake after all, the socket failing, the server closing. A
 * request that asks to upgrade to anything but a WebSocket is an ordinary request to the app.
 */
export function serveWebSockets(
  server: Server,
  gamesFor: (address: string | undefined) => Pick<GameService, 'watch' | 'makeMove'>,
  maxUnsentBytes: number,
): { close(): void } {
  // ws's own pong would be queued for a client that reads nothing: the viewer answers pings itself.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_SOCKET_MESSAGE_BYTES, autoPong: false });
  // What ws refuses after our own checks (a malformed Sec-WebSocket-Protocol) is a problem too.
  sockets.on('wsClientError', (error: Error, socket: Duplex) =>
    refuse(socket, problem('malformed', 'bad-websocket-handshake', error.message)),
  );
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    // A handshake is a GET (RFC 6455 §4.1): any other method is the app's to answer, as it answers that method on
    // that path without `Upgrade` (a 405 naming what the path answers, a HEAD refused with no body).
    if (!asksForWebSocket(headerOf(request, 'upgrade')) || request.method !== 'GET')
      return serveAsOrdinaryRequest(server, request, socket, head);
    void upgrade(request, socket, head).catch((error: unknown) => {
      console.error('websocket upgrade:', error);
      answer(socket, INTERNAL_ERROR);
    });
  });

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const read = webSocketRequestOf(url, headerOf(request, 'authorization'));
    if (read === undefined)
      return refuse(socket, problem('not-found', 'route-not-found', `no WebSocket at ${url.pathname}`));
    const refusal = handshakeRefusal((name) => headerOf(request, name));
    if (refusal !== null) return refuse(socket, refusal);
    if (!read.ok) return refuse(socket, read.error);
    const { gameId, token, after } = read.value;
    const remote = request.socket.remoteAddress;
    const games = gamesFor(remote ? clientKey(remote) : undefined);
    // Opening a socket is opening a stream: its quota and slot are the watch use case's.
    const watched = await games.watch(gameId, token, after);
    if (!watched.ok) return refuse(socket, watched.error);
    const updates = watched.value;
    if (updates !== 'ended') {
      // From here the slot is this socket's: every way a socket ends ends in 'close'.
      if (socket.destroyed) return void updates.return?.();
      socket.once('close', () => void updates.return?.());
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      if (updates === 'ended') return ws.close(1000, 'the game is over');
      // The seat's moves, through the same use case (and quota) as REST; answered on this socket.
      const moves = new SocketMoves(
        (input) => games.makeMove(gameId, token, input),
        (frame) => {
          if (ws.bufferedAmount > maxUnsentBytes) ws.terminate();
          else if (ws.readyState === ws.OPEN) ws.send(frame);
        },
        after,
      );
      void relay(ws, updates, maxUnsentBytes, moves);
    });
  }

  return {
    close() {
      for (const ws of sockets.clients) ws.terminate();
      sockets.close();
    },
  };
}

/** A request header as one string (node gives an array for some repeated headers). */
function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Answers the upgrade request with the error's problem, as the REST routes would. */
const refuse = (socket: Duplex, error: ServiceError): void =>
  answer(socket, toProblem(error), handshakeRefusalHeaders(error));

/** Writes a problem answer (HTTP/1.1) on the socket, then hangs up. */
function answer(socket: Duplex, document: ProblemDocument, extraHeaders: Record<string, string> = {}): void {
  if (socket.destroyed) return;
  const body = JSON.stringify(document);
  const headers = {
    'content-type': PROBLEM_CONTENT_TYPE,
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...problemHeaders(document),
    ...extraHeaders,
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  // Hung up once written, as ws does: a client that never reads its refusal does not keep the socket.
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${document.status} ${STATUS_CODES[document.status] ?? ''}\r\n${head}\r\n${body}`);
}

const INTERNAL_ERROR: ProblemDocument = {
  type: 'about:blank',
  title: 'Internal error',
  status: 500,
  code: 'internal-error',
  detail: 'the server failed to open this WebSocket',
};
