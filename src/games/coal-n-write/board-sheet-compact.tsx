/**
 * Another player's sheet on a phone's page, folded to what a player glances at: the name and cash
 * so far, then what the sheet holds (the ore in its stash, the burros sent, its markers) in lines a
 * phone shows whole, and a button that opens it in full. With four players every sheet drawn in full
 * made the page about 3,500 px tall, where a turn is decided on Boom Town and one's own sheet.
 */
import type { ComponentChildren } from 'preact';
import { PhoneLines } from '../../board/phone-lines.js';
import { COMPACT_SHEET } from './board-sheet-layout.js';
import { MARKERS, markerPhrases, NameLine, phraseLines, SheetFrame, type Owner } from './board-sheet.js';
import type { SheetView } from './view.js';

/** What a folded sheet says it holds (a solo game's one sheet is never folded): the ore unshipped, the burros sent, the markers. */
export function compactPhrases(sheet: SheetView): string[] {
  const { S, T, C, B } = sheet.inStash;
  const sent = sheet.burros.filter((b) => b.delivered).length;
  return [
    `stash ${sheet.stash.length}/${sheet.stashSize}, unshipped S ${S}, T ${T}, C ${C}, B ${B}`,
    `burros sent ${sent} of ${sheet.burros.length}`,
    ...markerPhrases(sheet),
  ];
}

export function CompactSheet(props: { sheet: SheetView; y: number; owner: Owner; toggle: ComponentChildren }) {
  const { sheet, y, owner, toggle } = props;
  return (
    <g class={`sheet seat-${sheet.seat} compact`} role="group" aria-label={owner.label}>
      <SheetFrame sheet={sheet} y={y} width={COMPACT_SHEET.width} height={COMPACT_SHEET.height} />
      <NameLine who={owner.who} cash={owner.cash} width={COMPACT_SHEET.width} y={y} toggled />
      {toggle}
      <PhoneLines name="markers" at={{ ...MARKERS, y: y + 41 }} lines={phraseLines(compactPhrases(sheet))} />
    </g>
  );
}
