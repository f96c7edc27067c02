import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

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

/** Tokens are stored only as this hash; a leaked database grants no seat. */
export const hashToken = (token: string): string => bytesToHex(sha256(utf8ToBytes(token)));
