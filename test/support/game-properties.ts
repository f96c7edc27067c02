import { expect } from 'vitest';
import { auditTape } from '../../src/core/audit.js';
import { fold, replay } from '../../src/core/replay.js';
import type { Rulebook } from '../../src/core/rulebook.js';
import type { TapeEvent } from '../../src/core/tape.js';
import { whoMayMove } from '../../src/core/who-may-move.js';
import type { AnyGame, Seat } from '../../src/core/types.js';

/** Properties every game must have, checked inside each game's fast-check playouts. */

/** Every move `legalMoves` offers is by a seat the game waits for (the core's check), parses with `moveSchema` and passes `validate`. */
export function expectLegalMovesValid(game: AnyGame, state: unknown, player: Seat, legal: readonly unknown[]): void {
  const turn = whoMayMove(game, state, player);
  if (legal.length > 0 && !turn.ok) throw new Error(`legal moves offered to seat ${player}: ${turn.error.code}`);
  for (const move of legal) {
    expect(game.moveSchema.safeParse(move).success).toBe(true);
    const r = game.validate(state, player, move);
    if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${r.error.code} ${r.error.message}`);
  }
}

/**
 * Replaying the tape from scratch equals the live state; a prefix (`cut`) replays to the state of
 * folding that prefix (time travel); and the audit passes with no failed check.
 */
export function expectReplayMatchesLive(
  rulebook: Rulebook,
  game: AnyGame,
  tape: readonly TapeEvent[],
  live: unknown,
  cut: number,
): void {
  const created = tape[0];
  if (created?.type !== 'GameCreated') throw new Error('a tape starts with GameCreated');
  const start = () => game.setup({ players: created.players, options: created.options });
  expect(fold(game, start(), tape)).toEqual(live);
  const replayed = replay(rulebook, tape);
  expect(replayed.ok && replayed.value.state).toEqual(live);
  const upTo = 1 + (cut % tape.length);
  const partial = replay(rulebook, tape, upTo);
  expect(partial.ok && partial.value.state).toEqual(fold(game, start(), tape.slice(1, upTo)));
  const report = auditTape(rulebook, tape);
  expect(report.checks.filter((c) => c.status === 'fail')).toEqual([]);
  expect(report.ok).toBe(true);
}
