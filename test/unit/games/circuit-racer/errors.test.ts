/**
 * Every error code of spec §5: given a state, when this move, then this code (through the engine,
 * which parses with `moveSchema` and checks whose turn it is before `validate`).
 */
import { describe, expect, test } from 'vitest';
import { decideMove } from '../../../../src/core/engine.js';
import type { CircuitRacerState } from '../../../../src/games/circuit-racer/index.js';
import { codeOf, game, given, idleCircuit, keyed, SEED, type Step, turn } from './fixtures.js';

const SIXES = [6, 6, 6, 6, 6, 6];
const rerolls = (n: number, move: Step = { type: 'reroll' }): Step[] =>
  Array.from({ length: n }, () => [move, SIXES] as Step[]).flat();

const atStart = () => given().state;
const previousGear2 = () => given(turn(2, SIXES)).state;
const rolled = () => given({ type: 'gear', gear: 3 }, SIXES).state;
const rolledWithInclude = () => given({ type: 'gear', gear: 3, include: true }, SIXES).state;
const rolling = () => given({ type: 'gear', gear: 3 }).state;
const over = () => given(idleCircuit(), idleCircuit(), idleCircuit(), idleCircuit()).state;
/** Circuit 1, bank 0: free Re-rolls spent and 7 paid from the track, 1 box left. */
const broke = () => given({ type: 'gear', gear: 1 }, SIXES, rerolls(4), rerolls(7)).state;
/** Circuit 2, bank 15: free Re-rolls spent and 7 paid from the track, 1 box left on it. */
const trackNearlyFull = () =>
  given(idleCircuit(), { type: 'gear', gear: 1 }, SIXES, rerolls(4), rerolls(7, { type: 'reroll', payCurrent: 2 }))
    .state;
/** `broke`, then four turns spending the free Includes: a fifth Include costs 2 with 1 box left. */
const noFreeIncludes = () =>
  given(
    { type: 'gear', gear: 1 },
    SIXES,
    rerolls(4),
    rerolls(7),
    { type: 'accept' },
    ...[2, 1, 2, 1].map((gear) => turn(gear, SIXES, { include: true })),
  ).state;

type Case = [description: string, state: () => CircuitRacerState, move: unknown, code: string];

const cases: Case[] = [
  ['same-gear: the previous gear again', previousGear2, { type: 'gear', gear: 2 }, 'same-gear'],
  ['same-gear: even with Shift (R6)', previousGear2, { type: 'gear', gear: 2, shift: true }, 'same-gear'],
  ['gear-jump: two up without Shift', previousGear2, { type: 'gear', gear: 4 }, 'gear-jump'],
  ['gear-jump: to 6 without Shift', previousGear2, { type: 'gear', gear: 6 }, 'gear-jump'],
  ['shift-on-first-turn: circuit 1', atStart, { type: 'gear', gear: 3, shift: true }, 'shift-on-first-turn'],
  [
    'shift-on-first-turn: circuit 2',
    () => given(idleCircuit()).state,
    { type: 'gear', gear: 3, shift: true },
    'shift-on-first-turn',
  ],
  ['cannot-pay: re-roll costs 2, 1 box and no bank', broke, { type: 'reroll' }, 'cannot-pay'],
  [
    'cannot-pay: payCurrent larger than a free action’s cost 0',
    rolled,
    { type: 'reroll', payCurrent: 1 },
    'cannot-pay',
  ],
  ['cannot-pay: payCurrent larger than the cost', trackNearlyFull, { type: 'reroll', payCurrent: 3 }, 'cannot-pay'],
  [
    'cannot-pay: payCurrent larger than the free boxes on the track',
    trackNearlyFull,
    { type: 'reroll', payCurrent: 2 },
    'cannot-pay',
  ],
  ['cannot-pay: payCurrent 0 leaves the bank short', broke, { type: 'reroll', payCurrent: 0 }, 'cannot-pay'],
  ['cannot-pay: a paid Include with the gear', noFreeIncludes, { type: 'gear', gear: 2, include: true }, 'cannot-pay'],
  [
    'include-already-declared: re-roll',
    rolledWithInclude,
    { type: 'reroll', include: true },
    'include-already-declared',
  ],
  [
    'include-already-declared: select',
    rolledWithInclude,
    { type: 'select', dice: [0], include: true },
    'include-already-declared',
  ],
  ['no-dice-selected', rolled, { type: 'select', dice: [] }, 'no-dice-selected'],
  ['bad-die-index: 6', rolled, { type: 'select', dice: [6] }, 'bad-die-index'],
  ['bad-die-index: -1', rolled, { type: 'select', dice: [0, -1] }, 'bad-die-index'],
  ['bad-die-index: twice the same die', rolled, { type: 'select', dice: [1, 1] }, 'bad-die-index'],
  ['bad-die-index: seven dice', rolled, { type: 'select', dice: [0, 1, 2, 3, 4, 5, 0] }, 'bad-die-index'],
  ['bad-move: accept while a gear is expected', atStart, { type: 'accept' }, 'bad-move'],
  ['bad-move: reroll while a gear is expected', atStart, { type: 'reroll' }, 'bad-move'],
  ['bad-move: select while a gear is expected', atStart, { type: 'select', dice: [0] }, 'bad-move'],
  ['bad-move: gear after the roll', rolled, { type: 'gear', gear: 4 }, 'bad-move'],
  ['bad-move: unknown move type', atStart, { type: 'brake' }, 'bad-move'],
  ['bad-move: gear 7 (R9)', atStart, { type: 'gear', gear: 7 }, 'bad-move'],
  ['bad-move: gear 0 (R9)', atStart, { type: 'gear', gear: 0 }, 'bad-move'],
  ['bad-move: gear 2.5', atStart, { type: 'gear', gear: 2.5 }, 'bad-move'],
  ['bad-move: unknown field', atStart, { type: 'gear', gear: 3, turbo: true }, 'bad-move'],
  [
    'bad-move: Include with accept (R1: never after the final dice)',
    rolled,
    { type: 'accept', include: true },
    'bad-move',
  ],
  ['bad-move: die index 0.5', rolled, { type: 'select', dice: [0.5] }, 'bad-move'],
  ['bad-move: negative payCurrent', rolled, { type: 'reroll', payCurrent: -1 }, 'bad-move'],
  ['roll-pending', rolling, { type: 'accept' }, 'roll-pending'],
  ['game-over', over, { type: 'gear', gear: 3 }, 'game-over'],
];

