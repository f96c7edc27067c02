/**
 * Goldmine Rumbles' pawns (and Papa) were drawn beside their point, above and to its right (on a phone
 * toward the mine's middle on the right): at a claim site under the mine or right of it they lay across
 * the tile's edge, at site 7 on a phone over P6's mine mouth, at a point between two tiles across a
 * tunnel's hazard. Each is drawn inside a tile its point touches, clear of the tile's edge, of its
 * marks (hazards, mine mouth, position label), of the points' circles and of each other, on a laptop,
 * in board.svg and on a phone's page. Read off the drawn SVG along played games.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { renderBoardSvg } from '../../../src/boards/render-svg.js';
import { touchedPositions } from '../../../src/games/goldmine-rumbles/board.js';
import { GoldmineRumblesBoard } from '../../../src/games/goldmine-rumbles/board-svg.js';
import type { GoldmineView } from '../../../src/games/goldmine-rumbles/view-types.js';
import { rulebook } from '../../../src/games/index.js';
import type { DrawnBox } from '../../support/drawn-lines.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const game = rulebook.current('goldmine-rumbles')!;
const NAMES = ['Ada Lovelace', 'Bot 2', 'Bot 3', 'Bot 4'];
/** The room a piece keeps from a tile's edge, a mark, a point's circle and another piece. */
const CLEAR = 1;

const num = (tag: string, attr: string): number => Number(new RegExp(` ${attr}="([-\\d.]+)"`).exec(tag)![1]);

/** The box of a drawn shape (a circle, a rect or a polygon), its stroke left out. */
function shapeBox(tag: string): DrawnBox {
  if (tag.startsWith('<circle')) {
    const [cx, cy, r] = [num(tag, 'cx'), num(tag, 'cy'), num(tag, 'r')];
    return { left: cx - r, right: cx + r, top: cy - r, bottom: cy + r };
  }
  if (tag.startsWith('<rect')) {
    const [x, y] = [num(tag, 'x'), num(tag, 'y')];
    return { left: x, right: x + num(tag, 'width'), top: y, bottom: y + num(tag, 'height') };
  }
  const corners = /points="([^"]*)"/
    .exec(tag)![1]!
    .split(' ')
    .map((xy) => xy.split(',').map(Number) as [number, number]);
  const [xs, ys] = [corners.map(([x]) => x), corners.map(([, y]) => y)];
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

const apart = (a: DrawnBox, b: DrawnBox): boolean =>
  a.right + CLEAR <= b.left || b.right + CLEAR <= a.left || a.bottom + CLEAR <= b.top || b.bottom + CLEAR <= a.top;
const inside = (a: DrawnBox, tile: DrawnBox): boolean =>
  a.left >= tile.left + CLEAR &&
  a.right <= tile.right - CLEAR &&
  a.top >= tile.top + CLEAR &&
  a.bottom <= tile.bottom - CLEAR;

interface Drawn {
  /** Each tile by its position: its square and the marks drawn on it (hazards, mouth, label patch). */
  readonly tiles: ReadonlyMap<number, { square: DrawnBox; marks: DrawnBox[] }>;
  /** The points' circles. */
  readonly points: DrawnBox[];
  /** Each pawn and Papa: who, the positions its point touches, and its box. */
  readonly pieces: { who: string; touches: readonly number[]; box: DrawnBox }[];
}

