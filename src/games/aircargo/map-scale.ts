/**
 * How AirCargo's map is fitted across its frame: at a scale small enough that every mark drawn at a
 * place (an airport's destination frame and its P or ✓, a beacon, the start's star, the plane that may
 * stand there, a mountain's hazard circle) stays inside the frame. La Junta, nearest the map's right
 * edge, had its ✓ drawn across the frame's edge: the places were fitted, not what is drawn beside them.
 */
import { MAP, MAX_H } from './map-frame.js';
import { LEGEND_H } from './map-legend-rows.js';
import { beaconBox, letterBox, planeBox, RING, starBox } from './map-mark-boxes.js';
import type { AircargoView } from './view-types.js';

/** What is drawn at map x `x`: `left` and `right` of it, in board units. */
export interface Span {
  readonly x: number;
  readonly left: number;
  readonly right: number;
}

/** Where map x = 0 falls on the board, and how many board units a map unit is. */
export interface Across {
  readonly offset: number;
  readonly scale: number;
}

/**
 * `wanted` (the scale and offset the map's points alone ask for) made small enough that no span
 * reaches past `to`. The map's left edge stays where it was wanted (its names and marks
 * keep their places there), the rest drawn as much closer to it as the rightmost mark needs.
 */
export function fitAcross(spans: readonly Span[], to: number, wanted: Across): Across {
  const left = Math.min(...spans.map((s) => s.x));
  const at = (x: number, scale: number) => wanted.offset + wanted.scale * left + (x - left) * scale;
  let scale = wanted.scale;
  for (const s of spans)
    if (s.x > left && at(s.x, scale) + s.right > to) scale = (to - s.right - at(left, 0)) / (s.x - left);
  return { scale, offset: at(0, scale) };
}

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

/** Where the map's points go on the board: how many board units a map unit is, and its x and y there. */
export interface MapScale {
  readonly scale: number;
  readonly sx: (x: number) => number;
  readonly sy: (y: number) => number;
}

/**
 * The scale of `view`'s map: its points with a margin fill MAP's width (or MAX_H, for a map taller
 * than wide), made smaller where a mark beside the rightmost place would cross the frame. The map's y
 * axis points north, so it is flipped for the screen.
 */
export function mapScale(view: AircargoView): MapScale {
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
  return { scale, sx: (x) => offset + x * scale, sy: (y) => MAP.y + (maxY - y) * scale };
}
