import { problem, type ServiceError } from '../service/errors.js';

/** A game's stream and WebSocket: where a browser cannot set `Authorization` (EventSource, `new WebSocket`). */
const TAKES_ACCESS_TOKEN = /^\/v1\/games\/[^/]+\/(?:stream|ws)$/;

/**
 * `?access_token=` is read only where headers cannot be sent (RFC 6750 §2.3): a game's stream and
 * WebSocket, and a GraphQL subscription over SSE. Anywhere else it would be ignored, and a client that
 * sent its seat's token that way would be answered a spectator's view it takes for its seat's (no
 * hand, no legal moves): it is refused instead, never read, since a token in a URL ends up in logs.
 *
 * @example
 * tokenInQuery('/v1/games/g1', new URLSearchParams('access_token=rt_x'), null); // { kind: 'malformed', code: 'token-in-query' }
 * tokenInQuery('/v1/games/g1/stream', new URLSearchParams('access_token=rt_x'), null); // null: the stream reads it
 */
export function tokenInQuery(
  path: string,
  query: URLSearchParams,
  accept: string | null | undefined,
): ServiceError | null {
  if (!query.has('access_token') || TAKES_ACCESS_TOKEN.test(path)) return null;
  if (path === '/graphql' && (accept ?? '').includes('text/event-stream')) return null;
  return problem(
    'malformed',
    'token-in-query',
    'send the token as "Authorization: Bearer <token>"; access_token in the URL is read only by a game\'s stream and WebSocket, and a GraphQL subscription over SSE (where headers cannot be set)',
  );
}
