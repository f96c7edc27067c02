/**
 * Goldmine Rumbles' mine as drawn: the 3 × 3 tiles with their tunnels, hazards and mouths, the claim
 * sites around it and the points between tiles, with the pawns and Papa on them. Where it is drawn and
 * how big (`Mine`) is the board's choice: on a laptop its tiles are 150 units, on a phone's page small
 * enough that the whole mine, its claim sites and the pawns on them are in what a phone shows.
 */
import { findMove, INK, pick, SeatMarker, type BoardProps } from '../../board/kit.js';
import { contactsOf, pointAt, touchedPositions } from './board.js';
import type { Port } from './content-ids.js';
import type { GoldmineMove } from './move-types.js';
import type { GoldmineTileView, GoldmineView } from './view-types.js';

/** Where the mine is drawn and at what size. */
export interface Mine {
  /** The top-left tile's corner. */
  readonly x: number;
  readonly y: number;
  /** A tile's side. */
  readonly tile: number;
  /** How far outside the mine's edge a claim site's centre stands. */
  readonly siteOut: number;
  /**
   * Pawns (and Papa) on a point right of the mine's middle are drawn on the point's left, toward the
   * middle, so those on the right column's claim sites stay on a phone's screen.
   */
  readonly inward: boolean;
}

const TEXT = 11;

/**
 * On a phone's page the mine is 270 units (tiles of 90): with its claim sites, the pawns and Papa on
 * them (drawn toward the middle on the right) it spans x 4 to 362, inside a 390 px phone's 370 px
 * frame (at 150 units a tile the right column, P3/P6/P9, and claim sites 4 to 9 were off its screen).
 * On a laptop and in board.svg the tiles are 150 units, as before. Its texts keep their size either way.
 */
export const mineOf = (narrow: boolean | undefined, y: number): Mine =>
  narrow ? { x: 48, y, tile: 90, siteOut: 20, inward: true } : { x: 44, y, tile: 150, siteOut: 24, inward: false };

/** The lowest point of the mine's drawing: the bottom claim sites' circles. */
export const mineBottom = (mine: Mine): number => mine.y + 3 * mine.tile + mine.siteOut + 12;

const PORT_AT: Readonly<Record<Port, readonly [number, number]>> = {
  N: [0.5, 0],
  E: [1, 0.5],
  S: [0.5, 1],
  W: [0, 0.5],
  NE: [1, 0],
  SE: [1, 1],
  SW: [0, 1],
  NW: [0, 0],
};
const tileOrigin = (mine: Mine, pos: number): [number, number] => [
  mine.x + ((pos - 1) % 3) * mine.tile,
  mine.y + Math.floor((pos - 1) / 3) * mine.tile,
];
const portXY = (mine: Mine, pos: number, port: Port): [number, number] => {
  const [x, y] = tileOrigin(mine, pos);
  const [px, py] = PORT_AT[port];
  return [x + px * mine.tile, y + py * mine.tile];
};
const middleOf = (mine: Mine): [number, number] => [mine.x + 1.5 * mine.tile, mine.y + 1.5 * mine.tile];

/** Where a point is drawn: claim sites sit just outside the mine, interior points on the shared edge. */
function pointXY(mine: Mine, id: string): [number, number] {
  const contact = contactsOf(id)[0];
  if (contact === undefined) return [0, 0];
  const [x, y] = portXY(mine, contact.pos, contact.port);
  if (id[0] !== 's') return [x, y];
  const [cx, cy] = middleOf(mine);
  const d = Math.hypot(x - cx, y - cy);
  return [x + ((x - cx) / d) * mine.siteOut, y + ((y - cy) / d) * mine.siteOut];
}

/** An interior point by the tiles it joins: its id (`h01`) means nothing to a player. */
const pointName = (id: string): string => `point between positions ${touchedPositions(id).join(' and ')}`;

