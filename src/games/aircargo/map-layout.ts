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
import { legBox, legNumbers, roomForNames, type LegNumber, type Point } from './map-leg-numbers.js';
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
   * Where the plane is drawn: beside the mark of the place it stands at (the start's star, an
   * airport's box, a beacon's triangle), at every status of the game. It is drawn over every mark, and
   * at its place it hid that place's mark.
   */
  readonly plane: Point;
  /**
   * The plane stands over its airport's box, which it hides (its number is drawn again over it): only
   * at an airport in a crowded corner where beside the box it sent a name far from its mark.
   */
  readonly planeOver: boolean;
  readonly legs: readonly LegNumber[];
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

/**
 * What of the layout depends on the map alone (its places, names and hazards: one map per rules
 * version), worked out once per map: the scale, where each place is drawn, the marks, the names'
 * wishes, the frame, where the plane stands at each place, and the names placed around it there.
 * Only the legs' numbers (and the names they push) and which marks a game's statuses draw are worked
 * out for each view.
 */
interface MapBase {
  readonly scale: number;
  readonly sx: (x: number) => number;
  readonly sy: (y: number) => number;
  readonly at: (p: Point) => Point;
  readonly start: Point;
  /** Every place's marks with the room each keeps (an airport's ring and its P or ✓ whatever its status), and the peaks. */
  readonly mapMarkers: readonly Box[];
  readonly wishes: readonly LabelWish[];
  readonly frame: Box;
  readonly bounds: Box;
  /** Each place the plane may stand at, by `key` of where it is drawn: its mark and what the plane keeps off there. */
  readonly places: ReadonlyMap<string, Place>;
  /**
   * Where the plane is drawn at each place, by `key` of where the place is drawn, and the names placed
   * around it there before any leg's number: found when a view first has the plane there.
   */
  readonly planes: Map<string, PlaneAt>;
  /** The names placed with no plane on the map, in `bounds`: what the plane keeps from moving. */
  readonly plain: readonly PlacedLabel[];
}

/** Where the plane stands at a place, and the names placed around it there before any leg's number. */
interface PlaneAt {
  readonly plane: Point;
  readonly names: readonly PlacedLabel[];
  /** Over its airport's box (MapLayout.planeOver). */
  readonly over: boolean;
}

/** A place the plane may stand at. */
interface Place {
  readonly at: Point;
  /** What the plane keeps off there: its mark, and an airport's P or ✓. */
  readonly own: readonly Box[];
  /** Its mark as drawn. */
  readonly mark: Box;
  /** Its name's wish in mapLayout's wishes. */
  readonly wish: number;
  readonly airport: boolean;
  /** Every other place's marks and room, and the peaks. */
  readonly markers: readonly Box[];
  /** Every other place's mark as drawn. */
  readonly others: readonly Box[];
}

const key = (p: Point) => `${p.x},${p.y}`;

/** Maps laid out, by what they are made of. */
const bases = new Map<string, MapBase>();
/** Maps remembered at most (a rules version has one map; a test may make others). */
const REMEMBERED = 8;

function baseOf(view: AircargoView): MapBase {
  const id = JSON.stringify([
    view.start,
    view.airports.map((a) => [a.id, a.x, a.y, a.name]),
    view.beacons.map((b) => [b.x, b.y, b.id]),
    view.mountains.map((m) => [m.x, m.y, m.id, m.hazard, m.radius]),
  ]);
  let base = bases.get(id);
  if (base === undefined) {
    if (bases.size >= REMEMBERED) bases.delete(bases.keys().next().value!);
    bases.set(id, (base = laidOut(view)));
  }
  return base;
}

/** The map of `view` laid out: the map's y axis points north, so it is flipped for the screen. */
export function mapLayout(view: AircargoView): MapLayout {
  const base = baseOf(view);
  const at = base.at(view.position);
  const beside = layoutWith(view, base, planeAt(base, at));
  // An airport in a crowded corner (Denver's, by Christman, Fremont and La Junta): where the plane
  // beside its box, with the legs' numbers, sends a name far from its mark, it stands over the box as
  // it did, the airport's number drawn again over it.
  if (beside.planeOver || !base.places.get(key(at))?.airport || !longLines(beside)) return beside;
  return layoutWith(view, base, overAt(base, at));
}

