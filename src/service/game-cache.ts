/**
 * A small LRU of rebuilt games, so a move does not replay the whole tape. Entries are immutable
 * snapshots at a known version; the store stays the truth, and a stale entry is caught up from the
 * events after its version (or dropped when an append conflicts).
 *
 * Approximately least recently used: a read moves its entry to the newest end only once the entry
 * is in the older half (`capacity / 2` insertions or more since it was last put there), so an entry
 * is kept for at least `capacity / 2` insertions after its last use. A `Map`'s delete and re-insert
 * on every read (two or three a move, and one a request for the remembered token hashes) were a
 * visible share of a move's service time in `npm run bench http`.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();
  /** Insertions so far; an entry's `at` is the count when it was last put at the newest end. */
  private inserted = 0;

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (this.inserted - entry.at >= this.capacity / 2) {
      this.entries.delete(key);
      entry.at = ++this.inserted;
      this.entries.set(key, entry);
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: ++this.inserted });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}
