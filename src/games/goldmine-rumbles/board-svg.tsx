/**
 * Goldmine Rumbles at the table: the 3 × 3 mine of tiles (light or dark side) with their tunnels,
 * rat and snake hazards and mine mouths; the 16 claim sites around it and the points between tiles;
 * the pawns (each seat its own shape and number) and Papa; the claim store, the supply and each
 * player's inventory; the turn's dice and a fight in progress (board-fight.tsx). Clicking a point the viewer can reach moves the pawn there along the listed route.
 */
import { FittedText, findMove, INK, Label, MUTED, pick, SeatMarker, Svg, type BoardProps } from '../../board/kit.js';
import { FightPanel, TurnDice } from './board-fight.js';
import { contactsOf, pointAt } from './board.js';
import type { Port } from './content.js';
import type { GoldmineMove } from './moves.js';
import type { GoldminePlayerView, GoldmineTileView, GoldmineView } from './view-types.js';

const W = 1120;
// Room under the mine for a fight in progress (board-fight.tsx).
const H = 740;
const T = 170;
const OX = 50;
const OY = 70;
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
const tileOrigin = (pos: number): [number, number] => [OX + ((pos - 1) % 3) * T, OY + Math.floor((pos - 1) / 3) * T];
const portXY = (pos: number, port: Port): [number, number] => {
  const [x, y] = tileOrigin(pos);
  const [px, py] = PORT_AT[port];
  return [x + px * T, y + py * T];
};
/** Where a point is drawn: claim sites sit just outside the mine, interior points on the shared edge. */
function pointXY(id: string): [number, number] {
  const contact = contactsOf(id)[0];
  if (contact === undefined) return [0, 0];
  const [x, y] = portXY(contact.pos, contact.port);
  if (id[0] !== 's') return [x, y];
  const cx = OX + 1.5 * T;
  const cy = OY + 1.5 * T;
  const d = Math.hypot(x - cx, y - cy);
  return [x + ((x - cx) / d) * 22, y + ((y - cy) / d) * 22];
}

export function GoldmineRumblesBoard({ view, legalMoves, onMove, names }: BoardProps<GoldmineView, GoldmineMove>) {
  const status =
    view.stage === 'over'
      ? 'Game over'
      : `Phase ${view.phase} of ${view.phases} · ${view.stage}${view.turn.seat ? ` · player ${view.turn.seat}'s turn (${view.turn.step})` : ''}`;
  // A point is clickable when one plain step leads there, or (at the start) when it is a free claim site.
  const travel = (to: string) =>
    findMove(
      legalMoves,
      (m) =>
        (m.type === 'chooseStart' && `s${m.site}` === to) ||
        (m.type === 'step' && !m.bread && !m.blunderbuss && pointAt(m.pos, m.exit) === to),
    );
  return (
    <Svg width={W} height={H} title={`Goldmine Rumbles: ${status}`}>
      <Label x={20} y={26} size={16} bold>
        {status}
      </Label>
      <g role="list" aria-label="mine tiles">
        {view.tiles.map((tile) => (
          <Tile tile={tile} />
        ))}
      </g>
      <g role="list" aria-label="points and claim sites">
        {view.points.map((p) => {
          const [x, y] = pointXY(p.id);
          const move = travel(p.id);
          const who = p.pawns.map((s) => names?.[s - 1] ?? `player ${s}`).join(', ');
          const label = `${p.site ? `claim site ${p.site}` : `point ${p.id}`}${who ? `: ${who}` : ''}${p.papa ? ', Papa' : ''}`;
          return (
            <g role="listitem">
              <g {...pick(onMove, move, move ? `move to ${label}` : label)}>
                <circle
                  cx={x}
                  cy={y}
                  r={p.site ? 11 : 6}
                  fill={move ? '#56B4E9' : p.site ? '#fff' : '#ccc'}
                  stroke={INK}
                  stroke-width={p.site ? 1.5 : 1}
                />
                {p.site > 0 && (
                  <text x={x} y={y + 4} text-anchor="middle" font-size="10" font-weight="bold">
                    {p.site}
                  </text>
                )}
              </g>
              {/* Pawns and Papa are drawn over the points but never take a click meant for one. */}
              <g class="deco">
                {p.pawns.map((s, k) => (
                  <SeatMarker
                    seat={s}
                    x={x + 14 + k * 16}
                    y={y - 12}
                    r={8}
                    label={`${names?.[s - 1] ?? `player ${s}`}'s pawn`}
                  />
                ))}
                {p.papa && (
                  <g role="img" aria-label="Papa">
                    <rect x={x - 24} y={y - 22} width="18" height="18" fill={INK} />
                    <text x={x - 15} y={y - 8} text-anchor="middle" font-size="12" fill="#fff" font-weight="bold">
                      P
                    </text>
                  </g>
                )}
              </g>
            </g>
          );
        })}
      </g>
      <Label x={OX} y={OY + 3 * T + 48} size={11} fill={MUTED}>
        R = rat, S = snake, A/B/C = mine mouth · shaded tile = dark side · numbered circles = claim sites · black P =
        Papa
      </Label>
      <FightPanel view={view} x={OX} y={OY + 3 * T + 60} names={names} />
      <Store view={view} x={600} />
      <Players view={view} x={600} y={300} names={names} />
    </Svg>
  );
}

