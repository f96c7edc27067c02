import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import unhomoglyph from 'unhomoglyph';
import { describe, expect, test } from 'vitest';
import { CONFUSABLES_FILE, confusablesData, confusablesModule } from '../../../scripts/confusables.js';
import { CONFUSABLES } from '../../../src/service/confusables-table.js';
import { replaceConfusables, unpackConfusables } from '../../../src/service/confusables.js';

const root = resolve(import.meta.dirname, '../../..');
const data = confusablesData();

describe("the packed confusables table is unhomoglyph's (run `npm run gen` after updating unhomoglyph)", () => {
  test('the committed table is what the generator writes', () => {
    expect(readFileSync(resolve(root, CONFUSABLES_FILE), 'utf8')).toBe(confusablesModule());
  });

  test('it unpacks to every entry of data.json, and nothing else', () => {
    const table = unpackConfusables(CONFUSABLES);
    expect(table.size).toBe(Object.keys(data).length);
    expect(Object.fromEntries(table)).toEqual(data);
  });
});

describe('replaceConfusables does what unhomoglyph does', () => {
  test('every confusable character, repeated and between others', () => {
    for (const c of Object.keys(data)) expect(replaceConfusables(`a${c}${c}b`)).toBe(unhomoglyph(`a${c}${c}b`));
  });

  test('on strings of confusables, ASCII, astral characters and lone surrogates', () => {
    const confusable = fc.constantFrom(...Object.keys(data));
    const any = fc.oneof(
      confusable,
      fc.string({ unit: 'binary', maxLength: 3 }),
      fc.string({ unit: 'grapheme-ascii', maxLength: 3 }),
      fc.constantFrom('\ud835', '\udc00', '\ud835\udc00'),
    );
    fc.assert(
      fc.property(fc.array(any, { maxLength: 12 }), (parts) => {
        const s = parts.join('');
        expect(replaceConfusables(s)).toBe(unhomoglyph(s));
      }),
      { numRuns: 2000 },
    );
  });
});
