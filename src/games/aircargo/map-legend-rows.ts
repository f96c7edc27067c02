/**
 * What AirCargo's map legend lists and how it is laid out: each mark the map draws, drawn again as the
 * map draws it (map-legend.tsx), with the words that name it, in rows as wide as a phone shows whole.
 * Kept apart from the drawing so the map's layout knows the legend's height.
 */
import { textWidth } from '../../board/glyph-widths.js';
import { PHONE_LINE } from '../../board/phone-lines.js';

/** The legend's words: the map's size, not bold. */
export const LEGEND_TEXT = 11;
/** From one row of the legend to the next: the tallest mark (the plane, 30) fits. */
const ROW = 31;
/** Between a mark and its words, and between one entry and the next. */
export const MARK_GAP = 4;
const ENTRY_GAP = 12;

/** A mark the map draws, by what it stands for. */
export type LegendMark =
  'open' | 'planned' | 'visited' | 'destination' | 'beacon' | 'fly-to' | 'start' | 'plane' | 'mountain' | 'leg';

/**
 * Each mark with its words and the room it takes: how far its drawing reaches left of its point and
 * how wide it is (an airport's P or ✓ stands right of its box).
 */
export const LEGEND_ENTRIES: readonly { mark: LegendMark; words: string; left: number; width: number }[] = [
  { mark: 'open', words: 'airport, open', left: 13, width: 26 },
  { mark: 'planned', words: 'planned', left: 13, width: 38 },
  { mark: 'visited', words: 'visited', left: 13, width: 38 },
  { mark: 'destination', words: 'destination', left: 18.25, width: 38 },
  { mark: 'beacon', words: 'radio beacon', left: 8.75, width: 17.5 },
  { mark: 'fly-to', words: 'a leg can fly there', left: 8.75, width: 50 },
  { mark: 'start', words: 'start', left: 11.5, width: 23 },
  { mark: 'plane', words: 'the plane', left: 14.5, width: 29 },
  { mark: 'mountain', words: 'mountain (+hazard)', left: 13, width: 26 },
  { mark: 'leg', words: 'leg flown, its number', left: 0, width: 46 },
];

/** Where each entry goes: its row, and its mark's left edge from the legend's left. */
export interface PlacedEntry {
  readonly mark: LegendMark;
  readonly words: string;
  readonly row: number;
  readonly x: number;
  readonly left: number;
  readonly width: number;
}

/** The entries in rows, each as wide as a phone shows at most, in the order listed. */
export const LEGEND_PLACED: readonly PlacedEntry[] = (() => {
  const placed: PlacedEntry[] = [];
  let [row, x] = [0, 0];
  for (const entry of LEGEND_ENTRIES) {
    const wide = entry.width + MARK_GAP + textWidth(entry.words, LEGEND_TEXT);
    if (x > 0 && x + wide > PHONE_LINE) [row, x] = [row + 1, 0];
    placed.push({ ...entry, row, x });
    x += wide + ENTRY_GAP;
  }
  return placed;
})();

/** The legend's rows. */
export const LEGEND_ROWS = Math.max(...LEGEND_PLACED.map((e) => e.row)) + 1;
/** Room over the first row: an airport's P or ✓ stands above its box's corner, past the row's half. */
const TOP = 5;
/** The middle of row `i` below the legend's top. */
export const rowMiddle = (i: number): number => TOP + ROW / 2 + i * ROW;
/** The legend's height at the map's foot, with a little air under it. */
export const LEGEND_H = TOP + LEGEND_ROWS * ROW + 4;
