/** `sandboxDiceFit`: a sandbox value no die of the game shows under its label is refused at creation. */
import { describe, expect, test } from 'vitest';
import { rulebook } from '../../../src/games/index.js';
import { sandboxDiceFit } from '../../../src/service/sandbox-dice.js';
import type { AnyGame } from '../../../src/core/types.js';

const game = (id: string): AnyGame => rulebook.current(id)!;
const circuitRacer = game('circuit-racer');
const rolls = (rolls: Record<string, number[]>) => ({ rolls });

describe('sandboxDiceFit', () => {
  test.each([
    ['circuit-racer', 'circuit1.turn1.roll', 6],
    ['coal-n-write', 'round1.throw', 6],
    ['aircargo', 'plan.roll1', 6],
    ['goldmine-rumbles', 'phase1.turn1.yield', 6],
    ['goldmine-rumbles', 'setup.orient', 4],
    ['carbondale', 'setup.first', 2],
  ] as const)('%s: "%s" takes 1 to %i and nothing above', (id, label, sides) => {
    const rules = game(id);
    expect(sandboxDiceFit(rules, rolls({ [label]: [1, sides, sides] }))).toEqual({ ok: true, value: undefined });
    expect(sandboxDiceFit(rules, rolls({ [label]: [1, sides + 1, sides] }))).toEqual({
      ok: false,
      error: {
        kind: 'malformed',
        code: 'bad-sandbox-die',
        message: `sandbox value ${sides + 1} for "${label}" is not a face of the d${sides} ${rules.title} rolls there`,
      },
    });
  });

  test('the first label with a value off its die is named; no sandbox, or none of its dice, passes', () => {
    const refused = sandboxDiceFit(
      game('goldmine-rumbles'),
      rolls({ 'phase1.turn1.hazard': [6], 'setup.orient': [4, 5, 9] }),
    );
    expect(refused.ok === false && refused.error.message).toBe(
      'sandbox value 5 for "setup.orient" is not a face of the d4 Goldmine Rumbles rolls there',
    );
    expect(sandboxDiceFit(circuitRacer, undefined).ok).toBe(true);
    expect(sandboxDiceFit(circuitRacer, rolls({})).ok).toBe(true);
    // A game without the hook is checked only when it rolls.
    const { dieSides: _, ...unchecked } = circuitRacer;
    expect(sandboxDiceFit(unchecked as AnyGame, rolls({ 'circuit1.turn1.roll': [9] })).ok).toBe(true);
  });
});
