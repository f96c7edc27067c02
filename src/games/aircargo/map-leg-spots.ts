/**
 * The places a leg's number may take on AirCargo's map (map-leg-numbers.ts chooses among them). A
 * reader tells which leg a number names by the line it stands on, or else the nearest line: a number
 * stood up to 32 units off its leg with nothing joining it, in a crowded corner nearer another leg's
 * line than its own (leg 8, Fresno to Los Angeles, 16 off its line and 11 from leg 10's). So a number
 * stands on its leg or touching it, or a little further off joined to it by a short line, and a place
 * nearer another leg than its own is taken last.
 */
import { inside, lineBoxes, type Box } from '../../board/place-labels.js';
import type { Leader } from './map-leaders.js';
import type { Point } from './map-mark-boxes.js';
import type { AircargoView } from './view-types.js';

export type Leg = AircargoView['route'][number];

/** A place a leg's number may take: where its circle's middle is, and what joins it to its leg. */
export interface Spot extends Point {
  /** A line from the circle's edge to the leg, where the circle does not reach the leg's line. */
  readonly leader?: Leader;
  /** Nearer another leg's line than its own, or joined to its own across another's: it reads as that leg's. */
  readonly astray: boolean;
  /** Its circle's box and the room of its joining line: what the names and other numbers keep off. */
  readonly boxes: readonly Box[];
}

/** The radius of a leg's number's circle (map-marks.tsx). */
const RADIUS = 9;

/** The box of a leg's number drawn at (x, y), its ring's stroke included. */
export const legBox = (x: number, y: number): Box => ({ x: x - 9.5, y: y - 9.5, w: 19, h: 19 });

/** A number's circle and the room of the line joining it to its leg: what the names and other numbers keep off. */
export const spotBoxes = (s: Spot): readonly Box[] => s.boxes;

/**
 * How far beside its leg a number may go, on the line first, every 4 units (a crowded corner's room is
 * often a few units wide): past the circle's radius it no longer touches the line, and a line of 15
 * units at most joins it (at 32 units off it stood unjoined, and read as another leg's).
 */
const OFF = [0, 4, -4, 8, -8, 12, -12, 16, -16, 20, -20, 24, -24];
/** Where along its leg a number may go, the middle first. */
const ALONG = [0.5, 0.45, 0.55, 0.4, 0.6, 0.35, 0.65, 0.3, 0.7, 0.25, 0.75, 0.2, 0.8, 0.15, 0.85, 0.1, 0.9];
/** How much nearer its own leg than any other a number must stand to read as its own at a glance. */
const CLEARLY = 2;

/** How far point `p` lies from the segment from `a` to `b`. */
function toSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

/** Whether the segments a–b and c–d cross (touching ends aside). */
function crossing(a: Point, b: Point, c: Point, d: Point): boolean {
  const side = (p: Point, q: Point, r: Point) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

/** How near, and how nearly parallel, another leg runs with a leg where it is one line on the map. */
const TOGETHER = { gap: 3, sine: Math.sin((10 * Math.PI) / 180) };

/**
 * Whether the leg from `c` to `d` runs nearly parallel to the one from `a` to `b`: where it also passes
 * a point of it as near as the lines' width, they are one line on the map (the same way back, or
 * Fresno–Los Angeles past Bakersfield and back to it), and a number on it names both alike.
 */
function parallel(a: Point, b: Point, c: Point, d: Point): boolean {
  const [ux, uy, vx, vy] = [b.x - a.x, b.y - a.y, d.x - c.x, d.y - c.y];
  return Math.abs(ux * vy - uy * vx) / (Math.hypot(ux, uy) * Math.hypot(vx, vy) || 1) < TOGETHER.sine;
}

/** Spots found, by the legs' lines and bounds they were found for: a view's layout asks for them again and again. */
const found = new Map<string, Spot[]>();
/** Legs' spots remembered at most (a game flies 15 legs; a few games' views are drawn at once). */
const REMEMBERED = 256;

/**
 * The places `leg`'s number may take, best first: on the leg, the middle first, then just beside the
 * line (touching it), then further off, joined to it; inside the map where there is room (a number
 * beside a leg along its edge could stand past it). Each says whether it reads as another leg of
 * `route`'s (Spot.astray).
 */
export function spotsAlong(leg: Leg, route: AircargoView['route'], at: (p: Point) => Point, bounds: Box): Spot[] {
  const from = at(leg.from);
  const to = at(leg.to);
  const lines = route.filter((l) => l !== leg).map((l) => [at(l.from), at(l.to)] as const);
  const key = JSON.stringify([from, to, lines, bounds]);
  let spots = found.get(key);
  if (spots === undefined) {
    if (found.size >= REMEMBERED) found.delete(found.keys().next().value!);
    found.set(key, (spots = spotsOf(from, to, lines, bounds)));
  }
  return spots;
}

function spotsOf(from: Point, to: Point, lines: readonly (readonly [Point, Point])[], bounds: Box): Spot[] {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const [nx, ny] = [(from.y - to.y) / length, (to.x - from.x) / length];
  const others = lines.map(([a, b]) => ({ a, b, parallel: parallel(from, to, a, b) }));
  const around = OFF.flatMap((off) =>
    ALONG.map((t): Spot => {
      const foot = { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
      const spot = { x: foot.x + nx * off, y: foot.y + ny * off };
      const away = Math.abs(off);
      const leader =
        away > RADIUS
          ? {
              x1: foot.x,
              y1: foot.y,
              x2: foot.x + ((nx * off) / away) * (away - RADIUS),
              y2: foot.y + ((ny * off) / away) * (away - RADIUS),
            }
          : undefined;
      const astray = others.some(
        ({ a, b, parallel }) =>
          !(parallel && toSegment(foot, a, b) < TOGETHER.gap) &&
          (toSegment(spot, a, b) < away + CLEARLY ||
            (leader !== undefined && crossing({ x: leader.x1, y: leader.y1 }, spot, a, b))),
      );
      const boxes = [legBox(spot.x, spot.y), ...(leader ? lineBoxes(leader) : [])];
      return { ...spot, ...(leader && { leader }), astray, boxes };
    }),
  );
  const inBounds = around.filter((p) => inside(legBox(p.x, p.y), bounds));
  return inBounds.length > 0 ? inBounds : around;
}
