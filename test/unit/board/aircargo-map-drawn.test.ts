/**
 * AirCargo's map names read whole as the board draws them (board.svg and a laptop's page): no name
 * touches another, and none touches what is drawn of a place (an airport's numbered box, its P or ✓,
 * the destination's ring; a beacon, the start, a mountain's peak, the plane, a leg's number). Measured
 * on the drawn SVG, not on the layout's own boxes: each name's line (glyph-widths.ts, 1.2 of its size
 * tall) with a unit of air around it, so two names stand 2 apart and a name 1 off a shape's edge,
 * its stroke included. At 1,280 px "M1 +3" ran into its peak and, with Seattle the destination, into
 * Seattle's ring; "M18 +3" met "M19 +2", "Christman" met "Denver", "YKM" met "Seattle".
 * Hatched hazard circles and the legs' lines are not counted: names stand on them in their halo.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { textWidth } from '../../../src/board/glyph-widths.js';
import type { Box } from '../../../src/board/place-labels.js';
import { AircargoBoard } from '../../../src/games/aircargo/board-svg.js';
import type { AircargoView } from '../../../src/games/aircargo/view-types.js';
import { botGame } from '../../support/aircargo-bot-game.js';

/** The air around a name's line. */
const AIR = 1;

const meets = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const grown = (b: Box, by: number): Box => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });
const spanning = (xs: number[], ys: number[]): Box => ({
  x: Math.min(...xs),
  y: Math.min(...ys),
  w: Math.max(...xs) - Math.min(...xs),
  h: Math.max(...ys) - Math.min(...ys),
});

interface Drawn {
  readonly what: string;
  readonly box: Box;
}

/** The names and the shapes drawn on the map (from the mountains to the legend), each as the box it covers. */
function drawnMap(svg: string, names: ReadonlySet<string>): { names: Drawn[]; shapes: Drawn[] } {
  const map = svg.slice(svg.indexOf('aria-label="mountains"'), svg.indexOf('<g class="legend"'));
  const attr = (tag: string, name: string): number => Number(new RegExp(` ${name}="([-\\d.]+)"`).exec(tag)?.[1]);
  const stroke = (tag: string): number =>
    / stroke="(?!none)/.test(tag) ? (Number.isNaN(attr(tag, 'stroke-width')) ? 1 : attr(tag, 'stroke-width')) / 2 : 0;
  const found = { names: [] as Drawn[], shapes: [] as Drawn[] };
  for (const m of map.matchAll(/<(text|rect|circle|ellipse|polygon|path)\b([^>]*)>(?:([^<]*)<\/text>)?/g)) {
    const [, kind, tag] = m as unknown as [string, string, string];
    if (kind === 'text') {
      const text = m[3]!;
      const size = attr(tag, 'font-size');
      const w = textWidth(text, size, tag.includes('font-weight="bold"'));
      const anchor = /text-anchor="(middle|end)"/.exec(tag)?.[1];
      const x = attr(tag, 'x') - (anchor === 'middle' ? w / 2 : anchor === 'end' ? w : 0);
      // place-labels' line: from 0.92 of a size above the baseline, 1.2 sizes tall.
      const box = { x, y: attr(tag, 'y') - 0.92 * size, w, h: 1.2 * size };
      if (names.has(text)) found.names.push({ what: text, box: grown(box, AIR) });
      else found.shapes.push({ what: `text "${text}"`, box });
      continue;
    }
    if (tag.includes('url(#hatch)')) continue;
    let box: Box;
    if (kind === 'rect') box = { x: attr(tag, 'x'), y: attr(tag, 'y'), w: attr(tag, 'width'), h: attr(tag, 'height') };
    else if (kind === 'circle' || kind === 'ellipse') {
      const [rx, ry] = kind === 'circle' ? [attr(tag, 'r'), attr(tag, 'r')] : [attr(tag, 'rx'), attr(tag, 'ry')];
      box = { x: attr(tag, 'cx') - rx, y: attr(tag, 'cy') - ry, w: 2 * rx, h: 2 * ry };
    } else {
      const list = kind === 'polygon' ? / points="([^"]*)"/.exec(tag)![1]! : / d="([^"]*)"/.exec(tag)![1]!;
      const numbers = [...list.matchAll(/-?[\d.]+/g)].map((n) => Number(n[0]));
      box = spanning(
        numbers.filter((_, i) => i % 2 === 0),
        numbers.filter((_, i) => i % 2 === 1),
      );
    }
    found.shapes.push({ what: `${kind} at ${box.x.toFixed(0)},${box.y.toFixed(0)}`, box: grown(box, stroke(tag)) });
  }
  return found;
}

/** Every name that touches another name or a shape on the board drawn for `view`. */
function touching(view: AircargoView): string[] {
  const names = new Set([
    view.start.key,
    ...view.airports.map((a) => a.name),
    ...view.beacons.map((b) => b.id),
    ...view.mountains.map((m) => `${m.id} +${m.hazard}`),
  ]);
  const drawn = drawnMap(renderToString(h(AircargoBoard, { view })), names);
  expect(drawn.names).toHaveLength(names.size);
  const found: string[] = [];
  for (const [i, a] of drawn.names.entries()) {
    for (const b of drawn.names.slice(i + 1)) if (meets(a.box, b.box)) found.push(`${a.what} touches ${b.what}`);
    for (const s of drawn.shapes) if (meets(a.box, s.box)) found.push(`${a.what} touches ${s.what}`);
  }
  return found;
}

const views = [1, 2, 3].flatMap(botGame);
/** Each view a leg or a new destination changed the map in (a planning roll does not move a thing on it). */
const changed = views.filter((view, i) => {
  const before = views[i - 1];
  const destination = (v: AircargoView) => v.airports.find((a) => a.destination)?.id;
  return view.route.length !== before?.route.length || destination(view) !== destination(before);
});

describe("AirCargo's map names as drawn", () => {
  test('as a game starts', () => expect(touching(views[0]!)).toEqual([]));

  test("along played games: destinations (Seattle among them), the plane and the legs' numbers on the map", () => {
    const flown = changed.filter((view) => view.route.length > 0);
    expect(flown.some((view) => view.airports.some((a) => a.destination && a.id === 41))).toBe(true);
    const found = new Set(flown.flatMap((view) => touching(view)));
    expect([...found]).toEqual([]);
  });
});
