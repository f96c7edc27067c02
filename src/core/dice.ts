import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { hmacSha256Key, hmacSha256Words, type HmacSha256Key } from './hmac-sha256.js';

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
  /** The HMAC key prepared once (its midstates), so a draw does not redo the key's blocks. */
  readonly hmac: HmacSha256Key;
}

const TWO_32 = 2 ** 32;

/** The HMAC key of a game: its seed, with the player's `clientSeed` mixed in when one was given. */
export function diceKey(seed: string, clientSeed: string | null): DiceKey {
  return { hmac: hmacSha256Key(utf8ToBytes(clientSeed === null ? seed : `${seed}:${clientSeed}`)) };
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
    const words = hmacSha256Words(key.hmac, message);
    for (let i = 0; i < words.length; i++) {
      const word = words[i]! >>> 0;
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
