/**
 * Coal n' Write at the table: the Boom Town cards (name, price, effect), the dice, and each player's
 * sheet: the four veins with their caverns (number to reach, dig bubbles filled as they are dug,
 * claimed caverns crossed out), the ore stash (shipped ore struck through), and the burros with their
 * slots and bandits (shot bandits crossed). Ores are told by their letter, not by colour alone.
 * Clicking a Boom Town card visits it; on your own sheet, clicking a vein digs, claims or free-digs
 * there and clicking a burro places or shoots a bandit (board-picks.ts says which variant).
 */
import { DiceRow, INK, Label, MUTED, pick, SeatMarker, Svg, wrapWords, type BoardProps } from '../../board/kit.js';
import { fitsAPhone, PhoneLines, phoneLines } from '../../board/phone-lines.js';
import { AWAITED, isOpenSeat, OPEN_SEAT } from '../../board/seat-names.js';
import { burroMove, cardMove, veinMove, type Picked } from './board-picks.js';
import { cardFace } from './board-cards.js';
import { titleOf } from './board-title.js';
import { CONTENT_V4, type CoalNWriteContent, type Ore } from './content.js';
import type { CoalNWriteMove } from './moves.js';
import type { CardView } from './tableau-view.js';
import type { CoalNWriteView, SheetView } from './view.js';

/**
 * The numbers a card face prints: the current content's, with the Sheriff's track as long as this game's
 * (its view's `of`: 3 boxes in rules v1 and v4, 4 in v2 and v3), the one card number the versions differ in.
 */
function faceContent(card: CardView): CoalNWriteContent {
  const boxes = card.seats[0]?.of;
  return card.id === 'sheriffsDeputy' && boxes !== undefined && boxes > 0
    ? { ...CONTENT_V4, sheriff: { ...CONTENT_V4.sheriff, boxes } }
    : CONTENT_V4;
}

const W = 1100;
const SHEET_H = 362;
/** Boom Town holds at most every card of the deck (17); six a row keeps each card's text at full size. */
const CARDS_PER_ROW = 6;
const CARD = { w: 172, h: 76, gap: 6 } as const;
const CARD_TEXT = 12;
/**
 * The title and the town's status line, each in at most two lines a phone shows whole (phone-lines.tsx);
 * two lines are kept for each, so the board does not move as they grow and shrink.
 */
const TITLE = { x: 16, y: 24, size: 16, bold: true, line: 20, breakAfter: [':', ','] } as const;
const STATUS = { x: 16, y: TITLE.y + 2 * TITLE.line, size: 12, line: 15, breakAfter: ['·', ','] } as const;
const TOWN_Y = STATUS.y + STATUS.line + 9;
/**
 * Who the table waits for, under the dice at the board's left edge (beside them it ran off a phone's
 * screen): in at most two lines a phone shows whole, both kept so the sheets below do not move.
 */
const WAITING = { x: 16, size: 13, line: 16, breakAfter: [':', ','] } as const;
/** From the dice row's top: the waiting line's first baseline, and where the sheets start. */
const WAITING_DY = 50;
const SHEETS_DY = WAITING_DY + WAITING.line + 10;
const ORE_NAME: Readonly<Record<Ore, string>> = { S: 'Silver', T: 'Tin', C: 'Coal', B: 'Borax' };
const ORE_FILL: Readonly<Record<Ore, string>> = { S: '#e8eef5', T: '#f3ead8', C: '#d9d9d9', B: '#fff' };

type OnMove = ((move: CoalNWriteMove) => void) | undefined;
/**
 * A space between two <text>s of one button. Not drawn (SVG draws text only inside <text>), but a
 * button's text is read by joining its <text>s, and without it "Deputy" and "free" on two lines
 * would read as one word "Deputyfree", which its accessible name does not hold.
 */
const WORD_BREAK = ' ';

