/** `FittedText`: a card's line never runs past the card. */
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { FittedText } from '../../../src/board/kit.js';

const line = (text: string, width = 90, bold = false) =>
  render(h(FittedText, { x: 0, y: 0, width, size: 8, text, bold }));

describe('FittedText', () => {
  test('a line that fits its width is drawn as it is', () => {
    expect(line('▲ Bread, Flask')).not.toContain('textLength');
  });

  test('a line too long for its width is condensed to exactly that width, all of its text kept', () => {
    const svg = line('▼ Dynamite, Blunderbuss, Detonator');
    expect(svg).toMatch(/textLength="90"/);
    expect(svg).toMatch(/lengthAdjust="spacingAndGlyphs"/);
    expect(svg).toContain('Dynamite, Blunderbuss, Detonator');
  });

  test('a bold line is measured in bold: a line that fits in Book may not', () => {
    expect(line('▲ Bread, Flask, Whiskey', 100)).not.toContain('textLength');
    expect(line('▲ Bread, Flask, Whiskey', 100, true)).toMatch(/textLength="100"/);
  });
});
