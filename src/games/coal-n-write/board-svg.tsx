/**
 * Coal n' Write at the table: the title and the town's line, the Boom Town cards (name, price,
 * effect), the dice and who the table waits for, then each player's sheet (board-sheet.tsx: veins,
 * ore stash, burros). Clicking a Boom Town card visits it. On a phone's page (narrow) the board is a
 * phone's width: the cards two a row and each sheet's parts one under the other (board-sheet-layout.ts),
 * where six cards a row and the sheets' Silver vein, stash and burros were off a 390 px phone's screen;
 * and only the player's own sheet is drawn in full, the others folded (board-sheet-compact.tsx) until
 * the player opens one, where four full sheets made a page about 3,500 px tall.
 */
import { useState } from 'preact/hooks';
import { DiceRow, INK, Label, MUTED, pick, Svg, wrapWords, type BoardProps } from '../../board/kit.js';
import { fitsAPhone, PhoneLines, phoneLines } from '../../board/phone-lines.js';
import { isOpenSeat } from '../../board/seat-names.js';
import { cardMove } from './board-picks.js';
import { cardFace } from './board-cards.js';
import { ownerOf, Sheet, WORD_BREAK } from './board-sheet.js';
import { CompactSheet } from './board-sheet-compact.js';
import { COMPACT_SHEET, NARROW_BOARD_W, sheetLayout } from './board-sheet-layout.js';
import { SheetToggle } from './board-sheet-toggle.js';
import { titleOf } from './board-title.js';
import { CONTENT_V4, type CoalNWriteContent } from './content.js';
import type { CoalNWriteMove } from './moves.js';
import type { CardView } from './tableau-view.js';
import type { CoalNWriteView } from './view.js';

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
/**
 * Boom Town holds at most every card of the deck (17); six a row keeps each card's text at full size.
 * Two a row on a phone's page: 16 + 2 × 172 + 6 = 366, inside its 368.
 */
const CARDS_PER_ROW = 6;
const NARROW_CARDS_PER_ROW = 2;
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

/**
 * The board, keeping which other players' sheets the player opened in full on a phone: kept while the
 * game moves on (the board is drawn again for each version, not made anew), lost when the page is left.
 */
export function CoalNWriteBoard(props: BoardProps<CoalNWriteView, CoalNWriteMove>) {
  const [opened, setOpened] = useState<readonly number[]>([]);
  const onToggle = (seat: number) =>
    setOpened((now) => (now.includes(seat) ? now.filter((s) => s !== seat) : [...now, seat]));
  return <CoalNWriteTable {...props} opened={opened} onToggle={onToggle} />;
}

/** What a folded sheet needs: the seats opened in full, and what opens or folds one. */
interface Folding {
  readonly opened: readonly number[];
  readonly onToggle: (seat: number) => void;
}

/** The board for `opened` sheets, drawn as it stands (the unit tests draw it with sheets opened). */
export function CoalNWriteTable({
  view,
  names,
  legalMoves,
  onMove,
  you,
  openSeats,
  narrow,
  opened,
  onToggle,
}: BoardProps<CoalNWriteView, CoalNWriteMove> & Folding) {
  const moves = legalMoves ?? [];
  const perRow = narrow ? NARROW_CARDS_PER_ROW : CARDS_PER_ROW;
  // The town grows a row at a time, and everything below it moves down with it.
  const rows = Math.max(1, Math.ceil(view.tableau.length / perRow));
  const diceY = TOWN_Y + rows * (CARD.h + CARD.gap) + 4;
  const unfolded = narrow ? [ownSheet(view, you), ...opened] : undefined;
  const sheets = stacked(view, diceY + SHEETS_DY, narrow, unfolded);
  const height = sheets.reduce((bottom, sheet) => sheet.y + sheet.height + 10, diceY + SHEETS_DY);
  const title = titleOf(view);
  return (
    <Svg width={narrow ? NARROW_BOARD_W : W} height={height} title={title}>
      <PhoneLines name="title" at={TITLE} lines={phoneLines(title, TITLE)} />
      <PhoneLines name="status" at={STATUS} fill={MUTED} lines={phoneLines(townLine(view), STATUS)} />
      <g class="town" role="list" aria-label="Boom Town cards">
        {view.tableau.map((card, i) => {
          const face = cardFace(faceContent(card), card.id);
          const x = 16 + (i % perRow) * (CARD.w + CARD.gap);
          const y = TOWN_Y + Math.floor(i / perRow) * (CARD.h + CARD.gap);
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
      {sheets.map(({ sheet, layout, y }) => {
        const owner = ownerOf(sheet, names?.[sheet.seat - 1], isOpenSeat({ openSeats }, sheet.seat));
        // On a phone another player's sheet, folded or opened, has the button that opens or folds it.
        const foldable = unfolded !== undefined && sheet.seat !== unfolded[0];
        const toggle = foldable && (
          <SheetToggle
            right={8 + (layout?.width ?? COMPACT_SHEET.width)}
            y={y}
            who={owner.who}
            open={layout !== undefined}
            onToggle={() => onToggle(sheet.seat)}
          />
        );
        return layout === undefined ? (
          <CompactSheet sheet={sheet} y={y} owner={owner} toggle={toggle} />
        ) : (
          <Sheet
            sheet={sheet}
            layout={layout}
            y={y}
            owner={owner}
            dice={view.dice}
            moves={sheet.seat === you ? moves : []}
            onMove={onMove}
            toggle={toggle || undefined}
          />
        );
      })}
    </Svg>
  );
}

/**
 * The sheet a phone draws in full without being asked: the player's own, or for a spectator the seat
 * the table waits for when it waits for one, else seat 1's.
 */
const ownSheet = (view: CoalNWriteView, you: number | null | undefined): number =>
  you ?? (view.waiting.length === 1 ? view.waiting[0]! : 1);

/**
 * Each sheet with its layout (none: folded), height and top, one under the other from `top`, 10
 * apart. `unfolded`: on a phone, the seats drawn in full; the others are folded.
 */
function stacked(view: CoalNWriteView, top: number, narrow: boolean | undefined, unfolded?: readonly number[]) {
  let y = top;
  return view.sheets.map((sheet) => {
    const layout = unfolded === undefined || unfolded.includes(sheet.seat) ? sheetLayout(sheet, narrow) : undefined;
    const height = layout?.height ?? COMPACT_SHEET.height;
    const at = { sheet, layout, height, y };
    y += height + 10;
    return at;
  });
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
