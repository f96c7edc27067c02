/**
 * Coal n' Write's prospecting sheets stood across the board's 1,100 units (veins from x 20, the stash
 * at 478, the burros at 690): a 390 px phone, which shows the board's left 370 units, showed Borax,
 * Coal and Tin, not Silver, the stash or the burros. On a phone's page (narrow) the board is 368 wide,
 * the Boom Town cards two a row, and every sheet's four veins side by side inside it with the stash and
 * the burros under them, at the laptop's text sizes; a laptop and board.svg keep the wide sheet.
 * test/browser/board-zoom.test.ts looks at them in a phone's browser.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { PHONE_LINE } from '../../../src/board/phone-lines.js';
import { textWidth } from '../../../src/board/glyph-widths.js';
import { GO_BACK_EAST } from '../../../src/games/coal-n-write/content.js';
import { CoalNWriteBoard } from '../../../src/games/coal-n-write/board-svg.js';
import type { CoalNWriteView } from '../../../src/games/coal-n-write/view.js';
import {
  NAMES,
  PHONE_W,
  positionsWhere,
  sheetOf,
  tableOf,
  type Position,
} from '../../support/coal-n-write-positions.js';
import { drawnBox, drawnLines, type DrawnBox } from '../../support/drawn-lines.js';

/**
 * The first position of a seeded four-player game in which the seat to move may claim Silver (the
 * column a phone did not show), a few rounds in: claims made, Boom Town cards out, burros loaded.
 */
const AT = positionsWhere(
  600,
  1,
  ({ view, legal }) => view.round >= 3 && legal.some((m) => m.type === 'claim' && m.vein === 'S'),
)[0]!;
expect(AT, 'a position where Silver may be claimed').toBeDefined();

/** The board with every sheet in full: on a phone's page the others' sheets opened (coal-n-write-folded.test.ts folds them). */
const boardOf = (at: Position, narrow: boolean): string =>
  tableOf(
    at,
    narrow,
    at.view.sheets.map((s) => s.seat),
  );
const widthOf = (svg: string): number => Number(/<svg [^>]*width="([\d.]+)"/.exec(svg)![1]);

/** The box of the rectangles of a part of a sheet: from its list's `aria-label` to the next list or the sheet's end. */
function partBox(svg: string, seat: number, label: string): DrawnBox {
  const sheet = sheetOf(svg, seat);
  const from = sheet.indexOf(`aria-label="${label}`);
  expect(from, `${label} on sheet ${seat}`).toBeGreaterThan(0);
  const next = sheet.indexOf('role="list"', from);
  const part = sheet.slice(from, next < 0 ? undefined : next);
  const rects = [...part.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g)].map((m) =>
    m.slice(1).map(Number),
  ) as [number, number, number, number][];
  return {
    left: Math.min(...rects.map(([x]) => x)),
    right: Math.max(...rects.map(([x, , w]) => x + w)),
    top: Math.min(...rects.map(([, y]) => y)),
    bottom: Math.max(...rects.map(([, y, , hgt]) => y + hgt)),
  };
}
const VEINS = ['Borax vein', 'Coal vein', 'Tin vein', 'Silver vein'];

/** The font sizes the texts of `svg` from `from` on are drawn at. */
const sizesFrom = (svg: string, from: string): number[] =>
  [...svg.slice(svg.indexOf(from)).matchAll(/<text [^>]*font-size="([\d.]+)"/g)].map((m) => Number(m[1]));

test("on a phone's page every sheet's four veins, stash and burros are inside the board's 368 units, one part under the other", () => {
  const svg = boardOf(AT, true);
  expect(widthOf(svg)).toBe(PHONE_W);
  let above = drawnBox(svg, 'town').bottom;
  for (const { seat } of AT.view.sheets) {
    const sheet = drawnBox(svg, `sheet seat-${seat}`);
    expect(sheet.left).toBeGreaterThanOrEqual(0);
    expect(sheet.right, `sheet ${seat}`).toBeLessThanOrEqual(PHONE_W);
    expect(sheet.top, `sheet ${seat} under the one before`).toBeGreaterThan(above);
    const veins = VEINS.map((vein) => partBox(svg, seat, vein));
    for (const [i, vein] of veins.entries()) {
      expect(vein.right, VEINS[i]).toBeLessThanOrEqual(sheet.right);
      if (i > 0) expect(vein.left, `${VEINS[i]} beside ${VEINS[i - 1]}`).toBeGreaterThan(veins[i - 1]!.right);
    }
    const stash = partBox(svg, seat, 'ore stash');
    const burros = partBox(svg, seat, 'burros');
    expect(stash.top, 'the stash under the veins').toBeGreaterThan(Math.max(...veins.map((v) => v.bottom)));
    expect(burros.top, 'the burros under the stash').toBeGreaterThan(stash.bottom);
    for (const part of [stash, burros]) expect(part.right).toBeLessThanOrEqual(sheet.right);
    expect(burros.bottom).toBeLessThanOrEqual(sheet.bottom);
    for (const line of drawnLines(svg, 'markers')) expect(textWidth(line, 12), line).toBeLessThanOrEqual(PHONE_LINE);
    above = sheet.bottom;
  }
  expect(drawnBox(svg, 'town').right, 'the Boom Town cards two a row').toBeLessThanOrEqual(PHONE_W);
});

