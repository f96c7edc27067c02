/**
 * AirCargo's map legend shows each mark as the map draws it and names it: it said "◎ destination" long
 * after the destination became a rounded frame around its box, "▲ beacon" for a white triangle, and
 * left out the start, the plane and the places a leg can fly to. Each mark is compared by its shape,
 * fill and stroke (not its place) with the marks the map draws along played games.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { AircargoBoard } from '../../../src/games/aircargo/board-svg.js';
import type { AircargoMove } from '../../../src/games/aircargo/moves.js';
import type { AircargoView } from '../../../src/games/aircargo/view-types.js';
import { botGame } from '../../support/aircargo-bot-game.js';

/** Where a shape is drawn, not what it looks like. */
const PLACE = new Set(['x', 'y', 'cx', 'cy', 'x1', 'y1', 'x2', 'y2', 'class', 'role', 'aria-label', 'aria-hidden']);

/**
 * What each shape in `svg` looks like: its kind and every attribute but its place; a polygon's or
 * path's corners taken from its first; a status letter (P, ✓) by its letter; other texts (numbers,
 * names, words) left out. A hatched circle's radius is its mountain's, so it is left out too.
 */
function looks(svg: string): Set<string> {
  const found = new Set<string>();
  for (const m of svg.matchAll(/<(rect|circle|polygon|path|line|text)\b([^>]*?)\/?>(?:([^<]*)<\/text>)?/g)) {
    const [, kind, attributes] = m as unknown as [string, string, string];
    if (kind === 'text' && !['P', '✓'].includes(m[3] ?? '')) continue;
    // The lines joining a name to its mark or a leg's number to its leg: no mark of their own.
    if (attributes.includes('class="leader"') || attributes.includes('class="leg-leader"')) continue;
    const pairs = [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)]
      .filter(([, name]) => !PLACE.has(name!) && !(name === 'r' && attributes.includes('url(#hatch)')))
      .map(([, name, value]) => {
        if (name !== 'points' && name !== 'd') return `${name}=${value}`;
        const numbers = [...value!.matchAll(/-?[\d.]+/g)].map((n) => Number(n[0]));
        const shape = numbers.map((n, i) => (n - numbers[i % 2]!).toFixed(1));
        return `${name}=${value!.replace(/-?[\d.]+/g, '#')}:${shape.join(',')}`;
      });
    found.add(`${kind}${kind === 'text' ? `:${m[3]}` : ''} ${pairs.sort().join(' ')}`);
  }
  return found;
}

/** The board of `view`, in flight a leg able to fly to its first beacon and to the destination. */
function boardOf(view: AircargoView): string {
  const destination = view.airports.find((a) => a.destination);
  const reached = view.phase === 'flight' ? [view.beacons[0]!.id, ...(destination ? [destination.id] : [])] : [];
  const legalMoves = reached.map((to) => ({ type: 'flyLeg', to }) as unknown as AircargoMove);
  return renderToString(h(AircargoBoard, { view, legalMoves }));
}

const mapOf = (svg: string): string =>
  svg.slice(svg.indexOf('aria-label="mountains"'), svg.indexOf('<g class="legend"'));

/** Each legend entry's words and the looks of its mark. */
function legendOf(svg: string): { words: string; looks: Set<string> }[] {
  const legend = svg.slice(svg.indexOf('<g class="legend"'), svg.indexOf('<g class="score"'));
  return legend
    .split('class="legend-entry"')
    .slice(1)
    .map((entry) => ({
      words: /aria-label="([^"]*)"/.exec(entry)![1]!,
      looks: looks(entry.slice(entry.indexOf('>') + 1)),
    }));
}

const views = [1, 2, 3].flatMap(botGame);
const drawn = new Set(views.flatMap((view) => [...looks(mapOf(boardOf(view)))]));

test('the legend names each mark the map draws', () => {
  const legend = legendOf(boardOf(views[0]!));
  expect(legend.map((e) => e.words)).toEqual([
    'airport, open',
    'planned',
    'visited',
    'destination',
    'radio beacon',
    'a leg can fly there',
    'start',
    'the plane',
    'mountain (+hazard)',
    'leg flown, its number',
  ]);
});

test("each of the legend's marks is drawn as the map draws it", () => {
  const legend = legendOf(boardOf(views[0]!));
  expect(legend).toHaveLength(10);
  for (const entry of legend) {
    expect(entry.looks.size, `${entry.words}: a mark is drawn`).toBeGreaterThan(0);
    expect(
      [...entry.looks].filter((look) => !drawn.has(look)),
      `${entry.words}: drawn on the map alike`,
    ).toEqual([]);
  }
});

test('every mark the map draws is in its legend', () => {
  const shown = new Set(legendOf(boardOf(views[0]!)).flatMap((e) => [...e.looks]));
  expect([...drawn].filter((look) => !shown.has(look))).toEqual([]);
});