const longLines = ({ leaders }: MapLayout): boolean =>
  leaders.some((l) => Math.hypot(l.x2 - l.x1, l.y2 - l.y1) > LEADER_MAX);

/** The layout of `view` with the plane where `here` puts it. */
function layoutWith(view: AircargoView, base: MapBase, here: PlaneAt): MapLayout {
  const { scale, sx, sy, at, start, mapMarkers, wishes, frame, bounds } = base;
  const plane = here.plane;
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
  // The names as placed around the plane before any leg's number: the same whenever the plane
  // stands at that place, so they are placed once for each place.
  let placed = [...here.names];
  // A leg's number with no room along its leg (a short leg past names) keeps its place as a marker
  // the names are placed around again, and the numbers look for room among them anew.
  const stuck: Box[] = [];
  let legs = legNumbers(
    view.route,
    at,
    drawnMarkers,
    placed.map((p) => p.drawn),
    bounds,
  );
  for (let round = 0; round < ROUNDS; round++) {
    const drawnNames = placed.map((p) => p.drawn);
    const crowded = legs.map((l) => legBox(l.x, l.y)).filter((b) => drawnNames.some((n) => touches(n, b)));
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
    planeOver: here.over,
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

/** What `mapLayout` takes from the map alone. */
function laidOut(view: AircargoView): MapBase {
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
  // The frame fits the names as placed with no plane on the map, and the plane at any place.
  const tallest = { x: MAP.x + 2, y: MAP.y + 2, w: MAP.w - 4, h: MAX_H - LEGEND_H - 2 };
  const points = [start, ...[...view.airports, ...view.beacons].map(at)];
  const frame = fittedFrame(view, { sx, sy, scale }, [
    ...placeLabels(wishes, mapMarkers, tallest).map((n) => n.drawn),
    ...mapMarkers,
    ...points.map((p) => planeBox(p.x, p.y)),
  ]);
  const bounds = { x: MAP.x + 2, y: MAP.y + 2, w: MAP.w - 4, h: frame.h - LEGEND_H - 2 };
  // Each place: where it is drawn, its mark, and what the plane keeps off there (the plane never
  // stands at the destination, so an airport's ring is not drawn where it stands: its box is, and its ✓).
  const marks = [
    { own: [starBox(start.x, start.y)], mark: starGlyph(start.x, start.y) },
    ...view.airports.map((a) => {
      const mark = airportGlyph(at(a).x, at(a).y);
      return { own: [grown(mark, 1.5), airportBoxes(at(a).x, at(a).y)[1]!], mark };
    }),
    ...view.beacons.map((b) => ({ own: [beaconBox(at(b).x, at(b).y)], mark: beaconGlyph(at(b).x, at(b).y) })),
  ];
  const places = new Map(
    points.map((p, i) => {
      const mine = mapMarkers.slice(...markersOf(i, view));
      const place: Place = {
        at: p,
        ...marks[i]!,
        wish: nameOf(i, view),
        airport: i >= 1 && i <= view.airports.length,
        markers: mapMarkers.filter((m) => !mine.includes(m)),
        others: marks.filter((_, k) => k !== i).map((m) => m.mark),
      };
      return [key(p), place] as const;
    }),
  );
  const plain = placeLabels(wishes, mapMarkers, bounds);
  return { scale, sx, sy, at, start, mapMarkers, wishes, frame, bounds, places, planes: new Map(), plain };
}

/** Where the plane stands at the place drawn at `p`, and the names placed around it (found once). */
function planeAt(base: MapBase, p: Point): PlaneAt {
  let known = base.planes.get(key(p));
  if (known === undefined) {
    const place = base.places.get(key(p));
    const found = place && beside(place, base);
    // No place of the map (the view's map differs), or an airport where the plane beside its box
    // sends a name far from its mark: over the place, as it is.
    known = found === undefined || (found.worse > 0 && place!.airport) ? overAt(base, p) : { ...found, over: false };
    base.planes.set(key(p), known);
  }
  return known;
}

/** The plane over the place drawn at `p`, and the names around it. */
function overAt(base: MapBase, p: Point): PlaneAt {
  const id = `over ${key(p)}`;
  let known = base.planes.get(id);
  if (known === undefined) {
    const names = placeLabels(base.wishes, [planeBox(p.x, p.y), ...base.mapMarkers], base.bounds);
    base.planes.set(id, (known = { plane: p, names, over: true }));
  }
  return known;
}

/**
 * The frame as tall as the map's drawing: its names as placed before any leg is flown, every marker,
 * the destination's ring, the plane wherever it may stand, and the mountains' hazard circles, then its
 * legend. Measured on the map alone, never on a game's legs, so the board keeps its size through a
 * game; the names placed later stay inside it (the place each name takes here lies inside, and
 * place-labels keeps a name to places inside when it has one), and so do the legs' numbers where
 * they find room.
 */
function fittedFrame(
  view: AircargoView,
  { sx, sy, scale }: Pick<MapLayout, 'sx' | 'sy' | 'scale'>,
  drawn: readonly Box[],
): Box {
  const circles = view.mountains.map((m) => ({
    x: sx(m.x),
    y: sy(m.y) - m.radius * scale,
    w: 0,
    h: 2 * m.radius * scale + 1,
  }));
  const lowest = Math.max(...[...drawn, ...circles].map((b) => b.y + b.h));
  return { x: MAP.x, y: MAP.y, w: MAP.w, h: Math.min(MAX_H, Math.ceil(lowest + MARGIN + LEGEND_H - MAP.y)) };
}

const meets = (a: Box, b: Box): boolean =>
  a.x < b.x + b.w + AIR && b.x < a.x + a.w + AIR && a.y < b.y + b.h + AIR && b.y < a.y + a.h + AIR;

/** How far off its place's mark the plane stands at most where it can: less than a line of the names (13.2). */
const BESIDE = 10;

/** Box `b` grown by `by` on every side. */
const grown = (b: Box, by: number): Box => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });

