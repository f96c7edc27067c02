/**
 * `textWidth`, the boards' one text measure: on the wide side of chromium's DejaVu Sans (the drawn
 * lengths below are chromium's getComputedTextLength of each line; test/browser/text-measure.test.ts
 * checks every glyph live), Bold measured as Bold, accented letters as their letter, and a glyph it
 * does not know taken wide.
 */
import { describe, expect, test } from 'vitest';
import { textWidth } from '../../../src/board/kit.js';

describe('textWidth', () => {
  test.each([
    ["Backroom Gamblin'", 12, true, 130.92],
    ["Phase 1 of 4 · turn · Bot 2's turn · Ada to act (partner)", 16, true, 487.52],
    ['waiting for: Maximilian Alexander von Hohenberg-Sac 1', 13, false, 362.23],
  ] as const)('%j at %i (bold %s) is no narrower than drawn (%f) and near it', (text, size, bold, drawn) => {
    expect(textWidth(text, size, bold)).toBeGreaterThanOrEqual(drawn);
    expect(textWidth(text, size, bold)).toBeLessThan(drawn * 1.02);
  });

  test('Bold is wider than Book, by each glyph’s own share (i and l the most)', () => {
    expect(textWidth('Mill', 10, true) / textWidth('Mill', 10)).toBeGreaterThan(1.18);
    expect(textWidth('Mmmm', 10, true) / textWidth('Mmmm', 10)).toBeLessThan(1.1);
  });

  test('an accented letter measures as its letter, a glyph it does not know as the widest', () => {
    expect(textWidth('Zoë Öberg', 10)).toBe(textWidth('Zoe Oberg', 10));
    expect(textWidth('漢', 10)).toBeGreaterThanOrEqual(textWidth('W', 10, true));
  });
});
