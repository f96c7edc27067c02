/**
 * A board's title and status lines, kept whole on a phone. A 390 px phone opens a board at its own
 * size at its left edge, about 370 units of it in view: one line across the board ran off the screen
 * until the player zoomed out. So a line wider than PHONE_LINE is broken in two at a phrase's end.
 */
import { FittedText } from './kit.js';
import { textWidth } from './glyph-widths.js';

/** How wide a line a 390 px phone shows whole, drawn from about x = 20 with a little air at the right. */
export const PHONE_LINE = 330;

/** How a line is drawn and where it may break: after one of `breakAfter` and the space that follows it. */
export interface LineFit {
  readonly size: number;
  readonly bold?: boolean;
  /** The marks a phrase ends with ("·", ",", ":"): a line ends with one, never inside a phrase or brackets. */
  readonly breakAfter: readonly string[];
}

/**
 * `text` whole when it fits PHONE_LINE, else in two lines broken at the break that leaves the wider
 * one narrowest (the mark stays at the end of the first line, and the two lines joined by a space
 * are `text` again). Text with no break keeps one line (FittedText condenses it).
 */
export function phoneLines(text: string, fit: LineFit): string[] {
  const width = (line: string): number => textWidth(line, fit.size, fit.bold);
  const widest = (lines: readonly string[]): number => Math.max(...lines.map(width));
  let best = [text];
  if (width(text) <= PHONE_LINE) return best;
  for (let i = text.indexOf(' '); i > 0; i = text.indexOf(' ', i + 1)) {
    const head = text.slice(0, i);
    if (!fit.breakAfter.some((mark) => head.endsWith(mark)) || insideBrackets(head)) continue;
    const split = [head, text.slice(i + 1)];
    if (widest(split) < widest(best)) best = split;
  }
  return best;
}

/** Whether a line ending with `head` would end inside "( … )": "(draw, ♡ announced)" reads as one. */
const insideBrackets = (head: string): boolean => head.split('(').length > head.split(')').length;

/** Whether every line of `lines` fits PHONE_LINE at `fit`'s size, in at most two lines. */
export const fitsAPhone = (lines: readonly string[], fit: Omit<LineFit, 'breakAfter'>): boolean =>
  lines.length <= 2 && lines.every((line) => textWidth(line, fit.size, fit.bold) <= PHONE_LINE);

/** Where a group of lines is drawn: its first line's start, and how far apart the lines are. */
export interface LinesAt extends Omit<LineFit, 'breakAfter'> {
  readonly x: number;
  readonly y: number;
  readonly line: number;
}

/**
 * `lines` drawn one under the other at `at`, in a group of class `name` (the browser test finds the
 * title by it); each kept inside PHONE_LINE.
 */
export function PhoneLines(props: { name: string; at: LinesAt; lines: readonly string[]; fill?: string }) {
  const { at } = props;
  return (
    <g class={props.name}>
      {props.lines.map((line, i) => (
        <FittedText
          x={at.x}
          y={at.y + i * at.line}
          width={PHONE_LINE}
          size={at.size}
          bold={at.bold}
          fill={props.fill}
          text={line}
        />
      ))}
    </g>
  );
}
