/** `phoneLines`: a board's title or status line in at most two lines a 390 px phone shows whole. */
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { textWidth } from '../../../src/board/kit.js';
import { fitsAPhone, PHONE_LINE, PhoneLines, phoneLines } from '../../../src/board/phone-lines.js';

const TITLE = { size: 16, bold: true, breakAfter: ['·', ','] } as const;
const wide = (line: string): number => textWidth(line, 16, true);

describe('phoneLines', () => {
  test('a line that fits is kept whole, even with marks to break at', () => {
    expect(phoneLines('Turn 4, player 1 to play (draw)', TITLE)).toEqual(['Turn 4, player 1 to play (draw)']);
  });

  test('a line a little wider than a phone is broken after a mark, the mark ending the first line', () => {
    const text = 'Phase 1 of 3 · turn · Ada Lovelace’s turn (travel)';
    expect(wide(text)).toBeGreaterThan(PHONE_LINE);
    expect(phoneLines(text, TITLE)).toEqual(['Phase 1 of 3 · turn ·', 'Ada Lovelace’s turn (travel)']);
  });

  test('of the places to break, the one that leaves the wider line narrowest', () => {
    // After "Aa," the second line is the widest; after the third comma the first is. The second comma balances them.
    const text = 'Aa, Bbbbbbbbbbbbbbbbb, Cccccccccccccccccc, Dd';
    const lines = phoneLines(text, TITLE);
    expect(lines).toEqual(['Aa, Bbbbbbbbbbbbbbbbb,', 'Cccccccccccccccccc, Dd']);
    expect(lines.join(' ')).toBe(text);
  });

  test('only after the marks it is given: a comma is no break where only "·" is', () => {
    const text = 'Phase 3 of 3 · cubes · players 1, 2, 3, 4 to act';
    expect(phoneLines(text, { ...TITLE, breakAfter: ['·'] })).toEqual([
      'Phase 3 of 3 · cubes ·',
      'players 1, 2, 3, 4 to act',
    ]);
  });

  test('never inside brackets: "(draw, ♡ announced)" stays on one line', () => {
    const text = 'Turn 12, player 1 to play (draw, ♡ announced)';
    expect(phoneLines(text, TITLE)).toEqual(['Turn 12,', 'player 1 to play (draw, ♡ announced)']);
  });

  test('a line with no mark to break at stays one line (FittedText condenses it)', () => {
    const text = 'Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww';
    expect(phoneLines(text, TITLE)).toEqual([text]);
  });
});

describe('fitsAPhone', () => {
  test('two lines each within PHONE_LINE fit; a third line or a wider one does not', () => {
    expect(fitsAPhone(['Coal n’ Write:', 'round 1 of 6, turn 3 (turn)'], TITLE)).toBe(true);
    expect(fitsAPhone(['a', 'b', 'c'], TITLE)).toBe(false);
    expect(fitsAPhone(['Coal n’ Write: round 10 of 10, turn 12 (boomtown)'], TITLE)).toBe(false);
  });

  test('a line is measured at its weight: bold is wider', () => {
    const line = 'Goal: one network suit sum ≥ 45 and the other ≥ 25 ·';
    expect(fitsAPhone([line], { size: 12 })).toBe(true);
    expect(fitsAPhone([line], { size: 12, bold: true })).toBe(false);
  });
});

test('PhoneLines draws each line under the last, in a group named for the browser test, each held to PHONE_LINE', () => {
  const svg = render(
    h(PhoneLines, { name: 'title', at: { x: 20, y: 26, line: 20, size: 16, bold: true }, lines: ['a ·', 'b'] }),
  );
  expect(svg).toMatch(/^<g class="title"><text x="20" y="26"[^>]*>a ·<\/text><text x="20" y="46"[^>]*>b<\/text><\/g>$/);
  expect(svg).toContain('font-weight="bold"');
});
