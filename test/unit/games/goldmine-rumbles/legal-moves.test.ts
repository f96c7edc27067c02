import { describe, expect, test } from 'vitest';
import { mulberry32, playGame } from '../../../../src/core/playout.js';
import type { GoldmineMove, GoldmineState } from '../../../../src/games/goldmine-rumbles/index.js';
import { game } from './fixtures.js';

const WEAPONS = ['colt', 'blunderbuss', 'none'] as const;
type Armed = Extract<GoldmineMove, { type: 'fight' | 'defend' | 'attack' }>;

describe('legalMoves lists every weapon a fight may be fought with', () => {
  test('whenever a fight, defence or attack is legal, so is each weapon choice the rules accept', () => {
    let checked = 0;
    for (let g = 0; g < 12; g++) {
      const pick = mulberry32(g + 1);
      playGame<GoldmineState, GoldmineMove>(
        game,
        `weapons-${g}`,
        (state, seat, legal) => {
          const armed = legal.filter(
            (m): m is Armed => m.type === 'fight' || m.type === 'defend' || m.type === 'attack',
          );
          for (const base of armed.filter((m) => m.weapon === undefined)) {
            for (const weapon of WEAPONS) {
              const variant = { ...base, weapon } as GoldmineMove;
              if (!game.validate(state, seat, variant).ok) continue;
              checked++;
              expect(legal).toContainEqual(variant);
            }
          }
          // Lean towards fights so the game reaches them: attack, fight or defend when offered.
          return armed.length > 0 && pick() < 0.5
            ? armed[Math.floor(pick() * armed.length)]!
            : legal[Math.floor(pick() * legal.length)]!;
        },
        { players: 4 },
      );
    }
    expect(checked).toBeGreaterThan(20);
  }, 120_000);
});
