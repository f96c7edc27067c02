/**
 * Names on a map without collisions: each label tries the places around its point in turn (below,
 * above, right, left, the corners, below and above slid aside, then further out) and takes the first that covers no other
 * label, no marker and stays inside the map, those by its own mark first (LabelWish.mark); with none
 * free it takes the least covered. Greedy, in
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
  /**
   * The mark drawn at the point (an airport's box, a beacon's triangle): a reader takes a name for the
   * nearest mark's, and looks for it by its mark, so places further from it than a line's height, or
   * where another wish's mark is nearer the label than its own, are tried only after every other.
   */
  readonly mark?: Box;
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
  /** It found no free place nearer its own mark than another's (LabelWish.mark): it needs joining to it. */
  readonly astray?: true;
}

/** The height of a line of text at `size` (the font's ascent and descent), and where its baseline sits in it. */
const LINE = 1.2;
const BASELINE = 0.92;

const overlap = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

const inside = (a: Box, b: Box): boolean =>
  a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;

/** The gap between two boxes, squared: 0 where they meet. */
const gapSquared = (a: Box, b: Box): number =>
  Math.max(b.x - a.x - a.w, 0, a.x - b.x - b.w) ** 2 + Math.max(b.y - a.y - a.h, 0, a.y - b.y - b.h) ** 2;

/** A wish's places in the order tried, and those of them away from its mark (LabelWish.mark). */
interface Options {
  readonly places: readonly PlacedLabel[];
  readonly away: ReadonlySet<PlacedLabel>;
}

/** `places` of wish `i` and which are away from its mark: further than a line's height, or nearer another wish's. */
function awayFromMark(places: readonly PlacedLabel[], i: number, wishes: readonly LabelWish[]): Options {
  const mark = wishes[i]!.mark;
  if (mark === undefined) return { places, away: new Set() };
  const others = wishes.flatMap((w, j) => (j !== i && w.mark !== undefined ? [w.mark] : []));
  const far = (wishes[i]!.size * LINE) ** 2;
  const away = (c: PlacedLabel) => {
    const mine = gapSquared(mark, c.box);
    return mine > far || others.some((m) => gapSquared(m, c.box) < mine);
  };
  return { places, away: new Set(places.filter(away)) };
}

