/**
 * Goldmine Rumbles' mine as drawn: the 3 × 3 tiles with their tunnels, hazards and mouths, the claim
 * sites around it and the points between tiles, with the pawns and Papa on them (each drawn inside a
 * tile its point touches, board-pieces.ts). Where it is drawn and how big (`Mine`, board-mine-layout.ts)
 * is the board's choice: on a laptop its tiles are 150 units, on a phone's page small enough that the
 * whole mine and its claim sites are in what a phone shows.
 */
import { findMove, INK, pick, SeatMarker, type BoardProps } from '../../board/kit.js';
import { pointAt, touchedPositions } from './board.js';
import {
  LABEL_PATCH,
  HAZARD_R,
  MOUTH_HALF,
  pointRadius,
  pointXY,
  tileOrigin,
  tunnelShapes,
  type Mine,
} from './board-mine-layout.js';
import { placePieces } from './board-pieces.js';
import type { GoldmineMove } from './move-types.js';
import type { GoldmineTileView, GoldmineView } from './view-types.js';

const TEXT = 11;

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
  const pieces = placePieces(mine, view);
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
          const move = travel(p.id);
          const who = p.pawns.map((s) => names?.[s - 1] ?? `player ${s}`).join(', ');
          const label = `${p.site ? `claim site ${p.site}` : pointName(p.id)}${who ? `: ${who}` : ''}${p.papa ? ', Papa' : ''}`;
          return (
            <g role="listitem">
              <g {...pick(onMove, move, move ? `move to ${label}` : label)}>
                <circle
                  cx={x}
                  cy={y}
                  r={pointRadius(p.id)}
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
              {/* Pawns and Papa are drawn over the tiles but never take a click meant for a point. */}
              <g class="deco">
                {pieces
                  .filter((piece) => piece.point === p.id)
                  .map((piece) =>
                    piece.seat > 0 ? (
                      <SeatMarker
                        seat={piece.seat}
                        x={piece.x}
                        y={piece.y}
                        r={10}
                        label={`${names?.[piece.seat - 1] ?? `player ${piece.seat}`}'s pawn`}
                      />
                    ) : (
                      <g role="img" aria-label="Papa">
                        <rect x={piece.x - 9} y={piece.y - 9} width="18" height="18" fill={INK} />
                        <text
                          x={piece.x}
                          y={piece.y + 5}
                          text-anchor="middle"
                          font-size="12"
                          fill="#fff"
                          font-weight="bold"
                        >
                          P
                        </text>
                      </g>
                    ),
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
  const tunnels = tunnelShapes(mine, tile);
  return (
    <g
      role="listitem"
      aria-label={`position ${tile.pos}: tile ${tile.tile} (${tile.dark ? 'dark' : 'light'} side), ${tile.tunnels.length} tunnel${tile.tunnels.length === 1 ? '' : 's'}`}
    >
      <rect x={x} y={y} width={T} height={T} fill={tile.dark ? '#8d8d8d' : '#e9dcc0'} stroke={INK} />
      {tunnels.map(({ tunnel: t, d }) => (
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
        {tunnels.map(({ tunnel: t, hx, hy }) => (
          <g>
            {t.hazard !== 'none' && (
              <g>
                <circle cx={hx} cy={hy} r={HAZARD_R} fill={t.hazard === 'rat' ? '#fff' : '#F0E442'} stroke={INK} />
                <text x={hx} y={hy + 4} text-anchor="middle" font-size="11" font-weight="bold">
                  {t.hazard === 'rat' ? 'R' : 'S'}
                </text>
              </g>
            )}
            {t.mouth && (
              <g>
                <rect
                  x={cx - MOUTH_HALF}
                  y={cy - MOUTH_HALF}
                  width={2 * MOUTH_HALF}
                  height={2 * MOUTH_HALF}
                  fill="#D55E00"
                  stroke={INK}
                />
                <text x={cx} y={cy + 5} text-anchor="middle" font-size="12" font-weight="bold" fill="#fff">
                  {t.mouth}
                </text>
              </g>
            )}
          </g>
        ))}
      </g>
      {/* On a patch of the tile's own colour: a tunnel from the corner runs under the label. */}
      <rect
        x={x + LABEL_PATCH.dx}
        y={y + LABEL_PATCH.dy}
        width={LABEL_PATCH.width}
        height={LABEL_PATCH.height}
        fill={tile.dark ? '#8d8d8d' : '#e9dcc0'}
      />
      <text x={x + 5} y={y + 15} font-size={TEXT} fill={tile.dark ? '#fff' : '#555'}>
        P{tile.pos}
      </text>
    </g>
  );
}
