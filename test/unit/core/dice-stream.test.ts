/**
 * The keyed dice stream against an independent reading of its documented algorithm (dice.ts): the
 * eight 32-bit words of HMAC-SHA256(seed, "label#index") tried in turn, kept below the largest
 * multiple of the bound, and the blocks "label#index#1", "#2"... when all eight are rejected. A bound
 * just above 2^31 rejects about half the words, so the continuation blocks are reached in practice.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, test } from 'vitest';
import { diceKey, rollDice, shuffleOrder, uniformInt } from '../../../src/core/dice.js';

const SEED = 'dice-stream';
const key = diceKey(SEED, null);

function wordsOf(seed: string, message: string): number[] {
  const block = hmac(sha256, utf8ToBytes(seed), utf8ToBytes(message));
  const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
  return Array.from({ length: 8 }, (_, i) => view.getUint32(i * 4, false));
}

/** The documented draw, and how many continuation blocks it needed. */
function reference(seed: string, label: string, index: number, bound: number): { value: number; extensions: number } {
  const limit = 2 ** 32 - (2 ** 32 % bound);
  for (let extension = 0; ; extension++) {
    const message = extension === 0 ? `${label}#${index}` : `${label}#${index}#${extension}`;
    const kept = wordsOf(seed, message).find((w) => w < limit);
    if (kept !== undefined) return { value: kept % bound, extensions: extension };
  }
}

const HALF_REJECTING = 2 ** 31 + 1;
const LONG_LABEL = `phase3.turn12.${'very-long-label-'.repeat(20)}reroll2`;

describe('uniformInt', () => {
  test('matches the documented algorithm, continuation blocks included', () => {
    let continued = 0;
    for (const label of ['a', LONG_LABEL]) {
      for (let index = 0; index < 600; index++) {
        const expected = reference(SEED, label, index, HALF_REJECTING);
        if (expected.extensions > 0) continued++;
        expect(uniformInt(key, label, index, HALF_REJECTING)).toBe(expected.value);
      }
    }
    // About 1 draw in 256 needs a second block; 1,200 draws reach it a few times.
    expect(continued).toBeGreaterThan(0);
  });

  test('a client seed is mixed into the key', () => {
    const mixed = diceKey(SEED, 'mine');
    expect(uniformInt(mixed, 'x', 0, 1000)).toBe(reference(`${SEED}:mine`, 'x', 0, 1000).value);
    expect(uniformInt(key, 'x', 0, 1000)).toBe(reference(SEED, 'x', 0, 1000).value);
  });

  test.each([0, -1, 1.5, 2 ** 32 + 1, Number.NaN, Number.POSITIVE_INFINITY])('refuses the bound %s', (bound) => {
    expect(() => uniformInt(key, 'x', 0, bound)).toThrow(RangeError);
    expect(() => uniformInt(key, 'x', 0, bound)).toThrow(`bad bound ${bound}`);
  });

  test('accepts the bounds 1 and 2^32', () => {
    expect(uniformInt(key, 'x', 0, 1)).toBe(0);
    expect(uniformInt(key, 'x', 0, 2 ** 32)).toBe(wordsOf(SEED, 'x#0')[0]);
  });
});

describe('rollDice and shuffleOrder', () => {
  test('die i is draw i of the label, 1-based faces', () => {
    expect(rollDice(key, 'r', 5, 6)).toEqual([0, 1, 2, 3, 4].map((i) => 1 + reference(SEED, 'r', i, 6).value));
  });

  test('Fisher–Yates from the last position down, step k drawing from [0, size-1-k]', () => {
    const size = 9;
    const order = Array.from({ length: size }, (_, i) => i);
    for (let i = size - 1, k = 0; i > 0; i--, k++) {
      const j = reference(SEED, 's', k, i + 1).value;
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    expect(shuffleOrder(key, 's', size)).toEqual(order);
    expect(shuffleOrder(key, 's', 1)).toEqual([0]);
    expect(shuffleOrder(key, 's', 0)).toEqual([]);
  });
});
