import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { generatedDocuments } from '../src/api/documents.js';

const root = resolve(import.meta.dirname, '..');

describe('committed API documents match the code (run `npm run gen` after changing routes or types)', () => {
  test.each(Object.entries(generatedDocuments()))('%s', (file, generated) => {
    expect(readFileSync(resolve(root, file), 'utf8')).toBe(generated);
  });
});
