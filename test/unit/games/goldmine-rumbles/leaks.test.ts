/**
 * Goldmine Rumbles hides each miner's mission, cube placements and peeks from the others, the claim
 * pile under its top, and the Rumbles tiles of phases not yet revealed (or peeked by the viewer).
 * Private moves (cube placements, the Leaf choice) are served whole only to their maker.
 */
import { expect, test } from 'vitest';
import type { Seat } from '../../../../src/core/types.js';
import {
  COLUMN_IDS,
  CONTENT_V1,
  goldmineRumbles,
  type GoldmineState,
} from '../../../../src/games/goldmine-rumbles/index.js';
import { checkRandomGames, reordered } from '../../../support/leak-check.js';

/** The Rumbles tiles `viewer` has not seen (0-based phase indices), as the view decides it. */
function unseenRumbles(s: GoldmineState, viewer: Seat | null): number[] {
  return s.rumbles.flatMap((_, i) => {
    const phase = i + 1;
    const revealed = phase <= s.phase && s.stage !== 'cubes' ? true : phase < s.phase;
    const peeked = viewer !== null && s.players[viewer - 1]!.peeks.includes(phase);
    return revealed || peeked ? [] : [i];
  });
}

function scramble(s: GoldmineState, viewer: Seat | null): GoldmineState {
  const unseen = unseenRumbles(s, viewer);
  const tiles = reordered(unseen.map((i) => s.rumbles[i]!));
  const rumbles = s.rumbles.map((t, i) => (unseen.includes(i) ? tiles[unseen.indexOf(i)]! : t));
  const missions = CONTENT_V1.missions.length;
  const players = s.players.map((p, i) =>
    i + 1 === viewer
      ? p
      : {
          ...p,
          mission: p.mission === 0 ? 0 : (p.mission % missions) + 1,
          placing: p.placing.map((c) => COLUMN_IDS[(COLUMN_IDS.indexOf(c) + 1) % COLUMN_IDS.length]!),
          peeks: p.peeks.length === 0 ? [1] : [],
        },
  );
  return { ...s, players, rumbles, pile: [...s.pile.slice(0, 1), ...reordered(s.pile.slice(1))] };
}

test('at every version, no seat or spectator can tell another seat’s secrets or the hidden tiles apart', () => {
  const hiding = checkRandomGames<GoldmineState>(
    {
      game: goldmineRumbles,
      players: 3,
      scramble,
      hides: (s, v) => s.players.some((p, i) => i + 1 !== v && p.mission > 0),
    },
    2,
  );
  expect(hiding).toBeGreaterThan(0);
}, 120_000);
