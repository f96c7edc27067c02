import { afterEach, describe, expect, test, vi } from 'vitest';
import { LRUCache } from '../../../src/adapter/workers/lru-cache.js';

// The Worker's stand-in for the lru-cache package (wrangler.toml aliases it): Yoga's parse and
// validation caches rely on these semantics.
describe('the Worker LRU cache', () => {
  afterEach(() => vi.useRealTimers());

  test('keeps at most max entries, dropping the least recently used', () => {
    const cache = new LRUCache<string, number>({ max: 2 });
    cache.set('a', 1).set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now more recent than b
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  test('setting a key again replaces its value and makes it the most recent', () => {
    const cache = new LRUCache<string, number>({ max: 2 });
    cache.set('a', 1).set('b', 2).set('a', 10).set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(10);
    expect(cache.size).toBe(2);
  });

  test('an entry is forgotten ttl milliseconds after it was set, not after it was read', () => {
    vi.useFakeTimers({ now: 1_000 });
    const cache = new LRUCache<string, string>({ max: 10, ttl: 100 });
    cache.set('doc', 'parsed');
    vi.setSystemTime(1_099);
    expect(cache.get('doc')).toBe('parsed');
    expect(cache.has('doc')).toBe(true);
    vi.setSystemTime(1_100);
    expect(cache.has('doc')).toBe(false);
    expect(cache.get('doc')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('without a ttl entries never expire', () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new LRUCache<string, string>({ max: 1 });
    cache.set('k', 'v');
    vi.setSystemTime(10 ** 12);
    expect(cache.get('k')).toBe('v');
  });

  test('delete and clear', () => {
    const cache = new LRUCache<string, number>({ max: 3 });
    cache.set('a', 1).set('b', 2);
    expect(cache.delete('a')).toBe(true);
    expect(cache.delete('a')).toBe(false);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  test('a max that is not a positive integer is refused', () => {
    expect(() => new LRUCache({ max: 0 })).toThrow(/positive integer/);
    expect(() => new LRUCache({ max: 1.5 })).toThrow(/positive integer/);
  });
});
