/**
 * What of AirCargo's map layout depends on the map alone (its places, names and hazards: one map per
 * rules version), worked out once per map and kept: the scale, where each place is drawn, the marks,
 * the names' wishes and their places with no plane on the map, the frame, and the places the plane may
 * stand at (map-plane.ts). Only the plane, the legs' numbers (and the names they push) and which marks
 * a game's statuses draw are worked out for each view (map-layout.ts).
 */
import { placeLabels, type Box, type LabelWish } from '../../board/place-labels.js';
import { boundsOf, fittedFrame, MAX_H } from './map-frame.js';
import {
  airportBoxes,
  airportGlyph,
  beaconBox,
  beaconGlyph,
  peakGlyph,
  planeBox,
  starBox,
  starGlyph,
  TEXT,
  type Point,
} from './map-mark-boxes.js';
import { nudgedBeacons } from './map-nudged-beacons.js';
import { placesOf, type PlaneGround } from './map-plane.js';
import { mapScale, type MapScale } from './map-scale.js';
import type { AircargoView } from './view-types.js';

/**
 * The room a name keeps around its line: two names 2 apart, a name 1 off a marker's drawn edge. Its
 * glyphs stand inside the line with their side bearings, so their halo (1.5 out) erases nothing of
 * a marker and no two names run together.
 */
const NAME_AIR = 1;

export interface MapBase extends MapScale, PlaneGround {
  /** Where a start, airport or beacon is drawn: its place on the map, or a beacon nudged off a marker it would hide. */
  readonly at: (p: Point) => Point;
  readonly start: Point;
  readonly frame: Box;
}

/** Maps laid out, by what they are made of. */
const bases = new Map<string, MapBase>();
/** Maps remembered at most (a rules version has one map; a test may make others). */
const REMEMBERED = 8;

/** The layout of `view`'s map, worked out the first time a view of that map is drawn. */
export function baseOf(view: AircargoView): MapBase {
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

/** What `mapLayout` takes from the map alone. */
function laidOut(view: AircargoView): MapBase {
  const { scale, sx, sy } = mapScale(view);
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
  const points = [start, ...[...view.airports, ...view.beacons].map(at)];
  const frame = fittedFrame(view, { sx, sy, scale }, [
    ...placeLabels(wishes, mapMarkers, boundsOf(MAX_H)).map((n) => n.drawn),
    ...mapMarkers,
    ...points.map((p) => planeBox(p.x, p.y)),
  ]);
  const bounds = boundsOf(frame.h);
  const places = placesOf(view, at, start, mapMarkers);
  const plain = placeLabels(wishes, mapMarkers, bounds);
  return { scale, sx, sy, at, start, mapMarkers, wishes, frame, bounds, places, plain };
}
