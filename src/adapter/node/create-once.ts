import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The contents of `<dir>/<name>`, created with `contents()` (mode 0600) if it does not exist yet.
 * Written whole to a private draft, then linked into place: linking fails if the file exists, so
 * the first process to start wins and one racing with it reads the complete file, never half of it.
 * For what a server generates once and must keep (its secret, its signing keys).
 */
export function createOnce(
  dir: string,
  name: string,
  contents: string,
): { readonly path: string; readonly text: string } {
  const path = join(dir, name);
  mkdirSync(dir, { recursive: true });
  const draft = `${path}.${process.pid}.tmp`;
  writeFileSync(draft, contents, { mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return { path, text: readFileSync(path, 'utf8') };
}
