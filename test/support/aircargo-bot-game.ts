import { botChoice, findBot } from '../../src/core/bots.js';
import { commitSeed, diceKey } from '../../src/core/dice.js';
import { decideMove, startGame } from '../../src/core/engine.js';
import { mulberry32 } from '../../src/core/playout.js';
import { keyedRandom } from '../../src/core/random.js';
import type { AircargoMove } from '../../src/games/aircargo/moves.js';
import type { AircargoView } from '../../src/games/aircargo/view-types.js';
import { rulebook } from '../../src/games/index.js';

const game = rulebook.current('aircargo')!;

/** Every view of a whole AirCargo game the `default` bot plays (random moves end AirCargo before it flies) while it waits for a move. */
export const botGame = (seed: number): AircargoView[] => botPlayed(seed, false);

/** The same game's views and the view once it is over (seed 9's ends in a crash, the others' with a stop). */
export const botGameToEnd = (seed: number): AircargoView[] => botPlayed(seed, true);

function botPlayed(seed: number, over: boolean): AircargoView[] {
  const bot = findBot(game, 'default');
  const pick = mulberry32(seed);
  return played(`labels-${seed}`, (state) => botChoice(game, state, 1, bot, pick) as AircargoMove, over);
}

/** The views of a game whose pilot stops flying at once: at the start, then over at the start. */
export function stoppedAtOnce(): AircargoView[] {
  return played('stopped-at-once', () => ({ type: 'stop' }), true);
}

function played(
  secret: string,
  choose: (state: Parameters<typeof game.pending>[0]) => AircargoMove,
  over: boolean,
): AircargoView[] {
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
  const views: AircargoView[] = [];
  while (game.pending(state).kind === 'choice') {
    views.push(game.view(state, 1) as AircargoView);
    const made = decideMove(game, state, 1, choose(state), random, secret);
    if (!made.ok) throw new Error(made.error.message);
    state = made.value.state;
  }
  if (over) views.push(game.view(state, 1) as AircargoView);
  return views;
}