/** Where place `i`'s boxes lie in mapLayout's `mapMarkers` (the start, the airports', the beacons'), as slice bounds. */
function markersOf(i: number, view: AircargoView): [number, number] {
  if (i === 0) return [0, 1];
  if (i <= view.airports.length) return [1 + 2 * (i - 1), 3 + 2 * (i - 1)];
  const b = 1 + 2 * view.airports.length + (i - 1 - view.airports.length);
  return [b, b + 1];
}

/** Which of mapLayout's wishes names place `i` (the start, the airports, the beacons: the mountains' come between). */
const nameOf = (i: number, view: AircargoView): number => (i <= view.airports.length ? i : i + view.mountains.length);

/** The gap between two boxes: 0 where they meet. */
const gap = (a: Box, b: Box): number =>
  Math.hypot(Math.max(b.x - a.x - a.w, 0, a.x - b.x - b.w), Math.max(b.y - a.y - a.h, 0, a.y - b.y - b.h));

/** The plane's middle is tried this far from its place's point at most, every STEP units. */
const REACH = 56;
const STEP = 2;
/** Places of the plane over a name at most tried with every name placed again around it. */
const TRIES = 12;
/** What standing beside its place's name rather than its mark costs, in 10,000s (a name covered costs 100, a unit off the mark 1). */
const BY_NAME = 0.5;
/** The longest line that may join a name to its mark (as map-leg-numbers.ts keeps them). */
const LEADER_MAX = 20;

/**
 * Where the plane is drawn while it stands at a place: beside the place's mark, which it covered (the
 * plane is drawn over every mark), AIR off it and off its P or ✓ (`own`). Of the places around it,
 * the one that covers no other mark, stands nearer its own mark than any other place's (a reader takes
 * the plane to be at the nearest place) and a few units off it at most, and covers fewest names as
 * they stand with no plane on the map; of those, nearest the mark, then level with it or straight
 * above or below it, the right side first. Where each covers a name (a crowded corner: Portland's and
 * La Junta's names stood where the plane then stood, and went 51 units off), the names are placed
 * again around the best few, and the first that leaves every name near its mark (joined by a line
 * of LEADER_MAX at most) is taken.
 */
