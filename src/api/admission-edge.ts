import type { MiddlewareHandler } from 'hono';
import { admitted } from '../service/admission.js';
import type { ServiceError } from '../service/errors.js';
import { quotaKeys, takeQuota, type QuotaDecision, type RateLimiter } from '../service/quotas/quota.js';
import type { AppEnv, Services } from './context.js';
import { clientAddress } from './client-address.js';
import { graphqlCredentialOf } from './credentials.js';

/**
 * Hands each request the services as its caller reaches them (service/admission.ts: every quota is
 * taken by its use case, whichever route or GraphQL field calls it), and tells the client what was
 * counted: every counted answer carries the IETF draft's `RateLimit-Policy` and `RateLimit` headers
 * (draft-ietf-httpapi-ratelimit-headers) for the count closest to its limit. A GraphQL request is
 * itself counted here (`graphql`), before its document is read. `limiterFor` may answer
 * `undefined`: no limits (the default for a single-user server).
 */
export function admission(
  servicesFor: (env: unknown) => Services,
  limiterFor: (env: unknown) => RateLimiter | undefined,
  refuse: (error: ServiceError) => Response,
): MiddlewareHandler<AppEnv> {
  // With no limits, nothing is counted and the address only keys stream slots: the services one
  // address reaches are the same for each of its requests, so the last ones built are kept.
  let last: { readonly base: Services; readonly address: string | undefined; readonly admitted: Services } | undefined;
  const unlimited = (base: Services, address: string | undefined): Services => {
    if (last?.base !== base || last.address !== address)
      last = { base, address, admitted: admitted(base, undefined, { address }) };
    return last.admitted;
  };
  return async (c, next) => {
    const limiter = limiterFor(c.env);
    const decisions: QuotaDecision[] = [];
    const address = clientAddress(c);
    const base = servicesFor(c.env);
    c.set(
      'services',
      limiter === undefined
        ? unlimited(base, address)
        : admitted(base, limiter, { address, onQuota: (d) => decisions.push(d) }),
    );
    if (limiter !== undefined && c.req.path === '/graphql' && (c.req.method === 'GET' || c.req.method === 'POST')) {
      // Keyed by the credential the handler will act with (app.ts), never by a token it ignores.
      const token = graphqlCredentialOf(c.req);
      const counted = await takeQuota(limiter, 'graphql', quotaKeys(address, token.ok ? token.value : null));
      if (counted !== null) decisions.push(counted);
      if (counted?.refusal) return withHeaders(refuse(counted.refusal), decisions);
    }
    await next();
    withHeaders(c.res, decisions);
  };
}

function withHeaders(response: Response, decisions: readonly QuotaDecision[]): Response {
  const headers = rateLimitHeaders(decisions);
  for (const name in headers) response.headers.set(name, headers[name]!);
  return response;
}

/**
 * The IETF draft's headers for what was counted (none when nothing was): of a refusal if there was
 * one, else of the count with the fewest requests left. Also for node's direct path of the move and
 * read routes (adapter/node/direct-rest.ts).
 */
export function rateLimitHeaders(decisions: readonly QuotaDecision[]): Record<string, string> {
  if (decisions.length === 0) return {};
  const shown =
    decisions.find((d) => d.refusal !== null) ??
    decisions.reduce((a, b) => ((b.worst.remaining ?? Infinity) < (a.worst.remaining ?? Infinity) ? b : a));
  const { policy, worst } = shown;
  const headers: Record<string, string> = {
    'ratelimit-policy': `"${policy.action}";q=${policy.quota};w=${policy.windowSeconds}`,
  };
  if (worst.remaining !== undefined)
    headers.ratelimit = `"${policy.action}";r=${worst.remaining};t=${worst.resetSeconds}`;
  return headers;
}
