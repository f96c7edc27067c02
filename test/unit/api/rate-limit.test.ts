import { describe, expect, test } from 'vitest';
import { clientKey } from '../../../src/api/client-address.js';
import { CloudflareRateLimitStore, boundActions } from '../../../src/adapter/workers/rate-limit-store.js';
import { PUBLIC_DEFAULTS, policiesFromEnv, type RateLimitPolicy } from '../../../src/service/quotas/policies.js';
import { MemoryRateLimitStore } from '../../../src/service/quotas/store.js';

const move: RateLimitPolicy = { action: 'move', quota: 3, windowSeconds: 60 };

describe('MemoryRateLimitStore: fixed windows in memory', () => {
  test('counts per key up to the quota, then refuses until the window ends', () => {
    let now = Date.parse('2026-11-23T20:00:10Z');
    const store = new MemoryRateLimitStore(() => now);
    expect([1, 2, 3].map(() => store.hit(move, 'a'))).toEqual([
      { allowed: true, remaining: 2, resetSeconds: 50 },
      { allowed: true, remaining: 1, resetSeconds: 50 },
      { allowed: true, remaining: 0, resetSeconds: 50 },
    ]);
    expect(store.hit(move, 'a')).toEqual({ allowed: false, remaining: 0, resetSeconds: 50 });
    expect(store.hit(move, 'b').allowed).toBe(true);
    expect(store.hit({ ...move, action: 'create' }, 'a').allowed).toBe(true);
    now += 50_000;
    expect(store.hit(move, 'a')).toEqual({ allowed: true, remaining: 2, resetSeconds: 60 });
  });

  test('memory stays bounded: a flood of keys forgets the oldest, never grows past the cap', () => {
    const store = new MemoryRateLimitStore(() => 0);
    for (let i = 0; i < 100_010; i++) store.hit(move, `k${i}`);
    const windows = (store as unknown as { windows: Map<string, { counts: Map<string, number> }> }).windows;
    expect(windows.get('move')!.counts.size).toBe(100_000);
  });
});

describe('policiesFromEnv: off unless asked', () => {
  test('nothing set: no limits (the single-user default)', () => {
    expect(policiesFromEnv({})).toEqual({});
    expect(policiesFromEnv({ ROLLTAPE_RATE_LIMITS: 'off' })).toEqual({});
  });

  test('on: every action at its public default; one variable overrides or removes one', () => {
    const on = policiesFromEnv({
      ROLLTAPE_RATE_LIMITS: 'on',
      ROLLTAPE_RATE_LIMIT_MOVE: '10/10',
      ROLLTAPE_RATE_LIMIT_GRAPHQL: 'off',
    });
    expect(on).toEqual({
      create: { action: 'create', ...PUBLIC_DEFAULTS.create },
      move: { action: 'move', quota: 10, windowSeconds: 10 },
      stream: { action: 'stream', ...PUBLIC_DEFAULTS.stream },
      commitment: { action: 'commitment', ...PUBLIC_DEFAULTS.commitment },
    });
    expect(policiesFromEnv({ ROLLTAPE_RATE_LIMIT_CREATE: '5/60' })).toEqual({
      create: { action: 'create', quota: 5, windowSeconds: 60 },
    });
    expect(policiesFromEnv({}, ['stream'])).toEqual({ stream: { action: 'stream', ...PUBLIC_DEFAULTS.stream } });
  });

  test.each([
    ['ROLLTAPE_RATE_LIMITS', 'yes'],
    ['ROLLTAPE_RATE_LIMIT_MOVE', '10'],
    ['ROLLTAPE_RATE_LIMIT_MOVE', '0/60'],
    ['ROLLTAPE_RATE_LIMIT_MOVE', '10/0'],
    ['ROLLTAPE_RATE_LIMIT_CREATE', 'ten/60'],
  ])('%s=%s is refused, naming the variable', (name, value) => {
    expect(() => policiesFromEnv({ [name]: value })).toThrow(name);
  });
});

describe('CloudflareRateLimitStore: the binding where declared, memory elsewhere', () => {
  test('asks the binding of the action with the key, and announces the whole window', async () => {
    const asked: string[] = [];
    let left = 2;
    const env = {
      RATE_LIMIT_MOVE: { limit: async ({ key }: { key: string }) => (asked.push(key), { success: left-- > 0 }) },
    };
    const store = new CloudflareRateLimitStore(env, new MemoryRateLimitStore(() => 0));
    expect(await store.hit(move, 'address 1.2.3.4')).toEqual({ allowed: true, remaining: undefined, resetSeconds: 60 });
    await store.hit(move, 'address 1.2.3.4');
    expect(await store.hit(move, 'address 1.2.3.4')).toEqual({ allowed: false, remaining: 0, resetSeconds: 60 });
    expect(asked).toEqual(['address 1.2.3.4', 'address 1.2.3.4', 'address 1.2.3.4']);
    // No binding for `create`: counted in the isolate's memory instead.
    expect(await store.hit({ action: 'create', quota: 1, windowSeconds: 60 }, 'k')).toMatchObject({
      allowed: true,
      remaining: 0,
    });
    expect(boundActions(env, ['create', 'move', 'stream'])).toEqual(['move']);
  });
});

describe('clientKey: one key per client', () => {
  test.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::7', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s → %s', (address, key) => expect(clientKey(address)).toBe(key));
});
