/**
 * Names on a map without collisions: each label tries the places around its point in turn (below,
 * above, right, left, then the corners, then further out) and takes the first that covers no other
 * label, no marker and stays inside the map; with none free it takes the least covered. Greedy, in
 * the order given, so the labels that matter most go first. Sizes are estimated from the average
 * glyph (textWidth), on the wide side, so a label placed clear is drawn clear.
 */
import { textWidth } from './kit.js';

/** A rectangle by its top-left corner. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A label wanted near (x, y), `gap` away from it (the marker's half size and a little air). */
export interface LabelWish {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly gap: number;
}

/** Where a label is drawn: its baseline point and anchor, as an SVG `<text>` takes them. */
export interface PlacedLabel {
  readonly x: number;
  readonly y: number;
  readonly anchor: 'start' | 'middle' | 'end';
  readonly box: Box;
}

/** The height of a line of text at `size` (the font's ascent and descent), and where its baseline sits in it. */
const LINE = 1.2;
const BASELINE = 0.92;

const overlap = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

const inside = (a: Box, b: Box): boolean =>
  a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;

/** The places a label may take around its point, nearest first. */
function candidates(wish: LabelWish): PlacedLabel[] {
  const w = textWidth(wish.text, wish.size);
  const h = wish.size * LINE;
  const out: PlacedLabel[] = [];
  for (const reach of [1, 1.8, 2.8]) {
    const g = wish.gap * reach;
    const at = (left: number, top: number, anchor: PlacedLabel['anchor']): PlacedLabel => ({
      x: anchor === 'start' ? left : anchor === 'middle' ? left + w / 2 : left + w,
      y: top + wish.size * BASELINE,
      anchor,
      box: { x: left, y: top, w, h },
    });
    out.push(
      at(wish.x - w / 2, wish.y + g, 'middle'),
      at(wish.x - w / 2, wish.y - g - h, 'middle'),
      at(wish.x + g, wish.y - h / 2, 'start'),
      at(wish.x - g - w, wish.y - h / 2, 'end'),
      at(wish.x + g * 0.7, wish.y + g * 0.7, 'start'),
      at(wish.x + g * 0.7, wish.y - g * 0.7 - h, 'start'),
      at(wish.x - g * 0.7 - w, wish.y + g * 0.7, 'end'),
      at(wish.x - g * 0.7 - w, wish.y - g * 0.7 - h, 'end'),
    );
  }
  return out;
}

/** Each wish placed, in order, clear of `obstacles`, of the labels placed before it and inside `bounds` where it can be. */
export function placeLabels(wishes: readonly LabelWish[], obstacles: readonly Box[], bounds: Box): PlacedLabel[] {
  const taken: Box[] = [...obstacles];
  return wishes.map((wish) => {
    const options = candidates(wish).filter((c) => inside(c.box, bounds));
    const cost = (c: PlacedLabel) => taken.reduce((sum, b) => sum + overlap(c.box, b), 0);
    const best =
      options.find((c) => cost(c) === 0) ?? [...options].sort((a, b) => cost(a) - cost(b))[0] ?? candidates(wish)[0]!;
    taken.push(best.box);
    return best;
  });
}
