/**
 * Goldmine Rumbles' mine was 450 units wide (tiles of 150 from x 44): on a 390 px phone, which shows
 * the board's left 370 units, its right column (P3/P6/P9) and claim sites 4 to 9 were off the screen,
 * and the legend line under it was cut off. On a phone's page (narrow) the mine, its claim sites and
 * every pawn and Papa on them, and the legend in lines, are drawn inside the board's 368 units, their
 * texts as big as on a laptop; a fight's fighters two a row. On a laptop and in board.svg the mine is as
 * it was. test/browser/board-zoom.test.ts looks at them in a phone's browser.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { textWidth } from '../../../src/board/glyph-widths.js';
import { PHONE_LINE } from '../../../src/board/phone-lines.js';
import { GoldmineRumblesBoard } from '../../../src/games/goldmine-rumbles/board-svg.js';
import type { GoldmineView } from '../../../src/games/goldmine-rumbles/view-types.js';
import { rulebook } from '../../../src/games/index.js';
import { drawnBox, drawnLines } from '../../support/drawn-lines.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const game = rulebook.current('goldmine-rumbles')!;
const NAMES = ['Ada Lovelace', 'Bot 2', 'Bot 3', 'Bot 4'];
/** A 390 px phone's 370 px frame less the board's border: what it shows without a sideways scroll. */
const PHONE_W = 368;
const LEGEND =
  'R = rat, S = snake, A/B/C = mine mouth · shaded tile = dark side · numbered circles = claim sites · black P = Papa';

const boardOf = (view: GoldmineView, narrow: boolean): string =>
  renderToString(h(GoldmineRumblesBoard, { view, legalMoves: [], names: NAMES, you: 1, narrow }));
