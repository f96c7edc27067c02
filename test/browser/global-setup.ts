/**
 * Before the browser tests: the docs' files as `npm run build:web` makes them (when missing), and the
 * web client rebuilt from the source as it is now.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { buildWebClient } from '../../scripts/build-web-client.js';

const root = resolve(import.meta.dirname, '../..');

export default async function setup(): Promise<void> {
  execFileSync(
    process.execPath,
    [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'scripts/build-web.ts'), '--if-missing'],
    { cwd: root, stdio: 'inherit' },
  );
  await buildWebClient();
}
