import { botChoice, findBot } from '../../src/core/bots.js';
import { commitSeed, diceKey } from '../../src/core/dice.js';
import { decideMove, startGame } from '../../src/core/engine.js';
import { mulberry32 } from '../../src/core/playout.js';
import { keyedRandom } from '../../src/core/random.js';
import type { GameCreated, TapeEvent } from '../../src/core/tape.js';
import type { AnyGame, Seat } from '../../src/core/types.js';

/** What a mixed playout visits at each decision: the state, the seat that moves and its legal moves. */
export type Visit = (state: unknown, seat: Seat, legal: readonly unknown[]) => void;

/**
 * A game played through the real engine for at most `maxMoves` moves, each move picked at random from
 * `legalMoves` or, now and then, by the `default` bot (so games get far: random play alone seldom ends a
 * card game). Deterministic in `seed`. Returns the tape (which may stop before the end).
 */
export function mixedPlayout(
  game: AnyGame,
  seed: number,
  players: number,
  maxMoves: number,
  visit: Visit = () => {},
): TapeEvent[] {
  const pick = mulberry32(seed);
  const secret = `seed-${seed}`;
  const created: GameCreated = {
    type: 'GameCreated',
    rules: game.id,
    rulesVersion: game.version,
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })),
    options: {},
    seedCommitment: commitSeed(secret),
    clientSeed: null,
    sandbox: null,
  };
  const random = keyedRandom(diceKey(secret, null));
  const start = startGame(game, created, random, secret);
  if (!start.ok) throw new Error(start.error.message);
  const tape: TapeEvent[] = [...start.value.events];
  let state = start.value.state;
  const bot = findBot(game, 'default');
  for (let n = 0; n < maxMoves; n++) {
    const pending = game.pending(state);
    if (pending.kind !== 'choice') break;
    const seat = pending.players[Math.floor(pick() * pending.players.length)]!;
    const legal = game.legalMoves(state, seat);
    visit(state, seat, legal);
    const move = pick() < 0.5 ? legal[Math.floor(pick() * legal.length)] : botChoice(game, state, seat, bot, pick);
    const made = decideMove(game, state, seat, move, random, secret);
    if (!made.ok) throw new Error(`move refused: ${made.error.code} (${made.error.message})`);
    tape.push(...made.value.events);
    state = made.value.state;
  }
  return tape;
}
