/**
 * Where Goldmine Rumbles' mine draws its parts: the tiles, the points on their edges and the claim
 * sites outside, and on each tile its marks (the hazards on the tunnels, the mine mouth at the middle,
 * the position's label). board-mine.tsx draws them; board-pieces.ts places the pawns and Papa among them.
 */
import { contactsOf } from './board.js';
import type { Port } from './content-ids.js';
import type { GoldmineTileView } from './view-types.js';

/** Where the mine is drawn and at what size. */
export interface Mine {
  /** The top-left tile's corner. */
  readonly x: number;
  readonly y: number;
  /** A tile's side. */
  readonly tile: number;
  /** How far outside the mine's edge a claim site's centre stands. */
  readonly siteOut: number;
}

/**
 * On a phone's page the mine is 270 units (tiles of 90): with its claim sites it spans x 16 to 350,
 * inside a 390 px phone's 370 px frame (at 150 units a tile the right column, P3/P6/P9, and claim sites
 * 4 to 9 were off its screen). On a laptop and in board.svg the tiles are 150 units, as before. Its
 * texts keep their size either way.
 */
export const mineOf = (narrow: boolean | undefined, y: number): Mine =>
  narrow ? { x: 48, y, tile: 90, siteOut: 20 } : { x: 44, y, tile: 150, siteOut: 24 };

/** The lowest point of the mine's drawing: the bottom claim sites' circles. */
export const mineBottom = (mine: Mine): number => mine.y + 3 * mine.tile + mine.siteOut + 12;

/** A box as drawn: its left, top, right and bottom. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}
export const boxAround = (x: number, y: number, half: number): Box => ({
  left: x - half,
  top: y - half,
  right: x + half,
  bottom: y + half,
});

const PORT_AT: Readonly<Record<Port, readonly [number, number]>> = {
  N: [0.5, 0],
  E: [1, 0.5],
  S: [0.5, 1],
  W: [0, 0.5],
  NE: [1, 0],
  SE: [1, 1],
  SW: [0, 1],
  NW: [0, 0],
};
export const tileOrigin = (mine: Mine, pos: number): [number, number] => [
  mine.x + ((pos - 1) % 3) * mine.tile,
  mine.y + Math.floor((pos - 1) / 3) * mine.tile,
];
export const portXY = (mine: Mine, pos: number, port: Port): [number, number] => {
  const [x, y] = tileOrigin(mine, pos);
  const [px, py] = PORT_AT[port];
  return [x + px * mine.tile, y + py * mine.tile];
};
const middleOf = (mine: Mine): [number, number] => [mine.x + 1.5 * mine.tile, mine.y + 1.5 * mine.tile];

/** Where a point is drawn: claim sites sit just outside the mine, interior points on the shared edge. */
export function pointXY(mine: Mine, id: string): [number, number] {
  const contact = contactsOf(id)[0];
  if (contact === undefined) return [0, 0];
  const [x, y] = portXY(mine, contact.pos, contact.port);
  if (id[0] !== 's') return [x, y];
  const [cx, cy] = middleOf(mine);
  const d = Math.hypot(x - cx, y - cy);
  return [x + ((x - cx) / d) * mine.siteOut, y + ((y - cy) / d) * mine.siteOut];
}

/** A point's circle's radius: a claim site's holds its number. */
export const pointRadius = (id: string): number => (id[0] === 's' ? 12 : 6);

/** A tunnel as drawn: its path (and points along it), and where its hazard (if any) stands. */
export interface TunnelShape {
  readonly tunnel: GoldmineTileView['tunnels'][number];
  readonly d: string;
  readonly along: readonly (readonly [number, number])[];
  readonly hx: number;
  readonly hy: number;
}

export function tunnelShapes(mine: Mine, tile: GoldmineTileView): TunnelShape[] {
  const [x, y] = tileOrigin(mine, tile.pos);
  const cx = x + mine.tile / 2;
  const cy = y + mine.tile / 2;
  return tile.tunnels.map((tunnel) => {
    const ends = tunnel.ports.map((p) => portXY(mine, tile.pos, p));
    const d =
      ends.length === 1
        ? `M${ends[0]![0]},${ends[0]![1]} L${cx},${cy}`
        : ends
            .slice(1)
            .map((e) => `M${ends[0]![0]},${ends[0]![1]} Q${cx},${cy} ${e[0]},${e[1]}`)
            .join(' ');
    const along =
      ends.length === 1
        ? lineAlong(ends[0]!, [cx, cy])
        : ends.slice(1).flatMap((e) => curveAlong(ends[0]!, [cx, cy], e));
    // A third of the way along the tunnel, not at its middle: a mine mouth sits at the tile's centre.
    const [hx, hy] =
      ends.length >= 2
        ? [0.49 * ends[0]![0] + 0.42 * cx + 0.09 * ends[1]![0], 0.49 * ends[0]![1] + 0.42 * cy + 0.09 * ends[1]![1]]
        : [(ends[0]![0] + cx) / 2, (ends[0]![1] + cy) / 2];
    return { tunnel, d, along, hx, hy };
  });
}

/** Twenty points along a tunnel's line, or its curve (a quadratic Bézier through `via`). */
const STEPS = Array.from({ length: 21 }, (_, i) => i / 20);
type XY = readonly [number, number];
const lineAlong = (a: XY, b: XY): XY[] => STEPS.map((t) => [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
const curveAlong = (a: XY, via: XY, b: XY): XY[] =>
  STEPS.map((t) => {
    const [u, v, w] = [(1 - t) ** 2, 2 * t * (1 - t), t ** 2];
    return [u * a[0] + v * via[0] + w * b[0], u * a[1] + v * via[1] + w * b[1]];
  });
/** Half a tunnel's drawn width (its dark rim is 12 wide). */
export const TUNNEL_HALF = 6;

/** A hazard's circle's radius, and half a mine mouth's square. */
export const HAZARD_R = 9;
export const MOUTH_HALF = 9;
/** The patch under a tile's position label ("P5"), from the tile's corner. */
export const LABEL_PATCH = { dx: 2, dy: 3, width: 20, height: 15 } as const;

/** The boxes of what a tile draws over its tunnels: its hazards, its mine mouth and its label's patch. */
export function tileMarks(mine: Mine, tile: GoldmineTileView): Box[] {
  const [x, y] = tileOrigin(mine, tile.pos);
  const shapes = tunnelShapes(mine, tile);
  return [
    ...shapes.filter((s) => s.tunnel.hazard !== 'none').map((s) => boxAround(s.hx, s.hy, HAZARD_R)),
    ...(shapes.some((s) => s.tunnel.mouth) ? [boxAround(x + mine.tile / 2, y + mine.tile / 2, MOUTH_HALF)] : []),
    {
      left: x + LABEL_PATCH.dx,
      top: y + LABEL_PATCH.dy,
      right: x + LABEL_PATCH.dx + LABEL_PATCH.width,
      bottom: y + LABEL_PATCH.dy + LABEL_PATCH.height,
    },
  ];
}
