import { commitSeed, diceKey } from './dice.js';
import { decideMove, startGame } from './engine.js';
import { keyedRandom } from './random.js';
import type { GameCreated, TapeEvent } from './tape.js';
import type { AnyGame, Seat } from './types.js';

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

/** Chooses a move for `player` from the legal ones (a bot, a random picker, a test script); `playGame` also passes the tape so far. */
export type Chooser<S = unknown, M = unknown> = (
  state: S,
  player: Seat,
  legalMoves: readonly M[],
  tape?: readonly TapeEvent[],
) => M;

export interface PlayedGame<S = unknown> {
  readonly tape: TapeEvent[];
  readonly state: S;
}

export interface PlayOptions {
  readonly players?: number;
  readonly options?: unknown;
  /** Safety bound on moves; a game that has not ended by then is a rules bug. */
  readonly maxMoves?: number;
  /** Which of the waiting players moves next in simultaneous play (default: the first). */
  readonly pickSeat?: (waiting: readonly Seat[]) => Seat;
}

/**
 * Plays one game to the end through the real engine (keyed dice from `seed`), asking `choose` for
 * every move of every player the game waits for. Pure: the same seed and chooser give the same tape.
 */
export function playGame<S, M = unknown>(
  game: AnyGame,
  seed: string,
  choose: Chooser<S, M>,
  opts: PlayOptions = {},
): PlayedGame<S> {
  const created: GameCreated = {
    type: 'GameCreated',
    rules: game.id,
    rulesVersion: game.version,
    players: Array.from({ length: opts.players ?? game.minPlayers }, (_, i) => ({ name: `P${i + 1}` })),
    options: opts.options ?? {},
    seedCommitment: commitSeed(seed),
    clientSeed: null,
    sandbox: null,
  };
  const random = keyedRandom(diceKey(seed, null));
  const start = startGame<S>(game, created, random, seed);
  if (!start.ok) throw new Error(start.error.message);
  const tape: TapeEvent[] = [...start.value.events];
  let state = start.value.state;
  for (let step = 0; step < (opts.maxMoves ?? 100_000); step++) {
    const pending = game.pending(state);
    if (pending.kind === 'over') return { tape, state };
    if (pending.kind !== 'choice') throw new Error(`engine left a ${pending.kind} pending`);
    if (pending.players.length === 0) throw new Error('a choice that waits for nobody');
    const player = opts.pickSeat ? opts.pickSeat(pending.players) : pending.players[0]!;
    const move = choose(state, player, game.legalMoves(state, player) as readonly M[], tape);
    const made = decideMove<S>(game, state, player, move, random, seed);
    if (!made.ok) throw new Error(`move refused: ${made.error.code} (${made.error.message})`);
    tape.push(...made.value.events);
    state = made.value.state;
  }
  throw new Error(`no end after ${opts.maxMoves ?? 100_000} moves`);
}

/** Plays one game to the end with uniformly random legal moves (for benchmarks, fuzzing and tests) and returns its tape. */
export function randomTape(game: AnyGame, seed: string, pick: () => number, opts: PlayOptions = {}): TapeEvent[] {
  return playGame(game, seed, (_state, _player, moves) => moves[Math.floor(pick() * moves.length)], opts).tape;
}
