/** Every legal move carries a short human label; the labels of one decision tell its moves apart. */
import { describe, expect, test } from 'vitest';
import { labelledMoves, withoutLabel } from '../../../src/core/labelled-move.js';
import { rulebook } from '../../../src/games/index.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

describe.each(rulebook.games.map((g) => [g.id, g] as const))('%s', (_id, game) => {
  test('labels are short, non-empty and distinct within a decision; without the label a move is itself again', () => {
    const duplicates: string[] = [];
    for (const seed of [1, 2, 3]) {
      mixedPlayout(game, seed, game.maxPlayers, 300, (state, _seat, legal) => {
        const labelled = labelledMoves(game, state, legal);
        for (const [i, move] of labelled.entries()) {
          expect(move.label.length).toBeGreaterThan(0);
          expect(move.label.length).toBeLessThanOrEqual(120);
          expect(move.label).not.toMatch(/undefined|\?|\[object/);
          expect(withoutLabel(move)).toEqual(legal[i]);
        }
        const labels = labelled.map((m) => m.label);
        const seen = new Set<string>();
        for (const l of labels)
          if (seen.has(l)) duplicates.push(l);
          else seen.add(l);
      });
    }
    expect(duplicates.slice(0, 5)).toEqual([]);
  });
});
