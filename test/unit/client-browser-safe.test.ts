/**
 * The client and the offline audit must run in a browser: every module they reach (src/client and,
 * through the audit, the pure rules core and the signature check) imports only relative files, zod,
 * @noble/hashes, jose and canonicalize, and
 * touches no node global. Follows the real import graph from src/client/index.ts.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

// jose (base64url) and canonicalize (RFC 8785) check export signatures; both are browser-safe, WebCrypto only.
const ALLOWED_PACKAGES = [/^zod$/, /^@noble\/hashes\//, /^jose$/, /^canonicalize$/];
const NODE_GLOBALS = /\b(process\.|Buffer\.|require\(|__dirname|__filename)/;

/** Drops block comments and whole-line comments (JSDoc examples hold import lines of their own). */
const withoutComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function reachable(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    const source = withoutComments(readFileSync(file, 'utf8'));
    const specifiers = [
      ...source.matchAll(/(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g),
    ].map((m) => (m[1] ?? m[2])!);
    seen.set(file, specifiers);
    for (const s of specifiers) if (s.startsWith('.')) visit(resolve(dirname(file), s.replace(/\.js$/, '.ts')));
  };
  visit(entry);
  return seen;
}

describe('rolltape/client is browser-safe', () => {
  const graph = reachable(resolve(import.meta.dirname, '../../src/client/index.ts'));

  test('it reaches the offline audit and the games through it', () => {
    const files = [...graph.keys()].map((f) => f.replace(/.*\/src\//, 'src/'));
    expect(files).toEqual(
      expect.arrayContaining([
        'src/client/offline-audit.ts',
        'src/core/export-audit.ts',
        'src/games/index.ts',
        'src/core/dice.ts',
      ]),
    );
  });

  test('no module imports a package other than zod, @noble/hashes, jose and canonicalize, nor node:*', () => {
    const foreign = [...graph].flatMap(([file, specifiers]) =>
      specifiers
        .filter((s) => !s.startsWith('.') && !ALLOWED_PACKAGES.some((p) => p.test(s)))
        .map((s) => `${file}: ${s}`),
    );
    expect(foreign).toEqual([]);
  });

  test('no module uses a node global', () => {
    const users = [...graph.keys()].filter((file) => NODE_GLOBALS.test(withoutComments(readFileSync(file, 'utf8'))));
    expect(users).toEqual([]);
  });
});
