/**
 * The marks AirCargo's map draws at its places, one component each, so the map and its legend draw the
 * very same shapes (the legend said "◎ destination" long after the destination became a rounded frame).
 */
import { INK } from '../../board/kit.js';
import type { Leader } from './map-leaders.js';
import { RING, TEXT } from './map-mark-boxes.js';

/** Status is told by shape fill and a letter as well as colour: open (white), planned (yellow, P), visited (grey, ✓). */
export const STATUS = {
  open: { fill: '#fff', letter: '' },
  planned: { fill: '#F0E442', letter: 'P' },
  visited: { fill: '#bbb', letter: '✓' },
} as const;
/** The map's ground, and the halo of its names and letters. */
export const MAP_FILL = '#eef4ea';
/** The fill of a place a leg can fly to now. */
export const CAN_FLY_TO = '#56B4E9';
/** The legs' colour: their lines and numbers. */
const LEG = '#0072B2';

/** An airport's box at (x, y): its number goes in it; the destination's outline is heavier. */
export function AirportBox(props: { x: number; y: number; fill: string; destination?: boolean }) {
  return (
    <rect
      x={props.x - 13}
      y={props.y - 9}
      width="26"
      height="18"
      rx="3"
      fill={props.fill}
      stroke={INK}
      stroke-width={props.destination ? 3 : 1.2}
    />
  );
}

/** The rounded frame around the destination's box. */
export function DestinationFrame(props: { x: number; y: number }) {
  return (
    <rect
      x={props.x - RING.x}
      y={props.y - RING.y}
      width={2 * RING.x}
      height={2 * RING.y}
      rx={RING.r}
      fill="none"
      stroke="#D55E00"
      stroke-width={RING.stroke}
      class="deco"
    />
  );
}

/**
 * An airport's P (planned) or ✓ (visited), above its box's right corner. On the map it is drawn over
 * the legs' lines and the places' marks, in a halo of the map's colour, so a leg flown across it or a
 * beacon beside it never hides it (the legend draws it alike).
 */
export function StatusLetter(props: { x: number; y: number; letter: string }) {
  return (
    <text
      x={props.x + 15}
      y={props.y - 9}
      font-size={TEXT}
      font-weight="bold"
      stroke={MAP_FILL}
      stroke-width="3"
      paint-order="stroke"
    >
      {props.letter}
    </text>
  );
}

/** A radio beacon's triangle. */
export function BeaconMark(props: { x: number; y: number; fill: string }) {
  const { x, y } = props;
  return (
    <polygon
      points={`${x},${y - 9} ${x + 8},${y + 6} ${x - 8},${y + 6}`}
      fill={props.fill}
      stroke={INK}
      stroke-width="1.5"
    />
  );
}

/** The start's star. */
export function StartStar(props: { x: number; y: number }) {
  return <polygon points={star(props.x, props.y, 11, 5)} fill="#E69F00" stroke={INK} />;
}

function star(cx: number, cy: number, r: number, points: number): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const rr = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (Math.PI * i) / points;
    // Each corner's offset rounded, not where it lands: every star is then the same shape to the tenth.
    const [dx, dy] = [rr * Math.cos(a), rr * Math.sin(a)].map((d) => Math.round(d * 10) / 10);
    return `${cx + dx!},${cy + dy!}`;
  }).join(' ');
}

/** The plane, nose north. */
export function PlaneMark(props: { x: number; y: number }) {
  const { x, y } = props;
  return (
    <path
      d={`M${x},${y - 16} L${x + 3},${y - 6} L${x + 14},${y - 2} L${x + 3},${y + 1} L${x + 2},${y + 9} L${x + 6},${y + 13} L${x - 6},${y + 13} L${x - 2},${y + 9} L${x - 3},${y + 1} L${x - 14},${y - 2} L${x - 3},${y - 6} z`}
      fill="#D55E00"
      stroke={INK}
    />
  );
}

/** A mountain's hazard circle (`r` its radius on the board), hatched. */
export function HazardCircle(props: { x: number; y: number; r: number }) {
  return <circle cx={props.x} cy={props.y} r={props.r} fill="url(#hatch)" stroke="#8a6d3b" stroke-width="1.5" />;
}

/** A mountain's peak, in its hazard circle. */
export function Peak(props: { x: number; y: number }) {
  const { x, y } = props;
  return <path d={`M${x - 9},${y + 6} L${x},${y - 8} L${x + 9},${y + 6} z`} fill="#8a6d3b" />;
}

/** A leg flown: its line, with an arrowhead where it ends. */
export function LegLine(props: { x1: number; y1: number; x2: number; y2: number }) {
  return <line {...props} stroke={LEG} stroke-width="3" marker-end="url(#arrow)" />;
}

/**
 * A leg's number, in a circle on its line, or beside it joined to it by a thin line of the legs' colour
 * (`leader`, from the line to the circle's edge).
 */
export function LegNumber({ leg, x, y, leader }: { leg: number; x: number; y: number; leader?: Leader | undefined }) {
  return (
    <g aria-hidden="true">
      {leader && <line {...leader} stroke={LEG} stroke-width="1.5" class="leg-leader" />}
      <circle cx={x} cy={y} r="9" fill="#fff" stroke={LEG} />
      <text x={x} y={y + 4} text-anchor="middle" font-size={TEXT} font-weight="bold" fill={LEG}>
        {leg}
      </text>
    </g>
  );
}
