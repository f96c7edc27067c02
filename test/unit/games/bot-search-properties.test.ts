/**
 * The search bot plays every game to its end with legal moves only: a search bot (a short budget)
 * takes one seat, `default` the others, on random seeds; the real engine refuses any illegal move
 * (`playGame` throws on one). The same seed gives the same tape.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { playSeated } from '../../../src/core/search/ladder.js';
import { playGame } from '../../../src/core/playout.js';
import { cheapSearch, SEARCH_CASES } from '../../support/search-fixtures.js';

test.each(SEARCH_CASES)(
  '$game.id: a seated search bot plays whole games with legal moves only',
  ({ game, players, determinize }) => {
    const search = cheapSearch(game, determinize, 2);
    const standard = game.bots!.find((b) => b.id === 'default')!;
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.nat(players - 1), (seed, at) => {
        const seats = Array.from({ length: players }, (_, i) => (i === at ? search : standard));
        const standings = playSeated(game, seed, seats);
        expect(standings.players).toHaveLength(players);
      }),
      { numRuns: 1 },
    );
  },
  300_000,
);

test('the same seed gives the same game', () => {
  const { game, determinize } = SEARCH_CASES[0]!;
  const search = cheapSearch(game, determinize, 4);
  const tape = (seed: string) =>
    playGame(game, seed, (state, seat, legalMoves) =>
      search.choose({ seat, view: game.view(state, seat), legalMoves, random: () => 0.25, state }),
    ).tape;
  expect(tape('same')).toEqual(tape('same'));
}, 120_000);
