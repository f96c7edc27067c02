import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertUsableSecret } from '../../service/daily.js';

const SECRET_FILE = 'rolltape.secret';

/**
 * The server secret: `ROLLTAPE_SECRET` when set, else one generated on first start and kept in
 * the data directory, so a restart does not change today's challenges (their seeds derive from it).
 */
export function serverSecret(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv !== undefined && fromEnv !== '') {
    assertUsableSecret(fromEnv, 'ROLLTAPE_SECRET');
    return fromEnv;
  }
  const path = join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  // Written whole to a private file, then linked into place: linking fails if the secret exists, so
  // the first process to start wins and one racing with it reads the complete secret, never half of it.
  const draft = `${path}.${process.pid}.tmp`;
  writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const secret = readFileSync(path, 'utf8').trim();
  assertUsableSecret(secret, `the secret in ${path} (delete the file to have one generated)`);
  return secret;
}
