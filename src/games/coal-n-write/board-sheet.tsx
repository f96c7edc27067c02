/**
 * A player's prospecting sheet on Coal n' Write's board: the four veins with their caverns (number to
 * reach, dig bubbles filled as they are dug, claimed caverns crossed out), the ore stash (shipped ore
 * struck through), and the burros with their slots and bandits (shot bandits crossed). Ores are told
 * by their letter, not by colour alone. On your own sheet, clicking a vein digs, claims or free-digs
 * there and clicking a burro places or shoots a bandit (board-picks.ts says which variant). Where each
 * part stands, across a laptop's board or one under the other on a phone, board-sheet-layout.ts says.
 */
import type { ComponentChildren } from 'preact';
import { FittedText, INK, Label, MUTED, pick, SeatMarker } from '../../board/kit.js';
import { PHONE_LINE, PhoneLines } from '../../board/phone-lines.js';
import { AWAITED, OPEN_SEAT } from '../../board/seat-names.js';
import { textWidth } from '../../board/glyph-widths.js';
import { burroMove, veinMove, type Picked } from './board-picks.js';
import { ROWS, type SheetLayout, type VeinColumn } from './board-sheet-layout.js';
import { TOGGLE } from './board-sheet-toggle.js';
import type { Ore } from './content.js';
import type { CoalNWriteMove } from './moves.js';
import type { SheetView } from './view.js';

const ORE_NAME: Readonly<Record<Ore, string>> = { S: 'Silver', T: 'Tin', C: 'Coal', B: 'Borax' };
const ORE_FILL: Readonly<Record<Ore, string>> = { S: '#e8eef5', T: '#f3ead8', C: '#d9d9d9', B: '#fff' };

type OnMove = ((move: CoalNWriteMove) => void) | undefined;
/**
 * A space between two <text>s of one button. Not drawn (SVG draws text only inside <text>), but a
 * button's text is read by joining its <text>s, and without it "Deputy" and "free" on two lines
 * would read as one word "Deputyfree", which its accessible name does not hold.
 */
export const WORD_BREAK = ' ';

/** Whose sheet, as its heading names them, and its cash (or that the seat waits for a player). */
export interface Owner {
  readonly who: string;
  readonly cash: string;
  /** What a screen reader reads for the whole sheet. */
  readonly label: string;
}

/** `sheet`'s owner by `name`, or as an open seat (`open`: no one has taken the seat yet). */
export function ownerOf(sheet: SheetView, name: string | undefined, open: boolean): Owner {
  const who = open
    ? `${OPEN_SEAT} (player ${sheet.seat})`
    : name
      ? `${name} (player ${sheet.seat})`
      : `Player ${sheet.seat}`;
  const cash = open ? AWAITED : `$${sheet.cash}`;
  const label = open ? `Player ${sheet.seat}'s sheet: open seat, ${AWAITED}` : `${who}'s sheet: ${cash}`;
  return { who, cash, label };
}

export function Sheet(props: {
  sheet: SheetView;
  layout: SheetLayout;
  y: number;
  owner: Owner;
  dice: readonly number[];
  moves: readonly CoalNWriteMove[];
  onMove: OnMove;
  /** On a phone, another player's sheet opened in full: the button that folds it again. */
  toggle?: ComponentChildren;
}) {
  const { sheet, layout, y, owner, dice, moves, onMove, toggle } = props;
  const { veins, stash, burros } = layout;
  const heading = { sheet, who: owner.who, cash: owner.cash, dice, width: layout.width, y, toggled: !!toggle };
  return (
    <g class={`sheet seat-${sheet.seat}`} role="group" aria-label={owner.label}>
      <SheetFrame sheet={sheet} y={y} width={layout.width} height={layout.height} />
      {layout.markerLines > 0 ? <NarrowHeading {...heading} /> : <WideHeading {...heading} />}
      {toggle}
      {sheet.veins.map((vein, vi) => (
        <Vein
          vein={vein}
          column={veins.columns[vi]!}
          y={y + veins.dy}
          move={veinMove(moves, vein.ore, dice)}
          onMove={onMove}
        />
      ))}
      <Stash sheet={sheet} x={stash.x} y={y + stash.dy} perRow={stash.perRow} />
      <Burros sheet={sheet} at={burros} y={y + burros.dy} moves={moves} onMove={onMove} />
    </g>
  );
}

