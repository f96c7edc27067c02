/**
 * Where Carbondale's board puts each player's half (their network, hand and face-up and face-down
 * piles) and the shared row under them (draw pile, last challenges). On a laptop and in board.svg the
 * two halves stand side by side, each 490 wide, as they always did. On a phone's page (narrow) a
 * phone shows the board's left 370 units: the opponent's half at x 510 was off its screen, and with it
 * the face-up pile the player draws from. So there the halves are stacked, the viewer's first, each a
 * phone's width, and each network's box only as tall as its network needs (an empty 400-unit box took
 * most of a phone's screen).
 */
import type { CarbondalePlayerView, CarbondaleView } from './view-types.js';

/** A card's size, and the gap between cards in a network. */
export const CW = 40;
export const CH = 54;
const CELL = { w: CW + 6, h: CH + 6 } as const;

/** The whole board's width on a laptop. */
const WIDE_WIDTH = 1000;
/**
 * The board's width on a phone's page: a 390 px phone's 370 px frame less the board's 1 px border each
 * side, so it fills its column and does not scroll sideways.
 */
const NARROW_WIDTH = 368;

/** Above a network's grid: the name line and the scores line. */
const GRID_TOP = 54;
/** Under a network's grid: the "row 0 is the bottom" line. */
const GRID_FOOT = 28;
/** A laptop's grid area: every network in a box of the same size (400 tall), so nothing moves as they grow. */
const WIDE_GRID = { w: 470, h: 318 } as const;
/** A phone's grid area: a phone's width, from two rows up to a laptop's height. */
const NARROW_GRID = { w: 330, minRows: 2 } as const;
/** From a network box's bottom to the hand's cards; and from those to the face-up pile's cards. */
const PILES_GAP = 22;
/** How tall a player's hand and face-up pile are, from the hand's cards' top to the face-up cards' bottom. */
const PILES_HEIGHT = 147;

/** The cells a network may grow into: its cards' extent and one more column each side and row above. */
export function networkSpan(player: CarbondalePlayerView) {
  const xs = player.network.map((c) => c.x);
  const ys = player.network.map((c) => c.y);
  return {
    minX: Math.min(0, ...xs) - 1,
    maxX: Math.max(0, ...xs) + 1,
    minY: Math.min(0, ...ys),
    maxY: Math.max(0, ...ys) + 1,
  };
}

/** One player's half: the network's box and grid area, and where the hand's cards start. */
export interface HalfLayout {
  readonly seat: number;
  /** The left of the cards and texts (the box starts 6 before). */
  readonly x: number;
  readonly networkY: number;
  /** The network box's width and height. */
  readonly boxWidth: number;
  readonly boxHeight: number;
  /** The area the network's cells are fitted into, under the name and scores. */
  readonly grid: { readonly width: number; readonly height: number };
  /** The top of the hand's cards (the hand's heading is above it). */
  readonly pilesY: number;
  /** How far apart a row of `n` cards is laid so that it stays in this half's width. */
  readonly fanWidth: number;
}

interface BoardLayout {
  readonly width: number;
  /** The halves in the order they are drawn: seat order side by side, the viewer's first when stacked. */
  readonly halves: readonly HalfLayout[];
  /** The top of the row under the halves: the draw pile and its counts. */
  readonly sharedY: number;
}

/** The board's layout, its halves starting at `top` (under the title and goal lines). */
export function layoutOf(view: CarbondaleView, narrow: boolean | undefined, top: number): BoardLayout {
  if (!narrow) {
    const halves = view.players.map((p, i) => half(p.seat, 20 + i * 490, top, 480, WIDE_GRID.w, WIDE_GRID.h));
    return { width: WIDE_WIDTH, halves, sharedY: top + 580 };
  }
  const mineFirst = [...view.players].sort((a, b) => Number(b.seat === view.you) - Number(a.seat === view.you));
  const halves: HalfLayout[] = [];
  let y = top;
  for (const p of mineFirst) {
    const { minY, maxY } = networkSpan(p);
    const rows = Math.max(NARROW_GRID.minRows, maxY - minY + 1);
    const h = half(p.seat, 20, y, NARROW_GRID.w + 10, NARROW_GRID.w, Math.min(WIDE_GRID.h, rows * CELL.h));
    halves.push(h);
    y = h.pilesY + PILES_HEIGHT + 22;
  }
  return { width: NARROW_WIDTH, halves, sharedY: y - 6 };
}

function half(seat: number, x: number, networkY: number, boxWidth: number, gridW: number, gridH: number): HalfLayout {
  const boxHeight = GRID_TOP + gridH + GRID_FOOT;
  return {
    seat,
    x,
    networkY,
    boxWidth,
    boxHeight,
    grid: { width: gridW, height: gridH },
    pilesY: networkY + boxHeight + PILES_GAP,
    fanWidth: boxWidth - 20,
  };
}

/** How far apart a row of `n` cards is laid in a half: as far as a card and a gap, or closer to stay in it. */
export const fanOf = (half: HalfLayout, n: number): number =>
  Math.min(CW + 4, (half.fanWidth - CW) / Math.max(1, n - 1));

/** Where a network grid's rows start: row 0 at the bottom of the grid area, so networks grow upwards. */
export const gridBottom = (half: HalfLayout): number => half.networkY + GRID_TOP + half.grid.height;
