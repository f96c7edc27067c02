/**
 * How wide a text is drawn on a board, glyph by glyph, in DejaVu Sans: the face Debian's chromium
 * gives the boards' `system-ui`/`sans-serif`, and the widest of the usual sans faces (Arial, Helvetica,
 * Roboto and Segoe UI draw these glyphs narrower), so a text sized or placed by this measure is drawn
 * inside its room. An average glyph (0.6 em) is too narrow for capitals, digits and symbols
 * (0.64–1 em): map names placed by it touched on AirCargo's map, and a card's line could run past its card.
 * Every board measures with this one table (kit.tsx's `textWidth`, place-labels.ts).
 */

/**
 * Advance widths in em, Book then Bold, as chromium measures them (canvas `measureText` of each glyph at
 * 1,000 px in the boards' font stack, rounded up). Bold is wider by 0 to 27% depending on the glyph
 * (i, l, I: the most), so it has its own column rather than a factor.
 */
const GROUPS: readonly (readonly [glyphs: string, book: number, bold: number])[] = [
  ["'", 0.275, 0.307],
  ['ijl', 0.278, 0.343],
  ['IJ', 0.295, 0.373],
  [' ', 0.318, 0.349],
  [',.·’‘', 0.318, 0.38],
  ['/\\|', 0.337, 0.366],
  [':;', 0.337, 0.4],
  ['f', 0.353, 0.436],
  ['-', 0.361, 0.416],
  ['()[]', 0.391, 0.458],
  ['t', 0.393, 0.479],
  ['›', 0.4, 0.413],
  ['!', 0.401, 0.457],
  ['r', 0.412, 0.494],
  ['"', 0.46, 0.521],
  ['_`–°', 0.5, 0.5],
  ['*', 0.5, 0.523],
  ['“”', 0.519, 0.658],
  ['s', 0.521, 0.596],
  ['z', 0.525, 0.583],
  ['?', 0.531, 0.581],
  ['c', 0.55, 0.593],
  ['L', 0.558, 0.638],
  ['F', 0.576, 0.684],
  ['k', 0.58, 0.666],
  ['x', 0.592, 0.646],
  ['vy', 0.592, 0.652],
  ['P', 0.604, 0.733],
  ['T', 0.611, 0.683],
  ['Y', 0.611, 0.725],
  ['o', 0.612, 0.688],
  ['a', 0.613, 0.675],
  ['e', 0.616, 0.679],
  ['EΣ', 0.632, 0.684],
  ['hnu', 0.634, 0.712],
  ['bdgpq', 0.635, 0.716],
  ['S', 0.635, 0.721],
  ['0123456789$', 0.637, 0.696],
  ['{}', 0.637, 0.712],
  ['K', 0.656, 0.775],
  ['AV', 0.685, 0.774],
  ['Z', 0.686, 0.726],
  ['X', 0.686, 0.771],
  ['B', 0.687, 0.763],
  ['R', 0.695, 0.771],
  ['C', 0.699, 0.734],
  ['U', 0.732, 0.813],
  ['N', 0.749, 0.837],
  ['H', 0.752, 0.837],
  ['▲▼', 0.77, 0.77],
  ['D', 0.771, 0.831],
  ['G', 0.775, 0.821],
  ['&', 0.78, 0.873],
  ['OQ', 0.788, 0.851],
  ['w', 0.818, 0.924],
  ['#+<=>^~→≥≤−±×≈✓✗⊘', 0.838, 0.838],
  ['M', 0.863, 0.996],
  ['◎', 0.873, 0.873],
  ['♡♣♢♠', 0.897, 0.897],
  ['□■', 0.945, 0.945],
  ['%', 0.951, 1.002],
  ['½', 0.97, 1.036],
  ['m', 0.975, 1.042],
  ['W', 0.989, 1.104],
  ['@—…', 1.0, 1.0],
];
const EM: ReadonlyMap<string, readonly [number, number]> = new Map(
  GROUPS.flatMap(([glyphs, book, bold]) => [...glyphs].map((g) => [g, [book, bold] as const])),
);
/** A glyph not in the table (another script, an emoji) is taken wider than the widest in it (W in Bold, 1.104 em). */
const UNKNOWN = 1.2;

/** A glyph's width in em: its own, or its letter's when it is an accented one (é as e, Ö as O), else UNKNOWN. */
function em(glyph: string, bold: boolean): number {
  const known = EM.get(glyph) ?? EM.get(glyph.normalize('NFD')[0]!);
  return known === undefined ? UNKNOWN : known[bold ? 1 : 0];
}

/** The width `text` takes at `size` (in the board's units), on the wide side of how chromium draws it. */
export function textWidth(text: string, size: number, bold = false): number {
  let width = 0;
  for (const glyph of text) width += em(glyph, bold);
  return width * size;
}
