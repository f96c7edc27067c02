/**
 * A WebAuthn authenticator in software, for HTTP tests of the passkey ceremonies without a browser:
 * it makes an ES256 (P-256) credential and answers options as a browser would (clientDataJSON,
 * `none` attestation, signed assertions), over WebCrypto alone. `origin` is what the "browser"
 * reports; tests change it, the counter or the challenge to see the server refuse.
 */
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const te = new TextEncoder();
const b64 = (bytes: Uint8Array): string => isoBase64URL.fromBuffer(bytes as Uint8Array<ArrayBuffer>);
const sha256 = async (bytes: Uint8Array): Promise<Uint8Array> =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) out.set(p, (at += p.length) - p.length);
  return out;
};
const u32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** An IEEE P1363 (r‖s) ECDSA signature as ASN.1 DER, the form WebAuthn carries. */
function derSignature(raw: Uint8Array): Uint8Array {
  const int = (x: Uint8Array) => {
    let i = 0;
    while (i < x.length - 1 && x[i] === 0) i++;
    const v = x.slice(i);
    const body = v[0]! & 0x80 ? concat(new Uint8Array([0]), v) : v;
    return concat(new Uint8Array([0x02, body.length]), body);
  };
  const seq = concat(int(raw.slice(0, 32)), int(raw.slice(32)));
  return concat(new Uint8Array([0x30, seq.length]), seq);
}

interface Options {
  readonly challenge: string;
  readonly rp?: { readonly id?: string };
  readonly rpId?: string;
  readonly user?: { readonly id: string };
}

export class SoftAuthenticator {
  counter = 0;
  private userHandle = '';

  private constructor(
    readonly credentialId: string,
    private readonly keys: CryptoKeyPair,
  ) {}

  static async create(): Promise<SoftAuthenticator> {
    const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair;
    return new SoftAuthenticator(b64(crypto.getRandomValues(new Uint8Array(16))), keys);
  }

  private clientData(type: string, challenge: string, origin: string): Uint8Array {
    return te.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /**
   * A RegistrationResponseJSON for `options`, as the page at `origin` would send it. `attestation`:
   * `none` (what browsers send when asked for none), `self` (a packed self-attestation, which they
   * may keep), or `certificate` (packed with an `x5c` chain, here one made-up certificate).
   */
  async register(options: Options, origin: string, attestation: 'none' | 'self' | 'certificate' = 'none') {
    const rpId = options.rp?.id ?? new URL(origin).hostname;
    this.userHandle = options.user?.id ?? '';
    const jwk = await crypto.subtle.exportKey('jwk', this.keys.publicKey);
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const id = isoBase64URL.toBuffer(this.credentialId);
    const authData = concat(
      await sha256(te.encode(rpId)),
      new Uint8Array([0x01 | 0x04 | 0x40]), // user present, verified, attested credential data
      u32(this.counter),
      new Uint8Array(16), // AAGUID: none
      new Uint8Array([id.length >> 8, id.length & 255]),
      id,
      cose,
    );
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, origin);
    const attStmt = new Map<string, number | Uint8Array | Uint8Array[]>();
    if (attestation !== 'none') {
      attStmt.set('alg', -7);
      attStmt.set('sig', await this.sign(concat(authData, await sha256(clientDataJSON))));
      if (attestation === 'certificate') attStmt.set('x5c', [crypto.getRandomValues(new Uint8Array(300))]);
    }
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, number | Uint8Array | Uint8Array[]> | Uint8Array>([
        ['fmt', attestation === 'none' ? 'none' : 'packed'],
        ['attStmt', attStmt],
        ['authData', authData],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The credential's ES256 signature of `data`, in DER. */
  private async sign(data: Uint8Array): Promise<Uint8Array> {
    const raw = await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      this.keys.privateKey,
      data as Uint8Array<ArrayBuffer>,
    );
    return derSignature(new Uint8Array(raw));
  }

  /** An AuthenticationResponseJSON for `options`; the counter moves on by one first. */
  async assert(options: Options, origin: string) {
    const rpId = options.rpId ?? new URL(origin).hostname;
    this.counter += 1;
    const authData = concat(await sha256(te.encode(rpId)), new Uint8Array([0x01 | 0x04]), u32(this.counter));
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = await this.sign(concat(authData, await sha256(clientDataJSON)));
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
