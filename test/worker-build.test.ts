import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
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
    // zod's locales are aliased to English only (wrangler.toml): the others must not be bundled.
    const sources: string[] = JSON.parse(readFileSync(`${bundle}.map`, 'utf8')).sources;
    expect(sources.some((s) => s.endsWith('zod/v4/locales/en.js'))).toBe(true);
    expect(sources.filter((s) => /zod\/v4\/locales\/(?!en\.js)/.test(s))).toEqual([]);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
});
