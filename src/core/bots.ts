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
 * Whether a bot searches (the `search-*` levels, marked `searches: true`): it may think for up to a
 * second a move, so the server plays it after answering the request that made it due, never inside
 * it. A heuristic bot answers in well under a millisecond and plays inline.
 */
export const searches = (bot: BotDefinition | undefined): boolean => bot?.searches === true;

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
): unknown {
  const legalMoves = game.legalMoves(state, seat);
  const first = legalMoves[0];
  if (bot === undefined || legalMoves.length === 0) return first;
  try {
    const view = game.view(state, seat);
    const move = bot.choose({ seat, view, legalMoves, random, state });
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
): Result<Decision<S>, RuleError> {
  const move = botChoice(game, state, seat, bot, botRandom(ctx.key, botLabel(seat, version)));
  if (move === undefined) return err(ruleError('no-legal-move', `seat ${seat} is due but has no legal move`));
  return decideMove<S>(game, state, seat, move, ctx.random, ctx.seed);
}

/**
 * Plays the bot seats the game waits for, one move at a time, until it waits only for people, for a
 * search bot beyond `searching` (how many search moves this call may play: none inline, in the request
 * that made the bots due; one in a search bot's own job), or is over. Of several bot seats due at once
 * a heuristic one plays first. Stops after `maxMoves` (the rest is played after the next request that
 * touches the game).
 */
export function playBots<S>(
  game: AnyGame,
  state: S,
  players: readonly PlayerInfo[],
  ctx: SeatPlayContext,
  maxMoves: number,
  searching = 0,
): Result<{ plays: Play[]; state: S; version: number }, RuleError> {
  const plays: Play[] = [];
  let version = ctx.version;
  let searchesLeft = searching;
  for (let n = 0; n < maxMoves; n++) {
    const next = nextBotSeat(game, state, players, searchesLeft > 0);
    if (next === undefined) break;
    if (searches(next.bot)) searchesLeft--;
    const played = playSeat<S>(game, state, next.seat, next.bot, ctx, version);
    if (!played.ok) return played;
    plays.push({ actor: next.seat, events: played.value.events });
    state = played.value.state;
    version += played.value.events.length;
  }
  return ok({ plays, state, version });
}

/** The bot seats due now: the seat and its bot (`undefined`: a bot id the game does not know, which plays its first legal move). */
export function dueBotSeats(
  game: AnyGame,
  state: unknown,
  players: readonly PlayerInfo[],
): { readonly seat: Seat; readonly bot: BotDefinition | undefined }[] {
  const pending = game.pending(state);
  if (pending.kind !== 'choice') return [];
  return pending.players
    .filter((seat) => botOf(players, seat) !== undefined)
    .map((seat) => ({ seat, bot: findBot(game, botOf(players, seat)) }));
}

/** The bot seat to play next: a heuristic one first; a search bot only when `searchAllowed`. */
function nextBotSeat(game: AnyGame, state: unknown, players: readonly PlayerInfo[], searchAllowed: boolean) {
  const due = dueBotSeats(game, state, players);
  return due.find((d) => !searches(d.bot)) ?? (searchAllowed ? due[0] : undefined);
}

/**
 * `game` with `bots` seated: the one way a game gets its bots, in its `index.ts`, for every released
 * version. Rules (`define.ts`) never import bots, so a bot module may build a definition of its own.
 */
export const withBots = <G extends AnyGame>(game: G, bots: NonNullable<G['bots']>): G =>
  Object.freeze({ ...game, bots });
