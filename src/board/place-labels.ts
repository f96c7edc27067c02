/**
 * Names on a map without collisions: each label tries the places around its point in turn (below,
 * above, right, left, the corners, below and above slid aside, then further out) and takes the first that covers no other
 * label, no marker and stays inside the map, those by its own mark first (LabelWish.mark); with none
 * free it takes the least covered. A label that finds no free place by its mark takes the free one
 * nearest it whose joining line crosses no other mark nor name (PlacedLabel.astray). Greedy, in
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

/** Whether `a` lies wholly within `b`. */
export const inside = (a: Box, b: Box): boolean =>
  a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;

/** Whether two boxes share any area (edges that only meet do not). */
export const touches = (a: Box, b: Box): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

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

/**
 * The same places, those by the mark first (in their order), then those away from it nearest it
 * first: a name away from its mark is joined to it by a line, and the nearer the name the shorter
 * that line (Denver's ran 51 units up past Christman's box when its places were tried in their order).
 */
function byMarkFirst({ places, away }: Options, mark: Box | undefined): Options {
  const far = places.filter((c) => away.has(c));
  if (mark !== undefined) {
    const gap = new Map(far.map((c) => [c, gapSquared(mark, c.box)]));
    far.sort((a, b) => gap.get(a)! - gap.get(b)!);
  }
  return { places: [...places.filter((c) => !away.has(c)), ...far], away };
}

/** A line from box `a`'s edge to box `b`'s, the shortest (across the middle of where they overlap, if they do). */
export function leaderBetween(a: Box, b: Box): { x1: number; y1: number; x2: number; y2: number } {
  const between = (from: number, fromW: number, to: number, toW: number): [number, number] => {
    if (from + fromW < to) return [from + fromW, to];
    if (to + toW < from) return [from, to + toW];
    const middle = (Math.max(from, to) + Math.min(from + fromW, to + toW)) / 2;
    return [middle, middle];
  };
  const [x1, x2] = between(a.x, a.w, b.x, b.w);
  const [y1, y2] = between(a.y, a.h, b.y, b.h);
  return { x1, y1, x2, y2 };
}

/** The room a joining line keeps: small boxes along it, every 3 units, that later names keep off. */
const leaderBoxes = (mark: Box, box: Box): Box[] => lineBoxes(leaderBetween(mark, box));

/** Small boxes along a thin line from (x1, y1) to (x2, y2), every 3 units, its ends aside: the room it keeps. */
export function lineBoxes({ x1, y1, x2, y2 }: { x1: number; y1: number; x2: number; y2: number }): Box[] {
  const steps = Math.ceil(Math.hypot(x2 - x1, y2 - y1) / 3);
  return Array.from({ length: Math.max(0, steps - 1) }, (_, k) => {
    const t = (k + 1) / steps;
    return { x: x1 + (x2 - x1) * t - 1, y: y1 + (y2 - y1) * t - 1, w: 2, h: 2 };
  });
}

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
      // Right and left again, half a line lower and higher: a crowded side often has room there.
      at(wish.x + g, wish.y, 'start'),
      at(wish.x + g, wish.y - h, 'start'),
      at(wish.x - g - w, wish.y, 'end'),
      at(wish.x - g - w, wish.y - h, 'end'),
    );
  }
  return out;
}

/**
 * A place that runs past the map's edge, slid back inside it along that edge when it can be (by less
 * than half its width or height): beside a mark near the edge there is often room, just not where the
 * label is centred.
 */
function slidInside(c: PlacedLabel, bounds: Box): PlacedLabel | undefined {
  const dx = Math.max(0, bounds.x - c.drawn.x) - Math.max(0, c.drawn.x + c.drawn.w - (bounds.x + bounds.w));
  const dy = Math.max(0, bounds.y - c.drawn.y) - Math.max(0, c.drawn.y + c.drawn.h - (bounds.y + bounds.h));
  if (Math.abs(dx) > c.box.w / 2 || Math.abs(dy) > c.box.h / 2) return undefined;
  const moved = (b: Box): Box => ({ x: b.x + dx, y: b.y + dy, w: b.w, h: b.h });
  const slid = { ...c, x: c.x + dx, y: c.y + dy, box: moved(c.box), drawn: moved(c.drawn) };
  return inside(slid.drawn, bounds) ? slid : undefined;
}

/** Passes at most: a pass that leaves labels covering something puts those first in the next. */
const PASSES = 8;

/**
 * Each wish placed clear of `obstacles`, of the other labels and inside `bounds` where it can be, and
 * by its own mark where that leaves it clear (else marked `astray`, for its map to join it to its mark).
 * Greedy in the order given, so the labels that matter most go first; when some label found no free
 * place (a crowded corner, once the legs' numbers and the plane are on the map), the labels left
 * covering something go first in another pass, and the pass that covers least is kept. A label given
 * in `kept` stays where it is (a map placing only the names something new covers, the rest kept).
 */
