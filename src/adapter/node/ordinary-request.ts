import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Serves a request that asked to upgrade to something this server does not speak (`Upgrade: h2c`,
 * say) as the ordinary request it also is, which RFC 9110 §7.8 allows (a server may ignore
 * `Upgrade`). Node hands every upgrade request to the 'upgrade' listener once there is one, with the
 * HTTP parser already taken off the socket; so the request is written back in front of what the
 * socket has not read yet (its body, the next requests), without the `upgrade` token in
 * `Connection`, and the socket is given to the HTTP server again as a new connection: the app then
 * answers it, body and keep-alive included, as if the upgrade had never been asked for. `Upgrade`
 * itself stays, so a route can still see what was asked (`/ws` answers `websocket-required`).
 */
export function serveAsOrdinaryRequest(server: Server, request: IncomingMessage, socket: Duplex, head: Buffer): void {
  const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
  const raw = request.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    const value = raw[i + 1]!;
    if (name.toLowerCase() !== 'connection') lines.push(`${name}: ${value}`);
    else {
      const kept = value
        .split(',')
        .map((token) => token.trim())
        .filter((token) => token !== '' && token.toLowerCase() !== 'upgrade');
      if (kept.length > 0) lines.push(`${name}: ${kept.join(', ')}`);
    }
  }
  if (head.length > 0) socket.unshift(head);
  // latin1: the parser took the header bytes as they came; written back byte for byte.
  socket.unshift(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
  server.emit('connection', socket);
}
