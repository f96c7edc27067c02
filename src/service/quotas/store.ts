import type { RateLimitPolicy } from './policies.js';

/** One request counted against one key's limit. */
export interface RateLimitDecision {
  readonly allowed: boolean;
  /** Requests left in the window; `undefined` when the store cannot say (Cloudflare's binding only answers yes or no). */
  readonly remaining: number | undefined;
  /** Seconds until the window starts over. */
  readonly resetSeconds: number;
}

/**
 * Where counts are kept: the only part of rate limiting that differs between node (this process's
 * memory) and Workers (Cloudflare's rate-limiting binding, shared by the isolates of a location).
 */
export interface RateLimitStore {
  hit(policy: RateLimitPolicy, key: string): Promise<RateLimitDecision> | RateLimitDecision;
}

/** Past this many keys in a window, the oldest are forgotten (they start again at zero): memory stays bounded whatever the addresses. */
const MAX_KEYS = 100_000;

/**
 * Fixed windows counted in memory, aligned to the clock (a window of 60 s runs from one minute to
 * the next), so every key of a window can be forgotten at once when it ends.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { readonly window: number; readonly counts: Map<string, number> }>();

  constructor(private readonly clock: () => number = Date.now) {}

  hit(policy: RateLimitPolicy, key: string): RateLimitDecision {
    const now = this.clock() / 1000;
    const window = Math.floor(now / policy.windowSeconds);
    let current = this.windows.get(policy.action);
    if (current === undefined || current.window !== window) {
      current = { window, counts: new Map() };
      this.windows.set(policy.action, current);
    }
    const used = (current.counts.get(key) ?? 0) + 1;
    if (!current.counts.has(key) && current.counts.size >= MAX_KEYS)
      current.counts.delete(current.counts.keys().next().value!);
    current.counts.set(key, used);
    const resetSeconds = Math.max(1, Math.ceil((window + 1) * policy.windowSeconds - now));
    return { allowed: used <= policy.quota, remaining: Math.max(0, policy.quota - used), resetSeconds };
  }
}
