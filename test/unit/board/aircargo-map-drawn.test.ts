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
import { airportGlyph, beaconGlyph, mapLayout, peakGlyph, starGlyph } from '../../../src/games/aircargo/map-layout.js';
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

/**
 * The names and the shapes drawn on the map (from the mountains to the legend), each as the box it
 * covers; the hazard circles apart (areas names may stand on, cut by a phone's window at its sides).
 */
function drawnMap(svg: string, names: ReadonlySet<string>): { names: Drawn[]; shapes: Drawn[]; areas: Drawn[] } {
  const map = svg.slice(svg.indexOf('aria-label="mountains"'), svg.indexOf('<g class="legend"'));
  const attr = (tag: string, name: string): number => Number(new RegExp(` ${name}="([-\\d.]+)"`).exec(tag)?.[1]);
  const stroke = (tag: string): number =>
    / stroke="(?!none)/.test(tag) ? (Number.isNaN(attr(tag, 'stroke-width')) ? 1 : attr(tag, 'stroke-width')) / 2 : 0;
  const found = { names: [] as Drawn[], shapes: [] as Drawn[], areas: [] as Drawn[] };
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
    const what = `${kind} at ${box.x.toFixed(0)},${box.y.toFixed(0)}`;
    (tag.includes('url(#hatch)') ? found.areas : found.shapes).push({ what, box: grown(box, stroke(tag)) });
  }
  return found;
}

/**
 * Each name on the map, by the mark drawn at the place it names: an airport's numbered box, a
 * beacon's triangle, the start's star, a mountain's peak (what a reader sees a name beside).
 */
function namedMarks(view: AircargoView): Map<string, Box> {
  const { at, sx, sy } = mapLayout(view);
  const start = at(view.start);
  return new Map([
    [view.start.key, starGlyph(start.x, start.y)],
    ...view.airports.map((a) => [a.name, airportGlyph(at(a).x, at(a).y)] as const),
    ...view.beacons.map((b) => [b.id, beaconGlyph(at(b).x, at(b).y)] as const),
    ...view.mountains.map((m) => [`${m.id} +${m.hazard}`, peakGlyph(sx(m.x), sy(m.y))] as const),
  ]);
}

const boardOf = (view: AircargoView, narrow = false): string => renderToString(h(AircargoBoard, { view, narrow }));

/** Every name that touches another name or a shape on the board drawn for `view`. */
function touching(view: AircargoView): string[] {
  const names = new Set(namedMarks(view).keys());
  const drawn = drawnMap(boardOf(view), names);
  expect(drawn.names).toHaveLength(names.size);
  const found: string[] = [];
  for (const [i, a] of drawn.names.entries()) {
    for (const b of drawn.names.slice(i + 1)) if (meets(a.box, b.box)) found.push(`${a.what} touches ${b.what}`);
    for (const s of drawn.shapes) if (meets(a.box, s.box)) found.push(`${a.what} touches ${s.what}`);
  }
  return found;
}

/**
 * What the map's edge cuts on the board drawn for `view`: a name or a mark (a P or ✓, the destination's
 * frame, a leg's number) not wholly inside the map above its legend, on a laptop and in board.svg.
 * On a phone's page the window's sides cut only what runs on beyond them (the hazard circles, the
 * legs' lines): a name or a mark the side would cut is left out of the window, the whole map shows it.
 */
function cut(view: AircargoView, narrow: boolean): string[] {
  const svg = boardOf(view, narrow);
  const { frame, bounds } = mapLayout(view);
  const clip = /<clipPath id="map-window"><rect x="([-\d.]+)" y="[-\d.]+" width="([\d.]+)"/.exec(svg);
  const [left, right] = clip ? [Number(clip[1]), Number(clip[1]) + Number(clip[2])] : [frame.x, frame.x + frame.w];
  const [top, bottom] = [frame.y, bounds.y + bounds.h];
  const drawn = drawnMap(svg, new Set(namedMarks(view).keys()));
  const across = (b: Box) => b.x < left || b.x + b.w > right;
  const beyond = (b: Box) => b.y < top || b.y + b.h > bottom;
  return [
    ...[...drawn.names, ...drawn.shapes].filter((d) => across(d.box) || beyond(d.box)),
    ...drawn.areas.filter((d) => beyond(d.box) || (!narrow && across(d.box))),
  ].map(
    (d) =>
      `${d.what} spans ${d.box.x.toFixed(1)}–${(d.box.x + d.box.w).toFixed(1)}, ${d.box.y.toFixed(1)}–${(d.box.y + d.box.h).toFixed(1)}`,
  );
}

/** The gap between two boxes: 0 where they meet. */
const away = (a: Box, b: Box): number =>
  Math.hypot(Math.max(b.x - a.x - a.w, 0, a.x - b.x - b.w), Math.max(b.y - a.y - a.h, 0, a.y - b.y - b.h));

/** The lines drawn joining a name to its place's mark. */
const leadersOf = (svg: string): Box[] =>
  [...svg.matchAll(/<line x1="([-\d.]+)" y1="([-\d.]+)" x2="([-\d.]+)" y2="([-\d.]+)"[^>]*class="leader"/g)].map((m) =>
    spanning([Number(m[1]), Number(m[3])], [Number(m[2]), Number(m[4])]),
  );

