import { problem, type ServiceError } from '../errors.js';
import { hashToken } from '../secrets.js';
import type { LimitedAction, RateLimitPolicies, RateLimitPolicy } from './policies.js';
import type { RateLimitDecision, RateLimitStore } from './store.js';

/** The limits a server applies and where it counts them. */
export interface RateLimiter {
  readonly policies: RateLimitPolicies;
  readonly store: RateLimitStore;
}

/** One count against a policy: the decision closest to its limit, and the refusal if a key is over. */
export interface QuotaDecision {
  readonly policy: RateLimitPolicy;
  readonly worst: RateLimitDecision;
  readonly refusal: ServiceError | null;
}

/**
 * The keys a caller is counted under: its address, and its token if it sent one (hashed: a key may
 * leave the process, to Cloudflare's counters). A token is counted wherever it comes from.
 */
export function quotaKeys(address: string | undefined, token: string | null | undefined): string[] {
  return [`address ${address ?? 'unknown'}`, ...(token ? [`token ${hashToken(token).slice(0, 32)}`] : [])];
}

/**
 * Counts one `action` against every key; `null` when no limit applies to it. Refused when any key
 * is over its quota (429 `rate-limited`, with the seconds until its window starts over).
 */
export async function takeQuota(
  limiter: RateLimiter | undefined,
  action: LimitedAction,
  keys: readonly string[],
): Promise<QuotaDecision | null> {
  const policy = limiter?.policies[action];
  if (limiter === undefined || policy === undefined) return null;
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
        { policy: policy.action, retryAfter: worst.resetSeconds },
      );
  return { policy, worst, refusal };
}