describe('through the engine', () => {
  test.each(cases)('%s', (_, state, move, code) => {
    expect(codeOf(state(), move)).toBe(code);
  });

  test('not-your-choice: seat 2 in a solitaire game', () => {
    const r = decideMove(game, atStart(), 2, { type: 'gear', gear: 3 }, keyed, SEED);
    expect(r.ok || r.error.code).toBe('not-your-choice');
  });

  test('the affordable alternatives in the same states are legal', () => {
    expect(codeOf(trackNearlyFull(), { type: 'reroll' })).toBe('ok');
    expect(codeOf(trackNearlyFull(), { type: 'reroll', payCurrent: 1 })).toBe('ok');
    expect(codeOf(broke(), { type: 'select', dice: [0] })).toBe('ok');
    expect(codeOf(noFreeIncludes(), { type: 'gear', gear: 2 })).toBe('ok');
    expect(codeOf(rolledWithInclude(), { type: 'reroll', include: false })).toBe('ok');
  });
});

describe('validate alone (no engine in front)', () => {
  // The schema and whose turn it is are the engine's checks (core/who-may-move.ts), made before `validate`.
  const schemaChecked = new Set(['bad-move', 'game-over', 'roll-pending', 'shuffle-pending', 'not-your-choice']);
  test.each(cases.filter(([, , , code]) => !schemaChecked.has(code)))('%s', (_, state, move, code) => {
    const r = game.validate(state(), 1, move as never);
    expect(r.ok || r.error.code).toBe(code);
  });
  test('not-your-choice is the engine’s: validate only judges the move of a seat the game waits for', () => {
    const r = decideMove(game, atStart(), 2, { type: 'gear', gear: 3 }, keyed, SEED);
    expect(r.ok || r.error.code).toBe('not-your-choice');
  });
  test.each([
    [atStart, { type: 'accept' }],
    [rolled, { type: 'gear', gear: 4 }],
    [atStart, { type: 'gear', gear: 7 }],
  ] as const)('bad-move names the expected step or range: %#', (state, move) => {
    const r = game.validate(state(), 1, move);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'bad-move', message: expect.stringMatching(/gear|reroll/) });
  });
  test('a rejected move changes nothing', () => {
    const state = previousGear2();
    const copy = structuredClone(state);
    expect(codeOf(state, { type: 'gear', gear: 5 })).toBe('gear-jump');
    expect(state).toEqual(copy);
  });
});
