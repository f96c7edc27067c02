/**
 * The node project shares a fork's modules between files (vitest.config.ts). A file that replaces a
 * module must run in a fork of its own (test/support/isolated-tests.ts), or its mock would find the
 * module already loaded by another file, and count nothing, or be left behind for the next one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { ISOLATED_TEST_FILES } from './support/isolated-tests.js';

const root = resolve(import.meta.dirname, '..');
// Built from pieces, so that this file does not match itself.
const MOCKS = new RegExp(['\\bvi', '(?:mock|doMock|unmock)\\('].join('\\.'));

test('every test file that mocks a module runs isolated, and every isolated file exists', () => {
  const mocking = readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' })
    .map((file) => `test/${file.split('\\').join('/')}`)
    .filter((file) => /\.test\.tsx?$/.test(file) && !/^test\/(workerd|browser)\//.test(file))
    .filter((file) => MOCKS.test(readFileSync(join(root, file), 'utf8')))
    .sort();
  expect(mocking).toEqual([...ISOLATED_TEST_FILES].sort());
  for (const file of ISOLATED_TEST_FILES) expect(existsSync(join(root, file)), file).toBe(true);
});
