/** The burros a game has (spec §4.5): one past the last has no slots and no bandits. */
import { expect, test } from 'vitest';
import { CURRENT_CONTENT as C } from '../../../../src/games/coal-n-write/index.js';
import { activeBandits, capacity } from '../../../../src/games/coal-n-write/delivery.js';
import { opened, p, sheet } from './fixtures.js';

test('a burro the game does not have carries nothing and holds no bandit', () => {
  const s = sheet(opened(), 1, { tackAndHarness: true });
  const none = C.burros.length + 1;
  expect(capacity(C, p(s), none)).toBe(0);
  expect(activeBandits(C, p(s), none)).toBe(0);
  expect(capacity(C, p(s), 1)).toBe(C.burros[0]!.solid + C.burros[0]!.dashed);
});