export function CoalNWriteBoard({
  view,
  names,
  legalMoves,
  onMove,
  you,
  openSeats,
}: BoardProps<CoalNWriteView, CoalNWriteMove>) {
  const moves = legalMoves ?? [];
  // The town grows a row at a time, and everything below it moves down with it.
  const rows = Math.max(1, Math.ceil(view.tableau.length / CARDS_PER_ROW));
  const diceY = TOWN_Y + rows * (CARD.h + CARD.gap) + 4;
  const top = diceY + SHEETS_DY;
  const height = top + view.sheets.length * (SHEET_H + 10);
  const title = titleOf(view);
  return (
    <Svg width={W} height={height} title={title}>
      <PhoneLines name="title" at={TITLE} lines={phoneLines(title, TITLE)} />
      <PhoneLines name="status" at={STATUS} fill={MUTED} lines={phoneLines(townLine(view), STATUS)} />
      <g role="list" aria-label="Boom Town cards">
        {view.tableau.map((card, i) => {
          const face = cardFace(faceContent(card), card.id);
          const x = 16 + (i % CARDS_PER_ROW) * (CARD.w + CARD.gap);
          const y = TOWN_Y + Math.floor(i / CARDS_PER_ROW) * (CARD.h + CARD.gap);
          const about = `${card.name}: ${face.price}; ${face.effect}`;
          const visit = cardMove(moves, card.id);
          return (
            <g role="listitem">
              <g {...pick(onMove, visit, visit ? `visit ${about}` : about)}>
                <rect x={x} y={y} width={CARD.w} height={CARD.h} rx="5" fill="#f7efd9" stroke={INK} />
                <text x={x + 6} y={y + 16} font-size={CARD_TEXT} font-weight="bold">
                  {card.name}
                </text>
                {WORD_BREAK}
                <text x={x + 6} y={y + 32} font-size={CARD_TEXT} fill="#0072B2">
                  {face.price}
                </text>
                {wrapWords(face.effect, CARD.w - 12, CARD_TEXT).map((line, l) => (
                  <>
                    {WORD_BREAK}
                    <text x={x + 6} y={y + 50 + l * 16} font-size={CARD_TEXT}>
                      {line}
                    </text>
                  </>
                ))}
              </g>
            </g>
          );
        })}
      </g>
      <Label x={16} y={diceY + 24} size={13} bold>
        {view.loneThrow > 0 ? `Lone die (throw ${view.loneThrow}${view.loneVoid ? ', void' : ''})` : 'Dice'}
      </Label>
      <DiceRow x={190} y={diceY + 4} values={view.dice} size={28} />
      {view.waiting.length > 0 && view.phase !== 'over' && (
        <PhoneLines
          name="waiting"
          at={{ ...WAITING, y: diceY + WAITING_DY }}
          lines={waitingLines(view.waiting, names)}
        />
      )}
      {view.sheets.map((sheet, i) => (
        <Sheet
          sheet={sheet}
          y={top + i * (SHEET_H + 10)}
          name={names?.[sheet.seat - 1]}
          open={isOpenSeat({ openSeats }, sheet.seat)}
          dice={view.dice}
          moves={sheet.seat === you ? moves : []}
          onMove={onMove}
        />
      ))}
    </Svg>
  );
}

/** Boom Town's deck and the dice, under the title. */
const townLine = (view: CoalNWriteView): string =>
  `Boom Town (${view.deckCount} cards still in the deck) · dice in play ${view.diceInPlay}, bunkhouse ${view.bunkhouse}`;

/**
 * Who the table waits for, by name when the names fit two lines a phone shows whole, else by seat (six
 * long names would run off the screen).
 */
function waitingLines(waiting: readonly number[], names: readonly string[] | undefined): string[] {
  const byName = phoneLines(`waiting for: ${waiting.map((s) => names?.[s - 1] ?? `player ${s}`).join(', ')}`, WAITING);
  return fitsAPhone(byName, WAITING) ? byName : phoneLines(`waiting for players ${waiting.join(', ')}`, WAITING);
}

