import type { LimitedAction, RateLimitPolicy } from '../../service/quotas/policies.js';
import type { RateLimitDecision, RateLimitStore } from '../../service/quotas/store.js';

/** Cloudflare's rate-limiting binding (`[[ratelimits]]` or `[[unsafe.bindings]]` type "ratelimit" in wrangler.toml). */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** The binding each action uses on Workers, e.g. `RATE_LIMIT_MOVE`. */
export const bindingName = (action: LimitedAction): string => `RATE_LIMIT_${action.toUpperCase()}`;

const isBinding = (value: unknown): value is RateLimitBinding =>
  typeof value === 'object' && value !== null && typeof (value as RateLimitBinding).limit === 'function';

/** The actions a Worker's environment declares a binding for. */
export function boundActions(
  env: Readonly<Record<string, unknown>>,
  actions: readonly LimitedAction[],
): LimitedAction[] {
  return actions.filter((a) => isBinding(env[bindingName(a)]));
}

/**
 * Counts with Cloudflare's bindings where the Worker has one for the action (the count is shared by
 * the isolates of a Cloudflare location), and in `fallback` (this isolate's memory) where it has not.
 * The binding's own `simple = { limit, period }` is what it enforces; the policy (keep them equal)
 * is what the headers announce.
 */
export class CloudflareRateLimitStore implements RateLimitStore {
  constructor(
    private readonly env: Readonly<Record<string, unknown>>,
    private readonly fallback: RateLimitStore,
  ) {}

  async hit(policy: RateLimitPolicy, key: string): Promise<RateLimitDecision> {
    const binding = this.env[bindingName(policy.action)];
    if (!isBinding(binding)) return this.fallback.hit(policy, key);
    const { success } = await binding.limit({ key });
    // The binding says neither what is left nor when its window ends: announce the whole window.
    return { allowed: success, remaining: success ? undefined : 0, resetSeconds: policy.windowSeconds };
  }
}
