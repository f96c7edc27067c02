/**
 * Some beacons stand so near an airport or another beacon that, at the map's scale, one marker hid
 * the other (BOI under airport 52, PUB between 64 and 65). Airports and the start stay where they
 * are; such a beacon is drawn a little away from what it would touch, straight out from it, and the
 * legs are drawn to where it is drawn.
 */
import type { Box } from '../../board/place-labels.js';
import { airportGlyph, beaconGlyph, meets, starGlyph, type Point } from './map-mark-boxes.js';
import type { AircargoView } from './view-types.js';

/** Where each point of `view`'s map is drawn: its place at the map's scale, a beacon nudged off a marker it would hide. */
export function nudgedBeacons(
  view: AircargoView,
  sx: (x: number) => number,
  sy: (y: number) => number,
): (p: Point) => Point {
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