/** A sheet's frame (thicker while the table waits for its player) and its seat's marker, folded or not. */
export function SheetFrame(props: { sheet: SheetView; y: number; width: number; height: number }) {
  const { sheet, y, width, height } = props;
  return (
    <>
      <rect x={8} y={y} width={width} height={height} fill="#fff" stroke={INK} stroke-width={sheet.pending ? 2.5 : 1} />
      <SeatMarker seat={sheet.seat} x={24} y={y + 18} />
    </>
  );
}

interface HeadingProps {
  sheet: SheetView;
  who: string;
  /** The sheet's cash, or that the seat waits for a player. */
  cash: string;
  dice: readonly number[];
  /** The sheet frame's width, from x 8. */
  width: number;
  y: number;
  /** A button stands at the name line's right (SheetToggle). */
  toggled?: boolean;
}

const usedDiceText = (sheet: SheetView): string => `dice used: ${sheet.usedDice.map((u) => (u ? '■' : '□')).join(' ')}`;

/** A laptop's: the name, then the markers in one line with the dice used at the sheet's right. */
function WideHeading({ sheet, who, cash, dice, width, y }: HeadingProps) {
  return (
    <>
      <Label x={40} y={y + 23} bold>
        {who} · {cash}
        {sheet.soloRank ? ` (${sheet.soloRank})` : ''}
      </Label>
      {/* A second line: a 40-letter name and every marker do not fit beside each other. */}
      <Label x={20} y={y + 41} size={12}>
        stash worth ${sheet.stashValue} · pistols {sheet.pistols} · tonics {sheet.tonics} · sheriff {sheet.sheriffBoxes}{' '}
        · mail {sheet.mail}
        {sheet.washDay ? ' · Wash Day' : ''}
        {sheet.tackAndHarness ? ' · Tack & Harness' : ''}
        {sheet.strikeGoldMarker ? ' · Strike Gold!' : ''}
      </Label>
      {dice.length > 0 && (
        <Label x={8 + width - 12} y={y + 41} anchor="end" size={12} fill={MUTED}>
          {usedDiceText(sheet)}
        </Label>
      )}
    </>
  );
}

export const MARKERS = { x: 20, size: 12, line: 15 } as const;

/** A sheet's markers as a phone lists them, folded or not: the counts, then the cards' markers it holds. */
export const markerPhrases = (sheet: SheetView): string[] => [
  `pistols ${sheet.pistols}`,
  `tonics ${sheet.tonics}`,
  `sheriff ${sheet.sheriffBoxes}`,
  `mail ${sheet.mail}`,
  ...(sheet.washDay ? ['Wash Day'] : []),
  ...(sheet.tackAndHarness ? ['Tack & Harness'] : []),
  ...(sheet.strikeGoldMarker ? ['Strike Gold!'] : []),
];

/**
 * A phone's: the name and cash, condensed to the sheet's width when the name is that long, then a solo
 * game's rank, the markers and the dice used in lines a phone shows whole, broken after a " · ".
 */
function NarrowHeading({ sheet, who, cash, dice, width, y, toggled }: HeadingProps) {
  const phrases = [
    ...(sheet.soloRank ? [`rank: ${sheet.soloRank}`] : []),
    `stash worth $${sheet.stashValue}`,
    ...markerPhrases(sheet),
    ...(dice.length > 0 ? [usedDiceText(sheet)] : []),
  ];
  return (
    <>
      <NameLine who={who} cash={cash} width={width} y={y} toggled={toggled} />
      <PhoneLines name="markers" at={{ ...MARKERS, y: y + 41 }} lines={phraseLines(phrases)} />
    </>
  );
}

/** A phone's name line: the name and cash, condensed to the room left of a SheetToggle when the name is that long. */
export function NameLine(props: Pick<HeadingProps, 'who' | 'cash' | 'width' | 'y' | 'toggled'>) {
  const { who, cash, width, y, toggled } = props;
  const room = width - 40 - (toggled ? TOGGLE.dx : 0);
  return <FittedText x={40} y={y + 23} width={room} size={13} bold text={`${who} · ${cash}`} />;
}

