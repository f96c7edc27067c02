import { describe, expect, test } from 'vitest';
import { LruCache } from '../../../src/service/game-cache.js';

const filled = (capacity: number, keys: number) => {
  const cache = new LruCache<number, string>(capacity);
  for (let k = 0; k < keys; k++) cache.set(k, `v${k}`);
  return cache;
};
const kept = (cache: LruCache<number, string>, upTo: number) =>
  Array.from({ length: upTo }, (_, k) => k).filter((k) => cache.get(k) !== undefined);

describe('the games cache (approximately least recently used)', () => {
  test('holds at most its capacity; with no reads, the first put are the first to go', () => {
    const cache = filled(4, 7);
    expect(kept(cache, 7)).toEqual([3, 4, 5, 6]);
  });

  test('a value put again replaces the old one and counts as new', () => {
    const cache = filled(4, 4);
    cache.set(0, 'again');
    cache.set(4, 'v4');
    expect(cache.get(0)).toBe('again');
    expect(cache.get(1)).toBeUndefined();
  });

  test('an entry read once it is in the older half is kept for at least half the capacity of insertions after', () => {
    const cache = filled(10, 10);
    expect(cache.get(0)).toBe('v0'); // the oldest: moved to the newest end
    for (let k = 10; k < 19; k++) cache.set(k, `v${k}`);
    expect(cache.get(0)).toBe('v0');
    expect(cache.get(1)).toBeUndefined();
  });

  test('an entry read while in the newer half is not moved, and is still kept for half the capacity of insertions', () => {
    const cache = filled(10, 10);
    expect(cache.get(8)).toBe('v8'); // newer half: stays where it is
    for (let k = 10; k < 15; k++) cache.set(k, `v${k}`);
    // Read again, now from the older half: moved, so it outlives the ones put before it.
    expect(cache.get(8)).toBe('v8');
    for (let k = 15; k < 23; k++) cache.set(k, `v${k}`);
    expect(cache.get(8)).toBe('v8');
    expect(cache.get(9)).toBeUndefined();
  });

  test('delete forgets an entry', () => {
    const cache = filled(4, 2);
    cache.delete(0);
    expect(cache.get(0)).toBeUndefined();
    expect(cache.get(1)).toBe('v1');
  });
});