function Sheet(props: {
  sheet: SheetView;
  y: number;
  name: string | undefined;
  /** No one has taken the seat yet: the sheet says so instead of its cash. */
  open: boolean;
  dice: readonly number[];
  moves: readonly CoalNWriteMove[];
  onMove: OnMove;
}) {
  const { sheet, y, name, open, dice, moves, onMove } = props;
  const who = open
    ? `${OPEN_SEAT} (player ${sheet.seat})`
    : name
      ? `${name} (player ${sheet.seat})`
      : `Player ${sheet.seat}`;
  return (
    <g role="group" aria-label={`${who}'s sheet: ${open ? AWAITED : `$${sheet.cash}`}`}>
      <rect
        x={8}
        y={y}
        width={W - 16}
        height={SHEET_H}
        fill="#fff"
        stroke={INK}
        stroke-width={sheet.pending ? 2.5 : 1}
      />
      <SeatMarker seat={sheet.seat} x={24} y={y + 18} />
      <Label x={40} y={y + 23} bold>
        {who} · {open ? AWAITED : `$${sheet.cash}`}
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
        <Label x={W - 20} y={y + 41} anchor="end" size={12} fill={MUTED}>
          dice used: {sheet.usedDice.map((u) => (u ? '■' : '□')).join(' ')}
        </Label>
      )}
      {sheet.veins.map((vein, vi) => (
        <Vein vein={vein} x={20 + vi * 112} y={y + 52} move={veinMove(moves, vein.ore, dice)} onMove={onMove} />
      ))}
      <Stash sheet={sheet} x={478} y={y + 52} />
      <Burros sheet={sheet} x={690} y={y + 52} moves={moves} onMove={onMove} />
    </g>
  );
}

function Vein({
  vein,
  x,
  y,
  move,
  onMove,
}: {
  vein: SheetView['veins'][number];
  x: number;
  y: number;
  move: Picked | undefined;
  onMove: OnMove;
}) {
  return (
    <g
      role="list"
      aria-label={`${ORE_NAME[vein.ore]} vein${vein.openCavern ? `, cavern ${vein.openCavern} open` : ', exhausted'}`}
    >
      <Label x={x} y={y + 10} size={12} bold>
        {ORE_NAME[vein.ore]} ({vein.ore})
      </Label>
      {vein.caverns.map((c, i) => {
        const cy = y + 18 + i * 24;
        const about = `cavern ${i + 1}: needs ${c.num}, ${c.dug} of ${c.bub} bubbles dug${c.claimed ? ', claimed' : ''}${c.open ? ', open' : ''}`;
        const here = c.open ? move : undefined;
        return (
          <g role="listitem">
            <g {...pick(onMove, here?.move, here ? nameWithText(here.label, about) : about)}>
              <rect
                x={x}
                y={cy}
                width="100"
                height="21"
                fill={c.open ? '#F0E442' : ORE_FILL[vein.ore]}
                stroke={INK}
                stroke-width={c.open ? 2 : 0.8}
              />
              <text x={x + 5} y={cy + 15} font-size="12" font-weight="bold">
                {c.num}
              </text>
              {Array.from({ length: c.bub }, (_, b) => (
                <circle cx={x + 36 + b * 16} cy={cy + 10.5} r="5.5" fill={b < c.dug ? INK : '#fff'} stroke={INK} />
              ))}
              {c.claimed && <line x1={x} y1={cy + 21} x2={x + 100} y2={cy} stroke="#D55E00" stroke-width="2" />}
            </g>
          </g>
        );
      })}
    </g>
  );
}

function Stash({ sheet, x, y }: { sheet: SheetView; x: number; y: number }) {
  const per = 6;
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
        const bx = x + (i % per) * 32;
        const by = y + 18 + Math.floor(i / per) * 28;
        return (
          <g
            role="listitem"
            aria-label={space ? `${ORE_NAME[space.ore]}${space.scratched ? ', shipped' : ''}` : 'empty'}
          >
            <rect
              x={bx}
              y={by}
              width="28"
              height="24"
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
  x,
  y,
  moves,
  onMove,
}: {
  sheet: SheetView;
  x: number;
  y: number;
  moves: readonly CoalNWriteMove[];
  onMove: OnMove;
}) {
  return (
    <g role="list" aria-label="burros">
      <Label x={x} y={y + 10} size={12} bold>
        Burros (slots · bandits ✗ · shot ⊘)
      </Label>
      {sheet.burros.map((b, i) => {
        const by = y + 18 + i * 38;
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
                width="388"
                height="34"
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
                <text x={x + 218 + k * 16} y={by + 22} font-size="15" fill={k < b.banditsShot ? MUTED : '#D55E00'}>
                  {k < b.banditsShot ? '⊘' : '✗'}
                </text>
              ))}
              {b.delivered && (
                <text x={x + 382} y={by + 22} text-anchor="end" font-size="12" font-weight="bold">
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
