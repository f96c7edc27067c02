/**
 * package.json's `engines` says what is true: every package the lockfile installs accepts the oldest
 * Node of each line we support (so no install there warns EBADENGINE), and the range leaves out Node 20,
 * which some of them refuse.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';

// npm's own range logic (semver, in the lockfile through many packages), so ranges read as npm reads them.
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

const root = resolve(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(readFileSync(resolve(root, file), 'utf8')) as Record<string, any>;
const ours: string = read('package.json').engines.node;
/** The oldest Node of each line our range allows. */
const OLDEST = ['22.13.0', '24.0.0'];

test('our range is Node 22 (22.13 on) and 24 on, not Node 20', () => {
  for (const v of OLDEST) expect(semver.satisfies(v, ours), v).toBe(true);
  expect(semver.satisfies('20.19.0', ours)).toBe(false);
  expect(semver.minVersion(ours)?.version).toBe(OLDEST[0]);
});

test('every locked package accepts the oldest Node of each supported line', () => {
  const packages = read('package-lock.json').packages as Record<string, { engines?: { node?: string } }>;
  const refused = Object.entries(packages).flatMap(([path, p]) => {
    const range = p.engines?.node;
    if (path === '' || range === undefined) return [];
    return OLDEST.filter((v) => !semver.satisfies(v, range)).map((v) => `${path} (${range}) refuses ${v}`);
  });
  expect(refused).toEqual([]);
});
