// What the Worker bundles in place of the `lru-cache` package (wrangler.toml aliases it here): Yoga
// only ever builds `new LRUCache({ max, ttl })` and calls `get` and `set` on it (its parse, parse
// failure and validation caches), which a Map does in a few lines; the package is 16 KiB of a
// general cache (sizes, fetch, disposal, stale reads) the Worker would parse at every start.
// Node keeps the package itself.

interface Entry<V> {
  readonly value: V;
  readonly expires: number;
}

export interface LRUCacheOptions {
  /** How many entries are kept; the least recently used goes first. */
  readonly max: number;
  /** Milliseconds an entry is served after it was set; 0 or absent: for ever. */
  readonly ttl?: number;
}

/** A least-recently-used cache of at most `max` entries, each one forgotten `ttl` ms after it was set. */
export class LRUCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #max: number;
  readonly #ttl: number;

  constructor({ max, ttl = 0 }: LRUCacheOptions) {
    if (!(Number.isInteger(max) && max > 0)) throw new TypeError('LRUCache: max must be a positive integer');
    this.#max = max;
    this.#ttl = ttl;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    if (entry.expires <= Date.now()) return undefined;
    // Map keeps insertion order: set again, the entry becomes the most recently used.
    this.#entries.set(key, entry);
    return entry.value;
  }

  has(key: K): boolean {
    const entry = this.#entries.get(key);
    return entry !== undefined && entry.expires > Date.now();
  }

  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: this.#ttl > 0 ? Date.now() + this.#ttl : Infinity });
    if (this.#entries.size > this.#max) this.#entries.delete(this.#entries.keys().next().value as K);
    return this;
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
