/**
 * Goldmine Rumbles at the table: the 3 × 3 mine of tiles (light or dark side) with their tunnels,
 * rat and snake hazards and mine mouths; the 16 claim sites around it and the points between tiles;
 * the pawns (each seat its own shape and number) and Papa; the claim store, the supply and each
 * player's inventory; the turn's dice and a fight in progress (board-fight.tsx). Clicking a point the viewer can reach moves the pawn there along the listed route.
 */
import {
  FittedText,
  findMove,
  INK,
  Label,
  MUTED,
  pick,
  SeatMarker,
  Svg,
  wrapWords,
  type BoardProps,
} from '../../board/kit.js';
import { fitsAPhone, PHONE_LINE, PhoneLines, phoneLines } from '../../board/phone-lines.js';
import { FightPanel, TurnDice } from './board-fight.js';
import { statusLine } from './board-status.js';
import { contactsOf, pointAt, touchedPositions } from './board.js';
import type { ItemId, Port } from './content-ids.js';
import { CLAIM_TYPE_NAMES, COLUMN_NAMES, ITEM_NAMES } from './content.js';
import type { GoldmineMove } from './move-types.js';
import type { GoldminePlayerView, GoldmineTileView, GoldmineView } from './view-types.js';

/**
 * Narrow enough to be drawn at about its own size in a laptop's board column, so 11-unit text reads
 * at 9 px or more: the mine on the left, the store, supply and rumbles beside it, the players below.
 */
const W = 900;
const T = 150;
const OX = 44;
/**
 * The title, in at most two lines a phone shows whole (phone-lines.tsx): who is to act ends the
 * line. Two lines are kept for it, so the board does not move as the title grows and shrinks.
 */
const TITLE = { x: 20, y: 26, size: 16, bold: true, line: 20, lines: 2, breakAfter: ['·'] } as const;
// Room above the top claim sites for the pawns standing on them, clear of the title.
const OY = 64 + TITLE.lines * TITLE.line;
/** On a laptop (and in board.svg) the claim store, supply, rumbles and dice stand beside the mine. */
const SIDE_X = 548;
/**
 * As wide as a phone shows, in either place: on a phone's page (narrow) the store is drawn under the
 * mine at the board's left, where the phone shows it (beside the mine it was off the screen).
 */
const SIDE_W = PHONE_LINE;
/** The store's heading, beside the mine: level with the mine's top claim sites. */
const STORE_Y = 62;
const TEXT = 11;
const LINE = 16;
/** Under the mine: the legend, then a fight in progress (board-fight.tsx), then the players. */
const LEGEND_Y = OY + 3 * T + 58;
const FIGHT_Y = LEGEND_Y + 12;
const FIGHT_H = 76;
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
  return [x + ((x - cx) / d) * 24, y + ((y - cy) / d) * 24];
}

/**
 * The title as drawn, in at most two lines a phone shows whole, broken at a " · " (a part keeps its
 * words together: "Bo to act"): by name (statusLine), or by seat number when names that
 * long do not fit (40 letters each: condensed to fit they read at 8 px), as the player panels show
 * both. The board's accessible title keeps the names.
 */
export function titleLines(view: GoldmineView, names?: readonly string[]): string[] {
  const byName = phoneLines(statusLine(view, names), TITLE);
  return fitsAPhone(byName, TITLE) ? byName : phoneLines(statusLine(view), TITLE);
}

export function GoldmineRumblesBoard({
  view,
  legalMoves,
  onMove,
  names,
  narrow,
}: BoardProps<GoldmineView, GoldmineMove>) {
  const status = statusLine(view, names);
  // A point is clickable when one plain step leads there, or (at the start) when it is a free claim site.
  const travel = (to: string) =>
    findMove(
      legalMoves,
      (m) =>
        (m.type === 'chooseStart' && `s${m.site}` === to) ||
        (m.type === 'step' && !m.bread && !m.blunderbuss && pointAt(m.pos, m.exit) === to),
    );
  const panels = panelsOf(view, names, narrow);
  const underFight = FIGHT_Y + (view.turn.fight.active ? FIGHT_H : 6);
  // On a phone the store comes under the mine (and a fight), its heading a line down; the players under it.
  const store = narrow ? { x: 20, y: underFight + 16 } : { x: SIDE_X, y: STORE_Y };
  const playersY = narrow ? storeBottom(view, store.y) + 8 : underFight;
  const height = playersY + panels.reduce((sum, p) => sum + p.height + 8, 0) + 8;
  return (
    <Svg width={W} height={height} title={`Goldmine Rumbles: ${status}`}>
      <PhoneLines name="title" at={TITLE} lines={titleLines(view, names)} />
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
                    x={x + 16 + k * 21}
                    y={y - 14}
                    r={10}
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
      <g class="legend">
        <Label x={20} y={LEGEND_Y} size={TEXT} fill={MUTED}>
          R = rat, S = snake, A/B/C = mine mouth · shaded tile = dark side · numbered circles = claim sites · black P =
          Papa
        </Label>
      </g>
      <FightPanel view={view} x={20} y={FIGHT_Y} names={names} />
      <Store view={view} {...store} />
      <Players view={view} panels={panels} x={8} y={playersY} />
    </Svg>
  );
}

