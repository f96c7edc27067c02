/** Mini-game moves with no mini-game open, and unknown moves, asked of `validate` directly. */
import { expect, test } from 'vitest';
import type { CoalNWriteMove } from '../../../../src/games/coal-n-write/index.js';
import { game, opened, play } from './fixtures.js';

const refusal = (move: unknown): string => {
  const r = game.validate(play(opened(), [2, 4, 6]), 1, move as CoalNWriteMove);
  return r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`;
};

test('an aim or a drink with nothing open is refused in words', () => {
  expect(refusal({ type: 'aim', target: 4 })).toBe("bad-move: no Trick Shootin' game is open");
  expect(refusal({ type: 'drink', throws: 1 })).toBe("bad-move: no Drankin' Contest is open");
});

test('an unknown move (past the schema, as on a tampered tape) is named', () => {
  expect(refusal({ type: 'loop' })).toBe('bad-move: unknown move {"type":"loop"}');
});
