/**
 * AirCargo's map frame on the board: where it starts and how wide it is, and how tall, fitted to what
 * is drawn on the map (it left a quarter of its height empty under Los Angeles), its legend under it.
 */
import type { Box } from '../../board/place-labels.js';
import { LEGEND_H } from './map-legend-rows.js';
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
export const MAX_H = 654 + LEGEND_H;
/** Air between the lowest thing drawn on the map and its legend. */
const MARGIN = 4;

/** The most a frame of `h` (its legend included) leaves to the names, numbers and marks: inside its edge, above its legend. */
export const boundsOf = (h: number): Box => ({ x: MAP.x + 2, y: MAP.y + 2, w: MAP.w - 4, h: h - LEGEND_H - 2 });

/**
 * The frame as tall as the map's drawing: its names as placed before any leg is flown, every marker,
 * the destination's ring, the plane wherever it may stand, and the mountains' hazard circles, then its
 * legend. Measured on the map alone, never on a game's legs, so the board keeps its size through a
 * game; the names placed later stay inside it (the place each name takes here lies inside, and
 * place-labels keeps a name to places inside when it has one), and so do the legs' numbers where
 * they find room.
 */
export function fittedFrame(
  view: AircargoView,
  { sx, sy, scale }: { sx: (x: number) => number; sy: (y: number) => number; scale: number },
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
