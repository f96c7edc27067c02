/**
 * Where AirCargo's plane is drawn while it stands at a place (mapLayout, map-layout.ts): beside the
 * place's mark, which it hid when it stood over it (the plane is drawn over every mark), clear of the
 * other marks and nearer its own than any other, with the names placed again around it. Found once per
 * place and map: the names around the plane are the same whenever it stands there.
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
import { leaderFrom, LEADER_MAX } from './map-leaders.js';
import {
  airportBoxes,
  airportGlyph,
  beaconBox,
  beaconGlyph,
  gap,
  grown,
  meets,
  planeBox,
  planeGlyph,
  starBox,
  starGlyph,
  type Point,
} from './map-mark-boxes.js';
import type { AircargoView } from './view-types.js';

/** Where the plane stands at a place, and the names placed around it there before any leg's number. */
export interface PlaneAt {
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

/** What of a map the plane's places are found on (map-base.ts's MapBase): the same for every view of it. */
export interface PlaneGround {
  /** Every place's marks with the room each keeps (an airport's ring and its P or ✓ whatever its status), and the peaks. */
  readonly mapMarkers: readonly Box[];
  readonly wishes: readonly LabelWish[];
  readonly bounds: Box;
  /** Each place the plane may stand at, by `placeKey` of where it is drawn: its mark and what the plane keeps off there. */
  readonly places: ReadonlyMap<string, Place>;
  /** The names placed with no plane on the map, in `bounds`: what the plane keeps from moving. */
  readonly plain: readonly PlacedLabel[];
}

const placeKey = (p: Point) => `${p.x},${p.y}`;

/**
 * Each place of `view`'s map the plane may stand at (the start, the airports, the beacons, as drawn
 * at `at`): its mark, and what the plane keeps off there (the plane never stands at the destination,
 * so an airport's ring is not drawn where it stands: its box is, and its ✓).
 */
export function placesOf(
  view: AircargoView,
  at: (p: Point) => Point,
  start: Point,
  mapMarkers: readonly Box[],
): ReadonlyMap<string, Place> {
  const points = [start, ...[...view.airports, ...view.beacons].map(at)];
  const marks = [
    { own: [starBox(start.x, start.y)], mark: starGlyph(start.x, start.y) },
    ...view.airports.map((a) => {
      const mark = airportGlyph(at(a).x, at(a).y);
      return { own: [grown(mark, 1.5), airportBoxes(at(a).x, at(a).y)[1]!], mark };
    }),
    ...view.beacons.map((b) => ({ own: [beaconBox(at(b).x, at(b).y)], mark: beaconGlyph(at(b).x, at(b).y) })),
  ];
  return new Map(
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
      return [placeKey(p), place] as const;
    }),
  );
}

/** Where place `i`'s boxes lie in mapLayout's `mapMarkers` (the start, the airports', the beacons'), as slice bounds. */
function markersOf(i: number, view: AircargoView): [number, number] {
  if (i === 0) return [0, 1];
  if (i <= view.airports.length) return [1 + 2 * (i - 1), 3 + 2 * (i - 1)];
  const b = 1 + 2 * view.airports.length + (i - 1 - view.airports.length);
  return [b, b + 1];
}

/** Which of mapLayout's wishes names place `i` (the start, the airports, the beacons: the mountains' come between). */
const nameOf = (i: number, view: AircargoView): number => (i <= view.airports.length ? i : i + view.mountains.length);

/** Whether the place drawn at `p` is an airport. */
export const atAirport = (ground: PlaneGround, p: Point): boolean => ground.places.get(placeKey(p))?.airport === true;

/**
 * Where the plane is drawn at each place, by `placeKey` of where the place is drawn (and `over …` for
 * the plane over it), and the names placed around it there before any leg's number, for each map:
 * found when a view first has the plane there.
 */
const planes = new WeakMap<PlaneGround, Map<string, PlaneAt>>();

function planesOn(ground: PlaneGround): Map<string, PlaneAt> {
  let known = planes.get(ground);
  if (known === undefined) planes.set(ground, (known = new Map()));
  return known;
}

/** Where the plane stands at the place drawn at `p`, and the names placed around it (found once). */
export function planeAt(ground: PlaneGround, p: Point): PlaneAt {
  const cache = planesOn(ground);
  let known = cache.get(placeKey(p));
  if (known === undefined) {
    const place = ground.places.get(placeKey(p));
    const found = place && beside(place, ground);
    // No place of the map (the view's map differs), or an airport where the plane beside its box
    // sends a name far from its mark: over the place, as it is.
    known = found === undefined || (found.worse > 0 && place!.airport) ? overAt(ground, p) : { ...found, over: false };
    cache.set(placeKey(p), known);
  }
  return known;
}

/** The plane over the place drawn at `p`, and the names around it. */
export function overAt(ground: PlaneGround, p: Point): PlaneAt {
  const cache = planesOn(ground);
  const id = `over ${placeKey(p)}`;
  let known = cache.get(id);
  if (known === undefined) {
    const names = placeLabels(ground.wishes, [planeBox(p.x, p.y), ...ground.mapMarkers], ground.bounds);
    cache.set(id, (known = { plane: p, names, over: true }));
  }
  return known;
}

/** How far off its place's mark the plane stands at most where it can: less than a line of the names (13.2). */
const BESIDE = 10;
/** The plane's middle is tried this far from its place's point at most, every STEP units. */
const REACH = 56;
const STEP = 2;
/** Places of the plane over a name at most tried with every name placed again around it. */
const TRIES = 12;
/** What standing beside its place's name rather than its mark costs, in 10,000s (a name covered costs 100, a unit off the mark 1). */
const BY_NAME = 0.5;

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
function beside(place: Place, ground: PlaneGround): { plane: Point; names: readonly PlacedLabel[]; worse: number } {
  const { x, y } = place.at;
  const { wishes, mapMarkers, bounds, plain } = ground;
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
    placed.flatMap((p, i) => (p.astray ? [leaderFrom(wishes[i]!.mark!, p.box)] : []));
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