const widthOf = (svg: string): number => Number(/<svg [^>]*width="([\d.]+)"/.exec(svg)![1]);
/** The font sizes the group of class `name` draws its texts at. */
const sizesIn = (svg: string, name: string): number[] => {
  const from = svg.indexOf(`<g class="${name}"`);
  return [...svg.slice(from).matchAll(/<text [^>]*font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
};

/** How many fighters each row of the fight draws, top to bottom (their "… inj." lines by their y). */
function fighterRows(svg: string): number[] {
  const from = svg.indexOf('<g class="fight"');
  const ys = [...svg.slice(from).matchAll(/<text x="[\d.]+" y="([\d.]+)"[^>]*>[^<]*inj\.<\/text>/g)].map((m) => m[1]);
  return [...new Set(ys)].map((y) => ys.filter((other) => other === y).length);
}

/** Views of played four-seat games: the start, claims bought, fights in progress. */
function playedViews(): GoldmineView[] {
  const views: GoldmineView[] = [];
  for (const seed of [1, 2])
    mixedPlayout(game, seed, 4, 300, (state) => {
      views.push(game.view(state, 1) as GoldmineView);
    });
  return views;
}
const VIEWS = playedViews();

/** `view` with all four pawns and Papa on claim site `site` and nobody elsewhere: the most a site carries. */
function crowdedAt(view: GoldmineView, site: number): GoldmineView {
  const points = view.points.map((p) =>
    p.site === site ? { ...p, pawns: [1, 2, 3, 4], papa: true } : { ...p, pawns: [], papa: false },
  );
  return { ...view, points } as GoldmineView;
}

/** `view` with a fight of four running, its dice rolled. */
function fightOfFour(view: GoldmineView): GoldmineView {
  const fighter = { seat: 1, weapon: 'blunderbuss', injuries: 2, out: false, lastScore: 7 } as const;
  const fighters = [1, 2, 3, 4].map((seat) => ({ ...fighter, seat }));
  const fight = { ...view.turn.fight, active: true, kind: 'papa', round: 2, stage: 'roll', fighters, dice: [6, 1] };
  return { ...view, turn: { ...view.turn, fight } } as GoldmineView;
}

test("on a phone's page the whole mine and its legend are inside the board's 368 units, in every view of played games", () => {
  let fights = 0;
  for (const view of VIEWS) {
    const svg = boardOf(view, true);
    expect(widthOf(svg)).toBe(PHONE_W);
    const mine = drawnBox(svg, 'mine');
    expect(mine.left).toBeGreaterThanOrEqual(0);
    expect(mine.right, 'the right column and claim sites 4 to 9 in view').toBeLessThanOrEqual(PHONE_W);
    const legend = drawnBox(svg, 'legend');
    expect(legend.top, 'the legend under the mine').toBeGreaterThan(mine.bottom);
    expect(legend.right).toBeLessThanOrEqual(20 + PHONE_LINE);
    if (view.turn.fight.active) {
      fights++;
      const fight = drawnBox(svg, 'fight');
      expect(fight.top, 'the fight under the legend').toBeGreaterThan(legend.bottom);
      expect(fight.right).toBeLessThanOrEqual(PHONE_W);
    }
    for (const name of ['title', 'store', 'players']) expect(drawnBox(svg, name).right).toBeLessThanOrEqual(PHONE_W);
  }
  expect(fights, 'views with a fight in progress').toBeGreaterThan(0);
});

test("on a phone's page four pawns and Papa on any claim site stay inside the board (inside the mine, goldmine-rumbles-pawns.test.ts)", () => {
  const view = VIEWS[0]!;
  for (let site = 1; site <= 16; site++) {
    const mine = drawnBox(boardOf(crowdedAt(view, site), true), 'mine');
    expect(mine.left, `site ${site}`).toBeGreaterThanOrEqual(0);
    expect(mine.right, `site ${site}`).toBeLessThanOrEqual(PHONE_W);
  }
});

test("on a phone's page the mine's texts are as big as on a laptop, the legend in whole lines a phone shows", () => {
  const view = VIEWS[40]!;
  const [phone, laptop] = [boardOf(view, true), boardOf(view, false)];
  expect(Math.min(...sizesIn(phone, 'mine'))).toBe(11);
  expect(Math.min(...sizesIn(phone, 'mine'))).toBe(Math.min(...sizesIn(laptop, 'mine')));
  const lines = drawnLines(phone, 'legend');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.join(' ')).toBe(LEGEND);
  for (const line of lines) expect(textWidth(line, 11), line).toBeLessThanOrEqual(PHONE_LINE);
  expect(phone).not.toMatch(/<g class="legend">[^]*?textLength[^]*?<\/g>/);
});

test("on a phone's page a fight of four draws its fighters two a row, inside the board and above the store", () => {
  const view = fightOfFour(VIEWS[0]!);
  const svg = boardOf(view, true);
  const fight = drawnBox(svg, 'fight');
  expect(fight.right).toBeLessThanOrEqual(PHONE_W);
  expect(drawnBox(svg, 'store').top).toBeGreaterThan(fight.bottom);
  expect(fighterRows(svg), 'two rows of two').toEqual([2, 2]);
  expect(fighterRows(boardOf(view, false)), 'on a laptop one row').toEqual([4]);
  const laptop = drawnBox(boardOf(view, false), 'fight');
  expect(fight.bottom - fight.top, 'a row taller than on a laptop').toBeGreaterThan(laptop.bottom - laptop.top + 20);
});

test('on a laptop and in board.svg the mine is as it was: tiles of 150 from x 44, the legend one line', () => {
  const view = VIEWS[0]!;
  const svg = boardOf(crowdedAt(view, 8), false);
  expect(widthOf(svg)).toBe(900);
  const tiles = [...svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="150" height="150"/g)];
  expect(tiles.map((m) => Number(m[1])).sort((a, b) => a - b)).toEqual([44, 44, 44, 194, 194, 194, 344, 344, 344]);
  expect(Math.min(...tiles.map((m) => Number(m[2])))).toBe(104);
  // Site 8's circle, right of P9, is the mine's right end: its pawns and Papa are drawn inside P9.
  expect(drawnBox(svg, 'mine').right).toBe(494 + 24 + 12);
  expect(drawnLines(svg, 'legend')).toEqual([LEGEND]);
});
