import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  const path = join(dataDir, SIGNING_KEYS_FILE);
  mkdirSync(dataDir, { recursive: true });
  // As the secret (secret.ts): written whole to a private draft, then linked into place; linking
  // fails if a key exists, so the first process to start wins and every other one reads its key.
  const draft = `${path}.${process.pid}.tmp`;
  writeFileSync(draft, await newSigningKeys(now), { mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const signer = signerFrom(readFileSync(path, 'utf8'), `${path} (delete it to have a new key generated)`);
  await signer.ready();
  return signer;
}
