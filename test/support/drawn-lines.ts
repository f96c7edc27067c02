import { textWidth } from '../../src/board/glyph-widths.js';

/** A drawn text as a person reads it: the two entities the boards' renderer writes, put back. */
const unescaped = (text: string): string => text.replaceAll('&#39;', "'").replaceAll('&amp;', '&');

/**
 * What a board draws in one of its named groups of lines (phone-lines.tsx: `title`, `status`, `goal`):
 * the texts of that group, one a line, as a person reads them.
 */
export function drawnLines(svg: string, name: string): string[] {
  const group = new RegExp(`<g class="${name}">(.*?)</g>`).exec(svg);
  if (group === null) throw new Error(`the board draws no "${name}" lines`);
  return [...group[1]!.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => unescaped(m[1]!));
}

/** The board's accessible title (its <title>). */
export const svgTitle = (svg: string): string => unescaped(/<title>([^<]*)<\/title>/.exec(svg)![1]!);

/** The box a named group covers, in the coordinates it is drawn in (a group moved by a transform is not moved back). */
export interface DrawnBox {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/**
 * The box of what a board draws in its group of class `name`: its rectangles, circles and polygons (a
 * pawn, a claim site), and its texts as wide as
 * glyph-widths.ts measures them, or their textLength when condensed (from the baseline up a size, down a quarter of one), from
 * their start, middle or end as their text-anchor says. `only` 'text': its texts alone.
 */
export function drawnBox(svg: string, name: string, only?: 'text'): DrawnBox {
  const inner = groupText(svg, name);
  const number = (tag: string, attr: string): number => Number(new RegExp(` ${attr}="([-\\d.]+)"`).exec(tag)?.[1]);
  const boxes: DrawnBox[] = [];
  for (const m of only === 'text' ? [] : inner.matchAll(/<rect [^>]*>/g)) {
    const [x, y] = [number(m[0], 'x'), number(m[0], 'y')];
    boxes.push({ left: x, right: x + number(m[0], 'width'), top: y, bottom: y + number(m[0], 'height') });
  }
  for (const m of only === 'text' ? [] : inner.matchAll(/<circle [^>]*>/g)) {
    const [cx, cy, r] = [number(m[0], 'cx'), number(m[0], 'cy'), number(m[0], 'r')];
    boxes.push({ left: cx - r, right: cx + r, top: cy - r, bottom: cy + r });
  }
  for (const m of only === 'text' ? [] : inner.matchAll(/<polygon [^>]*points="([^"]*)"/g)) {
    const corners = m[1]!.split(' ').map((xy) => xy.split(',').map(Number) as [number, number]);
    const xs = corners.map(([x]) => x);
    const ys = corners.map(([, y]) => y);
    boxes.push({ left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) });
  }
  for (const m of inner.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)) {
    const [x, y, size] = [number(m[0], 'x'), number(m[0], 'y'), number(m[0], 'font-size')];
    const text = unescaped(m[2]!);
    if (text === '') continue;
    // A line condensed to fit (FittedText's textLength) is drawn as wide as that length.
    const wide = m[1]!.includes('textLength=')
      ? number(m[0], 'textLength')
      : textWidth(text, size, m[1]!.includes('font-weight="bold"'));
    // A centred text spans its x's both sides, a text anchored at its end runs left of it.
    const anchor = /text-anchor="(middle|end)"/.exec(m[1]!)?.[1];
    const left = anchor === 'middle' ? x - wide / 2 : anchor === 'end' ? x - wide : x;
    boxes.push({ left, right: left + wide, top: y - size, bottom: y + size / 4 });
  }
  return {
    left: Math.min(...boxes.map((b) => b.left)),
    right: Math.max(...boxes.map((b) => b.right)),
    top: Math.min(...boxes.map((b) => b.top)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
  };
}

/** What is drawn inside the group of class `name`, to its own closing tag (groups inside it included). */
function groupText(svg: string, name: string): string {
  const open = new RegExp(`<g class="${name}"[^>]*>`).exec(svg);
  if (open === null) throw new Error(`the board draws no "${name}" group`);
  const from = open.index + open[0].length;
  let depth = 1;
  for (const tag of svg.slice(from).matchAll(/<g[ >]|<\/g>/g)) {
    depth += tag[0] === '</g>' ? -1 : 1;
    if (depth === 0) return svg.slice(from, from + tag.index);
  }
  throw new Error(`the "${name}" group is not closed`);
}
