import { commitSeed, diceKey } from '../../../../src/core/dice.js';
import { startGame } from '../../../../src/core/engine.js';
import { keyedRandom } from '../../../../src/core/random.js';
import type { GameCreated } from '../../../../src/core/tape.js';
import { circuitRacer, type CircuitRacerState } from '../../../../src/games/circuit-racer/index.js';

/** A one-player Circuit Racer game at its first choice (seed `s`): the search tests' real starting state. */
export function started(): CircuitRacerState {
  const created: GameCreated = {
    type: 'GameCreated',
    rules: circuitRacer.id,
    rulesVersion: circuitRacer.version,
    players: [{ name: 'A' }],
    options: {},
    seedCommitment: commitSeed('s'),
    clientSeed: null,
    sandbox: null,
  };
  const r = startGame<CircuitRacerState>(circuitRacer, created, keyedRandom(diceKey('s', null)), 's');
  if (!r.ok) throw new Error(`Circuit Racer refused to start: ${r.error.message}`);
  return r.value.state;
}