/** The mine as drawn in `svg`. */
function drawnMine(svg: string): Drawn {
  const tiles = new Map<number, { square: DrawnBox; marks: DrawnBox[] }>();
  const [tilesPart, pointsPart] = svg.split('aria-label="points and claim sites"') as [string, string];
  for (const part of tilesPart.split('aria-label="position ').slice(1)) {
    const shapes = [...part.matchAll(/<(?:rect|circle) [^>]*>/g)].map((s) => s[0]);
    const marks = shapes.filter((s) => / r="9"/.test(s) || / width="(18|20)"/.test(s)).map(shapeBox);
    tiles.set(Number(/^\d+/.exec(part)![0]), { square: shapeBox(shapes[0]!), marks });
  }
  const points: DrawnBox[] = [];
  const pieces: Drawn['pieces'][number][] = [];
  for (const item of pointsPart.split('<g role="listitem">').slice(1)) {
    // The points' list ends the mine: the board's next list is not a point's.
    const point = /^<g [^>]*aria-label="(?:move to )?(?:claim site (\d+)|point between positions (\d+ and \d+))/.exec(
      item,
    );
    if (point === null) break;
    const [, site, between] = point;
    const touches = site ? touchedPositions(`s${site}`) : between!.split(' and ').map(Number);
    points.push(shapeBox(/<circle [^>]*>/.exec(item)![0]));
    for (const piece of item.matchAll(/aria-label="([^"]*(?:'s pawn|Papa))">(<(?:circle|rect|polygon) [^>]*>)/g))
      pieces.push({ who: piece[1]!, touches, box: shapeBox(piece[2]!) });
  }
  return { tiles, points, pieces };
}

/** Views of played games with three and four seats, from each seat's side. */
function playedViews(): GoldmineView[] {
  const views: GoldmineView[] = [];
  for (const [seed, seats] of [
    [1, 4],
    [2, 4],
    [3, 3],
    [4, 4],
  ] as const)
    mixedPlayout(game, seed, seats, 300, (state, seat) => {
      views.push(game.view(state, seat) as GoldmineView);
    });
  return views;
}
const VIEWS = playedViews();

/** `view` with all four pawns and Papa on point `id` and nobody elsewhere: the most a point carries. */
const crowdedAt = (view: GoldmineView, id: string): GoldmineView =>
  ({
    ...view,
    points: view.points.map((p) =>
      p.id === id ? { ...p, pawns: [1, 2, 3, 4], papa: true } : { ...p, pawns: [], papa: false },
    ),
  }) as GoldmineView;

/** The drawings of `view`: on a laptop's page, on a phone's, and board.svg. */
const drawings = (view: GoldmineView): [string, string][] => [
  ['laptop', renderToString(h(GoldmineRumblesBoard, { view, names: NAMES, you: 1 }))],
  ['phone', renderToString(h(GoldmineRumblesBoard, { view, names: NAMES, you: 1, narrow: true }))],
  ['board.svg', renderBoardSvg('goldmine-rumbles', view, NAMES)!],
];

/** Why the pieces of `svg` are misplaced, if any is. */
function misplaced(svg: string): string[] {
  const { tiles, points, pieces } = drawnMine(svg);
  expect(tiles.size).toBe(9);
  const wrong: string[] = [];
  for (const [i, piece] of pieces.entries()) {
    const home = piece.touches.find((pos) => inside(piece.box, tiles.get(pos)!.square));
    if (home === undefined) wrong.push(`${piece.who} not inside a tile of P${piece.touches.join('/P')}`);
    else if (!tiles.get(home)!.marks.every((mark) => apart(piece.box, mark)))
      wrong.push(`${piece.who} on a mark of P${home}`);
    if (!points.every((p) => apart(piece.box, p))) wrong.push(`${piece.who} on a point`);
    if (!pieces.slice(i + 1).every((other) => apart(piece.box, other.box))) wrong.push(`${piece.who} on another piece`);
  }
  return wrong;
}

test('in every view of played games each pawn and Papa is drawn inside a tile its point touches, clear of its edge, its marks, the points and each other', () => {
  let pieces = 0;
  let between = 0;
  for (const view of VIEWS.filter((_, i) => i % 6 === 0))
    for (const [where, svg] of drawings(view)) {
      expect(misplaced(svg), where).toEqual([]);
      const drawn = drawnMine(svg).pieces;
      pieces += drawn.length;
      between += drawn.filter((p) => p.touches.length === 2).length;
    }
  expect(pieces, 'pawns drawn').toBeGreaterThan(500);
  expect(between, 'pawns on points between two tiles').toBeGreaterThan(50);
});

test('four pawns and Papa on any one point (each claim site, each point between tiles) are drawn inside its tiles, clear of everything', () => {
  for (const view of [VIEWS[0]!, VIEWS[VIEWS.length - 1]!])
    for (const point of view.points) {
      for (const [where, svg] of drawings(crowdedAt(view, point.id))) {
        expect(misplaced(svg), `${where}, ${point.id}`).toEqual([]);
        expect(drawnMine(svg).pieces, `${where}, ${point.id}`).toHaveLength(5);
      }
    }
});
