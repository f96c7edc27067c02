/**
 * The fast legal-move listing (one pass over bitmasks that skips a later copy taken without the
 * earlier one; payments listed once per card) lists exactly what the reference listing did, in the
 * same order, over many random states of every content version — and over hands of random cards full
 * of both copies of a card, where the two listings could part.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { mulberry32 } from '../../../../src/core/playout.js';
import { CARD_IDS, releases, type CarbondaleState } from '../../../../src/games/carbondale/index.js';
import { legalMovesOf } from '../../../../src/games/carbondale/legal-moves.js';
import { update, withPlayer, updatePlayer } from '../../../../src/games/carbondale/state.js';
import { waitingSeat } from '../../../../src/games/carbondale/validate.js';
import { mixedPlayout } from '../../../support/mixed-playout.js';
import { referenceLegalMoves } from './legal-moves-reference.js';

/** `state` with the waiting seat's hand replaced by `size` cards drawn with many second copies. */
function pairedHand(state: CarbondaleState, seed: number, size: number): CarbondaleState {
  const random = mulberry32(seed);
  const placed = new Set(state.players.flatMap((p) => p.network.map((n) => n.card)));
  const free = CARD_IDS.filter((id) => !placed.has(id));
  const hand: string[] = [];
  while (hand.length < size) {
    const id = free[Math.floor(random() * free.length)]!;
    if (hand.includes(id)) continue;
    hand.push(id);
    // Often both copies, in either order.
    const twin = id.slice(0, -1) + (id.endsWith('1') ? '2' : '1');
    if (hand.length < size && random() < 0.6 && !hand.includes(twin) && !placed.has(twin))
      hand.splice(Math.floor(random() * (hand.length + 1)), 0, twin);
  }
  return withPlayer(state, waitingSeat(state), (p) => updatePlayer(p, { hand }));
}

test.each(releases.map((r) => [r.version, r] as const))(
  'v%i: the fast listing equals the reference listing, order included',
  (_, game) => {
    let compared = 0;
    let withTwins = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        mixedPlayout(game, seed, 2, 250, (s, seat) => {
          const state = s as CarbondaleState;
          expect(legalMovesOf(game.content, state, seat)).toEqual(referenceLegalMoves(game.content, state, seat));
          compared++;
          if (state.phase === 'draw') return;
          const size = 2 + (compared % 6);
          const twins = pairedHand(state, seed + compared, size);
          const hand = twins.players[seat - 1]!.hand;
          if (new Set(hand.map((id) => id.slice(0, -1))).size < hand.length) withTwins++;
          expect(legalMovesOf(game.content, twins, seat)).toEqual(referenceLegalMoves(game.content, twins, seat));
          // Another seat, or a state waiting for nobody, lists nothing either way.
          expect(legalMovesOf(game.content, update(state, { phase: 'over' }), seat)).toEqual([]);
        });
      }),
      { numRuns: 12 },
    );
    expect(compared).toBeGreaterThan(1000);
    expect(withTwins).toBeGreaterThan(200);
  },
  120_000,
);
