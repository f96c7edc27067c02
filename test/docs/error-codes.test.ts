/**
 * Every problem `code` the server can answer is named in the docs (docs/api.md's table, or the page of
 * its feature), so a client developer can look up any code they meet. The codes are read from the
 * source as written: `problem('<kind>', '<code>', …)` and `code: '<code>'` literals, and the engine's
 * (src/core) `reject('<code>', …)`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each code with the first file that answers it. */
function codesInSource(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const file of sourceFiles(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const found = [
      ...[...text.matchAll(/\bproblem\(\s*'[a-z-]+',\s*'([a-z0-9-]+)'/g)].map((m) => m[1]!),
      ...[...text.matchAll(/\bcode: '([a-z0-9-]+)'/g)].map((m) => m[1]!),
    ];
    // The engine's own rule codes (a game's codes are its own, named by its rules and spec).
    if (relative(root, file).startsWith('src/core/'))
      found.push(...[...text.matchAll(/\breject\(\s*'([a-z0-9-]+)'/g)].map((m) => m[1]!));
    for (const code of found) if (!codes.has(code)) codes.set(code, relative(root, file));
  }
  return codes;
}

const docs = readdirSync(join(root, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => readFileSync(join(root, 'docs', f), 'utf8'))
  .join('\n');

test('the scan finds the codes it should (a broken pattern would pass everything)', () => {
  const codes = codesInSource();
  expect(codes.size).toBeGreaterThan(50);
  for (const code of ['game-not-found', 'version-conflict', 'too-many-moves', 'internal-error', 'bad-sandbox-roll'])
    expect(codes.has(code), code).toBe(true);
});

test('every problem code the server answers is named in docs/*.md', () => {
  const undocumented = [...codesInSource()]
    .filter(([code]) => !docs.includes(`\`${code}\``) && !new RegExp(`\\b\\d{3} ${code}\\b`).test(docs))
    .map(([code, file]) => `${code} (${file})`);
  expect(undocumented).toEqual([]);
});

test("every code the engine itself answers to a move (src/core, any game's) is in docs/api.md's table of errors", () => {
  // Found elsewhere is not enough: `game-over` was also a webhook's event type (docs/webhooks.md), and so
  // passed the test above while a bot moving on a finished game found it in no table.
  const api = readFileSync(join(root, 'docs/api.md'), 'utf8');
  const table = api.slice(api.indexOf('\n## Errors\n'), api.indexOf('\n## Names\n'));
  const engine = [...codesInSource()].filter(([, file]) => file.startsWith('src/core/')).map(([code]) => code);
  expect(engine).toContain('not-your-choice');
  expect(engine.filter((code) => !table.includes(`\`${code}\``))).toEqual([]);
});