/** The same places, those by the mark first (each group in its order). */
const byMarkFirst = ({ places, away }: Options): Options => ({
  places: [...places.filter((c) => !away.has(c)), ...places.filter((c) => away.has(c))],
  away,
});

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
 * Each wish placed clear of `obstacles`, of the other labels and inside `bounds` where it can be, and
 * by its own mark where that leaves it clear (else marked `astray`, for its map to join it to its mark).
 * Greedy in the order given, so the labels that matter most go first; when some label found no free
 * place (a crowded corner, once the legs' numbers and the plane are on the map), the labels left
 * covering something go first in another pass, and the pass that covers least is kept.
 */
export function placeLabels(wishes: readonly LabelWish[], obstacles: readonly Box[], bounds: Box): PlacedLabel[] {
  const options = optionsOf(wishes, bounds);
  // Places by a label's mark tried first; where that leaves some label covering something, the places
  // in their own order too (they kept every name clear on the crowded maps), and the better kept.
  const byMark = passes(wishes.length, options.byMark, obstacles);
  if (byMark.covered === 0) return byMark.placed;
  const plain = passes(wishes.length, options.plain, obstacles);
  return plain.covered < byMark.covered ? plain.placed : byMark.placed;
}

/**
 * Each wish's places, by the wishes and bounds they were found for: a map's names are placed again for
 * every view drawn (the plane and the legs move) around the same places, and sorting out which places
 * are away from their marks measures every place against every mark.
 */
const found = new Map<string, { plain: readonly Options[]; byMark: readonly Options[] }>();
/** Maps remembered at most (a rules version has one map, its names placed in two bounds). */
const REMEMBERED = 16;

function optionsOf(
  wishes: readonly LabelWish[],
  bounds: Box,
): { plain: readonly Options[]; byMark: readonly Options[] } {
  const key = JSON.stringify([wishes, bounds]);
  const known = found.get(key);
  if (known !== undefined) return known;
  const plain = wishes.map((wish, i) => {
    const all = candidates(wish);
    const inBounds = all.filter((c) => inside(c.drawn, bounds));
    return inBounds.length > 0
      ? awayFromMark(inBounds, i, wishes)
      : { places: [all[0]!], away: new Set<PlacedLabel>() };
  });
  if (found.size >= REMEMBERED) found.delete(found.keys().next().value!);
  const options = { plain, byMark: plain.map(byMarkFirst) };
  found.set(key, options);
  return options;
}

interface Pass {
  readonly placed: PlacedLabel[];
  readonly covered: number;
  readonly away: number;
}

/**
 * Greedy passes: when some label found no free place (a crowded corner, once the legs' numbers and the
 * plane are on the map), or only one away from its mark, those go first in another pass; the pass that
 * covers least (then leaves fewest away from their marks) is kept.
 */
function passes(count: number, options: readonly Options[], obstacles: readonly Box[]): Pass {
  const given = Array.from({ length: count }, (_, i) => i);
  let order = given;
  let best: Pass | undefined;
  const crowded: number[] = [];
  const strayed: number[] = [];
  let clear = 0;
  for (let pass = 0; pass < PASSES; pass++) {
    const { placed, costs, away } = greedy(order, options, obstacles);
    const covered = costs.reduce((sum, c) => sum + c, 0);
    const strays = away.filter(Boolean).length;
    if (best === undefined || covered < best.covered || (covered === best.covered && strays < best.away))
      best = { placed, covered, away: strays };
    // Clear of everything, a pass more may bring a label home to its mark, no more are worth their time.
    if (covered === 0 && (strays === 0 || ++clear > 1)) break;
    // Labels that once found no room stay ahead of those that always did, then those that once found
    // room only away from their mark: a name clear of the others matters more than one by its mark.
    for (const i of order) if (costs[i]! > 0 && !crowded.includes(i)) crowded.push(i);
    for (const i of order) if (away[i] && !strayed.includes(i)) strayed.push(i);
    const ahead = [...crowded, ...strayed.filter((i) => !crowded.includes(i))];
    order = [...ahead, ...given.filter((i) => !ahead.includes(i))];
  }
  return best!;
}

/**
 * One pass: each label, in `order`, takes its first free place (one nearest its own mark first), or the
 * least covered. Costs by wish, and which took a place nearer another's mark.
 */
function greedy(
  order: readonly number[],
  options: readonly Options[],
  obstacles: readonly Box[],
): { placed: PlacedLabel[]; costs: number[]; away: boolean[] } {
  const taken: Box[] = [...obstacles];
  const placed: PlacedLabel[] = [];
  const costs: number[] = [];
  const strayed: boolean[] = [];
  for (const i of order) {
    const cost = (c: PlacedLabel) => taken.reduce((sum, b) => sum + overlap(c.drawn, b), 0);
    const { places: choices, away } = options[i]!;
    // The first free place (cover 0), else the first of the least covered; each place's cover measured
    // once (sorting measured it at every comparison, most of the map's layout time once labels kept room
    // around them), and the pick's not again.
    let at = choices.findIndex((c) => !taken.some((b) => overlap(c.drawn, b) > 0));
    let cover = 0;
    if (at < 0) {
      const covers = choices.map(cost);
      cover = Math.min(...covers);
      at = covers.indexOf(cover);
    }
    const pick = choices[at]!;
    costs[i] = cover;
    strayed[i] = away.has(pick);
    taken.push(pick.drawn);
    placed[i] = strayed[i] ? { ...pick, astray: true } : pick;
  }
  return { placed, costs, away: strayed };
}
