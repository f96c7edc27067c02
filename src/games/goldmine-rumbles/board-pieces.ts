/**
 * Where the pawns and Papa Clayton are drawn. They stand on points (a claim site outside the mine, or
 * a point on the edge between two tiles), but drawn on the point itself they covered its circle, and
 * drawn beside it they lay across a tile's edge, a mine mouth or a hazard (a pawn toward the mine's
 * middle on the edge of P5, say). So each is drawn inside a tile its point touches, as near the point
 * as there is room: clear of the tile's edge, of the tile's marks (hazards, mine mouth, its label), of
 * the points' circles and of every piece placed before it; off the tunnels too where there is room
 * for that within half a tile of the point, so a pawn hides no tunnel's way.
 */
import { touchedPositions } from './board.js';
import {
  boxAround,
  pointRadius,
  pointXY,
  tileMarks,
  tileOrigin,
  TUNNEL_HALF,
  tunnelShapes,
  type Box,
  type Mine,
} from './board-mine-layout.js';
import type { GoldmineView } from './view-types.js';

/** Half a piece's box: a pawn's marker of radius 10 with its stroke, Papa's square of 18 with its. */
export const PIECE_HALF = 11;
/** The room kept between a piece and a tile's edge, a mark or another piece. */
const CLEAR = 2;
/** How finely the room in a tile is searched. */
const STEP = 4;

/** A pawn (seat) or Papa (seat 0) and where its point is. */
export interface Piece {
  readonly point: string;
  readonly seat: number;
  readonly x: number;
  readonly y: number;
}

const apart = (a: Box, b: Box, gap: number): boolean =>
  a.right + gap <= b.left || b.right + gap <= a.left || a.bottom + gap <= b.top || b.bottom + gap <= a.top;

/** A spot a piece's centre may stand on, the tile it is in and how far it is from the piece's point. */
interface Spot {
  readonly x: number;
  readonly y: number;
  readonly pos: number;
  readonly far: number;
}

/** Where a piece's centre may stand in the tile at `pos`: clear of its edge. */
function spotsIn(mine: Mine, pos: number, [px, py]: [number, number]): Spot[] {
  const [x, y] = tileOrigin(mine, pos);
  const inset = PIECE_HALF + CLEAR;
  const spots: Spot[] = [];
  for (let dx = inset; dx <= mine.tile - inset; dx += STEP)
    for (let dy = inset; dy <= mine.tile - inset; dy += STEP)
      spots.push({ x: x + dx, y: y + dy, pos, far: Math.hypot(x + dx - px, y + dy - py) });
  return spots;
}

/**
 * Every pawn and Papa, each at its place: the points in the view's order, on each its pawns in seat
 * order, then Papa. A piece with no free spot left in its tiles (never met in played games) takes the
 * one nearest its point.
 */
export function placePieces(mine: Mine, view: GoldmineView): Piece[] {
  const taken: Box[] = [
    ...view.tiles.flatMap((tile) => tileMarks(mine, tile)),
    ...view.points.map((p) => boxAround(...pointXY(mine, p.id), pointRadius(p.id))),
  ];
  // Only a tile's own tunnels run through the room a piece may take in it.
  const tunnels = new Map(view.tiles.map((tile) => [tile.pos, tunnelShapes(mine, tile).flatMap((t) => t.along)]));
  const offTunnels = ({ x, y, pos }: Spot): boolean =>
    (tunnels.get(pos) ?? []).every(([tx, ty]) => (tx - x) ** 2 + (ty - y) ** 2 >= (PIECE_HALF + TUNNEL_HALF) ** 2);
  const free = ({ x, y }: Spot): boolean => {
    const box = boxAround(x, y, PIECE_HALF);
    return taken.every((other) => apart(box, other, CLEAR));
  };
  const reach = mine.tile / 2 + PIECE_HALF;
  const placed: Piece[] = [];
  for (const p of view.points) {
    const seats = [...p.pawns, ...(p.papa ? [0] : [])];
    if (seats.length === 0) continue;
    const at = pointXY(mine, p.id);
    const spots = touchedPositions(p.id)
      .flatMap((pos) => spotsIn(mine, pos, at))
      .sort((a, b) => a.far - b.far);
    for (const seat of seats) {
      const spot = nearestFree(spots, free, offTunnels, reach);
      if (spot === undefined) continue;
      placed.push({ point: p.id, seat, x: spot.x, y: spot.y });
      taken.push(boxAround(spot.x, spot.y, PIECE_HALF));
    }
  }
  return placed;
}

/** Of `spots` (nearest first), the nearest free one off the tunnels within `reach`, else the nearest free one. */
function nearestFree(
  spots: readonly Spot[],
  free: (s: Spot) => boolean,
  offTunnels: (s: Spot) => boolean,
  reach: number,
): Spot | undefined {
  let nearest: Spot | undefined;
  for (const spot of spots) {
    if (!free(spot)) continue;
    if (spot.far > reach) return nearest ?? spot;
    if (offTunnels(spot)) return spot;
    nearest ??= spot;
  }
  return nearest ?? spots[0];
}
