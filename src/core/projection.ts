import { fold } from './replay.js';
import { openSeats, seatEvent } from './seats.js';
import { isGameEvent, type GameCreated, type TapeEvent } from './tape.js';
import { dueSeats, startsNewTurn } from './turns.js';
import type { AnyGame, PlayerInfo, Standings } from './types.js';

/** Where a game stands for everyone who lists it: waiting for players, being played, or over. */
export type GameStatus = 'open' | 'active' | 'over';

/**
 * What the service knows about a game beyond its rule state, derived from the tape alone, here and
 * nowhere else: the status, the standings, who sits where, and when the current turn began. The
 * `games` table, the lobby, a loaded game and time travel all read it from `project`.
 */
export interface GameProjection {
  readonly version: number;
  readonly status: GameStatus;
  readonly standings: Standings | null;
  /** The seats now: `GameCreated`'s, with the lobby's joins and leaves. */
  readonly players: readonly PlayerInfo[];
  /** When the current turn began (for the turn deadline); `null` in the lobby and in a game without deadlines. */
  readonly turnStartedAt: number | null;
  /** When the last event was recorded (ms since the epoch, as stamped on the tape). */
  readonly updatedAt: number;
}

/** A tape event with what the projection reads of its envelope. */
export interface ProjectedEvent {
  readonly seq: number;
  readonly event: TapeEvent;
  readonly at: number;
}

/** A game's projection right after `GameCreated` (version 1), recorded at `at`. */
export function createdProjection(created: GameCreated, at: number): GameProjection {
  const open = openSeats(created.players).length > 0;
  return {
    version: 1,
    status: open ? 'open' : 'active',
    standings: null,
    players: created.players,
    turnStartedAt: !open && created.turnSeconds !== undefined ? at : null,
    updatedAt: at,
  };
}

/** The projection and the rule state after `appended`, which continues the tape `before` and `state` stand at. */
export interface Projected<S> {
  readonly projection: GameProjection;
  /** The rule state after `appended`: `stateAfter` when the caller gave it, else folded here. */
  readonly state: S;
}

/**
 * Folds `appended` into the projection. `stateAfter`, when the caller already has it (a command just
 * decided these events), saves folding the rules again; a game with turn deadlines folds anyway, since
 * a turn begins when the seats due change.
 */
export function project<S>(
  game: AnyGame,
  created: GameCreated,
  before: GameProjection,
  state: S,
  appended: readonly ProjectedEvent[],
  stateAfter?: S,
): Projected<S> {
  if (appended.length === 0) return { projection: before, state };
  let { status, standings, players, turnStartedAt, updatedAt } = before;
  const timed = created.turnSeconds !== undefined;
  let folded = state;
  let due = timed ? dueSeats(game, folded, status === 'active') : [];
  for (const { event, at } of appended) {
    players = seatEvent(players, event);
    if (event.type === 'GameEnded') {
      status = 'over';
      standings = event.standings;
    } else if (status !== 'over') {
      status = openSeats(players).length > 0 ? 'open' : 'active';
    }
    if (timed) {
      if (isGameEvent(event)) folded = game.evolve(folded, event);
      const now = dueSeats(game, folded, status === 'active');
      if (startsNewTurn(due, now, [event])) turnStartedAt = at;
      due = now;
    }
    updatedAt = at;
  }
  const after =
    stateAfter ??
    (timed
      ? folded
      : fold(
          game,
          state,
          appended.map((e) => e.event),
        ));
  return {
    projection: { version: appended[appended.length - 1]!.seq, status, standings, players, turnStartedAt, updatedAt },
    state: after,
  };
}
