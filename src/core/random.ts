import { diceKey, rollDice, shuffleOrder, type DiceKey } from './dice.js';
import { reject } from './errors.js';
import { ok, type Result } from './result.js';
import type { RuleError } from './errors.js';
import type { GameCreated, SandboxSpec } from './tape.js';

/** Where the engine gets the values for a pending roll or shuffle. */
export interface RandomSource {
  roll(label: string, count: number, sides: number): Result<number[], RuleError>;
  shuffle(label: string, size: number): Result<number[], RuleError>;
}

/** Dice from the game's key (seed + clientSeed): the normal, auditable source. */
export function keyedRandom(key: DiceKey): RandomSource {
  return {
    roll: (label, count, sides) => ok(rollDice(key, label, count, sides)),
    shuffle: (label, size) => ok(shuffleOrder(key, label, size)),
  };
}

/**
 * Sandbox dice: the creator's values for the labels they named, keyed dice for the rest.
 * Die `i` of a named label is the `i`-th supplied value; missing positions fall back to keyed dice,
 * so a scenario only has to spell out the throws it cares about.
 */
export function sandboxRandom(spec: SandboxSpec, fallback: RandomSource): RandomSource {
  return {
    roll(label, count, sides) {
      const supplied = spec.rolls[label];
      if (supplied === undefined) return fallback.roll(label, count, sides);
      const bad = supplied.find((v) => !Number.isInteger(v) || v < 1 || v > sides);
      if (bad !== undefined)
        return reject('bad-sandbox-roll', `sandbox value ${bad} for "${label}" is not a face of a d${sides}`);
      const keyed = fallback.roll(label, count, sides);
      if (!keyed.ok) return keyed;
      return ok(keyed.value.map((v, i) => supplied[i] ?? v));
    },
    shuffle(label, size) {
      const supplied = spec.shuffles?.[label];
      if (supplied === undefined) return fallback.shuffle(label, size);
      if (!isPermutation(supplied, size))
        return reject('bad-sandbox-shuffle', `sandbox order for "${label}" is not a permutation of 0..${size - 1}`);
      return ok([...supplied]);
    },
  };
}

export function isPermutation(order: readonly number[], size: number): boolean {
  if (order.length !== size) return false;
  const seen = new Set<number>();
  for (const v of order) {
    if (!Number.isInteger(v) || v < 0 || v >= size || seen.has(v)) return false;
    seen.add(v);
  }
  return true;
}

/** The dice of a game: keyed by its seed (and client seed), with the creator's sandbox values first if it has any. */
export function gameRandom(created: GameCreated, seed: string): RandomSource {
  const keyed = keyedRandom(diceKey(seed, created.clientSeed));
  return created.sandbox === null ? keyed : sandboxRandom(created.sandbox, keyed);
}
