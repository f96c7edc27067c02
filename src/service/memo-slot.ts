/**
 * A value remembered on an object for as long as the object lives: what a `WeakMap` keyed by the
 * object does, kept as a hidden property of the object instead.
 *
 * Why not a WeakMap: in V8 (node 20 to 24), a WeakMap's values outlived their keys in the young
 * generation. Every move made a game version (`LoadedGame`), its snapshot and their 13 KB of JSON,
 * each the key or value of such a map; most of them survived the next young collection, were
 * copied into the old generation and died there, and the collections that did that copying took
 * as much of the request thread as the move's own answer (`npm run bench http`, `--trace-gc-nvp`:
 * 12–13 KB a move survived, 9.2–10 KB promoted, scavenges 55–62 µs of the request thread a move;
 * with these slots 2.7–3.4 KB, 2.2–2.9 KB and 19–26 µs; docs/development.md, "Issue 33, the young
 * generation"). A WeakMap is right where keys live long (a game's content, a parsed document).
 *
 * The property is keyed by a symbol and not enumerable: JSON, spreads and `Object.keys` leave it
 * out, so a copy made with `{ ...owner }` (the next version of a game) starts without the value.
 */
export interface MemoSlot<K extends object, V> {
  get(owner: K): V | undefined;
  /** Remembers `value` on `owner` and answers it. */
  set(owner: K, value: V): V;
}

export function memoSlot<K extends object, V>(name: string): MemoSlot<K, V> {
  const key = Symbol(name);
  return {
    get: (owner) => (owner as Record<symbol, V | undefined>)[key],
    set(owner, value) {
      Object.defineProperty(owner, key, { value, writable: true, enumerable: false, configurable: true });
      return value;
    },
  };
}
