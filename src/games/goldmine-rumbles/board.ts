/**
 * Board geometry (spec §2.2): 9 tile positions P1..P9, the points pawns stand on (16 claim sites and
 * 12 interior edge points), and how a tile's local ports map to world ports and points under its
 * rotation. Pure data and functions; the layout (which tile lies where, which side up, how rotated)
 * is passed in, so bots and views use the same code as the rules.
 */
import type { Port } from './content-ids.js';
import type { GoldmineContent, Tunnel } from './content-types.js';
import { tileOf } from './content-lookup.js';

/** A point: `s1`..`s16` (claim sites), `h{r}{c}` and `v{r}{c}` (interior edge points). */
export type PointId = string;

/** What lies at one position: the mine tile, its side and its rotation in quarter turns clockwise. */
export interface TileSlot {
  readonly tile: number;
  readonly dark: boolean;
  readonly rotation: number;
}

/** The 9 slots, index = position − 1. */
export type Layout = readonly TileSlot[];

/** A tunnel as it lies on the board: world ports, the points they lead to ('' = rock). */
export interface WorldTunnel {
  readonly pos: number;
  readonly ports: readonly Port[];
  readonly points: readonly PointId[];
  readonly hazard: Tunnel['hazard'];
  readonly mouth: Tunnel['mouth'];
}

const CLOCKWISE: Readonly<Record<Port, Port>> = {
  N: 'E',
  E: 'S',
  S: 'W',
  W: 'N',
  NE: 'SE',
  SE: 'SW',
  SW: 'NW',
  NW: 'NE',
};

/** A local port after `rotation` quarter turns clockwise. */
export function rotatePort(port: Port, rotation: number): Port {
  let p = port;
  for (let i = 0; i < ((rotation % 4) + 4) % 4; i++) p = CLOCKWISE[p];
  return p;
}

export const colOf = (pos: number): number => (pos - 1) % 3;
export const rowOf = (pos: number): number => Math.floor((pos - 1) / 3);
export const distance = (a: number, b: number): number => Math.abs(colOf(a) - colOf(b)) + Math.abs(rowOf(a) - rowOf(b));

/** Claim sites by (position, world port), spec §2.2 table. */
const SITE_AT: Readonly<Record<string, number>> = {
  '1NW': 1,
  '1N': 2,
  '2N': 3,
  '3N': 4,
  '3NE': 5,
  '3E': 6,
  '6E': 7,
  '9E': 8,
  '9SE': 9,
  '9S': 10,
  '8S': 11,
  '7S': 12,
  '7SW': 13,
  '7W': 14,
  '4W': 15,
  '1W': 16,
};

/** The point a world port of the tile at `pos` opens onto, or '' where it runs into rock (R3). */
export function pointAt(pos: number, port: Port): PointId {
  const site = SITE_AT[`${pos}${port}`];
  if (site !== undefined) return `s${site}`;
  const c = colOf(pos);
  const r = rowOf(pos);
  switch (port) {
    case 'E':
      return c < 2 ? `h${r}${c}` : '';
    case 'W':
      return c > 0 ? `h${r}${c - 1}` : '';
    case 'S':
      return r < 2 ? `v${r}${c}` : '';
    case 'N':
      return r > 0 ? `v${r - 1}${c}` : '';
    default:
      return '';
  }
}

/** A point's contact with one tile: the position and the world port it touches. */
export interface Contact {
  readonly pos: number;
  readonly port: Port;
}

const CONTACTS: ReadonlyMap<PointId, readonly Contact[]> = (() => {
  const map = new Map<PointId, Contact[]>();
  for (let pos = 1; pos <= 9; pos++) {
    for (const port of ['N', 'E', 'S', 'W', 'NE', 'SE', 'SW', 'NW'] as const) {
      const point = pointAt(pos, port);
      if (point === '') continue;
      map.set(point, [...(map.get(point) ?? []), { pos, port }]);
    }
  }
  return map;
})();

/** Every point, sites first (s1..s16), then interior points. */
export const POINTS: readonly PointId[] = Object.freeze([...CONTACTS.keys()].sort(comparePoints));

function comparePoints(a: PointId, b: PointId): number {
  const kind = (p: PointId) => (p[0] === 's' ? 0 : p[0] === 'h' ? 1 : 2);
  if (kind(a) !== kind(b)) return kind(a) - kind(b);
  // Plain code-unit order (ids are ASCII): localeCompare would load a collator at startup (~20 ms on a cold Worker) for the same order.
  return kind(a) === 0 ? Number(a.slice(1)) - Number(b.slice(1)) : a < b ? -1 : a > b ? 1 : 0;
}

/** The tiles a point touches (1 for a site, 2 for an interior point). */
export const contactsOf = (point: PointId): readonly Contact[] => CONTACTS.get(point) ?? [];
export const touchedPositions = (point: PointId): readonly number[] => contactsOf(point).map((c) => c.pos);
/** The claim-site number of a point, or 0 for an interior point. */
export const siteNumber = (point: PointId): number => (point[0] === 's' ? Number(point.slice(1)) : 0);
export const sitePoint = (site: number): PointId => `s${site}`;

/** The tunnels of the tile at `pos` in world terms. */
export function worldTunnels(content: GoldmineContent, layout: Layout, pos: number): readonly WorldTunnel[] {
  const slot = layout[pos - 1];
  if (slot === undefined) return [];
  const tile = tileOf(content, slot.tile);
  return (slot.dark ? tile.dark : tile.light).map((tunnel) => {
    const ports = tunnel.ports.map((p) => rotatePort(p, slot.rotation));
    return { pos, ports, points: ports.map((p) => pointAt(pos, p)), hazard: tunnel.hazard, mouth: tunnel.mouth };
  });
}

/** The tunnel of the tile at `pos` that holds both world ports, if any (crossing tunnels never connect, R2). */
export function tunnelBetween(
  content: GoldmineContent,
  layout: Layout,
  pos: number,
  a: Port,
  b: Port,
): WorldTunnel | undefined {
  return worldTunnels(content, layout, pos).find((t) => t.ports.includes(a) && t.ports.includes(b));
}

/** The port through which `point` touches the tile at `pos`, or undefined. */
export const contactPort = (point: PointId, pos: number): Port | undefined =>
  contactsOf(point).find((c) => c.pos === pos)?.port;

/** The mouth tunnel of the tile at `pos`, if its current side has one. */
export function mouthTunnel(content: GoldmineContent, layout: Layout, pos: number): WorldTunnel | undefined {
  return worldTunnels(content, layout, pos).find((t) => t.mouth !== '');
}

/** Whether Tunnel Plans at `level` allow travel between mouths `a` and `b` (spec §2.10). */
export function plansAllow(content: GoldmineContent, level: number, a: string, b: string): boolean {
  const pair = [a, b].sort().join('');
  return (content.tunnelPlans[Math.min(level, content.tunnelPlans.length - 1)] ?? []).includes(pair);
}

/** The position holding mine tile `tile`. */
export const positionOfTile = (layout: Layout, tile: number): number => layout.findIndex((s) => s.tile === tile) + 1;
