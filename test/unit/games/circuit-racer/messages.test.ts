/**
 * What each rejection tells the racer, in words (served as the problem detail and the GraphQL
 * message): the gear it came from and the gears it may take, the cost and where the boxes are, the
 * step the game waits for. The codes alone are pinned in errors.test.ts.
 */
import { expect, test } from 'vitest';
import type { CircuitRacerState } from '../../../../src/games/circuit-racer/index.js';
import { game, given, idleCircuit, type Step, turn } from './fixtures.js';

const SIXES = [6, 6, 6, 6, 6, 6];
const rerolls = (n: number, move: Step = { type: 'reroll' }): Step[] =>
  Array.from({ length: n }, () => [move, SIXES] as Step[]).flat();

const atStart = () => given().state;
const lastGear = (gear: number) => () => given(turn(gear, SIXES)).state;
const rolled = () => given({ type: 'gear', gear: 3 }, SIXES).state;
const rolledWithInclude = () => given({ type: 'gear', gear: 3, include: true }, SIXES).state;
/** Circuit 1, bank 0: free Re-rolls spent and 7 paid from the track, 1 box left. */
const broke = () => given({ type: 'gear', gear: 1 }, SIXES, rerolls(4), rerolls(7)).state;
/** Circuit 2, bank 15: free Re-rolls spent and 7 paid from the track, 1 box left on it. */
const trackNearlyFull = () =>
  given(idleCircuit(), { type: 'gear', gear: 1 }, SIXES, rerolls(4), rerolls(7, { type: 'reroll', payCurrent: 2 }))
    .state;

test.each<[string, () => CircuitRacerState, unknown, string, string]>([
  [
    'the same gear',
    lastGear(2),
    { type: 'gear', gear: 2 },
    'same-gear',
    'gear 2 was used last turn; the gear must change every turn',
  ],
  [
    'a jump from a middle gear',
    lastGear(2),
    { type: 'gear', gear: 4 },
    'gear-jump',
    'from gear 2 only gear 1 or 3 without Shift',
  ],
  [
    'a jump from the lowest gear',
    lastGear(1),
    { type: 'gear', gear: 3 },
    'gear-jump',
    'from gear 1 only gear 2 without Shift',
  ],
  [
    'a jump from next to the highest gear',
    lastGear(5),
    { type: 'gear', gear: 3 },
    'gear-jump',
    'from gear 5 only gear 4 or 6 without Shift',
  ],
  [
    'a jump from the highest gear',
    lastGear(6),
    { type: 'gear', gear: 4 },
    'gear-jump',
    'from gear 6 only gear 5 without Shift',
  ],
  [
    'Shift on a first turn',
    atStart,
    { type: 'gear', gear: 3, shift: true },
    'shift-on-first-turn',
    'the first turn of a circuit may start in any gear without Shift',
  ],
  ['a gear off the gearbox', atStart, { type: 'gear', gear: 7 }, 'bad-move', 'gear must be 1–6'],
  ['a gear below it', atStart, { type: 'gear', gear: 0 }, 'bad-move', 'gear must be 1–6'],
  ['a gear between two', atStart, { type: 'gear', gear: 2.5 }, 'bad-move', 'gear must be 1–6'],
  [
    'a cost neither track nor bank can pay',
    broke,
    { type: 'reroll' },
    'cannot-pay',
    "costs 2 damage boxes; 1 free on this circuit's track and 0 in the bank",
  ],
  [
    'payCurrent all the track has, the bank short of the rest',
    broke,
    { type: 'reroll', payCurrent: 1 },
    'cannot-pay',
    "costs 2 damage boxes; 1 free on this circuit's track and 0 in the bank",
  ],
  [
    'payCurrent over the cost',
    trackNearlyFull,
    { type: 'reroll', payCurrent: 3 },
    'cannot-pay',
    'payCurrent 3 exceeds the cost 2',
  ],
  [
    'payCurrent over the free boxes',
    trackNearlyFull,
    { type: 'reroll', payCurrent: 2 },
    'cannot-pay',
    "payCurrent 2 exceeds the 1 free boxes on this circuit's track",
  ],
  [
    'a negative payCurrent',
    rolled,
    { type: 'reroll', payCurrent: -1 },
    'bad-move',
    'payCurrent must be a whole number of damage boxes, 0 or more',
  ],
  [
    'a fractional payCurrent',
    rolled,
    { type: 'reroll', payCurrent: 1.5 },
    'bad-move',
    'payCurrent must be a whole number of damage boxes, 0 or more',
  ],
  [
    'Include twice in a turn',
    rolledWithInclude,
    { type: 'select', dice: [0], include: true },
    'include-already-declared',
    'Include is already declared this turn',
  ],
  [
    'an empty selection',
    rolled,
    { type: 'select', dice: [] },
    'no-dice-selected',
    'select at least one die to re-roll',
  ],
  ['a die past the last', rolled, { type: 'select', dice: [6] }, 'bad-die-index', 'die index 6 is not one of 0..5'],
  [
    'a die before the first',
    rolled,
    { type: 'select', dice: [2, -1] },
    'bad-die-index',
    'die index -1 is not one of 0..5',
  ],
  ['half a die', rolled, { type: 'select', dice: [0.5] }, 'bad-die-index', 'die index 0.5 is not one of 0..5'],
  ['the same die twice', rolled, { type: 'select', dice: [1, 1] }, 'bad-die-index', 'die index 1 is selected twice'],
  [
    'an accept before the gear',
    atStart,
    { type: 'accept' },
    'bad-move',
    'accept is not possible now: the game waits for a gear choice (gear)',
  ],
  [
    'a re-roll before the gear',
    atStart,
    { type: 'reroll' },
    'bad-move',
    'reroll is not possible now: the game waits for a gear choice (gear)',
  ],
  [
    'a selection before the gear',
    atStart,
    { type: 'select', dice: [0] },
    'bad-move',
    'select is not possible now: the game waits for a gear choice (gear)',
  ],
  [
    'a gear after the roll',
    rolled,
    { type: 'gear', gear: 4 },
    'bad-move',
    'gear is not possible now: the game waits for a decision on the dice (reroll, select or accept)',
  ],
])('%s', (_name, state, move, code, message) => {
  expect(game.validate(state(), 1, move as never)).toEqual({ ok: false, error: { code, message } });
});

test('an unknown move (past the schema, as on a tampered tape) is a bad-move naming it', () => {
  expect(game.validate(atStart(), 1, { type: 'brake' } as never)).toEqual({
    ok: false,
    error: { code: 'bad-move', message: 'unknown move {"type":"brake"}' },
  });
});
