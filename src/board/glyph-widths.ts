/**
 * How wide a map label is drawn, glyph by glyph, in DejaVu Sans: the font Debian's chromium gives
 * `system-ui` and `sans-serif`, and the widest of the usual sans faces (Arial, Helvetica, Roboto and
 * Segoe UI draw these glyphs narrower), so a label placed clear by this measure is drawn clear. The
 * average glyph (kit's textWidth, 0.6 em) is too narrow for capitals and digits (0.64–0.86 em): names
 * placed by it touched on the map at 1,280 px (M16/M17, 64/PUB/65, 52/BOI).
 */

/** Advance widths in em of DejaVu Sans Book, as chromium measures them. */
const EM: Readonly<Record<string, number>> = {
  ...spread('0123456789', 0.637),
  ...spread('Ii', 0.295),
  ...spread('Jj', 0.295),
  A: 0.71,
  B: 0.687,
  C: 0.699,
  D: 0.771,
  E: 0.632,
  F: 0.576,
  G: 0.775,
  H: 0.752,
  K: 0.656,
  L: 0.558,
  M: 0.863,
  N: 0.749,
  O: 0.788,
  P: 0.604,
  Q: 0.788,
  R: 0.695,
  S: 0.635,
  T: 0.596,
  U: 0.732,
  V: 0.685,
  W: 0.989,
  X: 0.686,
  Y: 0.611,
  Z: 0.686,
  a: 0.613,
  b: 0.635,
  c: 0.55,
  d: 0.635,
  e: 0.616,
  f: 0.345,
  g: 0.635,
  h: 0.634,
  i: 0.278,
  k: 0.58,
  l: 0.278,
  m: 0.975,
  n: 0.634,
  o: 0.612,
  p: 0.635,
  q: 0.635,
  r: 0.396,
  s: 0.521,
  t: 0.393,
  u: 0.634,
  v: 0.592,
  w: 0.818,
  x: 0.592,
  y: 0.592,
  z: 0.525,
  ' ': 0.318,
  '+': 0.838,
  '-': 0.361,
  '.': 0.318,
  ',': 0.318,
  "'": 0.275,
};
/** A glyph not in the table is taken as wide as the widest capital. */
const UNKNOWN = 1;
/** DejaVu Sans Bold is about an eighth wider than Book; taken on the wide side. */
const BOLD = 1.15;

function spread(glyphs: string, em: number): Record<string, number> {
  return Object.fromEntries([...glyphs].map((g) => [g, em]));
}

/** The width `text` takes at `size`, on the wide side of how chromium draws it here. */
export function labelWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const glyph of text) em += EM[glyph] ?? UNKNOWN;
  return em * size * (bold ? BOLD : 1);
}