/** The mine, in a group of class `mine` (the board tests measure it by it). */
export function MineDrawing({
  mine,
  view,
  legalMoves,
  onMove,
  names,
}: { mine: Mine } & Pick<BoardProps<GoldmineView, GoldmineMove>, 'view' | 'legalMoves' | 'onMove' | 'names'>) {
  // A point is clickable when one plain step leads there, or (at the start) when it is a free claim site.
  const travel = (to: string) =>
    findMove(
      legalMoves,
      (m) =>
        (m.type === 'chooseStart' && `s${m.site}` === to) ||
        (m.type === 'step' && !m.bread && !m.blunderbuss && pointAt(m.pos, m.exit) === to),
    );
  return (
    <g class="mine">
      <g role="list" aria-label="mine tiles">
        {view.tiles.map((tile) => (
          <Tile mine={mine} tile={tile} />
        ))}
      </g>
      <g role="list" aria-label="points and claim sites">
        {view.points.map((p) => {
          const [x, y] = pointXY(mine, p.id);
          // Toward the mine's middle: right of it, the pawns go leftwards and Papa stands on the right.
          const side = mine.inward && x > middleOf(mine)[0] ? -1 : 1;
          const move = travel(p.id);
          const who = p.pawns.map((s) => names?.[s - 1] ?? `player ${s}`).join(', ');
          const label = `${p.site ? `claim site ${p.site}` : pointName(p.id)}${who ? `: ${who}` : ''}${p.papa ? ', Papa' : ''}`;
          return (
            <g role="listitem">
              <g {...pick(onMove, move, move ? `move to ${label}` : label)}>
                <circle
                  cx={x}
                  cy={y}
                  r={p.site ? 12 : 6}
                  fill={move ? '#56B4E9' : p.site ? '#fff' : '#ccc'}
                  stroke={INK}
                  stroke-width={p.site ? 1.5 : 1}
                />
                {p.site > 0 && (
                  <text x={x} y={y + 4} text-anchor="middle" font-size={TEXT} font-weight="bold">
                    {p.site}
                  </text>
                )}
              </g>
              {/* Pawns and Papa are drawn over the points but never take a click meant for one. */}
              <g class="deco">
                {p.pawns.map((s, k) => (
                  <SeatMarker
                    seat={s}
                    x={x + side * (16 + k * 21)}
                    y={y - 14}
                    r={10}
                    label={`${names?.[s - 1] ?? `player ${s}`}'s pawn`}
                  />
                ))}
                {p.papa && (
                  <g role="img" aria-label="Papa">
                    <rect x={x - side * 15 - 9} y={y - 22} width="18" height="18" fill={INK} />
                    <text
                      x={x - side * 15}
                      y={y - 8}
                      text-anchor="middle"
                      font-size="12"
                      fill="#fff"
                      font-weight="bold"
                    >
                      P
                    </text>
                  </g>
                )}
              </g>
            </g>
          );
        })}
      </g>
    </g>
  );
}

function Tile({ mine, tile }: { mine: Mine; tile: GoldmineTileView }) {
  const T = mine.tile;
  const [x, y] = tileOrigin(mine, tile.pos);
  const cx = x + T / 2;
  const cy = y + T / 2;
  const tunnels = tile.tunnels.map((t) => {
    const ends = t.ports.map((p) => portXY(mine, tile.pos, p));
    const d =
      ends.length === 1
        ? `M${ends[0]![0]},${ends[0]![1]} L${cx},${cy}`
        : ends
            .slice(1)
            .map((e) => `M${ends[0]![0]},${ends[0]![1]} Q${cx},${cy} ${e[0]},${e[1]}`)
            .join(' ');
    // A third of the way along the tunnel, not at its middle: a mine mouth sits at the tile's centre.
    const [hx, hy] =
      ends.length >= 2
        ? [0.49 * ends[0]![0] + 0.42 * cx + 0.09 * ends[1]![0], 0.49 * ends[0]![1] + 0.42 * cy + 0.09 * ends[1]![1]]
        : [(ends[0]![0] + cx) / 2, (ends[0]![1] + cy) / 2];
    return { t, d, hx, hy };
  });
  return (
    <g
      role="listitem"
      aria-label={`position ${tile.pos}: tile ${tile.tile} (${tile.dark ? 'dark' : 'light'} side), ${tile.tunnels.length} tunnel${tile.tunnels.length === 1 ? '' : 's'}`}
    >
      <rect x={x} y={y} width={T} height={T} fill={tile.dark ? '#8d8d8d' : '#e9dcc0'} stroke={INK} />
      {tunnels.map(({ t, d }) => (
        <g
          aria-label={`tunnel ${t.ports.join('–')}${t.hazard !== 'none' ? ` with a ${t.hazard}` : ''}${t.mouth ? `, mouth ${t.mouth}` : ''}`}
          role="img"
        >
          <path d={d} fill="none" stroke="#3b2a14" stroke-width="12" stroke-linecap="round" />
          <path d={d} fill="none" stroke="#c9a86a" stroke-width="7" stroke-linecap="round" />
        </g>
      ))}
      {/* Hazards and mouths over every tunnel of the tile, so a crossing tunnel never hides one (the tunnels' labels name them). */}
      <g aria-hidden="true">
        {tunnels.map(({ t, hx, hy }) => (
          <g>
            {t.hazard !== 'none' && (
              <g>
                <circle cx={hx} cy={hy} r="9" fill={t.hazard === 'rat' ? '#fff' : '#F0E442'} stroke={INK} />
                <text x={hx} y={hy + 4} text-anchor="middle" font-size="11" font-weight="bold">
                  {t.hazard === 'rat' ? 'R' : 'S'}
                </text>
              </g>
            )}
            {t.mouth && (
              <g>
                <rect x={cx - 9} y={cy - 9} width="18" height="18" fill="#D55E00" stroke={INK} />
                <text x={cx} y={cy + 5} text-anchor="middle" font-size="12" font-weight="bold" fill="#fff">
                  {t.mouth}
                </text>
              </g>
            )}
          </g>
        ))}
      </g>
      {/* On a patch of the tile's own colour: a tunnel from the corner runs under the label. */}
      <rect x={x + 2} y={y + 3} width="20" height="15" fill={tile.dark ? '#8d8d8d' : '#e9dcc0'} />
      <text x={x + 5} y={y + 15} font-size={TEXT} fill={tile.dark ? '#fff' : '#555'}>
        P{tile.pos}
      </text>
    </g>
  );
}
