/**
 * The network grid (spec §2.3): integer cells, x to the right, y up. A card is built from sources
 * directly below, left or right of its cell; a card above is never a source ("you can't build
 * downwards"), so networks only grow upwards and sideways from row 0.
 */
import type { CardId } from './content.js';
import type { Cell } from './moves.js';
import type { Placed } from './state.js';

/** Offsets from a new cell to where its sources may be: below, left, right. */
export const SOURCE_OFFSETS: readonly Cell[] = Object.freeze([
  [0, -1],
  [-1, 0],
  [1, 0],
] as const);

/** Whether `source` is directly below, left or right of `cell`. */
export function isSourcePosition(cell: Cell, source: Cell): boolean {
  return SOURCE_OFFSETS.some(([dx, dy]) => source[0] === cell[0] + dx && source[1] === cell[1] + dy);
}

export const sameCell = (a: Cell, b: Cell): boolean => a[0] === b[0] && a[1] === b[1];

/** The card at a cell of a network, or undefined. */
export function cardAt(network: readonly Placed[], cell: Cell): CardId | undefined {
  for (const p of network) if (p.x === cell[0] && p.y === cell[1]) return p.card;
  return undefined;
}

/** Occupied cells whose card could be a source for `cell` (by position only; suits are for the cost). */
export function neighbourSources(network: readonly Placed[], cell: Cell): Placed[] {
  const out: Placed[] = [];
  for (const [dx, dy] of SOURCE_OFFSETS) {
    const x = cell[0] + dx;
    const y = cell[1] + dy;
    for (const p of network) if (p.x === x && p.y === y) out.push(p);
  }
  return out;
}

/** Every empty cell above, left or right of a card in the network: the only cells a card can go to. */
export function openCells(network: readonly Placed[]): Cell[] {
  const seen = new Set<string>();
  const out: Cell[] = [];
  for (const p of network) {
    for (const [dx, dy] of SOURCE_OFFSETS) {
      // A source at offset (dx, dy) from the new cell means the new cell is at (-dx, -dy) from the source.
      const cell: Cell = [p.x - dx, p.y - dy];
      const key = `${cell[0]},${cell[1]}`;
      if (seen.has(key) || cardAt(network, cell) !== undefined) continue;
      seen.add(key);
      out.push(cell);
    }
  }
  return out;
}
