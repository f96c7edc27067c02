import type { AnyGame } from './types.js';
import type { Chooser } from './playout.js';

/**
 * How a game is calibrated: a heuristic bot plays many seeded games and the score distribution is
 * compared with the rulebook's bands. Each game with a bot exports one of these from
 * `src/games/<id>/calibration.ts`; `npm run calibrate -- <id> [games]` runs it.
 *
 * `players` is one seat count, or a list of them: the script then plays each count in turn (the
 * first with the seeds `calibrate-<id>-<i>`, the others `calibrate-<id>-<n>p-<i>`) and calls
 * `summarize` once per count with that count's finished states. `games` may then be one number for
 * every count or a comma list in the same order (`1000,500`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds calibrations of every game state
export interface Calibration<S = any> {
  readonly game: AnyGame;
  readonly players: number | readonly number[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's own move type
  readonly bot: Chooser<S, any>;
  /** Prints the game's own summary (bands, rates) of the finished states of one seat count; returns the printed lines. */
  summarize(finals: readonly S[]): string[];
}

/** The seat counts a calibration plays, in order. */
export const calibrationCounts = (c: Calibration): readonly number[] =>
  typeof c.players === 'number' ? [c.players] : c.players;

/**
 * The end of a line that states a target: ` (met)`, or ` (missed)` (`npm run calibrate` prints every
 * target with one of them, and the word `missed` only for a miss).
 */
export const verdict = (met: boolean): string => (met ? ' (met)' : ' (missed)');
