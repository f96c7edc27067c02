/**
 * Boom Town at its largest (issue 29: from the 9th card on, cards were drawn over the first ones and
 * could not be clicked): in seeded two-player games, every face-up card has a place of its own on the
 * board, and every card the move list offers to visit is a named button there.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { CoalNWriteBoard } from '../../../src/games/coal-n-write/board-svg.js';
import type { CoalNWriteMove } from '../../../src/games/coal-n-write/moves.js';
import { rulebook } from '../../../src/games/index.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const game = rulebook.current('coal-n-write')!;

/** The card rectangles of the Boom Town list, as drawn (the first rect of each list item). */
function cardRects(svg: string): { x: number; y: number; w: number; h: number }[] {
  const town = svg.slice(svg.indexOf('aria-label="Boom Town cards"'));
  const list = town.slice(0, town.indexOf('</g></g></g><text') + 1 || undefined);
  return [...list.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    w: Number(m[3]),
    h: Number(m[4]),
  }));
}

describe("Coal n' Write's Boom Town, two players, the most cards", () => {
  test('14 and more cards each get their own place, and every visit offered is a button', () => {
    let most = 0;
    let checked = 0;
    // Seeds whose random games grow the town to 14 cards (the assertion below keeps them honest).
    for (const seed of [6, 7]) {
      mixedPlayout(game, seed, 2, 4000, (state, seat, legal) => {
        const view = game.view(state, seat) as { tableau: unknown[] };
        most = Math.max(most, view.tableau.length);
        const visits = (legal as CoalNWriteMove[]).filter((m) => m.type === 'visitTown');
        if (view.tableau.length < 9 || visits.length === 0) return;
        checked++;
        const svg = renderToString(
          h(CoalNWriteBoard, {
            view: view as never,
            legalMoves: legal as CoalNWriteMove[],
            onMove: () => {},
            you: seat,
          }),
        );
        const rects = cardRects(svg);
        expect(rects).toHaveLength(view.tableau.length);
        for (const [i, a] of rects.entries())
          for (const b of rects.slice(i + 1))
            expect(a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y).toBe(true);
        // The names of the cards drawn as buttons, as the SVG spells them.
        const buttons = [...svg.matchAll(/role="button"[^>]*aria-label="visit ([^:"]+):/g)].map((m) =>
          m[1]!.replaceAll('&amp;', '&'),
        );
        for (const visit of visits) {
          const card = (view.tableau as { id: string; name: string }[]).find(
            (c) => c.id === (visit as { card: string }).card,
          )!;
          expect(buttons, `a visit to ${card.name} is offered`).toContain(card.name);
        }
      });
    }
    expect(most).toBeGreaterThanOrEqual(14);
    expect(checked).toBeGreaterThan(0);
  });
});
