/**
 * The drawing kit every game's board shares: the SVG frame, dice drawn as dice, seat markers that
 * differ by shape and number as well as colour (colour-blind players), and "pick" props that turn a
 * board element into a keyboard-reachable button for one legal move. Pure: a board is a function of
 * its props, rendered by Preact in the browser and by preact-render-to-string on the server.
 */
import type { ComponentChildren, SVGAttributes } from 'preact';
import { textWidth } from './glyph-widths.js';

/** What every game's board is given. Without `onMove` (the server's board.svg) nothing is clickable. */
export interface BoardProps<V, M = unknown> {
  readonly view: V;
  readonly legalMoves?: readonly M[];
  readonly onMove?: (move: M) => void;
  /** Seat names, for labels (index = seat − 1). */
  readonly names?: readonly string[];
  /** The viewer's seat (null: a spectator), for boards whose view does not say whose sheet is whose. */
  readonly you?: number | null;
  /**
   * The page is narrow (a phone's): the board is drawn at its own size (scaled down a little to a
   * 360 px phone's frame, src/web/board-overflow.ts) and a phone shows its left 370 units, so a board
   * with a column beside its main picture draws that column under it, at the left. Without it (a
   * laptop's page, `board.svg`) the board keeps its wide layout.
   */
  readonly narrow?: boolean;
  /**
   * The seats no one has taken yet (a game still waiting for players): their names are empty, so a
   * board calls them what the game page does (seat-names.ts) rather than draw a blank.
   */
  readonly openSeats?: readonly number[];
}

/** Okabe–Ito palette: distinguishable under the common colour-vision deficiencies. */
export const PALETTE = ['#E69F00', '#56B4E9', '#009E73', '#CC79A7', '#0072B2', '#D55E00'] as const;
const SHAPES = ['circle', 'square', 'triangle', 'diamond', 'pentagon', 'hexagon'] as const;
export const seatColour = (seat: number): string => PALETTE[(seat - 1 + PALETTE.length) % PALETTE.length]!;
export const seatShapeName = (seat: number): string => SHAPES[(seat - 1 + SHAPES.length) % SHAPES.length]!;

export const INK = '#222';
export const PAPER = '#fbf8ef';
export const MUTED = '#777';

const STYLE = `
.pick { cursor: pointer; }
.pick:hover > :first-child, .pick:focus > :first-child { stroke: #000; stroke-width: 3; }
.pick:focus { outline: none; }
.pick:focus-visible > :first-child { stroke-dasharray: 4 2; }
text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; pointer-events: none; }
.deco { pointer-events: none; }
`;

