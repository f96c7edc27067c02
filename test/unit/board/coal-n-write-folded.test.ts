/**
 * With four players, a phone's Coal n' Write page drew every player's whole sheet one under the other:
 * the page was about 3,500 px tall. On a phone's page the player's own sheet (a spectator's: the seat
 * the table waits for, else seat 1's) is drawn in full and the others folded: the name and cash, what
 * the sheet holds (ore in the stash, burros sent, markers), and a button that opens it in full (and
 * folds it again). Each sheet keeps its group and its name for screen readers. A laptop and board.svg
 * draw every sheet in full, as before. test/browser/coal-n-write-folded.test.ts opens one on a phone.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { PHONE_LINE } from '../../../src/board/phone-lines.js';
import { textWidth } from '../../../src/board/glyph-widths.js';
import { renderBoardSvg } from '../../../src/boards/render-svg.js';
import { CoalNWriteBoard, CoalNWriteTable } from '../../../src/games/coal-n-write/board-svg.js';
import type { CoalNWriteView } from '../../../src/games/coal-n-write/view.js';
import {
  NAMES,
  PHONE_W,
  positionsWhere,
  sheetOf,
  tableOf,
  type Position,
} from '../../support/coal-n-write-positions.js';
import { drawnBox, drawnLines } from '../../support/drawn-lines.js';

/** Positions of a seeded four-player game from round 3 on: claims made, Boom Town cards out, burros sent. */
const POSITIONS = positionsWhere(900, 40, ({ view }) => view.round >= 3);
expect(POSITIONS.length).toBeGreaterThan(20);
const AT = POSITIONS.find(({ view }) => view.sheets.some((s) => s.burros.some((b) => b.delivered)))!;

const phoneBoard = (at: Position, opened: readonly number[] = []): string => tableOf(at, true, opened);
const heightOf = (svg: string): number => Number(/<svg [^>]*height="([\d.]+)"/.exec(svg)![1]);
const isFolded = (svg: string, seat: number): boolean =>
  sheetOf(svg, seat).startsWith(`<g class="sheet seat-${seat} compact"`);
const sheetBox = (svg: string, seat: number) =>
  drawnBox(svg, `sheet seat-${seat}${isFolded(svg, seat) ? ' compact' : ''}`);
const toggleOf = (svg: string, seat: number): string | undefined =>
  /<g class="pick sheet-toggle"[^>]*>/.exec(sheetOf(svg, seat))?.[0];

test("on a phone's page a four-player board is its town, its dice and the player's own sheet in full, and 81 units for each other player's", () => {
  for (const at of POSITIONS) {
    const svg = phoneBoard(at);
    const own = sheetBox(svg, at.seat);
    const firstSheet = Math.min(...[1, 2, 3, 4].map((seat) => sheetBox(svg, seat).top));
    expect(heightOf(svg), `seat ${at.seat}, round ${at.view.round}`).toBeLessThanOrEqual(
      firstSheet + own.bottom - own.top + 3 * (81 + 10) + 10,
    );
  }
  // Every sheet in full, as before, made it about 1,600 units taller.
  const laptopSheets = heightOf(
    renderToString(h(CoalNWriteBoard, { view: AT.view, names: NAMES, you: AT.seat, narrow: true })),
  );
  expect(laptopSheets).toBe(heightOf(phoneBoard(AT)));
});

