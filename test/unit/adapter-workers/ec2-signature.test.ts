import { sign } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { unwrapEC2Signature } from '../../../src/adapter/workers/ec2-signature.js';

// The Worker's stand-in for @simplewebauthn/server's unwrapEC2Signature (wrangler.toml aliases it):
// every passkey sign-in with an EC2 key goes through it before WebCrypto verifies the signature.

const CURVES = [
  { crv: 1, size: 32, namedCurve: 'P-256', hash: 'SHA-256' },
  { crv: 2, size: 48, namedCurve: 'P-384', hash: 'SHA-384' },
  { crv: 3, size: 66, namedCurve: 'P-521', hash: 'SHA-512' },
] as const;

/** DER of one length: short form under 128, else 0x81 and one byte. */
const derLength = (n: number): number[] => (n < 0x80 ? [n] : [0x81, n]);
/** A DER INTEGER of an unsigned big-endian number: leading zeros dropped, one added when the top bit is set. */
const derInteger = (unsigned: Uint8Array): number[] => {
  let bytes = [...unsigned];
  while (bytes.length > 1 && bytes[0] === 0) bytes = bytes.slice(1);
  if (bytes[0]! & 0x80) bytes = [0, ...bytes];
  return [0x02, ...derLength(bytes.length), ...bytes];
};
const derSignature = (r: Uint8Array, s: Uint8Array): Uint8Array => {
  const body = [...derInteger(r), ...derInteger(s)];
  return Uint8Array.from([0x30, ...derLength(body.length), ...body]);
};

describe("the Worker's ECDSA signature reader", () => {
  test.each(CURVES)('a real $namedCurve signature in DER verifies with WebCrypto once unwrapped', async (curve) => {
    const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: curve.namedCurve }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair;
    const data = new TextEncoder().encode('authenticatorData || hash(clientDataJSON)');
    const privateKey = (await import('node:crypto')).KeyObject.from(keys.privateKey);
    for (let i = 0; i < 8; i++) {
      const der = sign(curve.hash.replace('-', ''), data, { key: privateKey, dsaEncoding: 'der' });
      const raw = unwrapEC2Signature(new Uint8Array(der), curve.crv);
      expect(raw.length).toBe(curve.size * 2);
      const ok = await crypto.subtle.verify({ name: 'ECDSA', hash: curve.hash }, keys.publicKey, raw, data);
      expect(ok).toBe(true);
    }
  });

  test('any r and s come back as r || s, each padded to the curve size', () => {
    for (const { crv, size } of CURVES) {
      const component = fc.uint8Array({ minLength: 1, maxLength: size });
      fc.assert(
        fc.property(component, component, (r, s) => {
          const pad = (x: Uint8Array) => [...new Uint8Array(size - x.length), ...x];
          expect([...unwrapEC2Signature(derSignature(r, s), crv)]).toEqual([...pad(r), ...pad(s)]);
        }),
      );
    }
  });

  test('refuses what is not one DER SEQUENCE of two positive INTEGERs that fit the curve', () => {
    const r = new Uint8Array(32).fill(0x11);
    const good = derSignature(r, r);
    expect(() => unwrapEC2Signature(good, 8)).toThrow('Unexpected COSE crv value of 8');
    expect(() => unwrapEC2Signature(Uint8Array.from([...good, 0]), 1)).toThrow('bytes after its end');
    expect(() => unwrapEC2Signature(good.subarray(0, good.length - 1), 1)).toThrow('cut short');
    expect(() => unwrapEC2Signature(new Uint8Array(), 1)).toThrow('cut short');
    expect(() => unwrapEC2Signature(Uint8Array.from([0x31, ...good.subarray(1)]), 1)).toThrow('not a DER');
    // The second element an OCTET STRING, not an INTEGER.
    const octets = Uint8Array.from(good);
    octets[2 + 2 + 32] = 0x04;
    expect(() => unwrapEC2Signature(octets, 1)).toThrow('not a DER');
    // Extra bytes inside the sequence, after s.
    const inner = [...derInteger(r), ...derInteger(r), 0x02, 0x01, 0x01];
    expect(() => unwrapEC2Signature(Uint8Array.from([0x30, inner.length, ...inner]), 1)).toThrow('bytes after');
    // A negative r, an empty r, an r longer than P-256's 32 bytes.
    const negative = [0x02, 0x01, 0x80, ...derInteger(r)];
    expect(() => unwrapEC2Signature(Uint8Array.from([0x30, negative.length, ...negative]), 1)).toThrow('negative');
    const empty = [0x02, 0x00, ...derInteger(r)];
    expect(() => unwrapEC2Signature(Uint8Array.from([0x30, empty.length, ...empty]), 1)).toThrow('negative');
    expect(() => unwrapEC2Signature(derSignature(new Uint8Array(33).fill(1), r), 1)).toThrow(
      'Invalid signature component length 33, expected 32',
    );
    // Lengths: indefinite (0x80), two length bytes (0x82), a long form for a short length.
    expect(() => unwrapEC2Signature(Uint8Array.from([0x30, 0x80, ...good.subarray(2)]), 1)).toThrow();
    expect(() => unwrapEC2Signature(Uint8Array.from([0x30, 0x82, 0, 68, ...good.subarray(2)]), 1)).toThrow('not a DER');
    expect(() => unwrapEC2Signature(Uint8Array.from([0x30, 0x81, 68, ...good.subarray(2)]), 1)).toThrow('not a DER');
  });

  test('a P-521 signature uses the long length form and keeps a 66-byte r whose top byte is set', () => {
    const r = new Uint8Array(66).fill(0xff);
    r[0] = 0x01;
    const der = derSignature(r, r);
    expect(der[1]).toBe(0x81);
    expect([...unwrapEC2Signature(der, 3)]).toEqual([...r, ...r]);
    // With a 0 in front (top bit set): still 66 bytes once the sign byte is dropped.
    const high = new Uint8Array(66).fill(0x80);
    expect([...unwrapEC2Signature(derSignature(high, high), 3)]).toEqual([...high, ...high]);
  });
});

describe("the Worker's stand-in for the X.509 and ASN.1 libraries", () => {
  test('reading a certificate refuses, saying why and what to do', async () => {
    const { AsnParser, Certificate, X509Certificate } =
      await import('../../../src/adapter/workers/webauthn-certificates.js');
    const why = /attestation certificates are not read on Workers .*attestation "none"/;
    expect(() => AsnParser.parse()).toThrow(why);
    expect(() => new Certificate()).toThrow(why);
    expect(() => new X509Certificate()).toThrow(why);
  });
});
