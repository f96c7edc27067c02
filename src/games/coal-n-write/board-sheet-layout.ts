/**
 * Where a player's sheet draws its parts: the four veins, the ore stash and the burros.
 *
 * On a laptop (and in board.svg) they stand side by side across the board's 1,100 units. A 390 px
 * phone shows the board's left 370 units: there only Borax, Coal and Tin were in view, and a player
 * claiming Silver could not see its vein, nor the stash or the burros. So on a phone's page (narrow)
 * the four veins are drawn narrower, side by side in a phone's width (the same 12-unit text, the
 * bubbles closer), and the stash and the burros one under the other below them, each as wide as a
 * phone shows. The marker line above the veins is broken into lines a phone shows whole.
 */
import type { SheetView } from './view.js';

/** A vein's column: where its caverns are drawn, how wide, and where their dig bubbles stand. */
export interface VeinColumn {
  readonly x: number;
  readonly width: number;
  /** The first bubble's centre from the column's left, and the room from one bubble to the next. */
  readonly bubbleDx: number;
  readonly bubbleStep: number;
}

/** A sheet's parts, each placed from the sheet's top (dy) and the board's left (x). */
export interface SheetLayout {
  /** The sheet's frame, from x 8. */
  readonly width: number;
  readonly height: number;
  /** Lines kept for the markers (and the dice used) under the name; 0: one line, the dice used at its right. */
  readonly markerLines: number;
  readonly veins: { readonly dy: number; readonly columns: readonly VeinColumn[] };
  readonly stash: { readonly x: number; readonly dy: number; readonly perRow: number };
  /** `banditsDx`: where a burro's bandits start, right of its eight slots (to x 207). */
  readonly burros: { readonly x: number; readonly dy: number; readonly width: number; readonly banditsDx: number };
}

/** The board's width on a phone's page: a 390 px phone's 370 px frame less its border, so it fills it. */
export const NARROW_BOARD_W = 368;

/** The rows of a sheet's parts, in either layout: from a part's top to its first row (its heading's line), each row's height and step. */
export const ROWS = {
  heading: 18,
  cavern: { h: 21, step: 24 },
  stash: { h: 24, step: 28 },
  burro: { h: 34, step: 38 },
} as const;
/** Between one part and the heading of the next, on a phone. */
const GAP = 14;
const MARKER_LINE = 15;
/**
 * The most marker lines a sheet needs on a phone: every marker, the three cards' and the dice used,
 * is about 710 units at 12 (two lines of 330 are too few). Kept for every sheet, so the veins do not
 * move as markers come and go.
 */
const NARROW_MARKER_LINES = 3;
/**
 * A solo sheet's rank ("Go Back East, City Slicker!") leads its markers on a phone (beside a 40-letter
 * name it was condensed to 6 px): a line more is kept for it.
 */
const NARROW_SOLO_MARKER_LINES = 4;

const WIDE: SheetLayout = {
  width: 1084,
  height: 362,
  markerLines: 0,
  veins: {
    dy: 52,
    columns: [0, 1, 2, 3].map((vi) => ({ x: 20 + vi * 112, width: 100, bubbleDx: 36, bubbleStep: 16 })),
  },
  stash: { x: 478, dy: 52, perRow: 6 },
  burros: { x: 690, dy: 52, width: 388, banditsDx: 218 },
};

/** Four columns of 80 from x 20, 4 apart: the last ends at 352, inside the sheet's frame (8 to 360). */
const NARROW_COLUMNS: readonly VeinColumn[] = [0, 1, 2, 3].map((vi) => ({
  x: 20 + vi * 84,
  width: 80,
  bubbleDx: 32,
  bubbleStep: 15,
}));

/** Ten stash spaces a row (320 units from x 20), where a laptop has room for six beside the veins. */
const NARROW_STASH_PER_ROW = 10;

/** Where `sheet`'s parts are drawn: across the board on a laptop, one under the other on a phone's page. */
export function sheetLayout(sheet: SheetView, narrow: boolean | undefined): SheetLayout {
  if (!narrow) return WIDE;
  const markerLines = sheet.soloRank ? NARROW_SOLO_MARKER_LINES : NARROW_MARKER_LINES;
  const veinsDy = 41 + markerLines * MARKER_LINE - 6;
  const caverns = Math.max(...sheet.veins.map((v) => v.caverns.length));
  const stashDy = veinsDy + ROWS.heading + (caverns - 1) * ROWS.cavern.step + ROWS.cavern.h + GAP;
  const stashRows = Math.ceil(sheet.stashSize / NARROW_STASH_PER_ROW);
  const burrosDy = stashDy + ROWS.heading + (stashRows - 1) * ROWS.stash.step + ROWS.stash.h + GAP;
  const burrosBottom = burrosDy + ROWS.heading + (sheet.burros.length - 1) * ROWS.burro.step + ROWS.burro.h;
  return {
    width: NARROW_BOARD_W - 16,
    height: burrosBottom + 10,
    markerLines,
    veins: { dy: veinsDy, columns: NARROW_COLUMNS },
    stash: { x: 20, dy: stashDy, perRow: NARROW_STASH_PER_ROW },
    // Bandits 6 closer to the slots, so three of them stay clear of a total as wide as "$199 (−S)" at the row's end.
    burros: { x: 20, dy: burrosDy, width: NARROW_BOARD_W - 36, banditsDx: 212 },
  };
}

/**
 * Another player's sheet on a phone, folded: the name and cash, then what the sheet holds in at most
 * three marker lines (ore in the stash, burros sent, the markers). Four full sheets one under the other
 * made a four-player page about 3,500 px tall; the player opens any of them in full (board-sheet-toggle.tsx).
 */
export const COMPACT_SHEET = {
  width: NARROW_BOARD_W - 16,
  markerLines: NARROW_MARKER_LINES,
  height: 41 + (NARROW_MARKER_LINES - 1) * MARKER_LINE + 10,
} as const;