test("on a phone's page each other player's sheet is folded to their name, cash and what they hold, with a button that opens it", () => {
  const svg = phoneBoard(AT);
  expect(isFolded(svg, AT.seat), 'your own sheet in full').toBe(false);
  expect(toggleOf(svg, AT.seat), 'your own sheet folds not').toBeUndefined();
  expect(sheetOf(svg, AT.seat)).toContain('aria-label="Silver vein');
  for (const sheet of AT.view.sheets.filter((s) => s.seat !== AT.seat)) {
    const { seat } = sheet;
    const who = `${NAMES[seat - 1]} (player ${seat})`;
    expect(isFolded(svg, seat), `sheet ${seat} folded`).toBe(true);
    const folded = sheetOf(svg, seat);
    expect(folded, 'named for screen readers as before').toContain(
      `role="group" aria-label="${who}'s sheet: $${sheet.cash}"`,
    );
    expect(folded).toContain(`>${who} · $${sheet.cash}</text>`);
    expect(folded, 'no veins drawn').not.toContain('vein');
    const holds = drawnLines(folded, 'markers').join(' ');
    const { S, T, C, B } = sheet.inStash;
    const sent = sheet.burros.filter((b) => b.delivered).length;
    for (const part of [
      `stash ${sheet.stash.length}/${sheet.stashSize}, unshipped S ${S}, T ${T}, C ${C}, B ${B}`,
      `burros sent ${sent} of ${sheet.burros.length}`,
      `pistols ${sheet.pistols}`,
      `tonics ${sheet.tonics}`,
      `sheriff ${sheet.sheriffBoxes}`,
      `mail ${sheet.mail}`,
    ])
      expect(holds, `sheet ${seat}`).toContain(part);
    for (const line of drawnLines(folded, 'markers')) expect(textWidth(line, 12), line).toBeLessThanOrEqual(PHONE_LINE);
    const toggle = toggleOf(svg, seat)!;
    expect(toggle).toContain('role="button"');
    expect(toggle).toContain('tabindex="0"');
    expect(toggle).toContain('aria-expanded="false"');
    expect(toggle).toContain(`aria-label="Show sheet: ${who}"`);
    expect(sheetBox(svg, seat).right).toBeLessThanOrEqual(PHONE_W);
  }
  expect(AT.view.sheets.some((s) => s.burros.some((b) => b.delivered))).toBe(true);
});

test("on a phone's page an opened sheet is drawn in full, its button folding it again, clear of the name", () => {
  const other = AT.seat === 1 ? 2 : 1;
  const folded = phoneBoard(AT);
  const opened = phoneBoard(AT, [other]);
  expect(isFolded(opened, other)).toBe(false);
  expect(sheetOf(opened, other)).toContain('aria-label="Silver vein');
  const toggle = toggleOf(opened, other)!;
  expect(toggle).toContain('aria-expanded="true"');
  expect(toggle).toContain(`aria-label="Hide sheet: ${NAMES[other - 1]} (player ${other})"`);
  expect(drawnBox(opened, `sheet seat-${other}`).right).toBeLessThanOrEqual(PHONE_W);
  expect(heightOf(opened)).toBeGreaterThan(heightOf(folded) + 300);
  // The name line keeps left of the button, however long the name.
  const long = 'Maximilian Alexander von Hohenberg-Sac 1';
  const names = NAMES.map((n, i) => (i + 1 === other ? long : n));
  for (const open of [[], [other]]) {
    const svg = renderToString(
      h(CoalNWriteTable, { view: AT.view, names, you: AT.seat, narrow: true, opened: open, onToggle: () => {} }),
    );
    const sheet = sheetOf(svg, other);
    const button = /<rect x="([\d.]+)"[^>]*rx="4"/.exec(sheet.slice(sheet.indexOf('sheet-toggle')))!;
    const name = /<text x="40" [^>]*textLength="([\d.]+)"[^>]*>([^<]*)<\/text>/.exec(sheet)!;
    expect(name[2]!.startsWith(long)).toBe(true);
    expect(40 + Number(name[1])).toBeLessThan(Number(button[1]));
  }
});

test("a spectator's phone shows in full the sheet of the seat the table waits for, when it waits for one, else seat 1's", () => {
  const spectator = (view: CoalNWriteView): number[] => {
    const svg = renderToString(h(CoalNWriteBoard, { view, names: NAMES, you: null, narrow: true }));
    return view.sheets.filter((s) => !isFolded(svg, s.seat)).map((s) => s.seat);
  };
  expect(spectator({ ...AT.view, waiting: [3] })).toEqual([3]);
  expect(spectator({ ...AT.view, waiting: [2, 3] })).toEqual([1]);
  expect(spectator({ ...AT.view, waiting: [] })).toEqual([1]);
});

test('on a laptop and in board.svg every sheet is drawn in full, none folded, whatever was opened', () => {
  for (const at of POSITIONS.filter((_, i) => i % 5 === 0)) {
    const wide = (opened: readonly number[]) => tableOf(at, false, opened);
    const svg = wide([]);
    expect(svg).not.toContain('compact');
    expect(svg).not.toContain('sheet-toggle');
    expect(wide([1, 2, 3, 4])).toBe(svg);
    const image = renderBoardSvg('coal-n-write', at.view, NAMES)!;
    for (const seat of [1, 2, 3, 4]) expect(sheetOf(image, seat)).toContain('aria-label="Silver vein');
  }
});