/**
 * `phrases` joined by " · " in lines of at most PHONE_LINE at the markers' size, a line broken only
 * after a " · " (the mark ends the line), so no marker is split between two lines.
 */
export function phraseLines(phrases: readonly string[]): string[] {
  const lines: string[] = [];
  for (const phrase of phrases) {
    const last = lines.length - 1;
    const joined = `${lines[last]} · ${phrase}`;
    // Room kept for the " ·" the line ends with when the next phrase does not fit after it.
    if (last >= 0 && textWidth(`${joined} ·`, MARKERS.size) <= PHONE_LINE) lines[last] = joined;
    else {
      if (last >= 0) lines[last] += ' ·';
      lines.push(phrase);
    }
  }
  return lines;
}

function Vein({
  vein,
  column,
  y,
  move,
  onMove,
}: {
  vein: SheetView['veins'][number];
  column: VeinColumn;
  y: number;
  move: Picked | undefined;
  onMove: OnMove;
}) {
  const { x, width } = column;
  return (
    <g
      role="list"
      aria-label={`${ORE_NAME[vein.ore]} vein${vein.openCavern ? `, cavern ${vein.openCavern} open` : ', exhausted'}`}
    >
      <Label x={x} y={y + 10} size={12} bold>
        {ORE_NAME[vein.ore]} ({vein.ore})
      </Label>
      {vein.caverns.map((c, i) => {
        const cy = y + ROWS.heading + i * ROWS.cavern.step;
        const about = `cavern ${i + 1}: needs ${c.num}, ${c.dug} of ${c.bub} bubbles dug${c.claimed ? ', claimed' : ''}${c.open ? ', open' : ''}`;
        const here = c.open ? move : undefined;
        return (
          <g role="listitem">
            <g {...pick(onMove, here?.move, here ? nameWithText(here.label, about) : about)}>
              <rect
                x={x}
                y={cy}
                width={width}
                height={ROWS.cavern.h}
                fill={c.open ? '#F0E442' : ORE_FILL[vein.ore]}
                stroke={INK}
                stroke-width={c.open ? 2 : 0.8}
              />
              <text x={x + 5} y={cy + 15} font-size="12" font-weight="bold">
                {c.num}
              </text>
              {Array.from({ length: c.bub }, (_, b) => (
                <circle
                  cx={x + column.bubbleDx + b * column.bubbleStep}
                  cy={cy + 10.5}
                  r="5.5"
                  fill={b < c.dug ? INK : '#fff'}
                  stroke={INK}
                />
              ))}
              {c.claimed && (
                <line x1={x} y1={cy + ROWS.cavern.h} x2={x + width} y2={cy} stroke="#D55E00" stroke-width="2" />
              )}
            </g>
          </g>
        );
      })}
    </g>
  );
}

function Stash({ sheet, x, y, perRow }: { sheet: SheetView; x: number; y: number; perRow: number }) {
  return (
    <g
      role="list"
      aria-label={`ore stash: ${sheet.stash.length} of ${sheet.stashSize}; unshipped S ${sheet.inStash.S}, T ${sheet.inStash.T}, C ${sheet.inStash.C}, B ${sheet.inStash.B}`}
    >
      <Label x={x} y={y + 10} size={12} bold>
        Ore stash ({sheet.stash.length}/{sheet.stashSize})
      </Label>
      {Array.from({ length: sheet.stashSize }, (_, i) => {
        const space = sheet.stash[i];
        const bx = x + (i % perRow) * 32;
        const by = y + ROWS.heading + Math.floor(i / perRow) * ROWS.stash.step;
        return (
          <g
            role="listitem"
            aria-label={space ? `${ORE_NAME[space.ore]}${space.scratched ? ', shipped' : ''}` : 'empty'}
          >
            <rect
              x={bx}
              y={by}
              width="28"
              height={ROWS.stash.h}
              fill={space ? ORE_FILL[space.ore] : '#fff'}
              stroke={INK}
              stroke-width="0.8"
            />
            {space && (
              <text x={bx + 14} y={by + 17} text-anchor="middle" font-size="13" font-weight="bold">
                {space.ore}
              </text>
            )}
            {space?.scratched && (
              <line x1={bx + 2} y1={by + 12} x2={bx + 26} y2={by + 12} stroke="#D55E00" stroke-width="2" />
            )}
          </g>
        );
      })}
    </g>
  );
}

