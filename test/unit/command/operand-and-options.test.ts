import { describe, expect, test } from 'vitest';
import { operandAndOptions, UsageError } from '../../../src/command/conventions.js';

const KNOWN = ['keys', 'chain'];
const read = (...args: string[]) => {
  const { operand, options } = operandAndOptions(args, KNOWN, 'the export file');
  return { operand, options: Object.fromEntries(options) };
};

describe('operandAndOptions: one operand and --name value options, in any order', () => {
  test.each([
    [['game.json'], { operand: 'game.json', options: {} }],
    [['--keys', 'k.json', 'game.json'], { operand: 'game.json', options: { keys: 'k.json' } }],
    [['game.json', '--keys', 'k.json'], { operand: 'game.json', options: { keys: 'k.json' } }],
    [
      ['--chain', 'c.json', 'game.json', '--keys', 'k.json'],
      { operand: 'game.json', options: { keys: 'k.json', chain: 'c.json' } },
    ],
    [['-', '--keys', 'k.json'], { operand: '-', options: { keys: 'k.json' } }],
    // A value is taken as it is, even one that looks like an operand or `-`.
    [['--keys', '-', 'game.json'], { operand: 'game.json', options: { keys: '-' } }],
  ])('%j', (args, expected) => {
    expect(read(...args)).toEqual(expected);
  });

  test.each([
    [[], 'missing the export file'],
    [['--keys', 'k.json'], 'missing the export file'],
    [['game.json', 'other.json'], 'unexpected argument other.json'],
    [['--frobnicate', 'x', 'game.json'], 'unknown option --frobnicate'],
    [['-k', 'x', 'game.json'], 'unknown option -k'],
    [['game.json', '--keys'], '--keys needs a value'],
    [['--keys', 'a', '--keys', 'b', 'game.json'], '--keys given twice'],
  ])('%j is a usage mistake: %s', (args, message) => {
    expect(() => read(...args)).toThrow(new UsageError(message));
  });
});
