/**
 * `npm run build:client`: builds packages/client (the rolltape-client package) from src/ into its
 * dist/: the browser-safe client as ES modules (the offline audit in a chunk of its own, loaded on
 * first use), the `rolltape-audit` command for node, and the type declarations. zod and
 * @noble/hashes stay imports: they are the package's only dependencies (the signature check's few
 * lines of jose, base64url, and canonicalize, RFC 8785, are bundled in). Last, `npm pack` makes
 * packages/client/rolltape-client-<version>.tgz, a tarball that installs without any of the server's
 * dependencies; it prints the command that installs it by absolute path, from any folder (a relative
 * `./rolltape-client-….tgz` resolves only where the tarball is).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = resolve(root, 'packages/client');
const external = ['zod', '@noble/hashes', '@noble/hashes/*'];

rmSync(resolve(pkg, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: { index: resolve(root, 'src/client/index.ts') },
  outdir: resolve(pkg, 'dist'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  external,
  logLevel: 'warning',
});
await build({
  entryPoints: { 'rolltape-audit': resolve(root, 'src/command/rolltape-audit.ts') },
  outdir: resolve(pkg, 'dist'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  external,
  logLevel: 'warning',
});
execFileSync(
  process.execPath,
  [resolve(root, 'node_modules/typescript/bin/tsc'), '-p', resolve(pkg, 'tsconfig.json')],
  { stdio: 'inherit' },
);
copyFileSync(resolve(root, 'LICENSE'), resolve(pkg, 'LICENSE'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const [packed] = JSON.parse(execFileSync(npm, ['pack', '--json'], { cwd: pkg, encoding: 'utf8' })) as {
  filename: string;
}[];
const tarball = resolve(pkg, packed!.filename);
console.log(`build:client: ${tarball}\ninstall it in your project with: npm install ${tarball}`);
