import { createOnce } from './create-once.js';
import { newSigningKeys, signerFrom, type ExportSigner } from '../../provenance/export-signer.js';

/** Beside `rolltape.secret`, in the same format as `ROLLTAPE_SIGNING_KEYS`, so rotating starts from a copy of it. */
export const SIGNING_KEYS_FILE = 'rolltape-signing-keys.json';

/**
 * The export signer: `ROLLTAPE_SIGNING_KEYS` when set (a JSON key set, docs/deployment.md: Signing
 * keys), else a key generated on first start and kept in the data directory (mode 0600), so a
 * restart keeps signing with the key clients already trust. Resolves once the key is checked.
 */
export async function exportSigner(fromEnv: string | undefined, dataDir: string, now: Date): Promise<ExportSigner> {
  if (fromEnv !== undefined && fromEnv.trim() !== '') {
    const signer = signerFrom(fromEnv, 'ROLLTAPE_SIGNING_KEYS');
    await signer.ready();
    return signer;
  }
  // Made once, as the secret is (secret.ts): every process after the first reads the first one's key.
  const { path, text } = createOnce(dataDir, SIGNING_KEYS_FILE, await newSigningKeys(now));
  const signer = signerFrom(text, `${path} (delete it to have a new key generated)`);
  await signer.ready();
  return signer;
}
