import { randomBytes } from 'node:crypto';
import { createOnce } from './create-once.js';
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
  const { path, text } = createOnce(dataDir, SECRET_FILE, `${randomBytes(32).toString('hex')}\n`);
  const secret = text.trim();
  assertUsableSecret(secret, `the secret in ${path} (delete the file to have one generated)`);
  return secret;
}
