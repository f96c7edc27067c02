import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES } from '../../api/app.js';
import { CORS_ANSWER_HEADERS } from '../../api/cors.js';

/**
 * What node's direct paths (direct-rest.ts, direct-graphql.ts) share: which requests they may answer
 * from node's request exactly as the app would, reading their bodies, and failing as
 * @hono/node-server does. Anything else goes to the app untouched.
 */

/** The cross-origin answer headers as one flat list, for `writeHead(status, [name, value, …])`. */
export const CORS_RAW = Object.entries(CORS_ANSWER_HEADERS).flat();

/** The hosts @hono/node-server takes as they are (others it parses and checks as a URL). */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/** Headers the app would read as node gives them: a plain `Host`, and no header repeated. */
export function plainHeaders(incoming: IncomingMessage): boolean {
  const h = incoming.headers;
  if (h.host === undefined || !PLAIN_HOST.test(h.host)) return false;
  // Node keeps the first of some repeated headers (Authorization among them); hono reads them all, joined.
  return incoming.rawHeaders.length === 2 * Object.keys(h).length;
}

/** A body whose length is declared (not chunked) and within the app's limit. */
export function declaredBody(h: IncomingHttpHeaders): boolean {
  const length = h['content-length'];
  if (length === undefined || h['transfer-encoding'] !== undefined || !/^\d{1,6}$/.test(length)) return false;
  return Number(length) <= MAX_BODY_BYTES;
}

/** The whole body, or `null` when the request was cut off. Its length is declared and within the limit (`declaredBody`). */
export function bodyOf(incoming: IncomingMessage): Promise<Buffer | null> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    incoming.once('error', () => done(null));
    incoming.once('close', () => {
      if (!incoming.complete) done(null);
    });
  });
}

/** A failure writing the answer itself (the handlers answer their own errors): as @hono/node-server meets one, never an unhandled rejection. */
export function failed(outgoing: ServerResponse, error: unknown): void {
  console.error(error);
  if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'text/plain' }).end('Error');
  else outgoing.destroy();
}
