/**
 * Coal n' Write's title ("…round 1 of 6, turn 3 (turn)") and the town's line under it ran past the
 * right edge of a 390 px phone. Each is drawn in at most two lines a phone shows whole
 * (test/browser/board-zoom.test.ts looks at them there), read as one line they say the same.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { fitsAPhone } from '../../../src/board/phone-lines.js';
import { CoalNWriteBoard } from '../../../src/games/coal-n-write/board-svg.js';
import type { CoalNWriteView } from '../../../src/games/coal-n-write/view.js';
import { rulebook } from '../../../src/games/index.js';
import { drawnLines, svgTitle } from '../../support/drawn-lines.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const game = rulebook.current('coal-n-write')!;

test('every title and town line of played games fits a phone in two lines, and reads as the title', () => {
  const seen = new Set<string>();
  let wrapped = 0;
  let last: CoalNWriteView | undefined;
  for (const [seed, players] of [
    [1, 2],
    [2, 6],
  ] as const)
    mixedPlayout(game, seed, players, 3000, (state, seat) => {
      const view = game.view(state, seat) as CoalNWriteView;
      last = view;
      // Drawn once per different title and town line: the sheets below them are what a move changes.
      const key = [view.phase, view.round, view.turn, view.deckCount, view.diceInPlay, view.bunkhouse].join();
      if (seen.has(key)) return;
      seen.add(key);
      const svg = renderToString(h(CoalNWriteBoard, { view, legalMoves: [], names: [], you: seat }));
      const title = drawnLines(svg, 'title');
      const town = drawnLines(svg, 'status');
      expect(fitsAPhone(title, { size: 16, bold: true }), title.join(' / ')).toBe(true);
      expect(fitsAPhone(town, { size: 12 }), town.join(' / ')).toBe(true);
      expect(title.join(' ')).toBe(svgTitle(svg));
      expect(town.join(' ')).toBe(
        `Boom Town (${view.deckCount} cards still in the deck) · dice in play ${view.diceInPlay}, bunkhouse ${view.bunkhouse}`,
      );
      if (title.length === 2) wrapped++;
    });
  expect(wrapped, 'titles in play need two lines').toBeGreaterThan(20);
  // A played game's last view, as it ends (the playout visits only views with a move to make).
  const svg = renderToString(h(CoalNWriteBoard, { view: { ...last!, phase: 'over' }, legalMoves: [], names: [] }));
  expect(drawnLines(svg, 'title')).toEqual(["Coal n' Write: game over"]);
}, 60_000);
