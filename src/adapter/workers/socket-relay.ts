import { MAX_SOCKET_MESSAGE_BYTES, moveAnswerFrame, socketMessageOf, SocketMoves } from '../../api/websocket-move.js';
import { err } from '../../core/result.js';
import type { SocketMove } from '../../service/games.js';

/** A WebSocket as the Worker holds either end of one (the standard API, not the hibernation one). */
interface RelaySocket {
  accept(): void;
  send(message: string | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'message', listener: (event: { readonly data: string | ArrayBuffer }) => void): void;
  addEventListener(type: 'close', listener: (event: { readonly code: number; readonly reason: string }) => void): void;
}

const pair = (): [RelaySocket, RelaySocket] => {
  const { WebSocketPair } = globalThis as unknown as { WebSocketPair: new () => Record<0 | 1, RelaySocket> };
  const sockets = new WebSocketPair();
  return [sockets[0], sockets[1]];
};

/** RFC 6455 §7.4.1: a message too big to process. */
const TOO_BIG = 1009;
const TOO_BIG_REASON = `a message is at most ${MAX_SOCKET_MESSAGE_BYTES / 1024} KiB`;

/** Whether a message is over the limit in bytes, as the wire carried it (a text message is UTF-8, 1 to 3 bytes a UTF-16 unit). */
const tooBig = (data: string | ArrayBuffer): boolean =>
  typeof data === 'string'
    ? data.length * 3 > MAX_SOCKET_MESSAGE_BYTES && new TextEncoder().encode(data).byteLength > MAX_SOCKET_MESSAGE_BYTES
    : data.byteLength > MAX_SOCKET_MESSAGE_BYTES;

/** A keep-alive needs no more than this: pings in between are not answered. */
const PONG_EVERY_MS = 1_000;

/** 1005 (no code) and 1006 (no close frame) describe a close; they cannot be sent in one. */
const sendable = (code: number): number => (code === 1005 || code === 1006 ? 1000 : code);

/** Closes a socket that may have closed already (a second close throws on older compatibility dates). */
function closeQuietly(socket: RelaySocket, code: number, reason: string): void {
  try {
    socket.close(code, reason);
  } catch {
    // Closed already: nothing more to send.
  }
}

/** The version of an update frame (`{"event":"update","id":"12",…}`, api/websocket-frame.ts), read without parsing it. */
const UPDATE_FRAME = /^\{"event":"update","id":"(\d+)"/;

/**
 * The client's end of a game object's hibernatable socket, relayed by the Worker. The runtime keeps
 * a hibernatable socket's connection open after its close handshake until the object goes idle (3 to
 * 10 s, and never while moves keep it busy), so a client would see a finished game's socket close
 * late; a socket the Worker holds closes at once. The object's messages pass through as they are,
 * but for an update the client already has from the answer to its own move, which is held while that
 * move is made and then left out (api/websocket-move.ts): the mover gets its move once, as on node.
 * The client's moves are made by `move` (the game object's use case, after the caller's quota) and
 * answered here, each under its `moveId`; nothing else a client sends goes on to the object.
 */
export function relayed(upstream: Response, move: SocketMove, after?: number): Response {
  const object = (upstream as unknown as { readonly webSocket: RelaySocket }).webSocket;
  const [client, server] = pair();
  object.accept();
  server.accept();
  const moves = new SocketMoves(move, (frame) => server.send(frame), after);
  object.addEventListener('message', (event) => {
    const update = typeof event.data === 'string' ? UPDATE_FRAME.exec(event.data) : null;
    // An update goes through the socket's moves: the object tells of this socket's own move before its
    // answer comes back here, so that update is held until the answer, which stands for it.
    if (update === null) server.send(event.data);
    else moves.update(Number(update[1]), event.data as string);
  });
  // Either end closing closes both: the other with the same code, this one in reply to its close
  // frame. The object closes a finished game's socket: the move that finished it is answered first.
  const closeBoth = (event: { readonly code: number; readonly reason: string }) => {
    for (const socket of [server, object]) closeQuietly(socket, sendable(event.code), event.reason);
  };
  // Its `ping` is answered here, at most once a second (and so is a refusal of what is not a move),
  // so a client that sends nonstop and never reads has no pile of answers queued for it.
  const answeredAt = { ping: -Infinity, refused: -Infinity };
  server.addEventListener('message', (event) => {
    // As node's socket refuses it (ws's maxPayload): a message too long to be a move closes the socket, 1009.
    if (tooBig(event.data)) return closeBoth({ code: TOO_BIG, reason: TOO_BIG_REASON });
    const message = typeof event.data === 'string' ? socketMessageOf(event.data) : null;
    if (message?.kind === 'move') return moves.take(message.input);
    const now = Date.now();
    if (message === null || now - answeredAt[message.kind] < PONG_EVERY_MS) return;
    answeredAt[message.kind] = now;
    server.send(message.kind === 'ping' ? 'pong' : moveAnswerFrame(message.moveId, err(message.error)));
  });
  object.addEventListener(
    'close',
    (event) =>
      void moves.settled().then(() => {
        moves.flushAnswers();
        closeBoth(event);
      }),
  );
  server.addEventListener('close', closeBoth);
  return new Response(null, { status: 101, webSocket: client } as ResponseInit);
}

/** A socket that closes as soon as it opens: a finished game the viewer already has all of (SSE answers 204 here). */
export function endedSocket(): Response {
  const [client, server] = pair();
  server.accept();
  server.close(1000, 'the game is over');
  return new Response(null, { status: 101, webSocket: client } as ResponseInit);
}
