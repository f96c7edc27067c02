/**
 * Where everything on AirCargo's map goes: the scale that fits the map's points to its width, the
 * frame's height fitted to what is drawn, the legs' numbers, and every name placed by place-labels
 * clear of the markers and of each other. Kept apart from the drawing (board-svg.tsx) so the placement
 * can be checked on the real map.
 */
import {
  inside,
  leaderBetween,
  placeLabels,
  touches,
  type Box,
  type LabelWish,
  type PlacedLabel,
} from '../../board/place-labels.js';
import { legBox, legNumbers, roomForNames, type Leg, type Point } from './map-leg-numbers.js';
import { LEGEND_H } from './map-legend-rows.js';
import { fitAcross, type Span } from './map-scale.js';
import type { AircargoView } from './view-types.js';

/**
 * Where the map's frame starts on the board, and its width: its height is what the map needs (`MapLayout.frame`).
 * Above it, the game's status in two lines (board-svg.tsx).
 */
export const MAP = { x: 10, y: 50, w: 560 } as const;
/**
 * The tallest the frame may be: a map taller than wide is scaled to fit this height instead (654 above
 * its legend, as when the legend was three lines of words: a legend of drawn marks shrank the map).
 */
const MAX_H = 654 + LEGEND_H;
export const TEXT = 11;
/** Air between the lowest thing drawn on the map and its legend. */
const MARGIN = 4;

/**
 * The room a name keeps around its line: two names 2 apart, a name 1 off a marker's drawn edge. Its
 * glyphs stand inside the line with their side bearings, so their halo (1.5 out) erases nothing of
 * a marker and no two names run together.
 */
const NAME_AIR = 1;
/**
 * The destination's ring: a rounded frame around the airport's box, close enough that the airport's
 * name sits near it. Every airport keeps its room, so no name moves when a flight is prepared.
 */
export const RING = { x: 17, y: 12.5, r: 9, stroke: 2.5 } as const;

/**
 * The box each marker covers on the map as drawn, its stroke included (names keep their air off them):
 * an airport's box with the destination's ring and its P or ✓ above right, a beacon's triangle, a
 * mountain's peak, the start's star, the plane (a leg's number's: map-leg-numbers.ts).
 */
const ringBox = (x: number, y: number): Box => {
  const [rx, ry] = [RING.x + RING.stroke / 2, RING.y + RING.stroke / 2];
  return { x: x - rx, y: y - ry, w: 2 * rx, h: 2 * ry };
};
/** The P or ✓ drawn bold at (x + 15, y − 9): its line, as place-labels measures one. */
const letterBox = (x: number, y: number): Box => ({ x: x + 15, y: y - 9 - 0.92 * TEXT, w: 10, h: 1.2 * TEXT });
export const airportBoxes = (x: number, y: number): Box[] => [ringBox(x, y), letterBox(x, y)];
export const beaconBox = (x: number, y: number): Box => ({ x: x - 8.75, y: y - 9.75, w: 17.5, h: 16.5 });
export const starBox = (x: number, y: number): Box => ({ x: x - 12, y: y - 12, w: 24, h: 22 });
const planeBox = (x: number, y: number): Box => ({ x: x - 14.5, y: y - 16.5, w: 29, h: 30 });

/**
 * What is drawn beside each place across the map, as far as it reaches either way: an airport's
 * destination frame, and its P or ✓ at its right; the plane wherever it stands; the start's star; a
 * mountain's hazard circle (its radius in map units: as its edges, with nothing beside).
 */
function spans(view: AircargoView): Span[] {
  const ring = RING.x + RING.stroke / 2;
  const letter = letterBox(0, 0);
  const plane = planeBox(0, 0);
  const place = (x: number, left: number, right: number): Span => ({
    x,
    left: Math.max(left, -plane.x),
    right: Math.max(right, plane.x + plane.w),
  });
  return [
    place(view.start.x, -starBox(0, 0).x, starBox(0, 0).x + starBox(0, 0).w),
    ...view.airports.map((a) => place(a.x, ring, Math.max(ring, letter.x + letter.w))),
    ...view.beacons.map((b) => place(b.x, -beaconBox(0, 0).x, beaconBox(0, 0).x + beaconBox(0, 0).w)),
    ...view.mountains.flatMap((m) => [
      { x: m.x - m.radius, left: 0, right: 0 },
      { x: m.x + m.radius, left: 0, right: 0 },
    ]),
  ];
}

