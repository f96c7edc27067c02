import { problem, type ServiceError } from '../service/errors.js';

/** RFC 6455 §4.1: 16 random bytes in base64, exactly as `ws` checks it. */
const KEY = /^[+/0-9A-Za-z]{22}==$/;
/** The versions `ws` (and every browser) speaks: 13, and the draft 8 some old clients still send. */
const VERSIONS = new Set(['13', '8']);

/** Whether a request asks to become a WebSocket (`Upgrade: websocket`), whatever else it gets wrong. */
export const asksForWebSocket = (upgrade: string | null | undefined): boolean =>
  upgrade?.trim().toLowerCase() === 'websocket';

/**
 * Why a request that asks for a WebSocket cannot become one (RFC 6455 §4.2.1, read as `ws` reads
 * it), or `null` when the upgrade can go ahead. Checked before anything is taken for the socket (a
 * stream slot, a quota): a handshake the socket library would refuse must cost nothing, and is
 * answered with a problem like every other refusal. A wrong version names the ones spoken in
 * `extra.versions`, which the edge sends as `Sec-WebSocket-Version` (§4.4). Runtime-neutral.
 */
export function handshakeRefusal(header: (name: string) => string | null | undefined): ServiceError | null {
  if (!asksForWebSocket(header('upgrade')))
    return problem('malformed', 'websocket-required', 'this endpoint speaks WebSocket (send Upgrade: websocket)');
  const connection = (header('connection') ?? '').split(',').map((token) => token.trim().toLowerCase());
  if (!connection.includes('upgrade'))
    return problem('malformed', 'bad-websocket-handshake', 'a WebSocket handshake sends Connection: Upgrade');
  if (!KEY.test(header('sec-websocket-key') ?? ''))
    return problem('malformed', 'bad-websocket-handshake', 'Sec-WebSocket-Key must be 16 bytes in base64');
  if (!VERSIONS.has((header('sec-websocket-version') ?? '').trim()))
    return problem('malformed', 'bad-websocket-version', 'Sec-WebSocket-Version must be 13 (or 8)', {
      versions: ['13', '8'],
    });
  return null;
}

/** The headers a handshake refusal answers with besides the problem's own: the versions spoken (RFC 6455 §4.4). */
export function handshakeRefusalHeaders(refusal: ServiceError): Record<string, string> {
  return Array.isArray(refusal.extra?.versions) ? { 'sec-websocket-version': refusal.extra.versions.join(', ') } : {};
}
