/** Every Boom Town card's text fits its card on the board at full size: the effect wraps into two lines at most. */
import { describe, expect, test } from 'vitest';
import { textWidth, wrapWords } from '../../../src/board/kit.js';
import { cardFace } from '../../../src/games/coal-n-write/board-cards.js';
import { CARD_IDS, CONTENT_V2 } from '../../../src/games/coal-n-write/content.js';

// The card's inner width and text size in board-svg.tsx (172 wide, 6 either side, 12 units).
const INNER = 160;
const SIZE = 12;

describe('Boom Town card faces', () => {
  test.each(CARD_IDS.map((id) => [id]))('%s: name and price on a line each, effect in two lines', (id) => {
    const face = cardFace(CONTENT_V2, id);
    expect(textWidth(CONTENT_V2.cards[id].name, SIZE)).toBeLessThanOrEqual(INNER);
    expect(textWidth(face.price, SIZE)).toBeLessThanOrEqual(INNER);
    const lines = wrapWords(face.effect, INNER, SIZE);
    expect(lines.length).toBeLessThanOrEqual(2);
    for (const line of lines) expect(textWidth(line, SIZE)).toBeLessThanOrEqual(INNER);
  });
});

describe('wrapWords', () => {
  test('breaks at spaces so each line fits, keeping every word in order', () => {
    const lines = wrapWords('round 7; 50% of others’ ore and more', 80, 10);
    expect(lines.join(' ')).toBe('round 7; 50% of others’ ore and more');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(80);
  });
});
