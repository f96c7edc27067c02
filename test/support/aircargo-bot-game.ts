import { botChoice, findBot } from '../../src/core/bots.js';
import { commitSeed, diceKey } from '../../src/core/dice.js';
import { decideMove, startGame } from '../../src/core/engine.js';
import { mulberry32 } from '../../src/core/playout.js';
import { keyedRandom } from '../../src/core/random.js';
import type { AircargoView } from '../../src/games/aircargo/view-types.js';
import { rulebook } from '../../src/games/index.js';

const game = rulebook.current('aircargo')!;

/** Every view of a whole AirCargo game the `default` bot plays (random moves end AirCargo before it flies). */
export function botGame(seed: number): AircargoView[] {
  const secret = `labels-${seed}`;
  const random = keyedRandom(diceKey(secret, null));
  const created = {
    type: 'GameCreated',
    rules: game.id,
    rulesVersion: game.version,
    players: [{ name: 'Ada' }],
    options: {},
    seedCommitment: commitSeed(secret),
    clientSeed: null,
    sandbox: null,
  } as const;
  const started = startGame(game, created, random, secret);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value.state;
  const bot = findBot(game, 'default');
  const pick = mulberry32(seed);
  const views: AircargoView[] = [];
  while (game.pending(state).kind === 'choice') {
    views.push(game.view(state, 1) as AircargoView);
    const made = decideMove(game, state, 1, botChoice(game, state, 1, bot, pick), random, secret);
    if (!made.ok) throw new Error(made.error.message);
    state = made.value.state;
  }
  return views;
}
