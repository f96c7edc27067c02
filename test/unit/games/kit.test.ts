/** The test kit itself (test/support/game-kit.ts): given/when/then over events, one argument order for every game. */
import { describe, expect, test } from 'vitest';
import { given, made, rolled } from './circuit-racer/fixtures.js';
import { codeOf, opened } from './carbondale/fixtures.js';

describe('given(steps).when(move)', () => {
  test('then(events): the move was accepted and appended exactly these events', () => {
    const outcome = given()
      .when({ type: 'gear', gear: 2 }, { rolls: { 'circuit1.turn1.roll': [1, 2, 3, 4, 5, 6] } })
      .then(made({ type: 'gear', gear: 2 }), rolled('circuit1.turn1.roll', [1, 2, 3, 4, 5, 6]));
    expect(outcome.state).not.toEqual(given().state);
    expect(() =>
      given()
        .when({ type: 'gear', gear: 2 }, { rolls: { 'circuit1.turn1.roll': [1, 2, 3, 4, 5, 6] } })
        .then(made({ type: 'gear', gear: 2 })),
    ).toThrow();
  });

  test('thenRejects(code): refused with that code (and message), and a refusal is never taken for an acceptance', () => {
    expect(given().when({ type: 'accept' }).thenRejects('bad-move', /gear/).code).toBe('bad-move');
    expect(() => given().when({ type: 'accept' }).thenRejects('not-your-choice')).toThrow();
    expect(() => given().when({ type: 'gear', gear: 2 }).thenRejects('bad-move')).toThrow(/accepted/);
    expect(() => given().when({ type: 'accept' }).then()).toThrow(/refused: bad-move/);
  });

  test('a given move that the game would refuse stops the scenario instead of building an impossible state', () => {
    expect(() => given({ type: 'accept' })).toThrow(/illegal: bad-move/);
    expect(() => given(made({ type: 'gear', gear: 2 }, 2))).toThrow(/not-your-choice/);
  });

  test('the seat is an option, in every game: codeOf(state, move, seat)', () => {
    expect(codeOf(opened(), { type: 'pass' }, 2)).toBe('not-your-choice');
    expect(given().when({ type: 'gear', gear: 2 }, { seat: 2 }).result).toMatchObject({
      ok: false,
      error: { code: 'not-your-choice' },
    });
  });
});