function beside(place: Place, base: MapBase): { plane: Point; names: readonly PlacedLabel[]; worse: number } {
  const { x, y } = place.at;
  const { wishes, mapMarkers, bounds, plain } = base;
  const name = plain[place.wish]!.box;
  const near = (b: Box) => gap(b, { x: x - 2 * REACH, y: y - 2 * REACH, w: 4 * REACH, h: 4 * REACH }) === 0;
  const nearMarkers = place.markers.filter(near);
  const nearOthers = place.others.filter(near);
  const nearNames = plain.map((n) => n.drawn).filter(near);
  const ranked: { c: Point; cost: number }[] = [];
  for (let dy = -REACH; dy <= REACH; dy += STEP)
    for (let dx = REACH; dx >= -REACH; dx -= STEP) {
      const c = { x: x + dx, y: y + dy };
      const box = planeBox(c.x, c.y);
      if (!inside(box, bounds) || place.own.some((o) => meets(box, o))) continue;
      const glyph = planeGlyph(c.x, c.y);
      const off = gap(glyph, place.mark);
      // Beside its place's name where no room is left by the mark: the name between them reads as one.
      const byName = off > BESIDE && gap(glyph, name) <= BESIDE && !touches(box, name);
      const astray = nearOthers.some((m) => gap(glyph, m) <= off) ? 2 : byName ? BY_NAME : off > BESIDE ? 1 : 0;
      const covered = nearMarkers.filter((m) => meets(box, m)).length;
      const named = nearNames.filter((n) => touches(box, n)).length;
      // Level with the mark or straight above or below it reads as beside it; a corner less so.
      const aslant = Math.min(Math.abs(dx), Math.abs(dy)) / 100;
      ranked.push({ c, cost: covered * 1e6 + astray * 1e4 + named * 1e2 + off + aslant });
    }
  ranked.sort((a, b) => a.cost - b.cost);
  // The names placed again around the plane at the best few places a little apart, beside its mark,
  // then beside its name: the first that sends no name further from its mark than with no plane.
  const strays = (placed: readonly PlacedLabel[]) =>
    placed.flatMap((p, i) => {
      if (!p.astray) return [];
      const l = leaderBetween(wishes[i]!.mark!, p.box);
      return [Math.hypot(l.x2 - l.x1, l.y2 - l.y1)];
    });
  const before = strays(plain);
  const tried: { plane: Point; names: readonly PlacedLabel[]; worse: number }[] = [];
  for (const { c, cost } of ranked) {
    if (cost >= 1e4 || tried.length >= TRIES) break;
    if (tried.some((t) => Math.hypot(t.plane.x - c.x, t.plane.y - c.y) < 3 * STEP)) continue;
    const box = planeBox(c.x, c.y);
    // The names it covers (or their joining lines) placed again around it, the others kept; else all of them.
    const kept = plain.map((n, i) => {
      const l = n.astray ? leaderBetween(wishes[i]!.mark!, n.box) : undefined;
      const line = l && {
        x: Math.min(l.x1, l.x2),
        y: Math.min(l.y1, l.y2),
        w: Math.abs(l.x2 - l.x1),
        h: Math.abs(l.y2 - l.y1),
      };
      return touches(box, n.drawn) || (line !== undefined && meets(box, line)) ? undefined : n;
    });
    let names = placeLabels(wishes, [box, ...mapMarkers], bounds, kept);
    // Lines too long count most, then names sent from their marks that stood by them.
    const worseOf = (placed: readonly PlacedLabel[]) => {
      const lines = strays(placed);
      return lines.filter((l) => l > LEADER_MAX).length * 100 + Math.max(0, lines.length - before.length);
    };
    let worse = worseOf(names);
    if (worse > 0) {
      const all = placeLabels(wishes, [box, ...mapMarkers], bounds);
      if (worseOf(all) < worse) [names, worse] = [all, worseOf(all)];
    }
    if (worse === 0) return { plane: c, names, worse };
    tried.push({ plane: c, names, worse });
  }
  const best = tried.reduce<(typeof tried)[number] | undefined>(
    (a, b) => (a === undefined || b.worse < a.worse ? b : a),
    undefined,
  );
  if (best !== undefined) return best;
  const plane = ranked[0]?.c ?? place.at;
  return { plane, names: placeLabels(wishes, [planeBox(plane.x, plane.y), ...mapMarkers], bounds), worse: 0 };
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
