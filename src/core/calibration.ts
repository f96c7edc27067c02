import type { AnyGame } from './types.js';
import type { Chooser } from './playout.js';

/**
 * How a game is calibrated: a heuristic bot plays many seeded games and the score distribution is
 * compared with the rulebook's bands. Each game with a bot exports one of these from
 * `src/games/<id>/calibration.ts`; `npm run calibrate -- <id> [games]` runs it.
 */
export interface Calibration<S = any> {
  readonly game: AnyGame;
  readonly players: number;
  readonly bot: Chooser<S, any>;
  /** Prints the game's own summary (bands, rates) of the finished states; returns the printed lines. */
  summarize(finals: readonly S[]): string[];
}
