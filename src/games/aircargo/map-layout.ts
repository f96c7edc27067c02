/**
 * Where everything on AirCargo's map goes for a view: the plane (map-plane.ts), the legs' numbers
 * (map-leg-numbers.ts) and every name placed by place-labels clear of the markers and of each other,
 * on the map's base laid out once per map (map-base.ts: its scale, marks, names and frame). Kept apart
 * from the drawing (board-svg.tsx) so the placement can be checked on the real map.
 */
import { leaderBetween, placeLabels, touches, type Box, type PlacedLabel } from '../../board/place-labels.js';
import { baseOf, type MapBase } from './map-base.js';
import { leaderLength, LEADER_MAX, type Leader } from './map-leaders.js';
import { legNumbers, roomForNames, type LegNumber } from './map-leg-numbers.js';
import { spotBoxes } from './map-leg-spots.js';
import { airportBoxes, airportGlyph, planeBox, starBox, type Point } from './map-mark-boxes.js';
import { atAirport, overAt, planeAt, type PlaneAt } from './map-plane.js';
import type { AircargoView } from './view-types.js';

// The map's frame and the boxes its marks are measured by, beside the layout that places things against them.
export { MAP } from './map-frame.js';
export { airportBoxes, airportGlyph, beaconGlyph, peakGlyph, planeGlyph, starGlyph, TEXT } from './map-mark-boxes.js';

/** Rounds at most of placing the names again around legs' numbers that found no room. */
const ROUNDS = 5;

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

/** The map of `view` laid out: the map's y axis points north, so it is flipped for the screen. */
export function mapLayout(view: AircargoView): MapLayout {
  const base = baseOf(view);
  const at = base.at(view.position);
  const beside = layoutWith(view, base, planeAt(base, at));
  // An airport in a crowded corner (Denver's, by Christman, Fremont and La Junta): where the plane
  // beside its box, with the legs' numbers, sends a name far from its mark, it stands over the box as
  // it did, the airport's number drawn again over it; only where that leaves fewer such names (one
  // the legs' numbers alone send off is no reason to hide a box).
  if (beside.planeOver || !atAirport(base, at) || longLines(beside) === 0) return beside;
  const over = layoutWith(view, base, overAt(base, at));
  return longLines(over) < longLines(beside) ? over : beside;
}

/** How far the names joined to their marks by lines longer than LEADER_MAX stand past it, in all. */
const longLines = ({ leaders }: MapLayout): number =>
  leaders.reduce((sum, l) => sum + Math.max(0, leaderLength(l) - LEADER_MAX), 0);

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
    // A number, or the line joining it to its leg, across a name: the number and its line stay put.
    const crowded = legs.map(spotBoxes).filter((boxes) => boxes.some((b) => drawnNames.some((n) => touches(n, b))));
    if (crowded.length === 0) break;
    stuck.push(...crowded.flat());
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
  const markers = [...fixedMarkers, ...legs.flatMap(spotBoxes)];
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
