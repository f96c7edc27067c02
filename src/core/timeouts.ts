import { findBot, playSeat, type Play, type SeatPlayContext } from './bots.js';
import type { RuleError } from './errors.js';
import { ok, type Result } from './result.js';
import type { TapeEvent } from './tape.js';
import { dueSeats, startsNewTurn } from './turns.js';
import type { AnyGame, Seat } from './types.js';

/** A late seat's turn can take many small steps; more than this means a rules bug. */
const MAX_STEPS_PER_SEAT = 1_000;

/**
 * After the turn deadline: plays each late seat's turn with the game's `default` bot (its first legal
 * move when it has none) until the seat is no longer due or a new turn begins. Each move is a
 * `MoveMade` marked `timeout`, caused by `claimant`, so the tape shows who claimed it and what was played
 * (`null`: nobody claimed it, the server applied the deadline itself).
 */
export function playTimeouts<S>(
  game: AnyGame,
  state: S,
  late: readonly Seat[],
  claimant: Seat | null,
  ctx: SeatPlayContext,
): Result<{ plays: Play[]; state: S; version: number }, RuleError> {
  const bot = findBot(game, 'default');
  const plays: Play[] = [];
  let version = ctx.version;
  for (const seat of late) {
    for (let step = 0; step < MAX_STEPS_PER_SEAT; step++) {
      const before = dueSeats(game, state, true);
      if (!before.includes(seat)) break;
      const played = playSeat<S>(game, state, seat, bot, ctx, version);
      if (!played.ok) return played;
      const events = played.value.events.map((e, i): TapeEvent =>
        i === 0 && e.type === 'MoveMade' ? { ...e, timeout: true } : e,
      );
      plays.push({ actor: claimant, events });
      state = played.value.state;
      version += played.value.events.length;
      // A new turn brings a new deadline, for the late seats as for everyone else.
      if (startsNewTurn(before, dueSeats(game, state, true), played.value.events)) return ok({ plays, state, version });
    }
  }
  return ok({ plays, state, version });
}
