/**
 * The audit's `signature` check: whether the server that publishes `keys` signed this very export.
 * Async (WebCrypto), so it lives above the pure rules core and is merged into its report
 * (`withSignature`). Runs in node, Workers and browsers alike.
 */
import { base64url } from 'jose';
import type { AuditCheck } from '../core/audit-check.js';
import { signedBytes } from './signed-bytes.js';
import type { PublishedKey, PublishedKeys } from './signing-keys.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const day = (iso: string) => iso.slice(0, 10);

/**
 * Reads a JWKS (`GET /.well-known/rolltape-keys.json`, saved), or says why it is not one. Only
 * Ed25519 keys with a `kid` are kept; any private part a careless file holds is dropped unread.
 */
export function parsePublishedKeys(value: unknown): PublishedKeys | string {
  if (!isObject(value) || !Array.isArray(value.keys))
    return 'not a key set: expected { "keys": [ ... ] } (GET /.well-known/rolltape-keys.json)';
  const keys = value.keys.filter(
    (k): k is PublishedKey =>
      isObject(k) && k.kty === 'OKP' && k.crv === 'Ed25519' && typeof k.x === 'string' && typeof k.kid === 'string',
  );
  if (keys.length === 0) return 'the key set holds no Ed25519 key with a kid';
  return {
    keys: keys.map(({ kty, crv, x, kid, alg, use, notBefore, retiredAt }) => ({
      kty,
      crv,
      x,
      kid,
      alg,
      use,
      notBefore,
      ...(retiredAt === undefined ? {} : { retiredAt }),
    })),
  };
}

const check = (status: AuditCheck['status'], detail: string): AuditCheck => ({ name: 'signature', status, detail });

/**
 * `pass` when `document.signature` is an Ed25519 signature by one of `keys` (current or retired)
 * over the document's RFC 8785 bytes; `fail` when the file is unsigned, names a key the set does
 * not hold, or was changed in any value after signing; `skip` without keys.
 */
export async function signatureCheck(document: unknown, keys: PublishedKeys | undefined): Promise<AuditCheck> {
  if (keys === undefined) return check('skip', 'no keys given: pass the server’s published keys to check who signed');
  if (!isObject(document)) return check('fail', 'not an export');
  const signature = document.signature;
  if (signature === undefined || signature === null)
    return check('fail', 'the export is unsigned: nothing shows which server, if any, played it');
  if (
    !isObject(signature) ||
    signature.alg !== 'EdDSA' ||
    typeof signature.kid !== 'string' ||
    typeof signature.value !== 'string'
  )
    return check('fail', 'the signature is not { alg: "EdDSA", kid, value }');
  const key = keys.keys.find((k) => k.kid === signature.kid);
  if (key === undefined)
    return check('fail', `signed by key ${signature.kid}, which is not among the published keys: not this server’s`);
  let valid = false;
  try {
    const publicKey = await crypto.subtle.importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x: key.x }, 'Ed25519', false, [
      'verify',
    ]);
    const value = new Uint8Array(base64url.decode(signature.value));
    valid = await crypto.subtle.verify('Ed25519', publicKey, value, signedBytes(document));
  } catch {
    valid = false;
  }
  if (!valid)
    return check(
      'fail',
      `the signature does not match key ${key.kid}: the file was changed after it was signed, or signed by someone else`,
    );
  return check('pass', `signed by key ${key.kid}, ${keyDates(key)}`);
}

function keyDates(key: PublishedKey): string {
  const from = typeof key.notBefore === 'string' ? day(key.notBefore) : undefined;
  if (typeof key.retiredAt === 'string')
    return `a retired key (it signed${from ? ` from ${from}` : ''} until ${day(key.retiredAt)})`;
  return `the current key${from ? ` (signing since ${from})` : ''}`;
}