/** What is drawn of each marker: an airport's numbered box, a beacon's triangle, the start's star, a peak, the plane. */
export const airportGlyph = (x: number, y: number): Box => ({ x: x - 13, y: y - 9, w: 26, h: 18 });
export const beaconGlyph = (x: number, y: number): Box => ({ x: x - 8, y: y - 9, w: 16, h: 15 });
export const starGlyph = (x: number, y: number): Box => ({ x: x - 11, y: y - 11, w: 22, h: 22 });
export const peakGlyph = (x: number, y: number): Box => ({ x: x - 9, y: y - 8, w: 18, h: 14 });
export const planeGlyph = (x: number, y: number): Box => ({ x: x - 14, y: y - 16, w: 28, h: 29 });
/** Rounds at most of placing the names again around legs' numbers that found no room. */
const ROUNDS = 5;
/** Air kept between two markers. */
const AIR = 2;

export interface Leader {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

export interface MapLayout {
  readonly scale: number;
  readonly sx: (x: number) => number;
  readonly sy: (y: number) => number;
  /** Where a start, airport or beacon is drawn: its place on the map, or a beacon nudged off a marker it would hide. */
  readonly at: (p: Point) => Point;
  /**
   * Where the plane is drawn: at its place, but at the start beside the start's star, which it hid
   * (the start is no airport: no number of it is drawn again over the plane).
   */
  readonly plane: Point;
  readonly legs: readonly { leg: Leg; x: number; y: number }[];
  readonly startLabel: PlacedLabel;
  readonly airportLabels: readonly PlacedLabel[];
  readonly mountainLabels: readonly PlacedLabel[];
  readonly beaconLabels: readonly PlacedLabel[];
  /**
   * Lines joining a name to its place's mark where the name found no free place nearer that mark than
   * another's (a crowded corner): from the mark's edge to the name's.
   */
  readonly leaders: readonly Leader[];
  /** Every marker and leg number: what the labels and the legs' numbers keep off. */
  readonly markers: readonly Box[];
  /** The map's frame: MAP's width, as tall as what is drawn on it and its legend. */
  readonly frame: Box;
  /** Where the labels and the legs' numbers stay: the frame less its legend. */
  readonly bounds: Box;
}

/** The map of `view` laid out: the map's y axis points north, so it is flipped for the screen. */
export function mapLayout(view: AircargoView): MapLayout {
  const all = [view.start, ...view.airports, ...view.beacons, ...view.mountains.map((m) => ({ x: m.x, y: m.y }))];
  const minX = Math.min(...all.map((p) => p.x)) - 45;
  const maxX = Math.max(...all.map((p) => p.x)) + 45;
  const minY = Math.min(...all.map((p) => p.y)) - 45;
  const maxY = Math.max(...all.map((p) => p.y)) + 45;
  const wanted = Math.min(MAP.w / (maxX - minX), (MAX_H - LEGEND_H) / (maxY - minY));
  const { scale, offset } = fitAcross(spans(view), MAP.x + MAP.w - 2, {
    scale: wanted,
    offset: MAP.x - minX * wanted,
  });
  const sx = (x: number) => offset + x * scale;
  const sy = (y: number) => MAP.y + (maxY - y) * scale;
  const at = nudgedBeacons(view, sx, sy);
  const start = { x: sx(view.start.x), y: sy(view.start.y) };
  const mapMarkers = [
    starBox(start.x, start.y),
    ...view.airports.flatMap((a) => airportBoxes(sx(a.x), sy(a.y))),
    ...view.beacons.map((b) => beaconBox(at(b).x, at(b).y)),
    ...view.mountains.map((m) => peakGlyph(sx(m.x), sy(m.y))),
  ];
  const atStart = besideStar(start, mapMarkers);
  const plane = view.position.x === view.start.x && view.position.y === view.start.y ? atStart : at(view.position);
  const fixedMarkers = [planeBox(plane.x, plane.y), ...mapMarkers];
  // What a leg's number keeps off: every mark as drawn now (an airport's ring only around the
  // destination, its P or ✓ only once it has one), where the names keep the room each may need.
  const drawnMarkers = [
    planeBox(plane.x, plane.y),
    starBox(start.x, start.y),
    ...view.airports.flatMap((a) => {
      const [x, y] = [sx(a.x), sy(a.y)];
      const [ring, letter] = airportBoxes(x, y);
      const stroke = a.destination ? 1.5 : 0.6;
      const box = airportGlyph(x, y);
      return [
        { x: box.x - stroke, y: box.y - stroke, w: box.w + 2 * stroke, h: box.h + 2 * stroke },
        ...(a.destination ? [ring!] : []),
        ...(a.status !== 'open' ? [letter!] : []),
      ];
    }),
    ...mapMarkers.slice(1 + 2 * view.airports.length),
  ];
  // Names are placed before the legs' numbers, clear of the markers: the start first, then airports,
  // mountains and beacons. So a name stays where it is as legs are flown, and each leg's number,
  // which may go anywhere along its leg, finds room among them.
  // Each at its marker's half size and its air from the point, so the first places tried are clear.
  // Each nearer its own mark than any other where it can be (a name by another's mark reads as its).
  const wish = (text: string, p: Point, gap: number, mark: Box, bold = false): LabelWish => ({
    text,
    x: p.x,
    y: p.y,
    size: TEXT,
    gap,
    bold,
    air: NAME_AIR,
    mark,
  });
  const wishes: LabelWish[] = [
    wish(view.start.key, start, 13, starGlyph(start.x, start.y), true),
    ...view.airports.map((a) => wish(a.name, at(a), 15, airportGlyph(at(a).x, at(a).y))),
    ...view.mountains.map((m) =>
      wish(`${m.id} +${m.hazard}`, { x: sx(m.x), y: sy(m.y) }, 10, peakGlyph(sx(m.x), sy(m.y))),
    ),
    ...view.beacons.map((b) => wish(b.id, at(b), 11, beaconGlyph(at(b).x, at(b).y))),
  ];
  const frame = remembered(view, () => fittedFrame(view, { sx, sy, at, scale }, wishes, mapMarkers, atStart));
  const bounds = { x: MAP.x + 2, y: MAP.y + 2, w: MAP.w - 4, h: frame.h - LEGEND_H - 2 };
  // A leg's number with no room along its leg (a short leg past names) keeps its place as a marker
  // the names are placed around again, and the numbers look for room among them anew.
  const stuck: Box[] = [];
  let placed = placeLabels(wishes, fixedMarkers, bounds);
  let legs = legNumbers(
    view.route,
    at,
    drawnMarkers,
    placed.map((p) => p.drawn),
    bounds,
  );
  for (let round = 0; round < ROUNDS; round++) {
    const names = placed.map((p) => p.drawn);
    const crowded = legs.map((l) => legBox(l.x, l.y)).filter((b) => names.some((n) => touches(n, b)));
    if (crowded.length === 0) break;
    stuck.push(...crowded);
    placed = placeLabels(wishes, [...fixedMarkers, ...stuck], bounds);
    legs = legNumbers(
      view.route,
      at,
      drawnMarkers,
      placed.map((p) => p.drawn),
      bounds,
    );
  }
  ({ placed, legs } = roomForNames(
    { placed, legs },
    wishes,
    at,
    { names: fixedMarkers, numbers: drawnMarkers },
    bounds,
  ));
  const markers = [...fixedMarkers, ...legs.map((l) => legBox(l.x, l.y))];
  const airportsEnd = 1 + view.airports.length;
  const mountainsEnd = airportsEnd + view.mountains.length;
  return {
    scale,
    sx,
    sy,
    at,
    plane,
    legs,
    startLabel: placed[0]!,
    airportLabels: placed.slice(1, airportsEnd),
    mountainLabels: placed.slice(airportsEnd, mountainsEnd),
    beaconLabels: placed.slice(mountainsEnd),
    leaders: placed.flatMap((p, i) => (p.astray ? [leaderBetween(wishes[i]!.mark!, p.box)] : [])),
    markers,
    frame,
    bounds,
  };
}

/**
 * Frames already measured, by the map they were measured on. A frame depends on the map alone (its
 * places, names and hazards: one per rules version), and measuring it places every name once more,
 * which about doubled the layout's time on each view drawn.
 */
const frames = new Map<string, Box>();

function remembered(view: AircargoView, measure: () => Box): Box {
  const key = JSON.stringify([
    view.start,
    view.airports.map((a) => [a.x, a.y, a.name]),
    view.beacons.map((b) => [b.x, b.y, b.id]),
    view.mountains.map((m) => [m.x, m.y, m.id, m.hazard, m.radius]),
  ]);
  let frame = frames.get(key);
  if (frame === undefined) frames.set(key, (frame = measure()));
  return frame;
}

/**
 * The frame as tall as the map's drawing: its names as placed before any leg is flown, every marker,
 * the destination's ring, the plane at any place it may stand (beside the start's star there), and
 * the mountains' hazard circles,
 * then its legend. Measured on the map alone, never on a game's legs, so the board keeps its size
 * through a game; the names placed later stay inside it (the place each name takes here lies inside,
 * and place-labels keeps a name to places inside when it has one), and so do the legs' numbers where
 * they find room.
 */
function fittedFrame(
  view: AircargoView,
  { sx, sy, at, scale }: Pick<MapLayout, 'sx' | 'sy' | 'at' | 'scale'>,
  wishes: readonly LabelWish[],
  mapMarkers: readonly Box[],
  atStart: Point,
): Box {
  const tallest = { x: MAP.x + 2, y: MAP.y + 2, w: MAP.w - 4, h: MAX_H - LEGEND_H - 2 };
  const places = [atStart, ...[...view.airports, ...view.beacons].map(at)];
  const drawn = [
    ...placeLabels(wishes, mapMarkers, tallest).map((p) => p.drawn),
    ...mapMarkers,
    ...places.map((p) => planeBox(p.x, p.y)),
    ...view.mountains.map((m) => ({ x: sx(m.x), y: sy(m.y) - m.radius * scale, w: 0, h: 2 * m.radius * scale + 1 })),
  ];
  const lowest = Math.max(...drawn.map((b) => b.y + b.h));
  return { x: MAP.x, y: MAP.y, w: MAP.w, h: Math.min(MAX_H, Math.ceil(lowest + MARGIN + LEGEND_H - MAP.y)) };
}

const meets = (a: Box, b: Box): boolean =>
  a.x < b.x + b.w + AIR && b.x < a.x + a.w + AIR && a.y < b.y + b.h + AIR && b.y < a.y + a.h + AIR;

/**
 * Where the plane is drawn while it stands at the start: beside the start's star, which it covered
 * (the plane is drawn over every mark), clear of it and of every other mark where there is room: to
 * its right or left, above or below it, then a little along those sides, then at its corners.
 */
function besideStar(star: Point, markers: readonly Box[]): Point {
  const [s, p] = [starBox(star.x, star.y), planeBox(0, 0)];
  // The plane's middle just clear of the star's box on each side, AIR between them.
  const right = s.x + s.w + AIR - p.x - star.x;
  const left = s.x - AIR - (p.x + p.w) - star.x;
  const up = s.y - AIR - (p.y + p.h) - star.y;
  const down = s.y + s.h + AIR - p.y - star.y;
  const slid = [0, -8, 8, -16, 16];
  const tried = [
    ...slid.flatMap((d) => [
      [right, d],
      [left, d],
      [d, up],
      [d, down],
    ]),
    [right, up],
    [left, up],
    [right, down],
    [left, down],
  ].map(([dx, dy]) => ({ x: star.x + dx!, y: star.y + dy! }));
  const inMap = tried.filter((c) => inside(planeBox(c.x, c.y), { x: MAP.x, y: MAP.y, w: MAP.w, h: MAX_H - LEGEND_H }));
  const covers = (c: Point) => markers.filter((m) => meets(planeBox(c.x, c.y), m)).length;
  return [...inMap].sort((a, b) => covers(a) - covers(b))[0] ?? tried[0]!;
}

/**
 * Some beacons stand so near an airport or another beacon that, at the map's scale, one marker hid
 * the other (BOI under airport 52, PUB between 64 and 65). Airports and the start stay where they
 * are; such a beacon is drawn a little away from what it would touch, straight out from it, and the
 * legs are drawn to where it is drawn. Answers where each point is drawn.
 */
function nudgedBeacons(view: AircargoView, sx: (x: number) => number, sy: (y: number) => number): (p: Point) => Point {
  const key = (p: Point) => `${p.x},${p.y}`;
  const drawn = new Map<string, Point>();
  const fixed: Box[] = [
    starGlyph(sx(view.start.x), sy(view.start.y)),
    ...view.airports.map((a) => airportGlyph(sx(a.x), sy(a.y))),
  ];
  for (const b of view.beacons) {
    let x = sx(b.x);
    let y = sy(b.y);
    for (let step = 0; step < 60; step++) {
      const hit = fixed.filter((f) => meets(beaconGlyph(x, y), f));
      if (hit.length === 0) break;
      // Away from the middle of what it touches (straight up when it sits on that middle).
      const cx = hit.reduce((sum, f) => sum + f.x + f.w / 2, 0) / hit.length;
      const cy = hit.reduce((sum, f) => sum + f.y + f.h / 2, 0) / hit.length;
      const d = Math.hypot(x - cx, y - cy);
      x += d === 0 ? 0 : (x - cx) / d;
      y += d === 0 ? -1 : (y - cy) / d;
    }
    drawn.set(key(b), { x, y });
    fixed.push(beaconGlyph(x, y));
  }
  return (p) => drawn.get(key(p)) ?? { x: sx(p.x), y: sy(p.y) };
}
