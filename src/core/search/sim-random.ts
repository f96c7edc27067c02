import { ok } from '../result.js';
import { mulberry32 } from '../playout.js';
import type { RandomSource } from '../random.js';

/** FNV-1a of a label, to key a simulated roll by its label as the real dice are. */
function labelHash(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Dice for a search's imagined futures: drawn from the search's own seed, not the game's keyed dice
 * (a bot must not know the real rolls to come), and cheap. Like the real dice, a roll depends only on
 * the seed and its label, so two imagined lines that reach the same label see the same dice: moves
 * compared on one seed differ by what they do, not by luck (common random numbers).
 */
export function simulatedRandom(seed: number): RandomSource {
  const stream = (label: string) => mulberry32((seed ^ labelHash(label)) >>> 0);
  return {
    roll: (label, count, sides) => {
      const next = stream(label);
      return ok(Array.from({ length: count }, () => 1 + Math.floor(next() * sides)));
    },
    shuffle: (label, size) => {
      const next = stream(label);
      const order = Array.from({ length: size }, (_, i) => i);
      for (let i = size - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const held = order[i]!;
        order[i] = order[j]!;
        order[j] = held;
      }
      return ok(order);
    },
  };
}
