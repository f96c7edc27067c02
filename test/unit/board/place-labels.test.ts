/** `placeLabels`: map names clear of each other, of the markers and of the map's edge when there is room. */
import { describe, expect, test } from 'vitest';
import { placeLabels, type Box } from '../../../src/board/place-labels.js';

const meets = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const BOUNDS: Box = { x: 0, y: 0, w: 300, h: 300 };

describe('placeLabels', () => {
  test('a lone label goes below its point, centred on it', () => {
    const [only] = placeLabels([{ text: 'Boise', x: 150, y: 150, size: 11, gap: 10 }], [], BOUNDS);
    expect(only!.anchor).toBe('middle');
    expect(only!.x).toBe(150);
    expect(only!.box.y).toBe(160);
  });

  test('crowded points (Seattle, Portland and three mountains close by) get labels that touch nothing', () => {
    const points = [
      [40, 40],
      [40, 62],
      [60, 50],
      [30, 80],
      [70, 30],
    ] as const;
    const markers = points.map(([x, y]) => ({ x: x - 8, y: y - 8, w: 16, h: 16 }));
    const wishes = ['Seattle', 'Portland', 'M1 +3', 'M2 +2', 'M3 +2'].map((text, i) => ({
      text,
      x: points[i]![0],
      y: points[i]![1],
      size: 11,
      gap: 10,
    }));
    const placed = placeLabels(wishes, markers, BOUNDS);
    for (const [i, a] of placed.entries()) {
      expect(a.box.x).toBeGreaterThanOrEqual(0);
      expect(a.box.y).toBeGreaterThanOrEqual(0);
      for (const m of markers) expect(meets(a.box, m), `${wishes[i]!.text} on a marker`).toBe(false);
      for (const b of placed.slice(i + 1)) expect(meets(a.box, b.box), `${wishes[i]!.text} on a label`).toBe(false);
    }
  });

  test('labels with air keep it off the markers and twice it apart, where without it they would touch', () => {
    const marker = { x: 140, y: 140, w: 20, h: 16 };
    const wishes = [
      { text: 'Seattle', x: 150, y: 150, size: 11, gap: 8 },
      { text: 'YKM', x: 150, y: 174, size: 11, gap: 1 },
    ];
    const bare = placeLabels(wishes, [marker], BOUNDS);
    expect(bare[0]!.box.y, 'below the marker, touching its edge').toBe(158);
    const withAir = placeLabels(
      wishes.map((w) => ({ ...w, air: 2 })),
      [marker],
      BOUNDS,
    );
    const grown = (b: Box, by: number): Box => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });
    for (const label of withAir) {
      expect(label.drawn).toEqual(grown(label.box, 2));
      expect(meets(label.drawn, marker)).toBe(false);
    }
    expect(meets(grown(withAir[0]!.box, 2), grown(withAir[1]!.box, 2))).toBe(false);
  });

  test('a label at the edge turns inward instead of running off the map', () => {
    const [edge] = placeLabels([{ text: 'Tucumcari', x: 295, y: 295, size: 11, gap: 10 }], [], BOUNDS);
    expect(edge!.box.x + edge!.box.w).toBeLessThanOrEqual(300);
    expect(edge!.box.y + edge!.box.h).toBeLessThanOrEqual(300);
  });

  test("a label takes a place by its own mark over a free one nearer another's, and says when it found none", () => {
    const own = { x: 142, y: 142, w: 16, h: 16 };
    const other = { x: 160.5, y: 160, w: 16, h: 16 };
    const wish = { text: 'YKM', x: 150, y: 150, size: 11, gap: 10, mark: own };
    // Below its point (the first place tried) the label would stand nearer the other mark: it goes above.
    const [byMark] = placeLabels(
      [wish, { text: 'BOI', x: 168, y: 168, size: 11, gap: 60, mark: other }],
      [own, other],
      BOUNDS,
    );
    expect(byMark!.box.y + byMark!.box.h).toBeLessThanOrEqual(own.y);
    expect(byMark!.astray).toBeUndefined();
    // With every place by its mark taken, it goes further, marked astray.
    const walls = [
      { x: 100, y: 110, w: 100, h: 30 },
      { x: 100, y: 160, w: 100, h: 15 },
      { x: 110, y: 140, w: 30, h: 20 },
      { x: 160, y: 140, w: 30, h: 20 },
    ];
    const [away] = placeLabels([wish], [own, ...walls], BOUNDS);
    expect(away!.astray).toBe(true);
  });
});
