/**
 * The boards' one text measure (src/board/glyph-widths.ts) against chromium drawing the same texts in
 * a board's SVG (the kit's frame and font stack, DejaVu Sans here): never narrower, so a text sized or
 * placed by it stays inside its room, and not much wider, so rooms are not wasted. Glyph by glyph in
 * Book and Bold, and along lines the boards draw.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { Svg, textWidth } from '../../src/board/kit.js';
import { useStack } from './harness.js';

const stack = useStack();

/** Every glyph the measure knows, and two it takes by their letter (é as e, Ö as O). */
const GLYPHS = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ...'·–—→♡♣♢♠≥≤−±×Σ≈…½✓✗▲▼□■◎⊘’‘“”›°éÖ',
];
/** Lines the boards draw: titles (bold), card names, map names, store lines. */
const LINES = [
  "Phase 1 of 4 · turn · Bot 2's turn · Ada to act (partner)",
  "Coal n' Write: round 6 of 6, turn 12 (dig)",
  "Backroom Gamblin'",
  'Illegal Still · Jail',
  'M16 +3',
  '▼ Dynamite, Blunderbuss, Detonator',
  'waiting for: Maximilian Alexander von Hohenberg-Sac 1',
];
/** How much wider than drawn the measure may be: a glyph's advance is rounded up, kerning only narrows. */
const AT_MOST = 1.12;

/** Each text's drawn length (getComputedTextLength) at 100 units, Book and Bold, in a board's SVG. */
async function drawn(texts: readonly string[]): Promise<{ text: string; book: number; bold: number }[]> {
  const context = await stack.context();
  const page = await stack.page(context);
  const svg = renderToString(
    h(Svg, {
      width: 100,
      height: 100,
      title: 'measure',
      // Spaces kept as they are: a lone space would otherwise collapse to nothing.
      children: texts.flatMap((text) => [
        h('text', { 'font-size': 100, style: 'white-space: pre' }, text),
        h('text', { 'font-size': 100, 'font-weight': 'bold', style: 'white-space: pre' }, text),
      ]),
    }),
  );
  await page.setContent(`<!doctype html><body>${svg}</body>`);
  await page.evaluate(() => document.fonts.ready);
  const lengths = await page
    .locator('svg text')
    .evaluateAll((nodes) => nodes.map((n) => (n as SVGTextElement).getComputedTextLength()));
  await context.close();
  return texts.map((text, i) => ({ text, book: lengths[2 * i]!, bold: lengths[2 * i + 1]! }));
}

describe('textWidth against chromium', () => {
  test.each([
    ['every glyph', GLYPHS],
    ['lines the boards draw', LINES],
  ] as const)('%s, Book and Bold: never narrower than drawn, at most 12% wider', async (_, texts) => {
    const off: string[] = [];
    for (const { text, book, bold } of await drawn(texts))
      for (const [weight, length, measure] of [
        ['book', book, textWidth(text, 100)],
        ['bold', bold, textWidth(text, 100, true)],
      ] as const)
        if (measure < length - 0.01 || measure > length * AT_MOST + 0.5)
          off.push(`${JSON.stringify(text)} ${weight}: measured ${measure.toFixed(1)}, drawn ${length.toFixed(1)}`);
    expect(off).toEqual([]);
  });
});