/** The outer frame: an accessible, self-contained SVG document (also valid as a standalone image). */
export function Svg(props: { width: number; height: number; title: string; children: ComponentChildren }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${props.width} ${props.height}`}
      width={props.width}
      height={props.height}
      role="group"
      aria-label={props.title}
      class="board"
    >
      <title>{props.title}</title>
      <style>{STYLE}</style>
      <defs>
        <pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line x1="0" y1="0" x2="0" y2="6" stroke="#999" stroke-width="2" />
        </pattern>
        <pattern id="dots" width="6" height="6" patternUnits="userSpaceOnUse">
          <circle cx="3" cy="3" r="1.2" fill="#8a6d3b" />
        </pattern>
        <marker
          id="arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="12"
          markerHeight="12"
          markerUnits="userSpaceOnUse"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill={INK} />
        </marker>
      </defs>
      <rect x="0" y="0" width={props.width} height={props.height} fill={PAPER} />
      {props.children}
    </svg>
  );
}

/** Props that make an element a button for `move`, or nothing when that move is not legal now. */
export function pick<M>(
  onMove: ((m: M) => void) | undefined,
  move: M | undefined,
  label: string,
): SVGAttributes<SVGGElement> {
  if (onMove === undefined || move === undefined) return { 'aria-label': label, role: 'img' };
  return {
    class: 'pick',
    role: 'button',
    // Lower case: Preact sets SVG props as attributes, and an SVG element's `tabIndex` attribute is not `tabindex` (it would not take focus).
    tabindex: 0,
    'aria-label': label,
    onClick: () => onMove(move),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        onMove(move);
      }
    },
  } as SVGAttributes<SVGGElement>;
}

/** The first legal move satisfying `test` (boards click the simplest variant; the list offers the rest). */
export const findMove = <M,>(moves: readonly M[] | undefined, test: (m: M) => boolean): M | undefined =>
  moves?.find(test);

const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0.5, 0.5]],
  2: [
    [0.25, 0.25],
    [0.75, 0.75],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  5: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  6: [
    [0.25, 0.22],
    [0.75, 0.22],
    [0.25, 0.5],
    [0.75, 0.5],
    [0.25, 0.78],
    [0.75, 0.78],
  ],
};

/** A six-sided die showing `value` as pips; `dim` for a die that does not count (e.g. above the gear). */
export function Die(props: { x: number; y: number; size?: number; value: number; dim?: boolean; label?: string }) {
  const s = props.size ?? 32;
  const pips = PIPS[props.value];
  return (
    <g role="img" aria-label={props.label ?? `die showing ${props.value}`} opacity={props.dim ? 0.45 : 1}>
      <rect x={props.x} y={props.y} width={s} height={s} rx={s / 6} fill="#fff" stroke={INK} stroke-width="1.5" />
      {pips === undefined ? (
        <text x={props.x + s / 2} y={props.y + s * 0.68} text-anchor="middle" font-size={s * 0.5}>
          {props.value}
        </text>
      ) : (
        pips.map(([px, py]) => <circle cx={props.x + px * s} cy={props.y + py * s} r={s * 0.09} fill={INK} />)
      )}
    </g>
  );
}

/** A row of dice from (x, y). */
export function DiceRow(props: {
  x: number;
  y: number;
  values: readonly number[];
  size?: number;
  dim?: (i: number) => boolean;
  what?: string;
}) {
  const s = props.size ?? 32;
  return (
    <g role="list" aria-label={`${props.what ?? 'dice'}: ${props.values.join(', ') || 'none'}`}>
      {props.values.map((v, i) => (
        <g role="listitem">
          <Die
            x={props.x + i * (s + 6)}
            y={props.y}
            size={s}
            value={v}
            dim={props.dim?.(i) ?? false}
            label={`${props.what ?? 'die'} ${i + 1} showing ${v}`}
          />
        </g>
      ))}
    </g>
  );
}

/** A seat's marker: its own shape, colour and number, so seats never differ by colour alone. */
export function SeatMarker(props: { seat: number; x: number; y: number; r?: number; label?: string }) {
  // Big enough that the seat's number reads at 9 px or more when a wide board is scaled into the page.
  const r = props.r ?? 11;
  const { x, y, seat } = props;
  const fill = seatColour(seat);
  const shape = seatShapeName(seat);
  const polygon = (n: number, rot: number) =>
    Array.from({ length: n }, (_, i) => {
      const a = rot + (2 * Math.PI * i) / n;
      return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
  const body =
    shape === 'circle' ? (
      <circle cx={x} cy={y} r={r} fill={fill} stroke={INK} stroke-width="1.5" />
    ) : shape === 'square' ? (
      <rect
        x={x - r * 0.85}
        y={y - r * 0.85}
        width={r * 1.7}
        height={r * 1.7}
        fill={fill}
        stroke={INK}
        stroke-width="1.5"
      />
    ) : shape === 'triangle' ? (
      <polygon points={polygon(3, -Math.PI / 2)} fill={fill} stroke={INK} stroke-width="1.5" />
    ) : shape === 'diamond' ? (
      <polygon points={polygon(4, 0)} fill={fill} stroke={INK} stroke-width="1.5" />
    ) : (
      <polygon
        points={polygon(shape === 'pentagon' ? 5 : 6, -Math.PI / 2)}
        fill={fill}
        stroke={INK}
        stroke-width="1.5"
      />
    );
  return (
    <g role="img" aria-label={props.label ?? `player ${seat} (${shape})`}>
      {body}
      <text x={x} y={y + r * 0.4} text-anchor="middle" font-size={r * 1.15} font-weight="bold" fill={INK}>
        {seat}
      </text>
    </g>
  );
}

/** A row of tick boxes (time, damage, stamina…): marked ones crossed out. */
export function Boxes(props: {
  x: number;
  y: number;
  total: number;
  marked: number;
  label: string;
  size?: number;
  perRow?: number;
}) {
  const s = props.size ?? 16;
  const perRow = props.perRow ?? props.total;
  return (
    <g role="img" aria-label={`${props.label}: ${props.marked} of ${props.total} marked`}>
      {Array.from({ length: props.total }, (_, i) => {
        const bx = props.x + (i % perRow) * (s + 3);
        const by = props.y + Math.floor(i / perRow) * (s + 3);
        return (
          <g>
            <rect x={bx} y={by} width={s} height={s} fill="#fff" stroke={INK} />
            {i < props.marked && (
              <path
                d={`M${bx + 3},${by + 3} L${bx + s - 3},${by + s - 3} M${bx + s - 3},${by + 3} L${bx + 3},${by + s - 3}`}
                stroke={INK}
                stroke-width="2"
              />
            )}
          </g>
        );
      })}
    </g>
  );
}

/** Plain text, positioned. */
export function Label(props: {
  x: number;
  y: number;
  children: ComponentChildren;
  size?: number;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  fill?: string;
}) {
  return (
    <text
      x={props.x}
      y={props.y}
      font-size={props.size ?? 13}
      font-weight={props.bold ? 'bold' : 'normal'}
      text-anchor={props.anchor ?? 'start'}
      fill={props.fill ?? INK}
    >
      {props.children}
    </text>
  );
}

/** How wide `text` is drawn at `size`, glyph by glyph (glyph-widths.ts: the one measure every board uses). */
export { textWidth };

/**
 * `text` broken at spaces into lines that each fit `width` at `size` (a word longer than the width
 * keeps a line of its own), so a card's effect wraps instead of shrinking.
 */
export function wrapWords(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, size) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * One line of text kept inside `width`: a line that would run past it is drawn condensed to fit
 * (SVG `textLength`), so a card never clips what it lists; a line that fits is drawn as it is.
 */
export function FittedText(props: {
  x: number;
  y: number;
  width: number;
  text: string;
  size: number;
  bold?: boolean;
  fill?: string;
}) {
  const fits = textWidth(props.text, props.size, props.bold) <= props.width;
  return (
    <text
      x={props.x}
      y={props.y}
      font-size={props.size}
      font-weight={props.bold ? 'bold' : 'normal'}
      fill={props.fill ?? INK}
      {...(fits ? {} : { textLength: props.width, lengthAdjust: 'spacingAndGlyphs' })}
    >
      {props.text}
    </text>
  );
}
