/**
 * The server's export signing keys as configured (`ROLLTAPE_SIGNING_KEYS`, the node server's generated
 * key file, a Workers secret): a JSON object `{ "keys": [ ... ] }` of Ed25519 JWKs, each with the date
 * it signs from (`notBefore`) and, once replaced, the date it stopped (`retiredAt`). The one key
 * without `retiredAt` signs; the retired ones are only published, so exports they signed still verify.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { base64url } from 'jose';

/** A public key as `GET /.well-known/rolltape-keys.json` publishes it: never a private part. */
export interface PublishedKey {
  readonly kty: 'OKP';
  readonly crv: 'Ed25519';
  readonly x: string;
  readonly kid: string;
  readonly alg: 'EdDSA';
  readonly use: 'sig';
  /** When this key started signing exports (ISO 8601). */
  readonly notBefore: string;
  /** When it stopped (ISO 8601); absent for the key that signs now. */
  readonly retiredAt?: string;
}

/** The published keys: a JWKS (RFC 7517), the current key first. */
export interface PublishedKeys {
  readonly keys: readonly PublishedKey[];
}

/** A configured key: its public face and, for the key that signs, the private part `d`. */
export interface SigningKey {
  readonly published: PublishedKey;
  readonly d?: string;
}

export interface SigningKeys {
  /** The key that signs now (with its private part). */
  readonly current: SigningKey & { readonly d: string };
  /** Every key, current first, as published. */
  readonly published: PublishedKeys;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isDate = (text: unknown): text is string => typeof text === 'string' && !Number.isNaN(Date.parse(text));

/** An Ed25519 key's x or d: 32 bytes, base64url without padding (43 characters). */
const isKeyPart = (text: unknown): text is string => typeof text === 'string' && /^[A-Za-z0-9_-]{43}$/.test(text);

/** RFC 7638 thumbprint of an Ed25519 public key: the default `kid`, stable for the key's life. */
export const thumbprint = (x: string): string =>
  base64url.encode(sha256(new TextEncoder().encode(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`)));

/**
 * Reads the configuration; throws, naming `where` and the key, when it is not usable (a server
 * must not start signing with keys nobody could verify).
 */
export function parseSigningKeys(text: string, where: string): SigningKeys {
  const fail = (why: string): never => {
    throw new Error(`${where}: ${why} (docs/deployment.md: Signing keys)`);
  };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return fail(`not JSON: ${(error as Error).message}`);
  }
  if (!isObject(value) || !Array.isArray(value.keys) || value.keys.length === 0)
    return fail('expected { "keys": [ ... ] } with at least one key');
  const keys = value.keys.map((key: unknown, i): SigningKey => {
    const at = `keys[${i}]`;
    if (!isObject(key) || key.kty !== 'OKP' || key.crv !== 'Ed25519' || !isKeyPart(key.x))
      return fail(`${at} is not an Ed25519 key (kty OKP, crv Ed25519, x)`);
    if (key.d !== undefined && !isKeyPart(key.d)) return fail(`${at}.d is not an Ed25519 private key`);
    if (key.kid !== undefined && (typeof key.kid !== 'string' || key.kid === ''))
      return fail(`${at}.kid must be a non-empty string`);
    if (!isDate(key.notBefore)) return fail(`${at}.notBefore must be a date (ISO 8601): when it started signing`);
    if (key.retiredAt !== undefined && !isDate(key.retiredAt))
      return fail(`${at}.retiredAt must be a date (ISO 8601): when it stopped signing`);
    const published: PublishedKey = {
      kty: 'OKP',
      crv: 'Ed25519',
      x: key.x,
      kid: (key.kid as string | undefined) ?? thumbprint(key.x),
      alg: 'EdDSA',
      use: 'sig',
      notBefore: new Date(key.notBefore).toISOString(),
      ...(key.retiredAt === undefined ? {} : { retiredAt: new Date(key.retiredAt).toISOString() }),
    };
    return key.d === undefined ? { published } : { published, d: key.d };
  });
  const kids = keys.map((k) => k.published.kid);
  const twice = kids.find((kid, i) => kids.indexOf(kid) !== i);
  if (twice !== undefined) fail(`two keys have kid ${twice}`);
  const current = keys.filter((k) => k.published.retiredAt === undefined);
  if (current.length !== 1)
    fail(
      `exactly one key must be current (no retiredAt); ${current.length === 0 ? 'every key is retired' : `${current.length} are`}`,
    );
  const signer = current[0]!;
  if (signer.d === undefined) return fail(`the current key ${signer.published.kid} has no private part (d)`);
  const retired = keys.filter((k) => k !== signer);
  return {
    current: { published: signer.published, d: signer.d },
    published: { keys: [signer.published, ...retired.map((k) => k.published)] },
  };
}
