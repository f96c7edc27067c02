import { commitSeed, diceKey } from './dice.js';
import { decideMove, startGame } from './engine.js';
import { keyedRandom } from './random.js';
import type { GameCreated, TapeEvent } from './tape.js';
import type { AnyGame } from './types.js';

/** A small deterministic PRNG (mulberry32) for picking moves in playouts; dice still come from the keyed engine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Plays one game to the end with uniformly random legal moves (for benchmarks, fuzzing and tests) and returns its tape. */
export function randomTape(game: AnyGame, seed: string, pick: () => number): TapeEvent[] {
  const created: GameCreated = {
    type: 'GameCreated',
    rules: game.id,
    rulesVersion: game.version,
    players: Array.from({ length: game.minPlayers }, (_, i) => ({ name: `P${i + 1}` })),
    options: {},
    seedCommitment: commitSeed(seed),
    clientSeed: null,
    sandbox: null,
  };
  const random = keyedRandom(diceKey(seed, null));
  const start = startGame(game, created, random, seed);
  if (!start.ok) throw new Error(start.error.message);
  const tape: TapeEvent[] = [...start.value.events];
  let state = start.value.state;
  for (let step = 0; step < 100_000; step++) {
    const pending = game.pending(state);
    if (pending.kind === 'over') return tape;
    if (pending.kind !== 'choice') throw new Error(`engine left a ${pending.kind} pending`);
    const player = pending.players[0]!;
    const moves = game.legalMoves(state, player);
    const move = moves[Math.floor(pick() * moves.length)];
    const made = decideMove(game, state, player, move, random, seed);
    if (!made.ok) throw new Error(`legal move refused: ${made.error.code}`);
    tape.push(...made.value.events);
    state = made.value.state;
  }
  throw new Error('game did not end');
}
