/**
 * Goldmine Rumbles hides each miner's mission, cube placements and peeks from the others, the claim
 * pile under its top, and the Rumbles tiles of phases not yet revealed (or peeked by the viewer).
 * Private moves (cube placements, the Leaf choice) are served whole only to their maker.
 */
import { expect, test } from 'vitest';
import { goldmineRumbles, type GoldmineState } from '../../../../src/games/goldmine-rumbles/index.js';
import { checkRandomGames } from '../../../support/leak-check.js';
import { scrambleGoldmine } from '../../../support/scrambles.js';

test('at every version, no seat or spectator can tell another seat’s secrets or the hidden tiles apart', () => {
  const hiding = checkRandomGames<GoldmineState>(
    {
      game: goldmineRumbles,
      players: 3,
      scramble: scrambleGoldmine,
      hides: (s, v) => s.players.some((p, i) => i + 1 !== v && p.mission > 0),
    },
    2,
  );
  expect(hiding).toBeGreaterThan(0);
}, 120_000);
