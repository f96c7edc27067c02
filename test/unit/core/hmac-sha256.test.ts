import fc from 'fast-check';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, test } from 'vitest';
import { hmacSha256Key, hmacSha256Words } from '../../../src/core/hmac-sha256.js';

const hex = (words: Int32Array): string => [...words].map((w) => (w >>> 0).toString(16).padStart(8, '0')).join('');
const noble = (key: Uint8Array, message: string): string => bytesToHex(hmac(sha256, key, utf8ToBytes(message)));

describe('HMAC-SHA256 with prepared midstates', () => {
  // RFC 4231's test cases 1, 2 and 6 (a key longer than a block is hashed first).
  test.each([
    ['0b'.repeat(20), 'Hi There', 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7'],
    [
      bytesToHex(utf8ToBytes('Jefe')),
      'what do ya want for nothing?',
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    ],
    [
      'aa'.repeat(131),
      'Test Using Larger Than Block-Size Key - Hash Key First',
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    ],
  ])('RFC 4231: key %s', (keyHex, message, expected) => {
    const key = Uint8Array.from(keyHex.match(/../g)!.map((b) => parseInt(b, 16)));
    expect(hex(hmacSha256Words(hmacSha256Key(key), message))).toBe(expected);
  });

  test('the same digest as noble for any key and message: every length around the block edges, any text', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 150 }),
        fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 80 }), fc.constant('')),
        (key, message) => {
          expect(hex(hmacSha256Words(hmacSha256Key(key), message))).toBe(noble(key, message));
        },
      ),
      { numRuns: 500 },
    );
  });

  test('every message length from 0 to 200 ASCII bytes, one key used again and again (its working memory reused)', () => {
    const key = utf8ToBytes('a game seed:a client seed');
    const prepared = hmacSha256Key(key);
    for (let n = 0; n <= 200; n++) {
      const message = 'x'.repeat(n);
      expect(hex(hmacSha256Words(prepared, message)), `length ${n}`).toBe(noble(key, message));
      // A long message in between leaves nothing behind for a short one.
      expect(hex(hmacSha256Words(prepared, 'roll#3'))).toBe(noble(key, 'roll#3'));
    }
  });

  test('non-ASCII messages: encoded as UTF-8, short or long', () => {
    const key = utf8ToBytes('seed');
    const prepared = hmacSha256Key(key);
    for (const message of ['é', 'ü#1', '🎲#12', 'ß'.repeat(30), 'ß'.repeat(60), `${'a'.repeat(118)}é`]) {
      expect(hex(hmacSha256Words(prepared, message))).toBe(noble(key, message));
    }
  });
});
