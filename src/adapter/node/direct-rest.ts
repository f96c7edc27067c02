import type { IncomingMessage, ServerResponse } from 'node:http';
import { admitted } from '../../service/admission.js';
import type { QuotaDecision, RateLimiter } from '../../service/quotas/quota.js';
import type { Services } from '../../service/services.js';
import { rateLimitHeaders } from '../../api/admission-edge.js';
import { clientKey } from '../../api/client-address.js';
import { CORS_ANSWER_HEADERS } from '../../api/cors.js';
import { errorResponse } from '../../api/error-answer.js';
import { moveAnswer, readAnswer } from '../../api/rest/game-answers.js';
import { bodyOf, CORS_RAW, declaredBody, failed, plainHeaders } from './direct-request.js';
import { moveBody } from './move-body.js';

type Listener = (incoming: IncomingMessage, outgoing: ServerResponse) => void;

export interface DirectRestDeps {
  readonly services: Services;
  readonly limiter: RateLimiter | undefined;
  /** The app, for a move whose body the route's validator refuses: it answers it from the bytes read. */
  readonly fetch: (
    request: Request,
    env: { incoming: IncomingMessage; outgoing: ServerResponse },
  ) => Response | Promise<Response>;
}

/**
 * `POST /v1/games/{id}/moves` and `GET /v1/games/{id}` answered straight from node's request, in
 * front of `app` (@hono/node-server's listener for the hono app), as GraphQL's direct POST is
 * (api/graphql/direct-post.ts): no web `Request` or `Response`, no router, middleware chain or
 * async validators. Those cost most of what is left of a move on the thread that serves requests
 * (docs/development.md, "Where a move's time goes"; `npm run bench http`).
 *
 * The answers are the route's own: the same handler code (api/rest/game-answers.ts), body schema,
 * error answers (api/error-answer.ts), quotas and their headers, cross-origin headers and limits.
 * Anything that the hono app would read in another way goes to it untouched, decided from the
 * request line and headers before any byte of the body is read: another method or path, a query,
 * an unusual `Host`, a repeated header (hono reads them joined), a body that is not plain JSON or
 * whose length is not declared within the limit. A body that is not JSON or not a move is handed to
 * the app with the bytes read, and refused by its own validator. `test/http/direct-rest.test.ts`
 * holds both paths to the same answers.
 */
export function directRest(deps: DirectRestDeps, app: Listener): Listener {
  // With no limits, a caller's services are everyone's (the address only keys quotas and stream
  // slots, which these two routes do not take): built once, not per request.
  const unlimited = deps.limiter === undefined ? admitted(deps.services, undefined, { address: undefined }) : null;
  const servicesFor = (incoming: IncomingMessage, decisions: QuotaDecision[]): Services => {
    if (unlimited !== null) return unlimited;
    const address = incoming.socket.remoteAddress;
    return admitted(deps.services, deps.limiter, {
      address: address === undefined || address === '' ? undefined : clientKey(address),
      onQuota: (d) => decisions.push(d),
    });
  };

  const move = async (incoming: IncomingMessage, outgoing: ServerResponse, id: string) => {
    const bytes = await bodyOf(incoming);
    if (bytes === null) return; // the client went away before sending it all: nobody to answer
    const body = moveBody(bytes);
    if (body === null) return handBack(incoming, outgoing, bytes);
    const decisions: QuotaDecision[] = [];
    const h = incoming.headers;
    try {
      const { text, headers } = await moveAnswer(servicesFor(incoming, decisions).games, id, body, {
        authorization: h.authorization,
        'if-match': one(h['if-match']),
        'idempotency-key': one(h['idempotency-key']),
        prefer: one(h.prefer),
      });
      writeJson(outgoing, text, headers, decisions);
    } catch (error) {
      await writeError(outgoing, error, decisions);
    }
  };

  const read = async (incoming: IncomingMessage, outgoing: ServerResponse, id: string) => {
    const decisions: QuotaDecision[] = [];
    const h = incoming.headers;
    try {
      const { text, etag } = await readAnswer(servicesFor(incoming, decisions).games, id, {
        authorization: h.authorization,
        'if-none-match': h['if-none-match'],
      });
      if (text !== null)
        writeJson(outgoing, text, { 'content-type': 'application/json', etag, vary: 'Authorization' }, decisions);
      else
        outgoing
          .writeHead(304, { etag, vary: 'Authorization', ...rateLimitHeaders(decisions), ...CORS_ANSWER_HEADERS })
          .end();
    } catch (error) {
      await writeError(outgoing, error, decisions);
    }
  };

  const handBack = async (incoming: IncomingMessage, outgoing: ServerResponse, bytes: Buffer) => {
    const headers = new Headers();
    const raw = incoming.rawHeaders;
    for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
    const request = new Request(`http://${incoming.headers.host}${incoming.url}`, {
      method: 'POST',
      headers,
      body: new Uint8Array(bytes), // a copy: a web body takes its own buffer
    });
    try {
      await writeResponse(outgoing, await deps.fetch(request, { incoming, outgoing }));
    } catch (error) {
      await writeError(outgoing, error, []);
    }
  };

  return (incoming, outgoing) => {
    const route = routeOf(incoming);
    if (route === null) return app(incoming, outgoing);
    (route.move ? move(incoming, outgoing, route.id) : read(incoming, outgoing, route.id)).catch((error: unknown) =>
      failed(outgoing, error),
    );
  };
}

