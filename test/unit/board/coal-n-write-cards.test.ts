/**
 * Every Boom Town card's text fits its card on the board at full size: the effect wraps into two lines at most;
 * the Sheriff's Deputy prints the track of the game's own rules version.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { CoalNWriteBoard } from '../../../src/games/coal-n-write/board-svg.js';
import type { CoalNWriteState } from '../../../src/games/coal-n-write/state.js';
import type { CoalNWriteView } from '../../../src/games/coal-n-write/view.js';
import { rulebook } from '../../../src/games/index.js';
import { textWidth, wrapWords } from '../../../src/board/kit.js';
import { cardFace } from '../../../src/games/coal-n-write/board-cards.js';
import { CARD_IDS, CONTENT_V2 } from '../../../src/games/coal-n-write/content.js';

// The card's inner width and text size in board-svg.tsx (172 wide, 6 either side, 12 units).
const INNER = 160;
const SIZE = 12;

describe('Boom Town card faces', () => {
  test.each(CARD_IDS.map((id) => [id]))('%s: name and price on a line each, effect in two lines', (id) => {
    const face = cardFace(CONTENT_V2, id);
    // The name is drawn bold.
    expect(textWidth(CONTENT_V2.cards[id].name, SIZE, true)).toBeLessThanOrEqual(INNER);
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

describe("the Sheriff's Deputy card prints the game's own track", () => {
  test.each([
    [1, 3],
    [2, 4],
    [3, 4],
    [4, 3],
  ])('a rules v%i game: %i boxes, the last paying 40 dollars', (version, boxes) => {
    const game = rulebook.resolve('coal-n-write', version)!;
    let s = game.setup({ players: [{ name: 'A' }], options: {} }) as CoalNWriteState;
    s = game.evolve(s, { type: 'DeckShuffled', label: 'setup.boomtown', order: [0, 1, 2, 3, 4, 5, 6, 7, 8] });
    const svg = renderToString(h(CoalNWriteBoard, { view: game.view(s, 1) as CoalNWriteView }));
    expect(svg).toContain(`${boxes} boxes → $40`);
  });
});
