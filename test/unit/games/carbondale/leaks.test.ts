/**
 * No Carbondale view or served event holds a card its viewer may not see: the other seat's hand and
 * face-down pile, the draw pile and the spare piles (checked at every version of random games; the
 * finer version-by-version yardstick of what each seat has seen is in redaction.test.ts).
 */
import { expect, test } from 'vitest';
import type { Seat } from '../../../../src/core/types.js';
import { carbondale, type CarbondaleState } from '../../../../src/games/carbondale/index.js';
import { checkRandomGames, reordered } from '../../../support/leak-check.js';

/** Every hidden card, in one list, in a fixed order of places. */
function hiddenPlaces(s: CarbondaleState, viewer: Seat | null): (readonly string[])[] {
  const others = s.players.filter((_, i) => i + 1 !== viewer);
  return [...others.map((p) => p.hand), ...others.map((p) => p.faceDown), s.drawPile, ...s.spares];
}

/** The hidden cards dealt back in another order into places of the same sizes. */
function scramble(s: CarbondaleState, viewer: Seat | null): CarbondaleState {
  const pool = reordered(hiddenPlaces(s, viewer).flat());
  const take = (n: number) => pool.splice(0, n);
  const players = s.players.map((p, i) => (i + 1 === viewer ? p : { ...p, hand: take(p.hand.length) }));
  const withFaceDown = players.map((p, i) => (i + 1 === viewer ? p : { ...p, faceDown: take(p.faceDown.length) }));
  return {
    ...s,
    players: withFaceDown,
    drawPile: take(s.drawPile.length),
    spares: s.spares.map((pile) => take(pile.length)),
  };
}

test('at every version, no seat or spectator can tell the hidden cards apart, in views or served events', () => {
  const hiding = checkRandomGames<CarbondaleState>(
    { game: carbondale, players: 2, scramble, hides: (s, v) => hiddenPlaces(s, v).flat().length > 1 },
    4,
  );
  expect(hiding).toBeGreaterThan(0);
}, 120_000);
