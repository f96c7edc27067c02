/**
 * Coal n' Write hides one thing: the order of the undrawn Boom Town cards (every sheet is public, as
 * at the table). No view or served event may reveal it, at any version of a game.
 */
import { expect, test } from 'vitest';
import { coalNWrite, type CoalNWriteState } from '../../../../src/games/coal-n-write/index.js';
import { checkRandomGames } from '../../../support/leak-check.js';
import { scrambleCoalNWrite } from '../../../support/scrambles.js';

test('at every version, the undrawn deck can be in any order without any view or served event changing', () => {
  for (const players of [1, 2]) {
    const hiding = checkRandomGames<CoalNWriteState>(
      {
        game: coalNWrite,
        players,
        scramble: scrambleCoalNWrite,
        hides: (s) => new Set(s.deck).size > 1,
      },
      2,
    );
    expect(hiding).toBeGreaterThan(0);
  }
}, 120_000);
