/**
 * Signs export documents with the current signing key: Ed25519 (WebCrypto, on node and Workers
 * alike) over the document's RFC 8785 bytes without `signature`, carried as
 * `signature: { alg: "EdDSA", kid, value }` with `value` the 64-byte signature in base64url.
 */
import { base64url, exportJWK, generateKeyPair } from 'jose';
import { signedBytes } from './signed-bytes.js';
import { parseSigningKeys, thumbprint, type PublishedKeys, type SigningKeys } from './signing-keys.js';

export interface ExportSignature {
  readonly alg: 'EdDSA';
  /** Which published key signed (`GET /.well-known/rolltape-keys.json`). */
  readonly kid: string;
  /** The Ed25519 signature, base64url. */
  readonly value: string;
}

type Document = Readonly<Record<string, unknown>>;

export interface ExportSigner {
  /** The keys to publish: the current one and the retired ones, public parts only. */
  readonly published: PublishedKeys;
  /**
   * The signature of `document` (its `signature` member, if any, left out). `unchanging`: a name
   * for a document that can never change (an over game's public export at its version), so it is
   * signed once and its signature kept; `document` may then be a function, called only when the
   * signature is not kept yet.
   */
  sign(document: Document | (() => Document), unchanging?: string): Promise<ExportSignature>;
}

/** How many signatures of unchanging documents are kept (88 bytes each, with their names). */
const KEPT_SIGNATURES = 2000;

/**
 * A signer over configured keys. The private key is imported on first use (WebCrypto is async);
 * `ready()` imports it now and checks that its private part matches its public one, so a server
 * can refuse to start with a key no one could verify.
 */
export function makeExportSigner(keys: SigningKeys): ExportSigner & { ready(): Promise<void> } {
  const { kid } = keys.current.published;
  let imported: Promise<CryptoKey> | undefined;
  const privateKey = () => (imported ??= importChecked(keys));
  const kept = new Map<string, ExportSignature>();
  return {
    published: keys.published,
    ready: async () => void (await privateKey()),
    async sign(document, unchanging) {
      const known = unchanging === undefined ? undefined : kept.get(unchanging);
      if (known !== undefined) return known;
      const signed = signedBytes(typeof document === 'function' ? document() : document);
      const bytes = await crypto.subtle.sign('Ed25519', await privateKey(), signed);
      const signature: ExportSignature = { alg: 'EdDSA', kid, value: base64url.encode(new Uint8Array(bytes)) };
      if (unchanging !== undefined) {
        if (kept.size >= KEPT_SIGNATURES) kept.delete(kept.keys().next().value!);
        kept.set(unchanging, signature);
      }
      return signature;
    },
  };
}

async function importChecked(keys: SigningKeys): Promise<CryptoKey> {
  const { x, kid } = keys.current.published;
  const mismatch = new Error(`signing key ${kid}: its private part (d) does not belong to its public key (x)`);
  const jwk = { kty: 'OKP', crv: 'Ed25519', x };
  const probe = new TextEncoder().encode('rolltape signing key check');
  // Some runtimes refuse a mismatched pair at import (node), others only fail to verify (workerd): both say why.
  const matches = async (): Promise<CryptoKey | undefined> => {
    const [privateKey, publicKey] = await Promise.all([
      crypto.subtle.importKey('jwk', { ...jwk, d: keys.current.d }, 'Ed25519', false, ['sign']),
      crypto.subtle.importKey('jwk', jwk, 'Ed25519', false, ['verify']),
    ]);
    const signature = await crypto.subtle.sign('Ed25519', privateKey, probe);
    return (await crypto.subtle.verify('Ed25519', publicKey, signature, probe)) ? privateKey : undefined;
  };
  const privateKey = await matches().catch(() => undefined);
  if (privateKey === undefined) throw mismatch;
  return privateKey;
}

/**
 * A fresh signing key configuration (`{ "keys": [ ... ] }`, private part included) that signs from
 * `now`: what the node server writes on first start, and what `rolltape signing-key` prints.
 */
export async function newSigningKeys(now: Date): Promise<string> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const { x, d } = await exportJWK(privateKey);
  const key = { kty: 'OKP', crv: 'Ed25519', x, d, kid: thumbprint(x!), notBefore: now.toISOString() };
  return `${JSON.stringify({ keys: [key] }, null, 2)}\n`;
}

/** A signer from configuration text (see `parseSigningKeys`). */
export const signerFrom = (text: string, where: string) => makeExportSigner(parseSigningKeys(text, where));
