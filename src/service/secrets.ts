import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { LruCache } from './game-cache.js';

/** Randomness and hashing for the service edge (ids, seeds, tokens). Web Crypto works on Node and Workers alike. */
export interface Secrets {
  gameId(): string;
  seed(): string;
  token(): string;
}

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32: no i, l, o, u

function randomString(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = '';
  for (const b of bytes) out += ALPHABET[b & 31];
  return out;
}

export const webCryptoSecrets: Secrets = {
  /** 14 base32 characters = 70 bits: unguessable enough for a public id that grants nothing by itself. */
  gameId: () => randomString(14),
  /** 256 bits, hex. */
  seed: () => bytesToHex(crypto.getRandomValues(new Uint8Array(32))),
  /** A bearer token: `rt_` + 40 base32 characters (200 bits). */
  token: () => `rt_${randomString(40)}`,
};

/**
 * The hashes of recently seen tokens. A seat sends the same token with every move, and hashing it
 * (in JavaScript, so that Workers and browsers share the code) was a tenth of a move's request-thread
 * CPU; only tokens of a sane length are kept, so a flood of long junk cannot grow the memory.
 */
const recentHashes = new LruCache<string, string>(4096);
const MEMO_TOKEN_LENGTH = 128;

/** Tokens are stored only as this hash; a leaked database grants no seat. */
export function hashToken(token: string): string {
  const known = recentHashes.get(token);
  if (known !== undefined) return known;
  const hash = bytesToHex(sha256(utf8ToBytes(token)));
  if (token.length <= MEMO_TOKEN_LENGTH) recentHashes.set(token, hash);
  return hash;
}