function Burros({
  sheet,
  at,
  y,
  moves,
  onMove,
}: {
  sheet: SheetView;
  at: SheetLayout['burros'];
  y: number;
  moves: readonly CoalNWriteMove[];
  onMove: OnMove;
}) {
  const { x, width, banditsDx } = at;
  return (
    <g role="list" aria-label="burros">
      <Label x={x} y={y + 10} size={12} bold>
        Burros (slots · bandits ✗ · shot ⊘)
      </Label>
      {sheet.burros.map((b, i) => {
        const by = y + ROWS.heading + i * ROWS.burro.step;
        const solid = b.slots - (sheet.tackAndHarness ? b.dashed : 0);
        // Number, ore letters and total in the order the row shows them (its accessible name holds its visible text).
        const shows = [
          `burro ${b.burro}`,
          ...(b.ore.length > 0 ? [b.ore.join(' ')] : []),
          ...(b.delivered ? [`$${b.total}`] : []),
        ];
        const about = `${shows.join(', ')}: ${b.slots} slots, ${b.bandits} bandits, ${b.banditsShot} shot${b.delivered ? `, delivered${b.stolen ? `, bandits took ${b.stolen}` : ''}` : ''}`;
        const act = burroMove(moves, b.burro);
        return (
          <g role="listitem">
            <g {...pick(onMove, act?.move, act ? nameWithText(act.label, about) : about)}>
              <rect
                x={x}
                y={by}
                width={width}
                height={ROWS.burro.h}
                fill={b.delivered ? '#eee' : '#fff'}
                stroke={INK}
                stroke-width="0.8"
              />
              <text x={x + 5} y={by + 14} font-size="12" font-weight="bold">
                #{b.burro}
              </text>
              {WORD_BREAK}
              <BurroIcon x={x + 6} y={by + 18} />
              {Array.from({ length: solid + b.dashed }, (_, s) => (
                <g>
                  <rect
                    x={x + 34 + s * 22}
                    y={by + 6}
                    width="19"
                    height="22"
                    fill="#fff"
                    stroke={INK}
                    stroke-dasharray={s >= solid ? '3 2' : undefined}
                  />
                  {b.ore[s] && (
                    <text x={x + 43.5 + s * 22} y={by + 22} text-anchor="middle" font-size="12" font-weight="bold">
                      {b.ore[s]}
                    </text>
                  )}
                  {WORD_BREAK}
                </g>
              ))}
              {Array.from({ length: b.bandits }, (_, k) => (
                <text
                  x={x + banditsDx + k * 16}
                  y={by + 22}
                  font-size="15"
                  fill={k < b.banditsShot ? MUTED : '#D55E00'}
                >
                  {k < b.banditsShot ? '⊘' : '✗'}
                </text>
              ))}
              {b.delivered && (
                <text x={x + width - 6} y={by + 22} text-anchor="end" font-size="12" font-weight="bold">
                  ${b.total}
                  {b.stolen ? ` (−${b.stolen})` : ''}
                </text>
              )}
            </g>
          </g>
        );
      })}
    </g>
  );
}

/**
 * A board button's name: what a click does, then what the element shows. The description is not put
 * in parentheses: assistive tools (axe-core's label-content-name-mismatch, WCAG 2.5.3 Label in Name)
 * drop parenthesised text, and the name must still hold the text drawn inside the button, so that
 * someone who speaks what they see (voice control) reaches it.
 */
const nameWithText = (action: string, about: string): string => `${action}: ${about}`;

function BurroIcon({ x, y }: { x: number; y: number }) {
  return (
    <path
      d={`M${x},${y + 6} h14 v-6 l4,-4 h2 v4 h-2 v6 h-2 v6 h-2 v-6 h-10 v6 h-2 z`}
      fill="#8a6d3b"
      aria-hidden="true"
    />
  );
}
