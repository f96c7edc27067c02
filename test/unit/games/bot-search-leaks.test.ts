/**
 * The search bot never reads hidden state: along random games of each game that hides something,
 * its determinizer gives the same guesses from a state and from that state with everything the seat
 * may not see scrambled (test/support/scrambles.ts, the leak tests' own), and the seated search bot
 * answers the same move from both.
 */
import { expect, test } from 'vitest';
import { NoFittingGuess, type Determinizer } from '../../../src/core/search/determinize.js';
import { mulberry32 } from '../../../src/core/playout.js';
import type { AnyGame, Seat } from '../../../src/core/types.js';
import { carbondale } from '../../../src/games/carbondale/index.js';
import { coalNWrite } from '../../../src/games/coal-n-write/index.js';
import { goldmineRumbles } from '../../../src/games/goldmine-rumbles/index.js';
import { mixedPlayout } from '../../support/mixed-playout.js';
import { scrambleCarbondale, scrambleCoalNWrite, scrambleGoldmine } from '../../support/scrambles.js';
import { cheapSearch, SEARCH_CASES } from '../../support/search-fixtures.js';

type Scramble = (state: any, viewer: Seat | null) => unknown;

const HIDING: readonly { game: AnyGame; players: number; scramble: Scramble }[] = [
  { game: carbondale, players: 2, scramble: scrambleCarbondale },
  { game: goldmineRumbles, players: 3, scramble: scrambleGoldmine },
  { game: goldmineRumbles, players: 4, scramble: scrambleGoldmine },
  { game: coalNWrite, players: 2, scramble: scrambleCoalNWrite },
];

const determinizerOf = (game: AnyGame): Determinizer => SEARCH_CASES.find((c) => c.game === game)!.determinize;

/** The guess, or the word that none fits (which must then be so for the scrambled state too). */
function guess(determinize: Determinizer, state: unknown, seat: Seat, seed: number): unknown {
  try {
    return determinize(state, seat, mulberry32(seed));
  } catch (error) {
    if (error instanceof NoFittingGuess) return 'no fitting guess';
    throw error;
  }
}

test.each(HIDING)(
  '$game.id, $players players: the guesses cannot tell what the seat may not see',
  ({ game, players, scramble }) => {
    const determinize = determinizerOf(game);
    let checked = 0;
    let differed = 0;
    for (const seed of [1, 2, 3]) {
      mixedPlayout(game, seed, players, 400, (state, seat) => {
        const scrambled = scramble(state, seat);
        if (JSON.stringify(scrambled) !== JSON.stringify(state)) differed++;
        expect(guess(determinize, scrambled, seat, checked)).toEqual(guess(determinize, state, seat, checked));
        checked++;
      });
    }
    // The check bites: the scrambles changed real hidden state many times.
    expect(differed).toBeGreaterThan(20);
  },
  120_000,
);

// Goldmine Rumbles once, with four players: its playouts are the longest.
test.each(HIDING.filter((h) => h.players !== 3))(
  '$game.id, $players players: the seated search bot plays the same move on scrambled states',
  ({ game, players, scramble }) => {
    const bot = cheapSearch(game, determinizerOf(game), 4);
    let checked = 0;
    mixedPlayout(game, 7, players, 300, (state, seat, legalMoves) => {
      if (legalMoves.length < 2 || checked++ % 25 !== 0) return;
      const choose = (s: unknown) =>
        bot.choose({ seat, view: game.view(s, seat), legalMoves, random: mulberry32(checked), state: s });
      expect(choose(scramble(state, seat))).toEqual(choose(state));
    });
    expect(checked).toBeGreaterThan(25);
  },
  120_000,
);
