/**
 * Before the browser tests: dist/web as `npm start` builds it (scripts/builds.mjs), so the web client is
 * the one of the sources as they are now: built again when one of its sources changed since it was.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export default function setup(): void {
  execFileSync(process.execPath, [resolve(root, 'scripts/builds.mjs'), 'web'], { cwd: root, stdio: 'inherit' });
}
