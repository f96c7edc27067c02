/**
 * AirCargo is a solo game with nothing hidden: no deck, no secret. The leak rule still holds (and
 * would catch a change that starts hiding something without redacting it): every event is served
 * whole to the pilot and to spectators, and the pilot and a spectator see the same table.
 */
import { expect, test } from 'vitest';
import { aircargo, type AircargoState } from '../../../../src/games/aircargo/index.js';
import { checkRandomGames } from '../../../support/leak-check.js';

test('at every version, every event is served whole and no shuffle is ever on the tape', () => {
  expect(checkRandomGames<AircargoState>({ game: aircargo, players: 1, scramble: (s) => s }, 3)).toBe(0);
});
