import { sha256 } from '@noble/hashes/sha2.js';

/**
 * HMAC-SHA256 for the keyed dice: the same digests as `@noble/hashes`' `hmac(sha256, …)`, for many
 * short messages under one key. The key's two padded blocks are compressed once, into the inner and
 * outer midstates; a draw then costs two compressions (one for a message under 56 bytes, one for
 * the outer hash), with no allocation, and answers the digest as the eight 32-bit words the dice
 * read anyway. noble's keyed HMAC, copied per draw, cost about four times as much (a few µs a die in
 * `npm run bench http`: the dice were about 5% of a move's request thread).
 */
export interface HmacSha256Key {
  /** SHA-256's state after the key XOR ipad block, and after the key XOR opad block. */
  readonly inner: Int32Array;
  readonly outer: Int32Array;
  /**
   * Working memory, overwritten by every `hmacSha256Words` under this key (so one key is not used
   * by two draws at once; JavaScript runs one at a time): the message schedule, the padded message,
   * the state being compressed, and the digest.
   */
  readonly schedule: Int32Array;
  readonly block: Uint8Array;
  readonly state: Int32Array;
  readonly digest: Int32Array;
}

const BLOCK = 64;

/** The first 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4). */
const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

/** SHA-256's initial state. */
const IV = Int32Array.from([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

/** Prepares `key` (bytes) for many HMACs: its two midstates and the working memory. */
export function hmacSha256Key(key: Uint8Array): HmacSha256Key {
  const padded = new Uint8Array(BLOCK);
  padded.set(key.length > BLOCK ? sha256(key) : key);
  const schedule = new Int32Array(64);
  const midstate = (pad: number): Int32Array => {
    const state = IV.slice();
    compress(
      state,
      padded.map((b) => b ^ pad),
      0,
      schedule,
    );
    return state;
  };
  return {
    inner: midstate(0x36),
    outer: midstate(0x5c),
    schedule,
    block: new Uint8Array(2 * BLOCK),
    state: new Int32Array(8),
    digest: new Int32Array(8),
  };
}

/**
 * HMAC-SHA256(key, UTF-8 of `message`) as its eight big-endian 32-bit words (read them with `>>> 0`).
 * The answer is the key's `digest`, overwritten by the next call under the same key.
 */
export function hmacSha256Words(key: HmacSha256Key, message: string): Int32Array {
  const { state, digest, schedule, block } = key;
  state.set(key.inner);
  const padded = paddedMessage(key, message);
  for (let offset = 0; offset < padded.end; offset += BLOCK) compress(state, padded.bytes, offset, schedule);
  // The outer hash's one block: the inner digest, then the padding of 64 + 32 bytes.
  for (let i = 0; i < 8; i++) writeWord(block, 4 * i, state[i]!);
  block.fill(0, 32, BLOCK);
  block[32] = 0x80;
  writeWord(block, BLOCK - 4, (BLOCK + 32) * 8);
  digest.set(key.outer);
  compress(digest, block, 0, schedule);
  return digest;
}

/**
 * The message's bytes and SHA-256's padding (its length counts the key's block before it), up to
 * `end`: in the key's `block` when they fit (an ASCII label of up to 119 characters, as dice labels
 * are), else in bytes of their own.
 */
function paddedMessage(key: HmacSha256Key, message: string): { readonly bytes: Uint8Array; readonly end: number } {
  let bytes = key.block;
  let n = message.length;
  if (!(n + 9 <= bytes.length && asciiInto(bytes, message))) {
    const encoded = new TextEncoder().encode(message);
    n = encoded.length;
    if (n + 9 > bytes.length) bytes = new Uint8Array(Math.ceil((n + 9) / BLOCK) * BLOCK);
    bytes.set(encoded);
  }
  const end = Math.ceil((n + 9) / BLOCK) * BLOCK;
  bytes.fill(0, n, end);
  bytes[n] = 0x80;
  const bits = (BLOCK + n) * 8;
  writeWord(bytes, end - 8, Math.floor(bits / 2 ** 32));
  writeWord(bytes, end - 4, bits >>> 0);
  return { bytes, end };
}

/** Writes `text` into `bytes` when it is all ASCII; `false` (and `bytes` scribbled on) when it is not. */
function asciiInto(bytes: Uint8Array, text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return false;
    bytes[i] = code;
  }
  return true;
}

function writeWord(bytes: Uint8Array, at: number, word: number): void {
  bytes[at] = word >>> 24;
  bytes[at + 1] = word >>> 16;
  bytes[at + 2] = word >>> 8;
  bytes[at + 3] = word;
}

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));

/** SHA-256's compression of the 64-byte block at `offset` into `state` (FIPS 180-4, 6.2.2). */
function compress(state: Int32Array, bytes: Uint8Array, offset: number, w: Int32Array): void {
  for (let i = 0; i < 16; i++) {
    const at = offset + 4 * i;
    w[i] = (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const w15 = w[i - 15]!;
    const w2 = w[i - 2]!;
    const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
    const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}
