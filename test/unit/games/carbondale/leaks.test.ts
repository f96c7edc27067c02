/**
 * No Carbondale view or served event holds a card its viewer may not see: the other seat's hand and
 * face-down pile, the draw pile and the spare piles (checked at every version of random games; the
 * finer version-by-version yardstick of what each seat has seen is in redaction.test.ts).
 */
import { expect, test } from 'vitest';
import { carbondale, type CarbondaleState } from '../../../../src/games/carbondale/index.js';
import { checkRandomGames } from '../../../support/leak-check.js';
import { carbondaleHidden, scrambleCarbondale } from '../../../support/scrambles.js';

test('at every version, no seat or spectator can tell the hidden cards apart, in views or served events', () => {
  const hiding = checkRandomGames<CarbondaleState>(
    {
      game: carbondale,
      players: 2,
      scramble: scrambleCarbondale,
      hides: (s, v) => carbondaleHidden(s, v).flat().length > 1,
    },
    4,
  );
  expect(hiding).toBeGreaterThan(0);
}, 120_000);
