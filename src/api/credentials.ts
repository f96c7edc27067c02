import { err, ok, type Result } from '../core/result.js';
import { problem, type ServiceError } from '../service/errors.js';

/**
 * A token as RFC 6750 §2.1 spells one (`b64token`), wherever it is sent. It holds no `:`, so no
 * request can pass for a player's seat key (service/player-auth.ts `seatKeyOf`).
 */
const TOKEN = '[A-Za-z0-9\\-._~+/]+=*';
/** `Bearer <token>`, nothing before or after but spaces (the scheme is case-insensitive). */
const BEARER = new RegExp(`^\\s*Bearer +(${TOKEN})\\s*$`, 'i');
const BARE = new RegExp(`^${TOKEN}$`);

const malformed = (): ServiceError =>
  problem(
    'unauthenticated',
    'invalid-token',
    'Authorization must be "Bearer <token>"; send none to watch as a spectator',
  );

/**
 * The one reading of a request's credential, for every path (REST, SSE, GraphQL, WebSockets on
 * node and Workers): the token of `Authorization: Bearer <token>`, else of `?access_token=` where
 * the path allows it (EventSource and browsers' WebSockets cannot send headers), else `null`, a
 * spectator. A header that is there but is not one bearer token (another scheme, an empty
 * `Bearer`, a token without its scheme, trailing words) is refused as `invalid-token`, never read
 * as a spectator: a client that meant to act as a seat learns at once that it is not one.
 */
export function credentialOf(
  authorization: string | null | undefined,
  accessToken?: string | null,
): Result<string | null, ServiceError> {
  if (authorization != null && authorization.trim() !== '') {
    const match = BEARER.exec(authorization);
    return match === null ? err(malformed()) : ok(match[1]!);
  }
  if (accessToken == null || accessToken === '') return ok(null);
  return BARE.test(accessToken) ? ok(accessToken) : err(malformed());
}

/** What `graphqlCredentialOf` reads of a request (hono's `c.req`). */
export interface GraphqlRequest {
  header(name: string): string | undefined;
  query(name: string): string | undefined;
}

/**
 * The credential of a request to `/graphql`, for its handler and its quota key alike: `Authorization`,
 * or `?access_token=` only for a subscription over SSE (EventSource cannot send headers). Anywhere
 * else a token in the query is not the caller's credential, so it keys no quota either.
 */
export function graphqlCredentialOf(request: GraphqlRequest): Result<string | null, ServiceError> {
  const streamed = (request.header('accept') ?? '').includes('text/event-stream');
  return credentialOf(request.header('authorization'), streamed ? request.query('access_token') : null);
}
