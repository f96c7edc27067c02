/** What `validate` itself decides, asked directly: planning moves only while planning, planning dice named properly, unknown moves named. */
import { expect, test } from 'vitest';
import type { AircargoMove } from '../../../../src/games/aircargo/index.js';
import { game, given, planned } from './fixtures.js';

const refusal = (state: ReturnType<typeof given>['state'], move: unknown): string => {
  const r = game.validate(state, 1, move as AircargoMove);
  return r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`;
};

test('a cargo or an airport is planned only in the planning step', () => {
  const idle = given().state;
  expect(refusal(idle, { type: 'planCargo', box: 'c15', use: 'sum' })).toBe(
    'bad-move: planCargo is not possible now: the game waits for plan, prepareFlight or stop',
  );
  expect(refusal(idle, { type: 'planAirport', id: 46, order: 'ab' })).toBe(
    'bad-move: planAirport is not possible now: the game waits for plan, prepareFlight or stop',
  );
  const planning = given(...planned([4, 6])).state;
  expect(refusal(planning, { type: 'planAirport', id: 46, order: 'ab' })).toBe('ok');
});

test('a re-roll names each die 0 or 1 at most once', () => {
  const planning = given(...planned([4, 6])).state;
  expect(refusal(planning, { type: 'reroll', dice: [0, 2] })).toBe('bad-move: dice must be [0], [1] or [0, 1]');
  expect(refusal(planning, { type: 'reroll', dice: [1, 0] })).toBe('ok');
});

test('an unknown move (past the schema, as on a tampered tape) is named', () => {
  expect(refusal(given().state, { type: 'loop' })).toBe('bad-move: unknown move {"type":"loop"}');
});
