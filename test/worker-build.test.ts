import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '..');

test('the Workers entry bundles (wrangler deploy --dry-run)', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'rolltape-worker-'));
  try {
    const wrangler = resolve(root, 'node_modules/wrangler/bin/wrangler.js');
    execFileSync(process.execPath, [wrangler, 'deploy', '--dry-run', '--outdir', outdir], { cwd: root, stdio: 'pipe', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
    const bundle = join(outdir, 'worker.js');
    expect(existsSync(bundle)).toBe(true);
    expect(statSync(bundle).size).toBeGreaterThan(100_000);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
});
