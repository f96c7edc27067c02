/**
 * Carbondale's last challenges ("turn 1: player 1 challenged …") were drawn beside the draw pile at
 * x 260, each line about 380 units wide: off a 390 px phone's screen, which shows the board's left
 * from x 20 to about PHONE_LINE further. They print the cards as the board's corners and the events
 * list do (4♠), so a line fits that width at full size, and on a phone's page (narrow) they are drawn
 * under the draw pile at the board's left (test/browser/board-zoom.test.ts looks at them there); on a
 * laptop and in board.svg they stay beside the draw pile.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test, vi } from 'vitest';
import { PHONE_LINE } from '../../../src/board/phone-lines.js';
import { CarbondaleBoard } from '../../../src/games/carbondale/board-svg.js';
import type { CarbondaleView } from '../../../src/games/carbondale/view-types.js';
import { rulebook } from '../../../src/games/index.js';
import { drawnBox } from '../../support/drawn-lines.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const game = rulebook.current('carbondale')!;

/** The board as board.svg and a laptop draw it, or as a phone's page does (`narrow`). */
const boardOf = (view: CarbondaleView, narrow: boolean): string =>
  renderToString(h(CarbondaleBoard, { view, legalMoves: [], names: [], you: 1, narrow }));
const heightOf = (svg: string): number => Number(/<svg [^>]*height="([\d.]+)"/.exec(svg)![1]);
/** The draw pile's card back (50 × 64), as the board draws it. */
const drawPileOf = (svg: string) => {
  const m = /<rect x="([\d.]+)" y="([\d.]+)" width="50" height="64"/.exec(svg)!;
  return { left: Number(m[1]), right: Number(m[1]) + 50, top: Number(m[2]), bottom: Number(m[2]) + 64 };
};

/** Views of played games with challenges made, and the most of them a game shows at once. */
function viewsWithChallenges(): CarbondaleView[] {
  const views: CarbondaleView[] = [];
  for (const seed of [1, 2, 3, 4])
    mixedPlayout(game, seed, 2, 600, (state, seat) => {
      const view = game.view(state, seat) as CarbondaleView;
      if (view.duels.length > 0) views.push(view);
    });
  expect(views.filter((v) => v.duels.length >= 3).length, 'views with three challenges or more').toBeGreaterThan(10);
  return views;
}

// Each test draws the board for every seeded position with challenges: near 30 s under load.
vi.setConfig({ testTimeout: 120_000 });

test("on a phone's page the last challenges are drawn under the draw pile, each line whole in a phone's width", () => {
  for (const view of viewsWithChallenges()) {
    const svg = boardOf(view, true);
    const duels = drawnBox(svg, 'challenges');
    expect(duels.left).toBeGreaterThanOrEqual(20);
    expect(duels.right, 'in a phone’s width').toBeLessThanOrEqual(20 + PHONE_LINE);
    expect(duels.top, 'under the draw pile').toBeGreaterThan(drawPileOf(svg).bottom);
    expect(duels.bottom).toBeLessThanOrEqual(heightOf(svg));
    expect(svg.slice(svg.indexOf('class="challenges"')), 'drawn at full size, not condensed').not.toContain(
      'textLength',
    );
  }
});

test('a challenge line prints the cards as the board does, and is read out with their names', () => {
  const view = viewsWithChallenges().at(-1)!;
  const svg = boardOf(view, true);
  const shown = view.duels.slice(-3);
  const said = [...svg.matchAll(/<g role="listitem" aria-label="(turn [^"]*)"><text[^>]*>([^<]*)<\/text>/g)];
  expect(said).toHaveLength(shown.length);
  const symbol = { C: '♣', S: '♠', H: '♡', D: '♢' } as Record<string, string>;
  const name = { C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds' } as Record<string, string>;
  const rank = (r: number) => (r === 1 ? 'A' : String(r));
  shown.forEach((d, i) => {
    const outcome = d.success ? 'won' : 'lost';
    expect(said[i]![2]).toBe(
      `turn ${d.turn}: player ${d.challenger} challenged ${rank(d.added.rank)}${symbol[d.added.suit]} with ${rank(d.challenge.rank)}${symbol[d.challenge.suit]} — ${outcome}`,
    );
    expect(said[i]![1]).toBe(
      `turn ${d.turn}: player ${d.challenger} challenged ${rank(d.added.rank)} of ${name[d.added.suit]} with ${rank(d.challenge.rank)} of ${name[d.challenge.suit]} — ${outcome}`,
    );
  });
});

test('on a laptop and in board.svg the challenges stand beside the draw pile, the board as tall as before', () => {
  for (const view of viewsWithChallenges().filter((_, i) => i % 10 === 0)) {
    const svg = boardOf(view, false);
    const duels = drawnBox(svg, 'challenges');
    const pile = drawPileOf(svg);
    expect(duels.left, 'beside the draw pile and its counts').toBeGreaterThan(pile.right + 150);
    expect(duels.top).toBeGreaterThanOrEqual(pile.top);
    expect(duels.bottom).toBeLessThanOrEqual(pile.bottom);
    expect(heightOf(svg), 'no taller than the draw pile row').toBe(pile.bottom + 12);
  }
});
