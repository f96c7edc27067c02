/**
 * Carbondale's status line says who decides now. In the challenge window the opponent of the player
 * who announced an addition chooses (challenge or pass): "player 1 to play (challenge)" read as if
 * the announcer were still to move.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { CarbondaleBoard } from '../../../src/games/carbondale/board-svg.js';
import type { CarbondaleMove } from '../../../src/games/carbondale/moves.js';
import { rulebook } from '../../../src/games/index.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const game = rulebook.current('carbondale')!;

/** The board's status line (its first text). */
const statusOf = (view: unknown): string => {
  const svg = renderToString(
    h(CarbondaleBoard, { view, legalMoves: [], onMove: () => {}, names: [], you: null } as never),
  );
  return /<text[^>]*>([^<]*)<\/text>/.exec(svg)![1]!.replaceAll('&#39;', "'");
};

test('in the challenge window the line names the announcer and the player who may challenge', () => {
  let windows = 0;
  mixedPlayout(game, 3, 2, 600, (state, seat, legal) => {
    const view = game.view(state, seat) as { phase: string; active: number; turn: number };
    if (view.phase !== 'challenge') return;
    windows++;
    expect(game.pending(state)).toEqual({ kind: 'choice', players: [3 - view.active] });
    expect((legal as CarbondaleMove[]).some((m) => m.type === 'challenge' || m.type === 'pass')).toBe(true);
    expect(statusOf(view)).toMatch(
      new RegExp(
        `^Turn ${view.turn}: player ${view.active} announced [♣♠♡♢]; player ${3 - view.active} may challenge$`,
      ),
    );
  });
  expect(windows, 'the seeded game reaches challenge windows').toBeGreaterThan(0);
});