test("on a phone's page the Silver cavern the player may claim is a button in view, the sheets' texts as big as on a laptop", () => {
  const [phone, laptop] = [boardOf(AT, true), boardOf(AT, false)];
  const claim =
    /role="button"[^>]*aria-label="(?:dig|claim) the Silver[^"]*"><rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"/;
  const [, x, width] = claim.exec(phone)!.map(Number) as [number, number, number];
  expect(x + width).toBeLessThanOrEqual(PHONE_W);
  const firstSheet = `<g class="sheet seat-`;
  expect(Math.min(...sizesFrom(phone, firstSheet))).toBe(12);
  expect(Math.min(...sizesFrom(phone, firstSheet))).toBe(Math.min(...sizesFrom(laptop, firstSheet)));
  expect(phone.slice(phone.indexOf(firstSheet)), 'no sheet text condensed').not.toContain('textLength');
});

test('on a laptop and in board.svg the sheet stands across the board as before: veins from x 20, the stash at 478, the burros at 690', () => {
  const svg = boardOf(AT, false);
  expect(widthOf(svg)).toBe(1100);
  expect(VEINS.map((vein) => partBox(svg, 1, vein).left)).toEqual([20, 132, 244, 356]);
  expect(partBox(svg, 1, 'ore stash').left).toBe(478);
  expect(partBox(svg, 1, 'burros')).toMatchObject({ left: 690, right: 1078 });
  const sheet = drawnBox(svg, 'sheet seat-1');
  expect(sheet.right - sheet.left).toBe(1084);
  expect(sheet.bottom - sheet.top).toBe(362);
  expect(svg).not.toContain('class="markers"');
});

test("on a phone's page a burro's three bandits stay clear of a delivered total as wide as '$199 (−S)'", () => {
  const sheets = AT.view.sheets.map((sheet) =>
    sheet.seat !== 1
      ? sheet
      : {
          ...sheet,
          burros: sheet.burros.map((b, i) =>
            i === 0 ? { ...b, bandits: 3, banditsShot: 1, delivered: true, total: 199, stolen: 'S' } : b,
          ),
        },
  );
  const svg = boardOf({ ...AT, view: { ...AT.view, sheets } as CoalNWriteView }, true);
  const row = svg.slice(svg.indexOf('aria-label="burro 1,'));
  const bandits = [...row.matchAll(/<text x="([\d.]+)" y="[\d.]+" font-size="15"[^>]*>([^<]*)<\/text>/g)].slice(0, 3);
  expect(bandits.map((m) => m[2])).toEqual(['⊘', '✗', '✗']);
  const lastBandit = bandits[2]!;
  const total = /<text x="([\d.]+)" y="[\d.]+" text-anchor="end"[^>]*>([^<]*)<\/text>/.exec(row)!;
  expect(total[2]).toBe('$199 (−S)');
  const banditsEnd = Number(lastBandit[1]) + textWidth('✗', 15);
  expect(banditsEnd).toBeLessThan(Number(total[1]) - textWidth(total[2]!, 12, true));
  expect(Number(total[1])).toBeLessThanOrEqual(PHONE_W - 16);
});

/** `sheet` with every marker on and the most a marker line says: the longest heading a phone draws. */
const everyMarker = (sheet: CoalNWriteView['sheets'][number]) => ({
  ...sheet,
  cash: 999,
  stashValue: 999,
  pistols: 9,
  tonics: 9,
  mail: 9,
  washDay: true,
  tackAndHarness: true,
  strikeGoldMarker: true,
});

test("on a phone's page the longest heading, a solo game's rank and every marker, stays above the veins, a 40-letter name 9 px or more", () => {
  const long = 'Maximilian Alexander von Hohenberg-Sac 1';
  const sheet = everyMarker(AT.view.sheets[0]!);
  const cases = [
    { sheets: [{ ...sheet, soloRank: GO_BACK_EAST }], lines: 4 },
    { sheets: AT.view.sheets.map(everyMarker), lines: 3 },
  ];
  for (const { sheets, lines } of cases) {
    const view = { ...AT.view, sheets } as CoalNWriteView;
    const svg = renderToString(h(CoalNWriteBoard, { view, names: [long, ...NAMES.slice(1)], narrow: true }));
    const markers = drawnLines(svg, 'markers');
    expect(markers.length, markers.join(' / ')).toBeLessThanOrEqual(lines);
    for (const line of markers) expect(textWidth(line, 12), line).toBeLessThanOrEqual(PHONE_LINE);
    if (lines === 4) expect(markers[0]!.startsWith(`rank: ${GO_BACK_EAST} · `), markers[0]).toBe(true);
    expect(drawnBox(svg, 'markers').bottom).toBeLessThan(partBox(svg, 1, 'Borax vein').top - 8);
    const name = new RegExp(`<text x="40" [^>]*?(?:textLength="([\\d.]+)")?[^>]*>(${long}[^<]*)</text>`).exec(svg)!;
    expect(name[2]).toBe(`${long} (player 1) · $999`);
    const drawnAt = name[1] === undefined ? 13 : (13 * Number(name[1])) / textWidth(name[2]!, 13, true);
    expect(drawnAt, 'the name line as drawn').toBeGreaterThanOrEqual(9);
  }
});
