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

/**
 * The client's end of a game object's hibernatable socket, relayed by the Worker. The runtime keeps
 * a hibernatable socket's connection open after its close handshake until the object goes idle (3 to
 * 10 s, and never while moves keep it busy), so a client would see a finished game's socket close
 * late; a socket the Worker holds closes at once. The object's messages pass through as they are.
 */
export function relayed(upstream: Response): Response {
  const object = (upstream as unknown as { readonly webSocket: RelaySocket }).webSocket;
  const [client, server] = pair();
  object.accept();
  server.accept();
  object.addEventListener('message', (event) => server.send(event.data));
  // Viewers only listen: nothing a client sends goes on to the object (nor wakes it). Its `ping` is
  // answered here, at most once a second, so a client that pings nonstop and never reads has no
  // pile of answers queued for it.
  let answeredAt = -Infinity;
  server.addEventListener('message', (event) => {
    const now = Date.now();
    if (event.data !== 'ping' || now - answeredAt < PONG_EVERY_MS) return;
    answeredAt = now;
    server.send('pong');
  });
  // Either end closing closes both: the other with the same code, this one in reply to its close frame.
  const closeBoth = (event: { readonly code: number; readonly reason: string }) => {
    for (const socket of [server, object]) closeQuietly(socket, sendable(event.code), event.reason);
  };
  object.addEventListener('close', closeBoth);
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
