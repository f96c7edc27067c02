import { signerFrom, type ExportSigner } from '../../provenance/export-signer.js';
import type { Env } from './bindings.js';

/** One signer per key set text, kept across requests of an isolate: its key is imported once, its signatures kept. */
const signers = new Map<string, ExportSigner>();

/**
 * The export signer of the `ROLLTAPE_SIGNING_KEYS` secret (the same JSON key set as on node), or
 * none: a Worker without it serves exports with `signature: null` and answers the key set with 503.
 */
export function workerSigner(env: Pick<Env, 'ROLLTAPE_SIGNING_KEYS'>): ExportSigner | undefined {
  const text = env.ROLLTAPE_SIGNING_KEYS;
  if (text === undefined || text.trim() === '') return undefined;
  let signer = signers.get(text);
  if (signer === undefined) {
    signer = signerFrom(text, 'ROLLTAPE_SIGNING_KEYS');
    signers.set(text, signer);
  }
  return signer;
}
