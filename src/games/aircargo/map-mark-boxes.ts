/**
 * The boxes AirCargo's map measures its marks by, in board units around a place's point: what each
 * mark covers as drawn (its glyph, map-marks.tsx) and the room it keeps (its stroke, the destination's
 * ring, an airport's P or ✓). The layout places names, numbers and the plane against these boxes, and
 * the tests check the drawing against the same ones.
 */
import type { Box } from '../../board/place-labels.js';

/** A point on the board. */
export type Point = { readonly x: number; readonly y: number };

/** The map's names, P and ✓ and legs' numbers are drawn at this size. */
export const TEXT = 11;

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
export const letterBox = (x: number, y: number): Box => ({ x: x + 15, y: y - 9 - 0.92 * TEXT, w: 10, h: 1.2 * TEXT });
export const airportBoxes = (x: number, y: number): Box[] => [ringBox(x, y), letterBox(x, y)];
export const beaconBox = (x: number, y: number): Box => ({ x: x - 8.75, y: y - 9.75, w: 17.5, h: 16.5 });
export const starBox = (x: number, y: number): Box => ({ x: x - 12, y: y - 12, w: 24, h: 22 });
export const planeBox = (x: number, y: number): Box => ({ x: x - 14.5, y: y - 16.5, w: 29, h: 30 });

/** What is drawn of each marker: an airport's numbered box, a beacon's triangle, the start's star, a peak, the plane. */
export const airportGlyph = (x: number, y: number): Box => ({ x: x - 13, y: y - 9, w: 26, h: 18 });
export const beaconGlyph = (x: number, y: number): Box => ({ x: x - 8, y: y - 9, w: 16, h: 15 });
export const starGlyph = (x: number, y: number): Box => ({ x: x - 11, y: y - 11, w: 22, h: 22 });
export const peakGlyph = (x: number, y: number): Box => ({ x: x - 9, y: y - 8, w: 18, h: 14 });
export const planeGlyph = (x: number, y: number): Box => ({ x: x - 14, y: y - 16, w: 28, h: 29 });

/** Air kept between two markers. */
const AIR = 2;

/** Whether two markers come nearer each other than AIR. */
export const meets = (a: Box, b: Box): boolean =>
  a.x < b.x + b.w + AIR && b.x < a.x + a.w + AIR && a.y < b.y + b.h + AIR && b.y < a.y + a.h + AIR;

/** Box `b` grown by `by` on every side. */
export const grown = (b: Box, by: number): Box => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });

/** The gap between two boxes: 0 where they meet. */
export const gap = (a: Box, b: Box): number =>
  Math.hypot(Math.max(b.x - a.x - a.w, 0, a.x - b.x - b.w), Math.max(b.y - a.y - a.h, 0, a.y - b.y - b.h));
