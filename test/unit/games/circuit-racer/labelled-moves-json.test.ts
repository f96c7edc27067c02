/**
 * Circuit Racer writes its legal moves' JSON itself (labelled-moves-json.ts): each select move's text
 * around its dice's values is kept, and a state adds the values. The text must be exactly
 * `JSON.stringify` of the labelled moves for any list of the game's moves, kept or not.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { labelledMoves } from '../../../../src/core/labelled-move.js';
import type { CircuitRacerMove, CircuitRacerState } from '../../../../src/games/circuit-racer/index.js';
import { CONTENT_V1 } from '../../../../src/games/circuit-racer/content.js';
import { listedMovesOf } from '../../../../src/games/circuit-racer/listed-moves.js';
import { game, given } from './fixtures.js';

const atDice = (dice: readonly number[]) => given({ type: 'gear', gear: 3 }, [...dice]).state;
const write = (state: CircuitRacerState, moves: readonly CircuitRacerMove[]) => game.labelledMovesJson!(state, moves);
const expected = (state: CircuitRacerState, moves: readonly CircuitRacerMove[]) =>
  JSON.stringify(labelledMoves(game, state, moves));

describe('labelledMovesJson', () => {
  test('a dice step’s list, whole, is JSON.stringify of its labelled moves', () => {
    const state = atDice([4, 1, 6, 2, 5, 3]);
    const moves = game.legalMoves(state, 1);
    expect(moves).toHaveLength(129);
    expect(write(state, moves)).toBe(expected(state, moves));
    expect(JSON.parse(write(state, moves))[23]).toEqual({
      type: 'select',
      dice: [0, 2, 4],
      label: 'Re-roll 4, 6, 5 (dice 1, 3, 5)',
    });
  });

  test('any part of the list, in any order, with copies of its moves and moves it never lists', () => {
    const dice = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 6, maxLength: 6 });
    const select = fc.record(
      {
        type: fc.constant('select' as const),
        dice: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 6 }),
        include: fc.boolean(),
        payCurrent: fc.integer({ min: 0, max: 9 }),
      },
      { requiredKeys: ['type', 'dice'] },
    );
    fc.assert(
      fc.property(dice, fc.array(fc.nat()), fc.array(select, { maxLength: 4 }), (values, picks, others) => {
        const state = atDice(values);
        const listed = game.legalMoves(state, 1);
        const moves = [
          ...picks.map((i) => listed[i % listed.length]!),
          ...others,
          ...picks.map((i) => ({ ...listed[i % listed.length]! })),
        ];
        expect(write(state, moves)).toBe(expected(state, moves));
      }),
    );
  });

  test('the same kept moves take each state’s values', () => {
    const one = atDice([6, 6, 6, 6, 6, 6]);
    const two = atDice([1, 2, 3, 4, 5, 6]);
    const moves = game.legalMoves(one, 1);
    expect(write(one, moves)).toContain(
      '"dice":[0,1,2,3,4,5],"label":"Re-roll 6, 6, 6, 6, 6, 6 (dice 1, 2, 3, 4, 5, 6)"}',
    );
    expect(write(two, moves)).toContain(
      '"dice":[0,1,2,3,4,5],"label":"Re-roll 1, 2, 3, 4, 5, 6 (dice 1, 2, 3, 4, 5, 6)"}',
    );
    expect(write(two, moves)).toBe(expected(two, moves));
  });

  test('a state without its dice on the table names them ?', () => {
    const state = { ...atDice([1, 2, 3, 4, 5, 6]), dice: [3] };
    const moves = game.legalMoves(atDice([1, 2, 3, 4, 5, 6]), 1);
    expect(write(state, moves)).toBe(expected(state, moves));
    expect(write(state, moves)).toContain('"label":"Re-roll 3, ? (dice 1, 2)"}');
  });

  test('a move the table does not hold (a payment no listing carries) is written anew, and right', () => {
    const state = given().state;
    const odd = listedMovesOf(CONTENT_V1).gear(3, true, true, 99);
    expect(Object.isFrozen(odd)).toBe(false);
    const moves = [odd, ...game.legalMoves(state, 1), { type: 'reroll', payCurrent: 99 } as const];
    expect(write(state, moves)).toBe(expected(state, moves));
    expect(write(state, moves)).toContain(
      '{"type":"gear","gear":3,"shift":true,"include":true,"payCurrent":99,"label":',
    );
  });

  test('a gear step and the end: no select among them', () => {
    const gear = given().state;
    expect(write(gear, game.legalMoves(gear, 1))).toBe(expected(gear, game.legalMoves(gear, 1)));
    expect(write(gear, [])).toBe('[]');
  });
});
