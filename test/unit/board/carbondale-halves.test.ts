/**
 * Carbondale's opponent's half (their network and their face-up pile, which the player draws from) was
 * drawn at x 510: off a 390 px phone's screen, which shows the board's left 370 units. On a phone's
 * page (narrow) the halves are stacked in a phone's width, the viewer's first, each network's box only
 * as tall as its network needs; a laptop and board.svg keep them side by side, the board as before.
 * Each face-up pile says whose it is and who may draw from it (the rules' R3: only the opponent).
 * test/browser/board-zoom.test.ts looks at the opponent's half on a 390 px phone.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { PHONE_LINE } from '../../../src/board/phone-lines.js';
import { CarbondaleBoard } from '../../../src/games/carbondale/board-svg.js';
import type { CarbondaleView } from '../../../src/games/carbondale/view-types.js';
import { rulebook } from '../../../src/games/index.js';
import type { Seat } from '../../../src/core/types.js';
import { drawnBox, type DrawnBox } from '../../support/drawn-lines.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const game = rulebook.current('carbondale')!;

const boardOf = (view: CarbondaleView, narrow: boolean): string =>
  renderToString(h(CarbondaleBoard, { view, legalMoves: [], names: ['Ada', 'Bo'], you: view.you || null, narrow }));
const sizeOf = (svg: string) => {
  const m = /<svg [^>]*width="([\d.]+)" height="([\d.]+)"/.exec(svg)!;
  return { width: Number(m[1]), height: Number(m[2]) };
};
/** A player's network box: the first rectangle of their half. */
const networkBoxOf = (svg: string, seat: number): DrawnBox => {
  const from = svg.indexOf(`<g class="half seat-${seat}">`);
  expect(from, `player ${seat}'s half`).toBeGreaterThanOrEqual(0);
  const rect = /<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"/.exec(svg.slice(from))!;
  const [x, y, w, hgt] = rect.slice(1).map(Number) as [number, number, number, number];
  return { left: x, right: x + w, top: y, bottom: y + hgt };
};
const faceUpOf = (svg: string, seat: number): DrawnBox => drawnBox(svg, `face-up seat-${seat}`);
const drawPileTop = (svg: string): number => Number(/<rect x="20" y="([\d.]+)" width="50" height="64"/.exec(svg)![1]);

/** Views of played games, as seat 1, seat 2 and a spectator see them, early and late (networks grown, piles full). */
function views(): CarbondaleView[] {
  const seen: CarbondaleView[] = [];
  for (const seed of [1, 2, 3]) {
    let n = 0;
    mixedPlayout(game, seed, 2, 400, (state) => {
      if (n++ % 25 === 0)
        for (const viewer of [1, 2, null] as (Seat | null)[]) seen.push(game.view(state, viewer) as CarbondaleView);
    });
  }
  expect(seen.some((v) => v.players.some((p) => p.faceUp.length >= 4))).toBe(true);
  return seen;
}

test("on a phone's page the halves are stacked in a phone's width, the viewer's first, the opponent's face-up pile in view", () => {
  for (const view of views()) {
    const svg = boardOf(view, true);
    const { width, height } = sizeOf(svg);
    expect(width, 'no wider than a 390 px phone frame shows').toBeLessThanOrEqual(368);
    const order = view.you ? [view.you, 3 - view.you] : [1, 2];
    const [first, second] = order.map((seat) => ({ network: networkBoxOf(svg, seat), faceUp: faceUpOf(svg, seat) }));
    for (const half of [first!, second!]) {
      for (const box of [half.network, half.faceUp]) {
        expect(box.left).toBeGreaterThanOrEqual(8);
        expect(box.right, 'in a phone’s width').toBeLessThanOrEqual(Math.min(width, 20 + PHONE_LINE + 10));
      }
      expect(half.faceUp.top, 'the piles under the network').toBeGreaterThan(half.network.bottom);
    }
    expect(second!.network.top, "the opponent's half under the viewer's").toBeGreaterThan(first!.faceUp.bottom);
    expect(drawPileTop(svg), 'the draw pile under both halves').toBeGreaterThan(second!.faceUp.bottom);
    expect(height).toBeGreaterThan(drawPileTop(svg) + 64);
  }
});

test("on a phone's page a network's box is only as tall as its network needs", () => {
  const start = views()[0]!;
  expect(start.players.every((p) => p.network.every((c) => c.y === 0))).toBe(true);
  const svg = boardOf(start, true);
  // The starting cards on row 0 and a row to grow into: two rows of 60, under the name and scores, over the foot line
  // (a laptop's box is 400 tall whatever the network).
  for (const seat of [1, 2]) expect(networkBoxOf(svg, seat).bottom - networkBoxOf(svg, seat).top).toBe(54 + 120 + 28);
});

test('on a laptop and in board.svg the halves stand side by side, the board as wide and tall as before', () => {
  for (const view of views().filter((_, i) => i % 7 === 0)) {
    const svg = boardOf(view, false);
    expect(sizeOf(svg)).toEqual({ width: 1000, height: 91 + 656 });
    for (const seat of [1, 2]) {
      const network = networkBoxOf(svg, seat);
      expect(network).toEqual({ left: 14 + (seat - 1) * 490, right: 494 + (seat - 1) * 490, top: 91, bottom: 491 });
      const faceUp = faceUpOf(svg, seat);
      expect(faceUp.left).toBe(20 + (seat - 1) * 490);
      expect(faceUp.bottom).toBeLessThan(drawPileTop(svg));
    }
  }
});

test('each face-up pile says whose it is and that only the other player may draw from it', () => {
  const view = views().find((v) => v.you === 1)!;
  const said = (svg: string, seat: number) =>
    [...svg.slice(svg.indexOf(`<g class="face-up seat-${seat}">`)).matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
      .slice(0, 2)
      .map((m) => m[1]!.replaceAll('&#39;', "'"));
  for (const narrow of [true, false]) {
    const svg = boardOf(view, narrow);
    const [mine, theirs] = view.players;
    expect(said(svg, 1)).toEqual([
      `Your face-up pile (${mine!.faceUp.length}) · face down ${mine!.faceDownCount}`,
      'paid and challenge cards: player 2 may draw them',
    ]);
    expect(said(svg, 2)).toEqual([
      `Player 2's face-up pile (${theirs!.faceUp.length}) · face down ${theirs!.faceDownCount}`,
      'paid and challenge cards: you may draw them',
    ]);
  }
});
