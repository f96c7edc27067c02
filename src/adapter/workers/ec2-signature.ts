/**
 * An ECDSA signature as WebAuthn carries it (DER: SEQUENCE { INTEGER r, INTEGER s }) turned into what
 * WebCrypto verifies (r and s, each padded to the curve's size): @simplewebauthn/server's
 * `unwrapEC2Signature`, which the Worker bundle takes from here (wrangler.toml [alias]) so that every
 * sign-in does not need an ASN.1 library (webauthn-certificates.ts). Strict DER: anything else throws.
 */

/** Bytes of r and of s per COSE curve (RFC 9053): P-256, P-384, P-521. */
const COMPONENT_BYTES: Readonly<Record<number, number>> = { 1: 32, 2: 48, 3: 66 };

const SEQUENCE = 0x30;
const INTEGER = 0x02;

export function unwrapEC2Signature(signature: Uint8Array, crv: number): Uint8Array<ArrayBuffer> {
  const size = COMPONENT_BYTES[crv];
  if (size === undefined) throw new Error(`Unexpected COSE crv value of ${crv} (EC2)`);
  const reader = derReader(signature);
  const body = reader.element(SEQUENCE);
  reader.end();
  const integers = derReader(body);
  const r = integers.element(INTEGER);
  const s = integers.element(INTEGER);
  integers.end();
  const raw = new Uint8Array(size * 2);
  raw.set(unsigned(r, size), 0);
  raw.set(unsigned(s, size), size);
  return raw;
}

/** A DER INTEGER's bytes as an unsigned big-endian number of exactly `size` bytes. */
function unsigned(integer: Uint8Array, size: number): Uint8Array {
  if (integer.length === 0 || (integer[0]! & 0x80) !== 0) throw new Error('the signature holds a negative integer');
  // DER's leading zero says "positive"; it is there only when the next byte's top bit is set.
  const bytes = integer.length > 1 && integer[0] === 0 ? integer.subarray(1) : integer;
  if (bytes.length > size) throw new Error(`Invalid signature component length ${integer.length}, expected ${size}`);
  const out = new Uint8Array(size);
  out.set(bytes, size - bytes.length);
  return out;
}

function derReader(bytes: Uint8Array) {
  let at = 0;
  const byte = (): number => {
    if (at >= bytes.length) throw new Error('the signature is cut short');
    return bytes[at++]!;
  };
  return {
    /** The contents of the next element, which must have this tag. */
    element(tag: number): Uint8Array {
      if (byte() !== tag) throw new Error('the signature is not a DER ECDSA signature');
      let length = byte();
      // Long form: the signatures here are under 256 bytes, so one length byte at most (0x81).
      if (length === 0x81) {
        length = byte();
        if (length < 0x80) throw new Error('the signature is not a DER ECDSA signature');
      } else if (length > 0x80) throw new Error('the signature is not a DER ECDSA signature');
      if (length === 0x80 || at + length > bytes.length) throw new Error('the signature is cut short');
      const contents = bytes.subarray(at, at + length);
      at += length;
      return contents;
    },
    end(): void {
      if (at !== bytes.length) throw new Error('the signature has bytes after its end');
    },
  };
}