const MOVE_OR_READ = /^\/v1\/games\/([A-Za-z0-9_-]{1,64})(\/moves)?$/;
const JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8']);

/** The route this path answers, or `null`: the app answers the request (see `directRest`). */
function routeOf(incoming: IncomingMessage): { readonly id: string; readonly move: boolean } | null {
  const method = incoming.method;
  if (method !== 'GET' && method !== 'POST') return null;
  const match = MOVE_OR_READ.exec(incoming.url ?? '');
  if (match === null || (method === 'POST') !== (match[2] !== undefined)) return null;
  if (!plainHeaders(incoming)) return null;
  if (method === 'POST') {
    const type = incoming.headers['content-type'];
    if (type === undefined || !JSON_TYPES.has(type.toLowerCase()) || !declaredBody(incoming.headers)) return null;
  }
  return { id: match[1]!, move: method === 'POST' };
}

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * A 200 with JSON text: its headers, the quotas' and the cross-origin ones, in that order, given to
 * node as one flat list (no header object merged and walked again). The text goes as it is: node
 * writes the head and it in one `writev` from its own buffer, where an encoded copy made here would
 * be one more 13 KB allocation per answer for the collector.
 */
function writeJson(
  outgoing: ServerResponse,
  text: string,
  headers: Readonly<Record<string, string>>,
  decisions: readonly QuotaDecision[],
): void {
  const raw: string[] = [];
  for (const name in headers) raw.push(name, headers[name]!);
  if (decisions.length > 0)
    for (const [name, value] of Object.entries(rateLimitHeaders(decisions))) raw.push(name, value);
  raw.push(...CORS_RAW, 'content-length', String(Buffer.byteLength(text)));
  outgoing.writeHead(200, raw).end(text);
}

/** A text answer with its cross-origin headers, its length given (node would otherwise chunk it). */
function writeText(outgoing: ServerResponse, status: number, text: string, headers: Record<string, string>): void {
  outgoing
    .writeHead(status, { ...headers, ...CORS_ANSWER_HEADERS, 'content-length': Buffer.byteLength(text) })
    .end(text);
}

/** What the app answers for a thrown error, with the headers its middleware would add. */
async function writeError(outgoing: ServerResponse, error: unknown, decisions: readonly QuotaDecision[]) {
  const response = errorResponse(error);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  writeText(outgoing, response.status, await response.text(), { ...headers, ...rateLimitHeaders(decisions) });
}

/** An answer of the app, written as @hono/node-server writes it. */
async function writeResponse(outgoing: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  if (response.body === null) {
    outgoing.writeHead(response.status, headers).end();
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, { ...headers, 'content-length': body.byteLength }).end(body);
}
