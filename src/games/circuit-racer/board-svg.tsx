/**
 * Circuit Racer at the table: the circuit sheet's track (circles in sections, exempt sections hatched,
 * the chequered flag), the car, the gear box, the Time and Damage tracks, the special actions and the
 * dice. Clicking a gear chooses it (the plain variant; Include and payment variants are in the list).
 */
import { Boxes, DiceRow, findMove, INK, Label, MUTED, pick, Svg, type BoardProps } from '../../board/kit.js';
import { PhoneLines, phoneLines } from '../../board/phone-lines.js';
import { statusLines, STATUS_FONT } from './board-status.js';
import type { CircuitRacerMove } from './moves.js';
import type { CircuitRacerView } from './view.js';

const W = 820;
/**
 * The circuit and the turn, and the race's status under them, above the track at its left, where a
 * 390 px phone opens the board (centred in the oval they sat half a screen to the right of it). The
 * status is two lines a phone shows whole (board-status.ts): where the race stands, what can be done.
 */
const TITLE = { x: 20, y: 26, size: 16, bold: true, line: 20, breakAfter: [','] } as const;
const STATUS = { x: 20, y: TITLE.y + 19, line: 15, ...STATUS_FONT } as const;
/** How far the track and everything under it is drawn below the title and status lines. */
const TOP = STATUS.y + STATUS.line + 10;
/** Where a block's heading is drawn (its baseline's start), in the track's frame. */
interface At {
  readonly x: number;
  readonly y: number;
}
/** Where each block under or inside the track goes, and how tall the board is then. */
interface Layout {
  readonly gear: At;
  readonly dice: At;
  readonly time: At;
  readonly damage: At;
  readonly actions: At;
  readonly circuits: At;
  readonly height: number;
}
/** The special actions' four rows under their heading, and a descender's air under the last. */
const ACTIONS_H = 20 + 3 * 18 + 16;
/** Where the special actions' "free · damage" counts start: after the longest name at 12 units. */
const ACTION_COUNTS_DX = 180;
/**
 * The circuits' places, inside the oval at its left, clear of the circles, the section labels and the
 * car: where a 390 px phone shows them (level with the gears at x 600 they were off its screen).
 */
const CIRCUITS_LEFT = { x: 150, y: 160 } as const;
/** From one circuit's box to the next: four end at x 346, inside a phone's view. */
const CIRCUIT_PITCH = 50;
/**
 * On a phone (narrow), one column under the track at the board's left, where the phone shows it: the
 * gears, the dice just rolled under them (the turn's decision is made on both), the Time and Damage
 * tracks and the special actions' counts.
 */
const NARROW: Layout = {
  gear: { x: 20, y: 400 },
  dice: { x: 20, y: 490 },
  time: { x: 20, y: 585 },
  damage: { x: 20, y: 635 },
  actions: { x: 20, y: 690 },
  circuits: CIRCUITS_LEFT,
  height: 690 + ACTIONS_H + TOP,
};
/**
 * On a laptop (wide), the gears and dice at the left and the Time, Damage and special actions beside
 * them, 185 units less tall than one column; the circuits' places in the oval's middle.
 */
const WIDE: Layout = {
  gear: { x: 20, y: 400 },
  dice: { x: 20, y: 490 },
  time: { x: 420, y: 400 },
  damage: { x: 420, y: 450 },
  actions: { x: 420, y: 505 },
  circuits: { x: 410 - (3 * CIRCUIT_PITCH + 46) / 2, y: CIRCUITS_LEFT.y },
  height: 505 + ACTIONS_H + TOP,
};
const CX = 410;
const CY = 200;
const RX = 370;
const RY = 165;

/** Circle i of n+1 spaces (0 = flag) around an oval, clockwise from the bottom centre. */
function spot(i: number, n: number): [number, number] {
  const a = Math.PI / 2 + (2 * Math.PI * i) / (n + 1);
  return [CX + RX * Math.cos(a), CY + RY * Math.sin(a)];
}

