import { hmac, type _HMAC } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Keyed dice. Draw `index` of label `L` is read from HMAC-SHA256(key, "L#index"): its eight
 * big-endian 32-bit words are tried in turn, and a word is kept only below the largest multiple
 * of `bound` (rejection sampling, so every face is exactly equally likely). In the ~2^-200 case
 * that all eight are rejected, blocks "L#index#1", "L#index#2", ... continue the stream.
 *
 * Because a draw depends only on the key, the label and the index, the same seed gives the same
 * dice to everyone who reaches the same label, whatever path led there.
 */
export interface DiceKey {
  /** HMAC-SHA256 keyed once; each draw works on a copy, so the key schedule is not redone per die. */
  readonly keyed: Hmac;
  /**
   * Where each draw copies the keyed state and writes its digest: reused, because allocating a
   * fresh HMAC per die cost more than hashing. Only `uniformInt` touches it, within one call.
   */
  readonly scratch: { readonly hmac: Hmac; readonly block: Uint8Array; readonly words: DataView };
}

/** A keyed HMAC (noble types it by its hash; ours is always SHA-256). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hash type parameter is noble's, not ours
type Hmac = _HMAC<any>;

const TWO_32 = 2 ** 32;

/** The HMAC key of a game: its seed, with the player's `clientSeed` mixed in when one was given. */
export function diceKey(seed: string, clientSeed: string | null): DiceKey {
  const keyed: Hmac = hmac.create(sha256, utf8ToBytes(clientSeed === null ? seed : `${seed}:${clientSeed}`));
  const block = new Uint8Array(keyed.outputLen);
  return { keyed, scratch: { hmac: keyed.clone(), block, words: new DataView(block.buffer) } };
}

/** `sha256(seed)` in hex: published at creation, checked against the seed revealed at the end. */
export function commitSeed(seed: string): string {
  return bytesToHex(sha256(utf8ToBytes(seed)));
}

/** A uniform integer in `[0, bound)`: draw number `index` of `label`'s stream. */
export function uniformInt(key: DiceKey, label: string, index: number, bound: number): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > TWO_32) throw new RangeError(`bad bound ${bound}`);
  const limit = TWO_32 - (TWO_32 % bound);
  for (let extension = 0; ; extension++) {
    const message = extension === 0 ? `${label}#${index}` : `${label}#${index}#${extension}`;
    const { hmac: draw, block, words } = key.scratch;
    key.keyed._cloneInto(draw).update(utf8ToBytes(message)).digestInto(block);
    for (let offset = 0; offset < block.length; offset += 4) {
      const word = words.getUint32(offset, false);
      if (word < limit) return word % bound;
    }
  }
}

/** `count` dice with faces `1..sides`: die `i` is draw `i` of `label`. */
export function rollDice(key: DiceKey, label: string, count: number, sides: number): number[] {
  return Array.from({ length: count }, (_, i) => 1 + uniformInt(key, label, i, sides));
}

/**
 * A Fisher–Yates shuffle of `0..size-1` on `label`'s stream: step `k` (k = 0, 1, ...) swaps
 * position `i = size-1-k` with a uniform `j` in `[0, i]`. `order[0]` is the top card.
 */
export function shuffleOrder(key: DiceKey, label: string, size: number): number[] {
  const order = Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1, k = 0; i > 0; i--, k++) {
    const j = uniformInt(key, label, k, i + 1);
    const held = order[i]!;
    order[i] = order[j]!;
    order[j] = held;
  }
  return order;
}
