/**
 * Circuit Racer is a solo dice game with nothing hidden (dice come from the keyed stream only when
 * rolled). The leak rule still holds: every event is served whole, and the view holds no future dice.
 */
import { expect, test } from 'vitest';
import { circuitRacer, type CircuitRacerState } from '../../../../src/games/circuit-racer/index.js';
import { checkRandomGames } from '../../../support/leak-check.js';

test('at every version, every event is served whole to the racer and spectators', () => {
  expect(checkRandomGames<CircuitRacerState>({ game: circuitRacer, players: 1, scramble: (s) => s }, 3)).toBe(0);
});