export function CircuitRacerBoard({
  view,
  legalMoves,
  onMove,
  narrow,
}: BoardProps<CircuitRacerView, CircuitRacerMove>) {
  const at = narrow ? NARROW : WIDE;
  const n = view.length;
  const sectionOf = (c: number) => view.sections.find((s) => s.from <= c && c <= s.to);
  const limit = view.includeDeclared ? view.gear : view.gear - 1;
  const [carX, carY] = spot(Math.min(view.position, n + 1) % (n + 1), n);
  return (
    <Svg
      width={W}
      height={at.height}
      title={`Circuit Racer, circuit ${view.circuit} of ${view.circuitCount}, turn ${view.turn}`}
    >
      <PhoneLines name="title" at={TITLE} lines={phoneLines(titleLine(view), TITLE)} />
      <PhoneLines name="status" at={STATUS} lines={statusLines(view)} />
      <g transform={`translate(0 ${TOP})`}>
        <g
          role="list"
          aria-label={`track of circuit ${view.circuit}: ${n} circles in ${view.sections.length} sections`}
        >
          {Array.from({ length: n }, (_, k) => {
            const c = k + 1;
            const [x, y] = spot(c, n);
            const s = sectionOf(c)!;
            const fill = s.exempt ? 'url(#hatch)' : s.index % 2 === 0 ? '#dfe7ef' : '#fff';
            const passed = c <= view.position;
            return (
              <g
                role="listitem"
                aria-label={`circle ${c}, section ${s.index}${s.exempt ? ' (exempt)' : ''}${passed ? ', passed' : ''}`}
              >
                <circle cx={x} cy={y} r="13" fill={fill} stroke={INK} stroke-width={c === s.from ? 3 : 1} />
                <text x={x} y={y + 4} text-anchor="middle" font-size="10" fill={passed ? MUTED : INK}>
                  {c}
                </text>
              </g>
            );
          })}
          {view.sections.map((s) => {
            // Section number inside the oval, next to its middle circle; an arrow marks where it starts.
            const [mx, my] = spot((s.from + s.to) / 2, n);
            const [fx, fy] = spot(s.from - 0.5, n);
            return (
              <g aria-hidden="true">
                <text
                  x={CX + (mx - CX) * 0.85}
                  y={CY + (my - CY) * 0.83 + 4}
                  text-anchor="middle"
                  font-size="11"
                  font-weight="bold"
                  fill={s.exempt ? MUTED : '#0072B2'}
                >
                  S{s.index}
                </text>
                <line
                  x1={CX + (fx - CX) * 0.9}
                  y1={CY + (fy - CY) * 0.9}
                  x2={CX + (fx - CX) * 1.07}
                  y2={CY + (fy - CY) * 1.07}
                  stroke="#D55E00"
                  stroke-width="2.5"
                />
              </g>
            );
          })}
          {/* The flag is the track's first and last spot, so it is one of the list's items (a bare image would break the list). */}
          <g role="listitem">
            <Flag x={spot(0, n)[0]} y={spot(0, n)[1]} />
          </g>
        </g>
        <g
          role="img"
          aria-label={`car on ${view.position === 0 ? 'the starting flag' : view.position > n ? 'the flag' : `circle ${view.position}`}`}
        >
          <rect x={carX - 11} y={carY - 22 - 14} width="22" height="14" rx="4" fill="#D55E00" stroke={INK} />
          <circle cx={carX - 6} cy={carY - 22} r="3" fill={INK} />
          <circle cx={carX + 6} cy={carY - 22} r="3" fill={INK} />
          <path d={`M${carX},${carY - 20} L${carX},${carY - 13}`} stroke={INK} stroke-width="2" />
        </g>

        <Label x={at.gear.x} y={at.gear.y} bold>
          Gear
        </Label>
        <g class="gears" role="group" aria-label="gears">
          {Array.from({ length: 6 }, (_, i) => {
            const gear = i + 1;
            const move = findMove(
              legalMoves,
              (m) => m.type === 'gear' && m.gear === gear && !m.include && m.payCurrent === undefined,
            );
            const chosen = view.gear === gear;
            const previous = view.previousGear === gear;
            const label = `gear ${gear}${chosen ? ', chosen' : ''}${previous ? ', previous gear' : ''}`;
            return (
              <g {...pick(onMove, move, move ? `choose gear ${gear}` : label)}>
                <rect
                  x={at.gear.x + i * 44}
                  y={at.gear.y + 8}
                  width="38"
                  height="38"
                  rx="6"
                  fill={chosen ? '#F0E442' : move ? '#fff' : '#eee'}
                  stroke={INK}
                  stroke-width={chosen ? 3 : 1}
                  stroke-dasharray={previous ? '4 3' : undefined}
                />
                <text
                  x={at.gear.x + 19 + i * 44}
                  y={at.gear.y + 33}
                  text-anchor="middle"
                  font-size="18"
                  font-weight={chosen ? 'bold' : 'normal'}
                >
                  {gear}
                </text>
              </g>
            );
          })}
        </g>
        <Label x={at.gear.x} y={at.gear.y + 62} size={11} fill={MUTED}>
          dashed = last turn's gear{view.includeDeclared ? ' · Include declared' : ''}
        </Label>

        <g class="dice">
          <Label x={at.dice.x} y={at.dice.y} bold>
            Dice {view.dice.length > 0 ? `(move ${view.wouldMove})` : ''}
          </Label>
          <DiceRow
            x={at.dice.x}
            y={at.dice.y + 10}
            values={view.dice}
            size={36}
            dim={(i) => (view.dice[i] ?? 0) > limit}
            what="die"
          />
          <Label x={at.dice.x} y={at.dice.y + 62} size={11} fill={MUTED}>
            {view.dice.length > 0
              ? 'faded dice are above the gear and do not move the car'
              : view.phase === 'gear'
                ? 'six dice are rolled once a gear is chosen'
                : ''}
          </Label>
        </g>

        <Label x={at.time.x} y={at.time.y} bold>
          Time ({view.timeLeft} left)
        </Label>
        <Boxes x={at.time.x} y={at.time.y + 8} total={view.timeBoxes} marked={view.timeUsed} label="time boxes" />
        <Label x={at.damage.x} y={at.damage.y} bold>
          Damage (bank {view.bank})
        </Label>
        <Boxes
          x={at.damage.x}
          y={at.damage.y + 8}
          total={view.damage.boxes}
          marked={view.damage.marked}
          label="damage boxes"
        />

        <g class="actions">
          <Label x={at.actions.x} y={at.actions.y} bold>
            Special actions (free left · then damage)
          </Label>
          {view.actions.map((a, i) => (
            <g role="img" aria-label={`${a.name}: ${a.freeLeft} free, then ${a.cost} damage`}>
              <Label x={at.actions.x} y={at.actions.y + 20 + i * 18} size={12}>
                {a.name}
              </Label>
              <Label x={at.actions.x + ACTION_COUNTS_DX} y={at.actions.y + 20 + i * 18} size={12}>
                {a.freeLeft} free · {a.cost} dmg
              </Label>
            </g>
          ))}
        </g>
        <g class="circuits">
          <Label x={at.circuits.x} y={at.circuits.y} bold>
            Circuits
          </Label>
          <g role="list" aria-label="circuits">
            {view.circuits.map((c, i) => (
              <g
                role="listitem"
                aria-label={`circuit ${c.circuit}: ${c.complete ? `place ${c.place}${c.dnf ? ', did not finish' : c.finished ? ', finished' : ''}` : 'not raced yet'}`}
              >
                <rect
                  x={at.circuits.x + i * CIRCUIT_PITCH}
                  y={at.circuits.y + 8}
                  width="46"
                  height="46"
                  fill={c.circuit === view.circuit && !c.complete ? '#F0E442' : '#fff'}
                  stroke={INK}
                />
                <text
                  x={at.circuits.x + 23 + i * CIRCUIT_PITCH}
                  y={at.circuits.y + 24}
                  text-anchor="middle"
                  font-size="10"
                >
                  C{c.circuit}
                </text>
                <text
                  x={at.circuits.x + 23 + i * CIRCUIT_PITCH}
                  y={at.circuits.y + 46}
                  text-anchor="middle"
                  font-size="16"
                  font-weight="bold"
                >
                  {c.complete ? (c.dnf ? 'DNF' : c.place) : ''}
                </text>
              </g>
            ))}
          </g>
        </g>
      </g>
    </Svg>
  );
}

/** The circuit being raced and the turn: the board's title. */
const titleLine = (view: CircuitRacerView): string =>
  `Circuit ${view.circuit} of ${view.circuitCount}, turn ${view.turn}`;

function Flag({ x, y }: { x: number; y: number }) {
  const cells = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++)
      if ((r + c) % 2 === 0) cells.push(<rect x={x - 12 + c * 6} y={y - 9 + r * 6} width="6" height="6" fill={INK} />);
  return (
    <g role="img" aria-label="chequered flag">
      <rect x={x - 12} y={y - 9} width="24" height="18" fill="#fff" stroke={INK} />
      {cells}
    </g>
  );
}
