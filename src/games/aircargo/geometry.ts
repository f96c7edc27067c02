/**
 * Plane geometry of the map: leg length and which mountain circles a straight leg crosses.
 * Pure functions over (x, y) miles; the map tables (map.ts) are built from these once per content.
 *
 * Floating-point care. Coordinates are given to 0.1 mile, so differences such as 180.1 − 0.1 are
 * not exact in binary and a leg drawn at exactly the maximum length can come out as 300.00000000000006.
 * Both comparisons therefore use `EPSILON` = 1e-6 mile (about 1.6 mm), far below the data's 0.1-mile
 * precision and far above double rounding error at these magnitudes (~1e-13):
 *
 * - a leg is within reach when `length ≤ maxLeg + EPSILON` (a leg exactly at the limit is legal);
 * - a leg crosses a circle when `distance(centre, segment) < radius − EPSILON` (R3: strictly inside;
 *   a leg that only grazes the circle, tangent within EPSILON, does not cross it).
 */

export const EPSILON = 1e-6;

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Circle extends Point {
  readonly radius: number;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** Whether a leg of `length` miles may be flown with legs of at most `maxLeg` (tolerant at the limit). */
export function withinReach(length: number, maxLeg: number): boolean {
  return length <= maxLeg + EPSILON;
}

/**
 * Where on segment a→b the point closest to `c` lies: t in [0, 1] (0 = a, 1 = b), and the distance
 * from `c` to that point. A zero-length segment answers t = 0.
 */
export function closestApproach(a: Point, b: Point, c: Point): { readonly t: number; readonly distance: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  let t = lengthSquared === 0 ? 0 : ((c.x - a.x) * dx + (c.y - a.y) * dy) / lengthSquared;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  return { t, distance: Math.hypot(a.x + t * dx - c.x, a.y + t * dy - c.y) };
}

/** R3: the segment passes strictly inside the circle (a graze within EPSILON does not count). */
export function crosses(a: Point, b: Point, circle: Circle): boolean {
  return closestApproach(a, b, circle).distance < circle.radius - EPSILON;
}

export interface Crossing<C> {
  readonly circle: C;
  /** Position along the leg of the point closest to the centre (0 = start, 1 = end). */
  readonly t: number;
  /** Closest approach of the leg to the centre, miles. */
  readonly distance: number;
}

/**
 * The circles a straight leg a→b crosses, in the order they are met: by the position along the leg
 * of the closest point to each centre, ties by `id` (R3).
 */
export function crossedCircles<C extends Circle & { readonly id: string }>(
  a: Point,
  b: Point,
  circles: readonly C[],
): Crossing<C>[] {
  const crossings: Crossing<C>[] = [];
  for (const circle of circles) {
    const { t, distance: d } = closestApproach(a, b, circle);
    if (d < circle.radius - EPSILON) crossings.push({ circle, t, distance: d });
  }
  return crossings.sort((p, q) => p.t - q.t || compareIds(p.circle.id, q.circle.id));
}

/** Ids like `M2` < `M10`: numeric parts compared as numbers. */
export function compareIds(a: string, b: string): number {
  const na = Number(a.replace(/^\D+/, ''));
  const nb = Number(b.replace(/^\D+/, ''));
  if (na !== nb && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}