function Tile({ tile }: { tile: GoldmineTileView }) {
  const [x, y] = tileOrigin(tile.pos);
  const cx = x + T / 2;
  const cy = y + T / 2;
  return (
    <g
      role="listitem"
      aria-label={`position ${tile.pos}: tile ${tile.tile} (${tile.dark ? 'dark' : 'light'} side), ${tile.tunnels.length} tunnels`}
    >
      <rect x={x} y={y} width={T} height={T} fill={tile.dark ? '#8d8d8d' : '#e9dcc0'} stroke={INK} />
      {tile.tunnels.map((t) => {
        const ends = t.ports.map((p) => portXY(tile.pos, p));
        const d =
          ends.length === 1
            ? `M${ends[0]![0]},${ends[0]![1]} L${cx},${cy}`
            : ends
                .slice(1)
                .map((e) => `M${ends[0]![0]},${ends[0]![1]} Q${cx},${cy} ${e[0]},${e[1]}`)
                .join(' ');
        const [hx, hy] =
          ends.length >= 2
            ? [(ends[0]![0] + ends[1]![0] + 2 * cx) / 4, (ends[0]![1] + ends[1]![1] + 2 * cy) / 4]
            : [cx, cy];
        return (
          <g
            aria-label={`tunnel ${t.ports.join('–')}${t.hazard !== 'none' ? ` with a ${t.hazard}` : ''}${t.mouth ? `, mouth ${t.mouth}` : ''}`}
            role="img"
          >
            <path d={d} fill="none" stroke="#3b2a14" stroke-width="12" stroke-linecap="round" />
            <path d={d} fill="none" stroke="#c9a86a" stroke-width="7" stroke-linecap="round" />
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
        );
      })}
      <text x={x + 5} y={y + 14} font-size="10" fill={tile.dark ? '#fff' : MUTED}>
        P{tile.pos}
      </text>
    </g>
  );
}

const ITEM_SHORT: Readonly<Record<string, string>> = {
  bread: 'Bread',
  dynamite: 'Dynamite',
  whiskey: 'Whiskey',
  bacon: 'Bacon',
  bible: 'Bible',
  pipe: 'Pipe',
  detonator: 'Detonator',
  matchstick: 'Match',
  blunderbuss: 'Blunderbuss',
  chippawaLeaf: 'Leaf',
  applePie: 'Pie',
  fungus: 'Fungus',
  medicalSupplies: 'Medical',
  flask: 'Flask',
  harmonica: 'Harmonica',
};