function Tile({ tile }: { tile: GoldmineTileView }) {
  const [x, y] = tileOrigin(tile.pos);
  const cx = x + T / 2;
  const cy = y + T / 2;
  const tunnels = tile.tunnels.map((t) => {
    const ends = t.ports.map((p) => portXY(tile.pos, p));
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

/** Items as the board prints them where space is short (the labels read out ITEM_NAMES in full). */
const ITEM_SHORT: Readonly<Record<ItemId, string>> = {
  ...ITEM_NAMES,
  matchstick: 'Match',
  chippawaLeaf: 'Leaf',
  applePie: 'Pie',
  medicalSupplies: 'Medical',
};

const items = (list: readonly ItemId[]): string => list.map((it) => ITEM_SHORT[it]).join(', ');
const itemNames = (list: readonly ItemId[]): string => list.map((it) => ITEM_NAMES[it]).join(', ');
/** An interior point by the tiles it joins: its id (`h01`) means nothing to a player. */
const pointName = (id: string): string => `point between positions ${touchedPositions(id).join(' and ')}`;

/** One row a slot: price, claim and cube on the first line, the top and bottom rows' items on a line each. */
const SLOT_H = 56;
/** The dice under the rumbles row (board-fight.tsx's TurnDice): their room is kept when none are rolled. */
const DICE_H = 22;

/** Where the store's parts are drawn, from its heading's baseline `y` down. */
function storeRows(view: GoldmineView, y: number) {
  const supplyY = y + 14 + view.store.length * (SLOT_H + 4) + 12;
  const supplyRows = Math.ceil(view.supply.length / 3);
  const rumblesY = supplyY + 14 + supplyRows * LINE + 12;
  return { supplyY, rumblesY, diceY: rumblesY + 34 };
}

/** The foot of the store drawn from `y`, its dice's room included, so the players under it on a phone stay put. */
const storeBottom = (view: GoldmineView, y: number): number => storeRows(view, y).diceY + DICE_H;

function Store({ view, x, y: top }: { view: GoldmineView; x: number; y: number }) {
  const { supplyY, rumblesY, diceY } = storeRows(view, top);
  return (
    <g class="store" role="group" aria-label="claim store and supply">
      <Label x={x} y={top} bold>
        Claim store (pile {view.pileCount})
      </Label>
      <g role="list" aria-label="claim store">
        {view.store.map((s, i) => {
          const y = top + 10 + i * (SLOT_H + 4);
          return (
            <g
              role="listitem"
              aria-label={`slot ${s.slot}, price ${s.price}: ${s.claim.type ? `claim ${s.claim.id} (${CLAIM_TYPE_NAMES[s.claim.type]}), top ${itemNames(s.claim.top)}, bottom ${itemNames(s.claim.bottom)}` : 'empty'}`}
            >
              <rect
                x={x}
                y={y}
                width={SIDE_W}
                height={SLOT_H}
                rx="4"
                fill={s.claim.id ? '#fff' : '#eee'}
                stroke={INK}
              />
              <text x={x + 8} y={y + 16} font-size="12" font-weight="bold">
                ${s.price} · {s.claim.type ? `#${s.claim.id} ${CLAIM_TYPE_NAMES[s.claim.type]}` : 'empty'}
              </text>
              {s.claim.cube && (
                <text x={x + SIDE_W - 8} y={y + 16} text-anchor="end" font-size={TEXT} fill="#555">
                  cube on {s.claim.cube}
                </text>
              )}
              {s.claim.id > 0 && (
                <g>
                  <FittedText x={x + 8} y={y + 33} width={SIDE_W - 16} size={TEXT} text={`▲ ${items(s.claim.top)}`} />
                  <FittedText
                    x={x + 8}
                    y={y + 49}
                    width={SIDE_W - 16}
                    size={TEXT}
                    text={`▼ ${items(s.claim.bottom)}`}
                  />
                </g>
              )}
            </g>
          );
        })}
      </g>
      <Label x={x} y={supplyY} bold>
        Supply
      </Label>
      <g role="list" aria-label="supply">
        {view.supply.map((s, i) => (
          <g role="listitem" aria-label={`${ITEM_NAMES[s.item]}: ${s.count}`}>
            <text x={x + (i % 3) * (SIDE_W / 3)} y={supplyY + 18 + Math.floor(i / 3) * LINE} font-size={TEXT}>
              {ITEM_SHORT[s.item]} ×{s.count}
            </text>
          </g>
        ))}
      </g>
      <Label x={x} y={rumblesY + 16} bold>
        Rumbles
      </Label>
      <g role="list" aria-label="rumbles">
        {view.rumbles.map((r, i) => (
          <g
            role="listitem"
            aria-label={`rumble of phase ${r.phase}: ${r.revealed || r.peeked ? `tile ${r.tile}, order ${r.order.join(', ')}` : 'hidden'}`}
          >
            <rect
              x={x + 70 + i * 64}
              y={rumblesY}
              width="58"
              height="24"
              fill={r.revealed ? '#fff' : 'url(#dots)'}
              stroke={INK}
            />
            <text x={x + 99 + i * 64} y={rumblesY + 16} text-anchor="middle" font-size={TEXT} font-weight="bold">
              {r.revealed || r.peeked ? r.order.join('›') : `ph ${r.phase}`}
            </text>
          </g>
        ))}
      </g>
      <TurnDice view={view} x={x} y={diceY} />
    </g>
  );
}

interface Panel {
  readonly player: GoldminePlayerView;
  readonly who: string;
  readonly lines: readonly string[];
  /** The panel read out: items and columns by their full names where the lines abbreviate. */
  readonly spoken: string;
  readonly width: number;
  readonly height: number;
}

/** A panel across the board; on a phone's page as wide as the phone shows, its lines PHONE_LINE wide. */
const PANEL_W = W - 16;
const NARROW_PANEL_W = PHONE_LINE + 20;

/**
 * Each player's panel and its lines, wrapped to its width: a long item list or many cubes take another
 * line, never the edge. On a phone's page the counts' line too, broken between two counts.
 */
function panelsOf(view: GoldmineView, names: readonly string[] | undefined, narrow: boolean | undefined): Panel[] {
  const width = narrow ? NARROW_PANEL_W : PANEL_W;
  return view.players.map((p) => {
    const who = `${names?.[p.seat - 1] ?? `Player ${p.seat}`}${view.you === p.seat ? ' (you)' : ''}`;
    const held = p.items.filter((it) => it.count > 0);
    const itemsAs = (name: Readonly<Record<ItemId, string>>) =>
      held.map((it) => `${name[it.item]}${it.count > 1 ? ` ×${it.count}` : ''}`).join(', ') || '—';
    const cubes =
      p.cubes
        .filter((c) => c.cubes > 0)
        .map((c) => `${COLUMN_NAMES[c.column]} ${c.cubes}`)
        .join(', ') || '—';
    const itemsLine = (list: string) => `items (${p.itemCount}${p.overLimit ? ', over the limit' : ''}): ${list}`;
    const claimsLine = `claims ${p.claims.join(', ') || '—'} · cubes ${cubes}${p.mission ? ` · mission ${p.mission}` : ''}`;
    const wrap = (text: string) => wrapWords(text, width - 20, TEXT);
    const counts = `gold ${p.gold} · bags ${p.bags} · injuries ${p.injuries} · bandages ${p.bandages} · poisons ${p.poisons} · black marks ${p.blackMarks}`;
    const lines = [
      ...(narrow ? phoneLines(counts, { size: TEXT, breakAfter: ['·'] }) : [counts]),
      ...wrap(itemsLine(itemsAs(ITEM_SHORT))),
      ...wrap(claimsLine),
    ];
    const spoken = `${who}: ${p.gold} gold, ${p.bags} bags, ${p.injuries} injuries; ${itemsLine(itemsAs(ITEM_NAMES))}; ${claimsLine}`;
    return { player: p, who, lines, spoken, width, height: 30 + lines.length * LINE };
  });
}

function Players({ view, panels, x, y }: { view: GoldmineView; panels: readonly Panel[]; x: number; y: number }) {
  const tops = panels.map((_, i) => y + panels.slice(0, i).reduce((sum, p) => sum + p.height + 8, 0));
  return (
    <g class="players" role="list" aria-label="players' inventories">
      {panels.map((panel, i) => (
        <PlayerPanel panel={panel} x={x} y={tops[i]!} active={view.deciding.includes(panel.player.seat)} />
      ))}
    </g>
  );
}

function PlayerPanel({ panel, x, y, active }: { panel: Panel; x: number; y: number; active: boolean }) {
  const p = panel.player;
  return (
    <g role="listitem" aria-label={panel.spoken}>
      <rect
        x={x}
        y={y}
        width={panel.width}
        height={panel.height}
        rx="4"
        fill={active ? '#fffbe0' : '#fff'}
        stroke={INK}
        stroke-width={active ? 2.5 : 1}
      />
      <SeatMarker seat={p.seat} x={x + 18} y={y + 16} />
      <FittedText
        x={x + 36}
        y={y + 21}
        width={panel.width - 46}
        size={13}
        bold
        text={`${panel.who} · ${p.characterName}`}
      />
      {panel.lines.map((line, l) => (
        <text x={x + 10} y={y + 42 + l * LINE} font-size={TEXT}>
          {line}
        </text>
      ))}
    </g>
  );
}
