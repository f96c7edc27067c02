/**
 * Names on a map without collisions: each label tries the places around its point in turn (below,
 * above, right, left, the corners, below and above slid aside, then further out) and takes the first that covers no other
 * label, no marker and stays inside the map; with none free it takes the least covered. Greedy, in
 * the order given, so the labels that matter most go first. Sizes are measured glyph by glyph in the
 * widest usual sans face (glyph-widths.ts), so a label placed clear is drawn clear.
 */
import { textWidth } from './glyph-widths.js';

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
  readonly bold?: boolean;
  /**
   * Room the label keeps around its box: that far from the markers, and two labels with room keep
   * both apart, so none is drawn touching another (a halo around the text, a reader's eye).
   */
  readonly air?: number;
}

/** Where a label is drawn: its baseline point and anchor, as an SVG `<text>` takes them. */
export interface PlacedLabel {
  readonly x: number;
  readonly y: number;
  readonly anchor: 'start' | 'middle' | 'end';
  /** The text's line. */
  readonly box: Box;
  /** Its box and the room around it (LabelWish.air): what no other label or marker may cover. */
  readonly drawn: Box;
}

/** The height of a line of text at `size` (the font's ascent and descent), and where its baseline sits in it. */
const LINE = 1.2;
const BASELINE = 0.92;

const overlap = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

const inside = (a: Box, b: Box): boolean =>
  a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;

/** The places a label may take around its point: at its gap first, then nearer, then further out. */
function candidates(wish: LabelWish): PlacedLabel[] {
  const w = textWidth(wish.text, wish.size, wish.bold);
  const h = wish.size * LINE;
  const air = wish.air ?? 0;
  const out: PlacedLabel[] = [];
  for (const reach of [1, 0.7, 1.4, 1.8, 2.3, 2.8, 4]) {
    const g = wish.gap * reach;
    const at = (left: number, top: number, anchor: PlacedLabel['anchor']): PlacedLabel => ({
      x: anchor === 'start' ? left : anchor === 'middle' ? left + w / 2 : left + w,
      y: top + wish.size * BASELINE,
      anchor,
      box: { x: left, y: top, w, h },
      drawn: { x: left - air, y: top - air, w: w + 2 * air, h: h + 2 * air },
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
      // Below and above again, slid a third of the label's width either way.
      at(wish.x - w / 6, wish.y + g, 'middle'),
      at(wish.x - (w * 5) / 6, wish.y + g, 'middle'),
      at(wish.x - w / 6, wish.y - g - h, 'middle'),
      at(wish.x - (w * 5) / 6, wish.y - g - h, 'middle'),
    );
  }
  return out;
}

/** Passes at most: a pass that leaves labels covering something puts those first in the next. */
const PASSES = 8;

/**
 * Each wish placed clear of `obstacles`, of the other labels and inside `bounds` where it can be.
 * Greedy in the order given, so the labels that matter most go first; when some label found no free
 * place (a crowded corner, once the legs' numbers and the plane are on the map), the labels left
 * covering something go first in another pass, and the pass that covers least is kept.
 */
export function placeLabels(wishes: readonly LabelWish[], obstacles: readonly Box[], bounds: Box): PlacedLabel[] {
  const options = wishes.map((wish) => {
    const all = candidates(wish);
    const inBounds = all.filter((c) => inside(c.drawn, bounds));
    return inBounds.length > 0 ? inBounds : [all[0]!];
  });
  let order = wishes.map((_, i) => i);
  let best: { placed: PlacedLabel[]; covered: number } | undefined;
  const first: number[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    const { placed, costs } = greedy(order, options, obstacles);
    const covered = costs.reduce((sum, c) => sum + c, 0);
    if (best === undefined || covered < best.covered) best = { placed, covered };
    if (covered === 0) break;
    // Labels that once found no room stay ahead of those that always did.
    for (const i of order) if (costs[i]! > 0 && !first.includes(i)) first.push(i);
    order = [...first, ...wishes.map((_, i) => i).filter((i) => !first.includes(i))];
  }
  return best!.placed;
}

/** One pass: each label, in `order`, takes its first free place, or the least covered. Costs by wish. */
function greedy(
  order: readonly number[],
  options: readonly (readonly PlacedLabel[])[],
  obstacles: readonly Box[],
): { placed: PlacedLabel[]; costs: number[] } {
  const taken: Box[] = [...obstacles];
  const placed: PlacedLabel[] = [];
  const costs: number[] = [];
  for (const i of order) {
    const cost = (c: PlacedLabel) => taken.reduce((sum, b) => sum + overlap(c.drawn, b), 0);
    const choices = options[i]!;
    // The first free place (cover 0), else the first of the least covered; each place's cover measured
    // once (sorting measured it at every comparison, most of the map's layout time once labels kept room
    // around them), and the pick's not again.
    let pick = choices.find((c) => !taken.some((b) => overlap(c.drawn, b) > 0));
    let cover = 0;
    if (pick === undefined) {
      const covers = choices.map(cost);
      cover = Math.min(...covers);
      pick = choices[covers.indexOf(cover)]!;
    }
    costs[i] = cover;
    taken.push(pick.drawn);
    placed[i] = pick;
  }
  return { placed, costs };
}
