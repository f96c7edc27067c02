import { err, ok, type Result } from '../core/result.js';
import type { AnyGame } from '../core/types.js';
import { problem, type ServiceError } from './errors.js';
import type { CreateGameInput } from './inputs.js';

/**
 * Refuses, at creation, sandbox dice that no die of the game can show under their label (a 9 where
 * it rolls a d6): `400 bad-sandbox-die`, before anything is written. Left to the roll, such a value
 * made every move that rolled it fail (`bad-sandbox-roll`), a game that could not go past it.
 * Shuffle orders are still checked when shuffled: a deck's size can depend on the play.
 */
export function sandboxDiceFit(game: AnyGame, sandbox: CreateGameInput['sandbox']): Result<void, ServiceError> {
  if (sandbox === undefined || game.dieSides === undefined) return ok(undefined);
  for (const [label, values] of Object.entries(sandbox.rolls)) {
    const sides = game.dieSides(label);
    const bad = values.find((v) => v > sides);
    if (bad !== undefined)
      return err(
        problem(
          'malformed',
          'bad-sandbox-die',
          `sandbox value ${bad} for "${label}" is not a face of the d${sides} ${game.title} rolls there`,
        ),
      );
  }
  return ok(undefined);
}
