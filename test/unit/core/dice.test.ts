import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { commitSeed, diceKey, rollDice, shuffleOrder, uniformInt } from '../../../src/core/dice.js';

/** An independent reading of DESIGN.md's dice, on node:crypto, to pin the algorithm down. */
function referenceDie(key: string, label: string, index: number, sides: number): number {
  const limit = 2 ** 32 - (2 ** 32 % sides);
  const block = createHmac('sha256', key).update(`${label}#${index}`).digest();
  for (let offset = 0; offset < 32; offset += 4) {
    const word = block.readUInt32BE(offset);
    if (word < limit) return 1 + (word % sides);
  }
  throw new Error('all eight words rejected (not expected in a test)');
}

describe('keyed dice', () => {
  test('die i of label L is uniform(HMAC-SHA256(seed, "L#i")), as an independent implementation computes it', () => {
    const key = diceKey('seed-1', null);
    const dice = rollDice(key, 'circuit1.turn1.roll', 6, 6);
    expect(dice).toEqual([0, 1, 2, 3, 4, 5].map((i) => referenceDie('seed-1', 'circuit1.turn1.roll', i, 6)));
  });

  test('the client seed is mixed into the key', () => {
    const plain = rollDice(diceKey('s', null), 'x', 20, 6);
    const mixed = rollDice(diceKey('s', 'player-entropy'), 'x', 20, 6);
    expect(mixed).toEqual(Array.from({ length: 20 }, (_, i) => referenceDie('s:player-entropy', 'x', i, 6)));
    expect(mixed).not.toEqual(plain);
  });

  test('same seed and label give the same dice, whatever else was rolled before', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1 }),
        fc.array(fc.string(), { maxLength: 5 }),
        (seed, label, others) => {
          const key = diceKey(seed, null);
          for (const other of others) rollDice(key, other, 6, 6);
          expect(rollDice(key, label, 6, 6)).toEqual(rollDice(diceKey(seed, null), label, 6, 6));
        },
      ),
    );
  });

  test('different labels give independent streams', () => {
    const key = diceKey('seed', null);
    expect(rollDice(key, 'a', 12, 6)).not.toEqual(rollDice(key, 'b', 12, 6));
  });

  test('faces stay in range and every face of a d6 comes up about equally often', () => {
    const key = diceKey('uniformity', null);
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 12_000;
    for (const v of rollDice(key, 'many', n, 6)) counts[v - 1]!++;
    // chi-square with 5 degrees of freedom: 20.5 is the 0.999 quantile
    const chi = counts.reduce((sum, c) => sum + (c - n / 6) ** 2 / (n / 6), 0);
    expect(chi).toBeLessThan(20.5);
  });

  test.each([1, 2, 3, 7, 52, 2 ** 31 + 1])('uniformInt(bound = %i) stays in [0, bound)', (bound) => {
    const key = diceKey('bounds', null);
    for (let i = 0; i < 200; i++) {
      const v = uniformInt(key, 'b', i, bound);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(bound);
    }
  });

  test('a shuffle is a permutation, Fisher–Yates on the label stream', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 60 }), (seed, size) => {
        const order = shuffleOrder(diceKey(seed, null), 'deck', size);
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i));
      }),
    );
    const order = Array.from({ length: 5 }, (_, i) => i);
    for (let i = 4, k = 0; i > 0; i--, k++) {
      const j = referenceDie('fy', 'deck', k, i + 1) - 1;
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    expect(shuffleOrder(diceKey('fy', null), 'deck', 5)).toEqual(order);
  });

  test('the commitment is sha256(seed) in hex', () => {
    expect(commitSeed('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });
});
