import { advance } from '../engine.js';
import type { RandomSource } from '../random.js';
import type { AnyGame, BotDefinition, GameEvent, Seat, Standings } from '../types.js';

/** How a playout picks a move: usually the game's heuristic bot, so imagined players play sensibly. */
export type Policy = (state: unknown, seat: Seat, legalMoves: readonly unknown[], random: () => number) => unknown;

/** A playout that runs this long without an end is cut (a safety bound; no game here is near it). */
const MAX_PLAYOUT_MOVES = 20_000;

/** The seat a search plays for next: the first the game waits for (simultaneous choices are taken in seat order). */
export function nextSeat(game: AnyGame, state: unknown): Seat | Standings {
  const pending = game.pending(state);
  if (pending.kind === 'over') return pending.standings;
  if (pending.kind !== 'choice' || pending.players.length === 0)
    throw new Error(`${game.id}: a search found ${pending.kind} pending after the engine advanced`);
  return pending.players[0]!;
}

/** `state` after `seat` plays `move` (a legal one) and the imagined dice that follow. */
export function applyMove(game: AnyGame, state: unknown, seat: Seat, move: unknown, dice: RandomSource): unknown {
  const made: GameEvent<unknown> = { type: 'MoveMade', player: seat, move };
  const after = advance(game, game.evolve(state, made), dice, null);
  if (!after.ok) throw new Error(`${game.id}: imagined dice refused: ${after.error.message}`);
  return after.value.state;
}

/** Plays `state` to the end with `policy` for every seat; `null` when it does not end within the bound. */
export function playout(
  game: AnyGame,
  state: unknown,
  policy: Policy,
  dice: RandomSource,
  random: () => number,
): Standings | null {
  for (let n = 0; n < MAX_PLAYOUT_MOVES; n++) {
    const seat = nextSeat(game, state);
    if (typeof seat !== 'number') return seat;
    const legal = game.legalMoves(state, seat);
    state = applyMove(game, state, seat, policy(state, seat, legal, random), dice);
  }
  return null;
}

/**
 * A bot as a playout policy: it is handed the simulated state's view (and the state, which in a
 * simulation is already the searching seat's guess). A throw or an illegal answer plays the first move.
 */
export function botPolicy(game: AnyGame, bot: BotDefinition): Policy {
  return (state, seat, legalMoves, random) => {
    if (legalMoves.length === 1) return legalMoves[0];
    try {
      // The view is built only if the bot reads it: several heuristic bots decide from the state alone.
      const move = bot.choose({
        seat,
        get view() {
          return game.view(state, seat);
        },
        legalMoves,
        random,
        state,
      });
      if (legalMoves.includes(move)) return move;
      const chosen = JSON.stringify(move);
      return legalMoves.find((m) => JSON.stringify(m) === chosen) ?? legalMoves[0];
    } catch {
      return legalMoves[0];
    }
  };
}
