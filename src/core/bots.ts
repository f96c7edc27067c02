import { uniformInt, type DiceKey } from './dice.js';
import { decideMove, type Decision } from './engine.js';
import { ruleError, type RuleError } from './errors.js';
import { err, ok, type Result } from './result.js';
import type { RandomSource } from './random.js';
import { botOf } from './seats.js';
import type { TapeEvent } from './tape.js';
import type { AnyGame, BotDefinition, PlayerInfo, Seat } from './types.js';

const TWO_32 = 2 ** 32;

/** What a seat played: its events (the `MoveMade`, then the rolls after it) and who caused them. */
export interface Play {
  readonly actor: Seat | null;
  readonly events: readonly TapeEvent[];
}

/** What the engine needs to play seats on the server: the game's dice and seed, and where the tape stands. */
export interface SeatPlayContext {
  /** The game's dice key: bots draw their own numbers from it under their own labels. */
  readonly key: DiceKey;
  readonly random: RandomSource;
  /** What `GameEnded` reveals (`null` for a challenge entry). */
  readonly seed: string | null;
  /** The tape's version before the first play. */
  readonly version: number;
  /**
   * Milliseconds from some fixed point, where the thread that plays bots bounds their thinking
   * (`BotDefinition.moveMs`); on Workers a clock that counts its readings (`countingClock`, whose time
   * stands still while code runs); absent (the core, tests, the ladder), bots spend their counted budgets.
   */
  readonly clock?: () => number;
  /** With `clock`: how long all the bot moves of one job (one request's) may think together, so the person waiting is answered in time. */
  readonly jobMs?: number;
}

/** When a bot's thinking must end: the thread's clock and the time its job is due by (`Infinity`: only the bot's own `moveMs`). */
export interface ThinkingBound {
  readonly clock: () => number;
  readonly due: number;
}

/** A bot's random stream for one decision: keyed by the game, the seat and the version it decides at. */
export const botLabel = (seat: Seat, version: number): string => `bot.seat${seat}.v${version}`;

/** Uniform numbers in [0, 1) drawn from the keyed dice under `label`. */
export function botRandom(key: DiceKey, label: string): () => number {
  let draw = 0;
  return () => uniformInt(key, label, draw++, TWO_32) / TWO_32;
}

export const findBot = (game: AnyGame, id: string | undefined): BotDefinition | undefined =>
  id === undefined ? undefined : game.bots?.find((b) => b.id === id);

/**
 * `bot`'s move for `seat` (the first legal move when there is no bot). A bot that throws or answers
 * a move that is not legal plays the first legal move instead: a bot's bug must not stall a live game.
 */
export function botChoice(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  bot: BotDefinition | undefined,
  random: () => number,
  bound?: ThinkingBound,
): unknown {
  const legalMoves = game.legalMoves(state, seat);
  const first = legalMoves[0];
  if (bot === undefined || legalMoves.length === 0) return first;
  try {
    const view = game.view(state, seat);
    const due =
      bound === undefined || bot.moveMs === undefined ? undefined : Math.min(bound.due, bound.clock() + bot.moveMs);
    const stop = due === undefined ? undefined : () => bound!.clock() >= due;
    const move = bot.choose({ seat, view, legalMoves, random, state, ...(stop ? { stop } : {}) });
    const chosen = JSON.stringify(move);
    return legalMoves.some((m) => JSON.stringify(m) === chosen) ? move : first;
  } catch {
    return first;
  }
}

/** One move for `seat` chosen by `bot`, with the rolls that follow it, decided at `version`. */
export function playSeat<S>(
  game: AnyGame,
  state: S,
  seat: Seat,
  bot: BotDefinition | undefined,
  ctx: SeatPlayContext,
  version: number,
  bound?: ThinkingBound,
): Result<Decision<S>, RuleError> {
  const move = botChoice(game, state, seat, bot, botRandom(ctx.key, botLabel(seat, version)), bound);
  if (move === undefined) return err(ruleError('no-legal-move', `seat ${seat} is due but has no legal move`));
  return decideMove<S>(game, state, seat, move, ctx.random, ctx.seed);
}

/**
 * Plays every bot seat the game waits for, one move at a time, until it waits only for people or is
 * over: what the server appends right after the move that made the bots due. Stops after `maxMoves`
 * (the rest is played after the next request that touches the game).
 */
export function playBots<S>(
  game: AnyGame,
  state: S,
  players: readonly PlayerInfo[],
  ctx: SeatPlayContext,
  maxMoves: number,
): Result<{ plays: Play[]; state: S; version: number }, RuleError> {
  const plays: Play[] = [];
  let version = ctx.version;
  const bound = ctx.clock === undefined ? undefined : { clock: ctx.clock, due: ctx.clock() + (ctx.jobMs ?? Infinity) };
  for (let n = 0; n < maxMoves; n++) {
    const pending = game.pending(state);
    const seat = pending.kind === 'choice' ? pending.players.find((s) => botOf(players, s) !== undefined) : undefined;
    if (seat === undefined) break;
    const played = playSeat<S>(game, state, seat, findBot(game, botOf(players, seat)), ctx, version, bound);
    if (!played.ok) return played;
    plays.push({ actor: seat, events: played.value.events });
    state = played.value.state;
    version += played.value.events.length;
  }
  return ok({ plays, state, version });
}

/**
 * `game` with `bots` seated: the one way a game gets its bots, in its `index.ts`, for every released
 * version. Rules (`define.ts`) never import bots, so a bot module may build a definition of its own.
 */
export const withBots = <G extends AnyGame>(game: G, bots: NonNullable<G['bots']>): G =>
  Object.freeze({ ...game, bots });