/**
 * Every name on the board drawn for `view` that stands away from its own place's mark (further than a
 * line's height, or nearer another place's mark: a reader takes a name for the nearest mark's) and
 * is not joined to it by a line: during a flight from Portland "YKM" stood just right of "Seattle",
 * 23 units from Yakima's beacon.
 */
function astray(view: AircargoView, narrow = false): string[] {
  const marks = namedMarks(view);
  const svg = boardOf(view, narrow);
  const drawn = drawnMap(svg, new Set(marks.keys()));
  const leaders = leadersOf(svg);
  return drawn.names.flatMap(({ what, box }) => {
    const line = grown(box, -AIR);
    const mark = marks.get(what)!;
    const own = away(mark, line);
    const nearer = [...marks].filter(([name, m]) => name !== what && away(m, line) < own).map(([name]) => name);
    if (own <= line.h && nearer.length === 0) return [];
    // Joined: a line from the mark's edge to the name's.
    if (leaders.some((l) => away(l, mark) < 0.5 && away(l, line) < 0.5 && (l.w > 0 || l.h > 0))) return [];
    return [`${what} (${own.toFixed(1)} from its mark${nearer.length > 0 ? `, nearer ${nearer.join(', ')}'s` : ''})`];
  });
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

  test("no name, mark or ✓ is cut by the map's edge, on a laptop's board and board.svg, nor by a phone's window", () => {
    const found = new Set(
      changed.flatMap((view) => [...cut(view, false), ...cut(view, true).map((c) => `phone: ${c}`)]),
    );
    expect([...found]).toEqual([]);
  });

  test("each name stands by its own place's mark, nearer it than any other, or is joined to it by a line", () => {
    const found = new Set(changed.flatMap((view) => astray(view)));
    expect([...found]).toEqual([]);
  });

  test("every name is drawn over the legs' lines, in the map's halo: a leg across one leaves it whole", () => {
    let crossed = 0;
    for (const view of changed.filter((v) => v.route.length > 0)) {
      const svg = boardOf(view);
      const map = svg.slice(svg.indexOf('aria-label="mountains"'), svg.indexOf('<g class="legend"'));
      const lines = [...map.matchAll(/<line [^>]*stroke-width="3"/g)].map((m) => m.index);
      const names = new Set(namedMarks(view).keys());
      const drawn = [...map.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].filter((m) => names.has(m[1]!));
      expect(drawn).toHaveLength(names.size);
      for (const m of drawn) {
        expect(m.index, `${m[1]} under a leg's line`).toBeGreaterThan(Math.max(...lines));
        expect(m[0], m[1]).toContain('paint-order="stroke"');
      }
      // Legs do cross names (M9, M11 and M12 on the way east).
      const { legs, at } = mapLayout(view);
      const boxes = drawnMap(svg, names).names;
      crossed += boxes.filter(({ box }) =>
        legs.some(({ leg }) => {
          const [a, b] = [at(leg.from), at(leg.to)];
          return Array.from({ length: 101 }, (_, k) => k / 100).some((t) => {
            const [x, y] = [a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t];
            return x > box.x && x < box.x + box.w && y > box.y && y < box.y + box.h;
          });
        }),
      ).length;
    }
    expect(crossed).toBeGreaterThan(10);
  });

  test("the plane and every P or ✓ are drawn over the legs' lines and the places' marks, the ✓ in a halo", () => {
    let atAirport = 0;
    let letters = 0;
    for (const view of changed.filter((v) => v.route.length > 0)) {
      const svg = boardOf(view);
      const map = svg.slice(svg.indexOf('aria-label="mountains"'), svg.indexOf('<g class="legend"'));
      const plane = map.indexOf('aria-label="the plane, at');
      expect(plane, 'the plane drawn').toBeGreaterThan(0);
      // The last leg's line, airport box and beacon drawn before the plane.
      const last = (re: RegExp) => Math.max(...[...map.matchAll(re)].map((m) => m.index));
      expect(last(/<line [^>]*stroke-width="3"/g), 'legs under the plane').toBeLessThan(plane);
      expect(last(/<rect [^>]*rx="3"/g), 'airport boxes under the plane').toBeLessThan(plane);
      expect(last(/<polygon /g), 'beacons and the start under the plane').toBeLessThan(plane);
      // Each P or ✓ after the plane, in the map's halo.
      const marks = [...map.matchAll(/<text [^>]*>(P|✓)<\/text>/g)];
      for (const m of marks) {
        expect(m.index).toBeGreaterThan(plane);
        expect(m[0]).toContain('paint-order="stroke"');
      }
      letters += marks.length;
      // At an airport, beside its box; over it only in a crowded corner, its number then drawn again over it.
      const airport = view.airports.find((a) => a.x === view.position.x && a.y === view.position.y);
      if (airport) {
        atAirport++;
        if (mapLayout(view).planeOver)
          expect(map.slice(plane)).toMatch(new RegExp(`class="plane-at"[^>]*>${airport.id}</text>`));
        else expect(map).not.toContain('class="plane-at"');
      }
    }
    expect(atAirport).toBeGreaterThan(3);
    expect(letters).toBeGreaterThan(10);
  });
});
