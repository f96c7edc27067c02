/**
 * openapi.yaml passes `redocly lint` with its recommended rules: no error, no warning except the few
 * accepted in .redocly.lint-ignore.yaml (each with its reason, also in docs/api.md).
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

test('redocly lint (recommended): 0 errors, 0 warnings', () => {
  let output: string;
  try {
    output = execFileSync(process.execPath, [cli, 'lint', 'openapi.yaml', '--format=json'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (failure) {
    output = String((failure as { stdout?: string }).stdout ?? '');
  }
  const report = JSON.parse(output) as {
    totals: { errors: number; warnings: number; ignored: number };
    problems: { ruleId: string; message: string }[];
  };
  expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
}, 60_000);
