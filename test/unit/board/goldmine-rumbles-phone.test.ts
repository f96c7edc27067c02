/**
 * Goldmine Rumbles' claim store, supply, rumbles and the turn's dice stood beside the mine at x 548:
 * off a 390 px phone's screen, which shows the board's left from x 20 to about PHONE_LINE further.
 * On a phone's page (narrow) they are drawn under the mine (and a fight in progress), above the
 * players, in that width (test/browser/board-zoom.test.ts looks at them there); on a laptop and in
 * board.svg they stay beside the mine, as wide as a phone shows. The players' panels ran across the
 * board's 884 units, their counts' line past the phone's edge: on a phone's page they are as wide as
 * it shows, their lines broken to fit.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { PHONE_LINE } from '../../../src/board/phone-lines.js';
import { GoldmineRumblesBoard } from '../../../src/games/goldmine-rumbles/board-svg.js';
import type { GoldmineView } from '../../../src/games/goldmine-rumbles/view-types.js';
import { rulebook } from '../../../src/games/index.js';
import { drawnBox } from '../../support/drawn-lines.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const game = rulebook.current('goldmine-rumbles')!;
const NAMES = ['Ada Lovelace', 'Bot 2', 'Bot 3', 'Bot 4'];

/** The board as board.svg and a laptop draw it, or as a phone's page does (`narrow`). */
const boardOf = (view: GoldmineView, narrow: boolean): string =>
  renderToString(h(GoldmineRumblesBoard, { view, legalMoves: [], names: NAMES, you: 1, narrow }));
const heightOf = (svg: string): number => Number(/<svg [^>]*height="([\d.]+)"/.exec(svg)![1]);
/** The mine's tiles, from the tile rectangles the board draws (squares of 150 units, 90 on a phone's page). */
const mineOf = (svg: string) => {
  const tiles = [...svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="(150|90)" height="\3"/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    side: Number(m[3]),
  }));
  expect(tiles).toHaveLength(9);
  return {
    right: Math.max(...tiles.map((t) => t.x + t.side)),
    bottom: Math.max(...tiles.map((t) => t.y + t.side)),
  };
};

/** Views of played four-seat games, with the turn's dice rolled and fights in progress among them. */
function playedViews(): GoldmineView[] {
  const views: GoldmineView[] = [];
  for (const seed of [1, 2, 3])
    mixedPlayout(game, seed, 4, 300, (state) => {
      views.push(game.view(state, 1) as GoldmineView);
    });
  return views;
}

test("on a phone's page the store, supply, rumbles and dice are drawn under the mine and a fight, above the players, in a phone's width", () => {
  let rolled = 0;
  let fights = 0;
  for (const view of playedViews()) {
    const svg = boardOf(view, true);
    const store = drawnBox(svg, 'store');
    const legend = drawnBox(svg, 'legend');
    const players = drawnBox(svg, 'players');
    expect(store.left).toBeGreaterThanOrEqual(20);
    expect(store.right, 'in a phone’s width').toBeLessThanOrEqual(20 + PHONE_LINE);
    expect(store.top, 'under the mine and its legend').toBeGreaterThan(Math.max(legend.bottom, mineOf(svg).bottom));
    if (view.turn.fight.active) {
      fights++;
      expect(store.top, 'under the fight').toBeGreaterThan(drawnBox(svg, 'fight').bottom);
    }
    expect(players.top, 'the players under the store').toBeGreaterThan(store.bottom);
    expect(players.bottom).toBeLessThanOrEqual(heightOf(svg));
    if (view.turn.dice.length > 0) rolled++;
  }
  expect(rolled, 'views with the turn’s dice rolled').toBeGreaterThan(10);
  expect(fights, 'views with a fight in progress').toBeGreaterThan(0);
});

test('on a laptop and in board.svg the store stands beside the mine, as wide as a phone shows, the players under the mine', () => {
  for (const view of playedViews().filter((_, i) => i % 10 === 0)) {
    const svg = boardOf(view, false);
    const store = drawnBox(svg, 'store');
    const mine = mineOf(svg);
    // The claim sites and the pawns on them stand up to 60 units right of the tiles.
    expect(store.left, 'beside the mine').toBeGreaterThan(mine.right + 40);
    expect(store.right - store.left).toBeLessThanOrEqual(PHONE_LINE);
    expect(store.bottom, 'beside the mine, above its legend').toBeLessThan(drawnBox(svg, 'legend').top);
    // Less what the phone's smaller mine saves (test/unit/board/goldmine-rumbles-mine.test.ts).
    const phone = boardOf(view, true);
    expect(heightOf(phone) - heightOf(svg), 'a phone’s board is the taller by the store').toBeGreaterThan(
      store.bottom - store.top - (mine.bottom - mineOf(phone).bottom),
    );
  }
});

/** What a phone shows of the board from its left edge: the title's x, PHONE_LINE, and a little air. */
const PHONE_RIGHT = 20 + PHONE_LINE + 20;

test("on a phone's page the players' panels are as wide as it shows, every line whole in it", () => {
  let broken = 0;
  const long = ['Maximilian Alexander von Hohenberg-Sac 1', 'Bot 2', 'Bot 3', 'Bot 4'];
  for (const view of playedViews().filter((_, i) => i % 5 === 0)) {
    for (const names of [NAMES, long]) {
      const svg = renderToString(h(GoldmineRumblesBoard, { view, legalMoves: [], names, you: 1, narrow: true }));
      const players = drawnBox(svg, 'players');
      expect(players.left).toBeGreaterThanOrEqual(0);
      expect(players.right, 'in what a phone shows').toBeLessThanOrEqual(PHONE_RIGHT);
      expect(drawnBox(svg, 'players', 'text').right, 'each line in a phone’s width').toBeLessThanOrEqual(
        20 + PHONE_LINE,
      );
      const counts = [...svg.matchAll(/>(gold \d+ · [^<]*|[^<]*black marks \d+)</g)].map((m) => m[1]);
      if (counts.length > view.players.length) broken++;
    }
  }
  expect(broken, 'the counts’ line broken in two').toBeGreaterThan(0);
});

test("on a laptop and in board.svg the players' panels run across the board, the counts on one line", () => {
  const view = playedViews()[0]!;
  const svg = boardOf(view, false);
  const players = drawnBox(svg, 'players');
  expect(players.right - players.left).toBe(884);
  expect([
    ...svg.matchAll(/>gold \d+ · bags \d+ · injuries \d+ · bandages \d+ · poisons \d+ · black marks \d+</g),
  ]).toHaveLength(view.players.length);
});