function Store({ view, x }: { view: GoldmineView; x: number }) {
  const step = Math.floor(509 / Math.max(1, view.store.length));
  return (
    <g role="group" aria-label="claim store and supply">
      <Label x={x} y={60} bold>
        Claim store (pile {view.pileCount})
      </Label>
      <g role="list" aria-label="claim store">
        {view.store.map((s, i) => (
          <g
            role="listitem"
            aria-label={`slot ${s.slot}, price ${s.price}: ${s.claim.id ? `claim ${s.claim.id} (${s.claim.type}), top ${s.claim.top.join(', ')}, bottom ${s.claim.bottom.join(', ')}` : 'empty'}`}
          >
            <rect
              x={x + i * step}
              y={68}
              width={step - 6}
              height="76"
              rx="4"
              fill={s.claim.id ? '#fff' : '#eee'}
              stroke={INK}
            />
            <FittedText
              x={x + 6 + i * step}
              y={84}
              width={step - 18}
              size={10}
              bold
              text={`$${s.price} · #${s.claim.id || '—'} ${s.claim.type}`}
            />
            <FittedText
              x={x + 6 + i * step}
              y={102}
              width={step - 18}
              size={8}
              text={`▲ ${s.claim.top.map((it) => ITEM_SHORT[it] ?? it).join(', ')}`}
            />
            <FittedText
              x={x + 6 + i * step}
              y={118}
              width={step - 18}
              size={8}
              text={`▼ ${s.claim.bottom.map((it) => ITEM_SHORT[it] ?? it).join(', ')}`}
            />
            {s.claim.cube && (
              <text x={x + 6 + i * step} y={136} font-size="9" fill={MUTED}>
                cube on {s.claim.cube}
              </text>
            )}
          </g>
        ))}
      </g>
      <Label x={x} y={170} bold>
        Supply
      </Label>
      <g role="list" aria-label="supply">
        {view.supply.map((s, i) => (
          <g role="listitem" aria-label={`${s.item}: ${s.count}`}>
            <text x={x + (i % 5) * 100} y={190 + Math.floor(i / 5) * 18} font-size="11">
              {ITEM_SHORT[s.item] ?? s.item} ×{s.count}
            </text>
          </g>
        ))}
      </g>
      <Label x={x} y={262} bold>
        Rumbles
      </Label>
      <g role="list" aria-label="rumbles">
        {view.rumbles.map((r, i) => (
          <g
            role="listitem"
            aria-label={`rumble of phase ${r.phase}: ${r.revealed || r.peeked ? `tile ${r.tile}, order ${r.order.join(', ')}` : 'hidden'}`}
          >
            <rect
              x={x + 70 + i * 60}
              y={248}
              width="54"
              height="22"
              fill={r.revealed ? '#fff' : 'url(#dots)'}
              stroke={INK}
            />
            <text x={x + 97 + i * 60} y={263} text-anchor="middle" font-size="10">
              {r.revealed || r.peeked ? r.order.join('›') : `ph ${r.phase}`}
            </text>
          </g>
        ))}
      </g>
      <TurnDice view={view} x={x + 330} y={246} />
    </g>
  );
}

function Players({
  view,
  x,
  y,
  names,
}: {
  view: GoldmineView;
  x: number;
  y: number;
  names: readonly string[] | undefined;
}) {
  return (
    <g role="list" aria-label="players' inventories">
      {view.players.map((p, i) => (
        <PlayerPanel
          player={p}
          x={x}
          y={y + i * 96}
          you={view.you === p.seat}
          active={view.turn.seat === p.seat}
          name={names?.[p.seat - 1]}
        />
      ))}
    </g>
  );
}

function PlayerPanel({
  player: p,
  x,
  y,
  you,
  active,
  name,
}: {
  player: GoldminePlayerView;
  x: number;
  y: number;
  you: boolean;
  active: boolean;
  name: string | undefined;
}) {
  const who = `${name ?? `Player ${p.seat}`}${you ? ' (you)' : ''}`;
  const items = p.items
    .filter((it) => it.count > 0)
    .map((it) => `${ITEM_SHORT[it.item] ?? it.item}${it.count > 1 ? ` ×${it.count}` : ''}`);
  return (
    <g
      role="listitem"
      aria-label={`${who}: ${p.gold} gold, ${p.bags} bags, ${p.injuries} injuries; items ${items.join(', ') || 'none'}`}
    >
      <rect
        x={x}
        y={y}
        width="505"
        height="90"
        rx="4"
        fill={active ? '#fffbe0' : '#fff'}
        stroke={INK}
        stroke-width={active ? 2.5 : 1}
      />
      <SeatMarker seat={p.seat} x={x + 16} y={y + 16} />
      <text x={x + 32} y={y + 21} font-size="13" font-weight="bold">
        {who} · {p.characterName}
      </text>
      <text x={x + 10} y={y + 42} font-size="11">
        gold {p.gold} · bags {p.bags} · injuries {p.injuries} · bandages {p.bandages} · poisons {p.poisons} · black
        marks {p.blackMarks}
      </text>
      <text x={x + 10} y={y + 60} font-size="11">
        items ({p.itemCount}
        {p.overLimit ? ', over the limit' : ''}): {items.join(', ') || '—'}
      </text>
      <text x={x + 10} y={y + 78} font-size="9.5" fill={MUTED}>
        claims {p.claims.join(', ') || '—'} · cubes{' '}
        {p.cubes
          .filter((c) => c.cubes > 0)
          .map((c) => `${c.column} ${c.cubes}`)
          .join(', ') || '—'}
        {p.mission ? ` · mission ${p.mission}` : ''}
      </text>
    </g>
  );
}
