import { expect } from 'vitest';
import { auditTape, type AuditReport } from '../../src/core/audit.js';
import { playGame, type Chooser, type PlayedGame, type PlayOptions } from '../../src/core/playout.js';
import { replay } from '../../src/core/replay.js';
import type { AnyGame } from '../../src/core/types.js';
import { rulebook } from '../../src/games/index.js';

/**
 * Plays `game` (an older rules version than the one now hosted) to its end and checks what every
 * old version must keep doing after a new one is released: its tape names its own version, ends,
 * audits with no failing check under the server's rulebook, and replays to the state it was played to.
 */
export function playOldVersion<S>(
  game: AnyGame,
  seed: string,
  choose: Chooser<S>,
  options: PlayOptions = {},
): { played: PlayedGame<S>; report: AuditReport } {
  const played = playGame<S>(game, seed, choose, options);
  expect(played.tape[0]).toMatchObject({ type: 'GameCreated', rulesVersion: game.version });
  expect(played.tape.at(-1)?.type).toBe('GameEnded');
  const report = auditTape(rulebook, played.tape);
  expect(report.checks.filter((c) => c.status === 'fail')).toEqual([]);
  const replayed = replay<S>(rulebook, played.tape);
  expect(replayed.ok && replayed.value.state).toEqual(played.state);
  return { played, report };
}
