import { expect, test } from 'vitest';
import { joinWaitingWords } from '../../../src/web/join-waiting.js';

test.each([
  [[2], 'Waiting for 1 player: seat 2 is open.'],
  [[2, 3], 'Waiting for 2 players: seats 2 and 3 are open.'],
  [[2, 3, 4], 'Waiting for 3 players: seats 2, 3 and 4 are open.'],
  [[1, 4], 'Waiting for 2 players: seats 1 and 4 are open.'],
])("a lobby game's open seats %j read as '%s'", (open, words) => {
  expect(joinWaitingWords(open)).toBe(words);
});
