import type { IncomingMessage, ServerResponse } from 'node:http';
import { admitted } from '../../service/admission.js';
import type { Services } from '../../service/services.js';
import { clientKey } from '../../api/client-address.js';
import { credentialOf } from '../../api/credentials.js';
import { jsonPostAnswer, type PostedOperation } from '../../api/graphql/direct-post.js';
import type { GraphqlServerContext } from '../../api/graphql/handler.js';
import { bodyOf, CORS_RAW, declaredBody, failed, plainHeaders } from './direct-request.js';

type Listener = (incoming: IncomingMessage, outgoing: ServerResponse) => void;

export interface DirectGraphqlDeps {
  readonly services: Services;
  /** Runs a JSON query or mutation from its text (api/graphql/handler.ts's `postedGraphql`). */
  readonly run: PostedOperation<GraphqlServerContext>;
}

/**
 * A GraphQL query or mutation POSTed as JSON to `/graphql`, answered straight from node's request in
 * front of `app` (@hono/node-server's listener for the hono app), as node's REST move is
 * (direct-rest.ts): no web `Request` or `Response`, router or middleware chain. Behind them, it is the
 * app's own GraphQL direct path (api/graphql/direct-post.ts): the same parser and document limits,
 * validation, cost limit, compiled executor, masking and Yoga's writer of the answer, with the
 * cross-origin headers the app's middleware adds.
 *
 * Only a server without rate limits takes this path: the `graphql` quota and its headers are the
 * app's (admission-edge.ts). Anything the app would read another way goes to it untouched, decided
 * before a byte of the body is read: another method or path, a query string, an unusual `Host`, a
 * repeated header, a body that is not JSON or has no declared length within the limit, an `Accept`
 * that takes no JSON answer (a stream), a malformed `Authorization` (the app refuses it). A body
 * whose operation does not run here (it fails to parse or validate, a subscription, a batch) is
 * handed to the app with the bytes read, and Yoga answers it as before.
 * `test/http/direct-graphql.test.ts` holds both paths to the same status, headers and bytes.
 */
export function directGraphql(deps: DirectGraphqlDeps, app: Listener): Listener {
  // With no limits, the services an address reaches are the same for each of its requests (the
  // address keys only stream slots): the last ones built are kept, as the app's admission keeps them.
  let last: { readonly address: string | undefined; readonly services: Services } | undefined;
  const servicesFor = (address: string | undefined): Services => {
    if (last?.address !== address || last === undefined)
      last = { address, services: admitted(deps.services, undefined, { address }) };
    return last.services;
  };

  const answer = async (
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    mediaType: string,
    token: string | null,
  ) => {
    const bytes = await bodyOf(incoming);
    if (bytes === null) return; // the client went away before sending it all: nobody to answer
    const peer = incoming.socket.remoteAddress;
    const address = peer === undefined || peer === '' ? undefined : clientKey(peer);
    const posted = await deps.run(bytes.toString('utf8'), mediaType, {
      services: servicesFor(address),
      token,
      client: address,
    });
    if (posted === null) {
      // @hono/node-server reads a body already read from `rawBody` (as on hosts that read it first).
      (incoming as IncomingMessage & { rawBody?: Buffer }).rawBody = bytes;
      app(incoming, outgoing);
      return;
    }
    const raw: string[] = [];
    for (const name in posted.headers) raw.push(name.toLowerCase(), posted.headers[name]!);
    raw.push(...CORS_RAW, 'content-length', String(Buffer.byteLength(posted.text)));
    outgoing.writeHead(posted.status, raw).end(posted.text);
  };

  return (incoming, outgoing) => {
    const taken = takenHere(incoming);
    if (taken === null) return app(incoming, outgoing);
    answer(incoming, outgoing, taken.mediaType, taken.token).catch((error: unknown) => failed(outgoing, error));
  };
}

/** What this path needs to answer the request, or `null`: the app answers it (see `directGraphql`). */
function takenHere(incoming: IncomingMessage): { readonly mediaType: string; readonly token: string | null } | null {
  if (incoming.method !== 'POST' || incoming.url !== '/graphql') return null;
  const h = incoming.headers;
  if (!plainHeaders(incoming) || !declaredBody(h)) return null;
  const mediaType = jsonPostAnswer('POST', h['content-type'], h.accept);
  if (mediaType === null) return null;
  const token = credentialOf(h.authorization);
  return token.ok ? { mediaType, token: token.value } : null;
}
