import { describe, expect, test } from 'vitest';
import { isExactJson } from '../../../src/service/exact-json.js';

describe('isExactJson: only values JSON gives back unchanged may be saved', () => {
  test.each([
    ['plain data', { a: [1, 'x', true, null, { b: [] }], c: -1.5 }],
    ['an object without prototype', Object.assign(Object.create(null) as object, { a: 1 })],
    ['a frozen array', Object.freeze([1, 2])],
  ])('%s survives', (_, value) => {
    expect(isExactJson(value)).toBe(true);
    expect(JSON.parse(JSON.stringify(value))).toStrictEqual(JSON.parse(JSON.stringify(value)));
  });

  test.each([
    ['a property set to undefined', { a: undefined }],
    ['undefined in an array', [1, undefined]],
    // eslint-disable-next-line no-sparse-arrays -- the hole is the case under test
    ['a hole in an array', [1, , 3]],
    ['-0', { a: -0 }],
    ['NaN', [Number.NaN]],
    ['Infinity', { a: Number.POSITIVE_INFINITY }],
    ['a Map', { a: new Map([[1, 2]]) }],
    ['a Set', [new Set([1])]],
    ['a Date', { at: new Date(0) }],
    ['a function', { f: () => 1 }],
    ['a bigint', { n: 1n }],
    ['a symbol key', { [Symbol('s')]: 1 }],
    ['a non-enumerable property', Object.defineProperty({}, 'hidden', { value: 1, enumerable: false })],
  ])('%s does not', (_, value) => {
    expect(isExactJson(value)).toBe(false);
  });
});