export function placeLabels(
  wishes: readonly LabelWish[],
  obstacles: readonly Box[],
  bounds: Box,
  kept: readonly (PlacedLabel | undefined)[] = [],
): PlacedLabel[] {
  const options = optionsOf(wishes, bounds);
  // Places by a label's mark tried first; where that leaves some label covering something, the places
  // in their own order too (they kept every name clear on the crowded maps), and the better kept.
  const byMark = passes(options.byMark, obstacles, wishes, kept);
  if (byMark.covered === 0) return byMark.placed;
  const plain = passes(options.plain, obstacles, wishes, kept);
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
    const inBounds = all.flatMap((c) => {
      if (inside(c.drawn, bounds)) return [c];
      const slid = slidInside(c, bounds);
      return slid ? [slid] : [];
    });
    return inBounds.length > 0
      ? awayFromMark(inBounds, i, wishes)
      : { places: [all[0]!], away: new Set<PlacedLabel>() };
  });
  if (found.size >= REMEMBERED) found.delete(found.keys().next().value!);
  const options = { plain, byMark: plain.map((o, i) => byMarkFirst(o, wishes[i]!.mark)) };
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
function passes(
  options: readonly Options[],
  obstacles: readonly Box[],
  wishes: readonly LabelWish[],
  kept: readonly (PlacedLabel | undefined)[],
): Pass {
  const count = wishes.length;
  const given = Array.from({ length: count }, (_, i) => i).filter((i) => kept[i] === undefined);
  let order = given;
  let best: Pass | undefined;
  const crowded: number[] = [];
  const strayed: number[] = [];
  let clear = 0;
  for (let pass = 0; pass < PASSES; pass++) {
    const { placed, costs, away } = greedy(order, options, obstacles, wishes, kept);
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
  wishes: readonly LabelWish[],
  kept: readonly (PlacedLabel | undefined)[],
): { placed: PlacedLabel[]; costs: number[]; away: boolean[] } {
  const taken: Box[] = [...obstacles];
  const placed: PlacedLabel[] = [];
  const costs: number[] = [];
  const strayed: boolean[] = [];
  // A joining line keeps off the other places' marks and the names placed so far.
  const marks = wishes.flatMap((w) => (w.mark !== undefined ? [w.mark] : []));
  const names: Box[] = [];
  for (const [i, k] of kept.entries()) {
    if (k === undefined) continue;
    const mark = wishes[i]!.mark;
    [placed[i], costs[i], strayed[i]] = [k, 0, k.astray === true];
    names.push(k.drawn);
    taken.push(k.drawn, ...(k.astray && mark !== undefined ? leaderBoxes(mark, k.box) : []));
  }
  for (const i of order) {
    const mark = wishes[i]!.mark;
    const { places: choices, away } = options[i]!;
    const free = (c: PlacedLabel) => !taken.some((b) => overlap(c.drawn, b) > 0);
    // A place away from the mark is joined to it by a line: better one whose line crosses nothing taken.
    const line = (c: PlacedLabel) => (mark !== undefined && away.has(c) ? leaderBetween(mark, c.box) : undefined);
    const crosses = (c: PlacedLabel) => {
      const l = line(c);
      return l !== undefined && [...names, ...marks].some((b) => b !== mark && segmentHits(l, b));
    };
    // The first free place (cover 0) whose line crosses nothing, else the first free one, else the first
    // of the least covered; each place's cover measured once (sorting measured it at every comparison,
    // most of the map's layout time once labels kept room around them), and the pick's not again.
    let at = choices.findIndex((c) => free(c) && !crosses(c));
    // A line across something counts as a little cover, so another pass may find it a better place.
    let cover = 0;
    if (at < 0) {
      at = choices.findIndex(free);
      if (at >= 0) cover = LINE_ACROSS;
    }
    if (at < 0 && cover === 0) {
      const covers = choices.map((c) => taken.reduce((sum, b) => sum + overlap(c.drawn, b), 0));
      cover = Math.min(...covers);
      at = covers.indexOf(cover);
    }
    const pick = choices[at]!;
    costs[i] = cover;
    strayed[i] = away.has(pick);
    names.push(pick.drawn);
    taken.push(pick.drawn, ...(strayed[i] && mark !== undefined ? leaderBoxes(mark, pick.box) : []));
    placed[i] = strayed[i] ? { ...pick, astray: true } : pick;
  }
  return { placed, costs, away: strayed };
}

/** What a joining line across something taken counts as: a name covering this many square units. */
const LINE_ACROSS = 1;

/** Whether the segment from (x1, y1) to (x2, y2) passes inside box `b` (Liang–Barsky clipping). */
function segmentHits(l: { x1: number; y1: number; x2: number; y2: number }, b: Box): boolean {
  const [dx, dy] = [l.x2 - l.x1, l.y2 - l.y1];
  let [t0, t1] = [0, 1];
  for (const [p, q] of [
    [-dx, l.x1 - b.x],
    [dx, b.x + b.w - l.x1],
    [-dy, l.y1 - b.y],
    [dy, b.y + b.h - l.y1],
  ] as const) {
    if (p === 0) {
      if (q <= 0) return false;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
    }
  }
  return t0 < t1;
}
