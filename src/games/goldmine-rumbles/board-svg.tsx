/**
 * Goldmine Rumbles at the table: the 3 × 3 mine with its claim sites, points, pawns and Papa
 * (board-mine.tsx: clicking a point the viewer can reach moves the pawn there along the listed route)
 * and its legend; the claim store, the supply and each player's inventory; the turn's dice and a
 * fight in progress (board-fight.tsx).
 */
import { FittedText, INK, Label, MUTED, SeatMarker, Svg, wrapWords, type BoardProps } from '../../board/kit.js';
import { fitsAPhone, PHONE_LINE, PhoneLines, phoneLines } from '../../board/phone-lines.js';
import { seatName } from '../../board/seat-names.js';
import { FightPanel, fightHeight, TurnDice } from './board-fight.js';
import { MineDrawing } from './board-mine.js';
import { mineBottom, mineOf } from './board-mine-layout.js';
import { statusLine } from './board-status.js';
import type { ItemId } from './content-ids.js';
import { CLAIM_TYPE_NAMES, COLUMN_NAMES, ITEM_NAMES } from './content.js';
import type { GoldmineMove } from './move-types.js';
import type { GoldminePlayerView, GoldmineView } from './view-types.js';

/**
 * Narrow enough to be drawn at about its own size in a laptop's board column, so 11-unit text reads
 * at 9 px or more: the mine on the left, the store, supply and rumbles beside it, the players below.
 */
const W = 900;
/**
 * On a phone's page everything is drawn in one column at the left (the mine at a phone's size), so the
 * board is a 390 px phone's 370 px frame less its 1 px border each side: it fills it and does not scroll.
 */
const NARROW_W = 368;
/**
 * The title, in at most two lines a phone shows whole (phone-lines.tsx): who is to act ends the
 * line. Two lines are kept for it, so the board does not move as the title grows and shrinks.
 */
const TITLE = { x: 20, y: 26, size: 16, bold: true, line: 20, lines: 2, breakAfter: ['·'] } as const;
// The mine's top: its top claim sites clear of the title, level with the store's heading beside them.
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
/**
 * The legend under the mine: one line on a laptop; on a phone's page in lines a phone shows whole
 * (the one line, 635 units, was cut off there).
 */
const LEGEND = { size: TEXT, line: LINE, breakAfter: ['·'] } as const;
const LEGEND_PARTS = [
  'R = rat, S = snake, A/B/C = mine mouth · shaded tile = dark side ·',
  'numbered circles = claim sites · black P = Papa',
];
const LEGEND_WIDE = [LEGEND_PARTS.join(' ')];
const LEGEND_NARROW = LEGEND_PARTS.flatMap((part) => phoneLines(part, LEGEND));
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
  openSeats,
}: BoardProps<GoldmineView, GoldmineMove>) {
  const status = statusLine(view, names);
  const mine = mineOf(narrow, OY);
  // Under the mine: the legend, then a fight in progress (board-fight.tsx), then (on a laptop) the players.
  const legend = narrow ? LEGEND_NARROW : LEGEND_WIDE;
  const legendY = mineBottom(mine) + 22;
  const fightY = legendY + (legend.length - 1) * LEGEND.line + 12;
  const panels = panelsOf(view, { names, openSeats }, narrow);
  const underFight = fightY + (view.turn.fight.active ? fightHeight(view, narrow) : 6);
  // On a phone the store comes under the mine (and a fight), its heading a line down; the players under it.
  const store = narrow ? { x: 20, y: underFight + 16 } : { x: SIDE_X, y: STORE_Y };
  const playersY = narrow ? storeBottom(view, store.y) + 8 : underFight;
  const height = playersY + panels.reduce((sum, p) => sum + p.height + 8, 0) + 8;
  return (
    <Svg width={narrow ? NARROW_W : W} height={height} title={`Goldmine Rumbles: ${status}`}>
      <PhoneLines name="title" at={TITLE} lines={titleLines(view, names)} />
      <MineDrawing mine={mine} view={view} legalMoves={legalMoves} onMove={onMove} names={names} />
      <g class="legend">
        {legend.map((line, i) => (
          <Label x={20} y={legendY + i * LEGEND.line} size={TEXT} fill={MUTED}>
            {line}
          </Label>
        ))}
      </g>
      <FightPanel view={view} x={20} y={fightY} names={names} narrow={narrow} />
      <Store view={view} {...store} />
      <Players view={view} panels={panels} x={8} y={playersY} />
    </Svg>
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
function panelsOf(
  view: GoldmineView,
  seats: Pick<BoardProps<GoldmineView>, 'names' | 'openSeats'>,
  narrow: boolean | undefined,
): Panel[] {
  const width = narrow ? NARROW_PANEL_W : PANEL_W;
  return view.players.map((p) => {
    const who = `${seatName(seats, p.seat, `Player ${p.seat}`)}${view.you === p.seat ? ' (you)' : ''}`;
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
        // No character chosen yet (before setup): the name alone, not "Ada ·".
        text={p.characterName ? `${panel.who} · ${p.characterName}` : panel.who}
      />
      {panel.lines.map((line, l) => (
        <text x={x + 10} y={y + 42 + l * LINE} font-size={TEXT}>
          {line}
        </text>
      ))}
    </g>
  );
}
