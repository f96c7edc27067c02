/** `FittedText`: a card's line never runs past the card. */
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { FittedText } from '../../../src/board/kit.js';

const line = (text: string) => render(h(FittedText, { x: 0, y: 0, width: 90, size: 8, text }));

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
});
