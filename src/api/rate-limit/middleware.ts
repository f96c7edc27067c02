import type { Context, MiddlewareHandler } from 'hono';
import { problem, type ServiceError } from '../../service/errors.js';
import { hashToken } from '../../service/secrets.js';
import { clientAddress } from '../client-address.js';
import { actionOf, type LimitedAction, type RateLimitPolicies, type RateLimitPolicy } from './policies.js';
import type { RateLimitDecision, RateLimitStore } from './store.js';

/** The limits a server applies and where it counts them. */
export interface RateLimiter {
  readonly policies: RateLimitPolicies;
  readonly store: RateLimitStore;
}

/**
 * Counts game creation, moves, streams and GraphQL requests per client address and per token, and
 * refuses what is over its limit with 429 `rate-limited` and `Retry-After`. Every counted answer
 * carries the IETF draft's `RateLimit-Policy` and `RateLimit` headers
 * (draft-ietf-httpapi-ratelimit-headers), for the key closest to its limit.
 * `limiterFor` may answer `undefined`: no limits (the default for a single-user server).
 */
export function rateLimit(
  limiterFor: (c: Context) => RateLimiter | undefined,
  refuse: (error: ServiceError) => Response,
): MiddlewareHandler {
  return async (c, next) => {
    const limiter = limiterFor(c);
    const action = limiter && actionOf(c.req.method, c.req.path);
    const policy = action && limiter.policies[action];
    if (limiter === undefined || policy === undefined) return next();
    const { worst, refusal } = await decide(limiter, policy, keysOf(c));
    if (refusal !== null) {
      const refused = refuse(refusal);
      setHeaders(refused.headers, policy, worst);
      return refused;
    }
    await next();
    setHeaders(c.res.headers, policy, worst);
  };
}

/** Counts one request of `policy` against every key; the decision closest to its limit, and the refusal if one key is over. */
async function decide(
  limiter: RateLimiter,
  policy: RateLimitPolicy,
  keys: readonly string[],
): Promise<{ worst: RateLimitDecision; refusal: ServiceError | null }> {
  const decisions = await Promise.all(keys.map((key) => limiter.store.hit(policy, key)));
  const refusals = decisions.filter((d) => !d.allowed);
  const worst =
    refusals.length > 0
      ? refusals.reduce((a, b) => (b.resetSeconds > a.resetSeconds ? b : a))
      : decisions.reduce((a, b) => ((b.remaining ?? Infinity) < (a.remaining ?? Infinity) ? b : a));
  const refusal = worst.allowed
    ? null
    : problem(
        'rate-limited',
        'rate-limited',
        `at most ${policy.quota} ${policy.action} requests per ${policy.windowSeconds} s from one client; try again in ${worst.resetSeconds} s`,
        {
          policy: policy.action,
          retryAfter: worst.resetSeconds,
        },
      );
  return { worst, refusal };
}

/**
 * The same count for a request that never reaches the app (the node server's WebSocket upgrade):
 * `null` when it may go on, else the refusal. `address`: the client's key; `token`: its bearer token if any.
 */
export async function rateLimitRefusal(
  limiter: RateLimiter | undefined,
  action: LimitedAction,
  address: string | undefined,
  token: string | null,
): Promise<ServiceError | null> {
  const policy = limiter?.policies[action];
  if (limiter === undefined || policy === undefined) return null;
  return (
    await decide(limiter, policy, [
      `address ${address ?? 'unknown'}`,
      ...(token ? [`token ${hashToken(token).slice(0, 32)}`] : []),
    ])
  ).refusal;
}

/** The client's address, and its token if it sent one (hashed: a key may leave the process, to Cloudflare's counters). */
function keysOf(c: Context): string[] {
  const authorization = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const token = authorization ?? c.req.query('access_token');
  return [`address ${clientAddress(c) ?? 'unknown'}`, ...(token ? [`token ${hashToken(token).slice(0, 32)}`] : [])];
}

function setHeaders(headers: Headers, policy: RateLimitPolicy, decision: RateLimitDecision): void {
  headers.set('RateLimit-Policy', `"${policy.action}";q=${policy.quota};w=${policy.windowSeconds}`);
  if (decision.remaining !== undefined)
    headers.set('RateLimit', `"${policy.action}";r=${decision.remaining};t=${decision.resetSeconds}`);
}
