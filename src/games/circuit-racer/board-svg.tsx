/**
 * Circuit Racer at the table: the circuit sheet's track (circles in sections, exempt sections hatched,
 * the chequered flag), the car, the gear box, the Time and Damage tracks, the special actions and the
 * dice. Clicking a gear chooses it (the plain variant; Include and payment variants are in the list).
 */
import { Boxes, DiceRow, findMove, INK, Label, MUTED, pick, Svg, type BoardProps } from '../../board/kit.js';
import { PhoneLines, phoneLines } from '../../board/phone-lines.js';
import { statusLines, STATUS_FONT } from './board-status.js';
import { Track } from './board-track.js';
import type { CircuitRacerMove } from './moves.js';
import { OVAL_TRACK } from './oval-track.js';
import { PHONE_TRACK, PHONE_TRACK_BOTTOM, PHONE_WIDTH } from './phone-track.js';
import type { Box, TrackLayout } from './track-layout.js';
import type { CircuitRacerView } from './view.js';

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
/** Where each block under or inside the track goes, the track's own layout, and the board's size then. */
interface Layout {
  readonly track: TrackLayout;
  readonly gear: At;
  readonly dice: At;
  readonly time: At;
  readonly damage: At;
  readonly actions: At;
  readonly circuits: At;
  readonly width: number;
  readonly height: number;
}
/** The special actions' four rows under their heading, and a descender's air under the last. */
const ACTIONS_H = 20 + 3 * 18 + 16;
/** Where the special actions' "free · damage" counts start: after the longest name at 12 units. */
const ACTION_COUNTS_DX = 180;
/** From one circuit's box to the next, and the four boxes' width. */
const CIRCUIT_PITCH = 50;
const CIRCUITS_W = 3 * CIRCUIT_PITCH + 46;
/** What the circuits' places cover: their heading (13 units, bold) and the boxes under it. */
const circuitsBox = (at: At): Box => ({ left: at.x, right: at.x + CIRCUITS_W, top: at.y - 13, bottom: at.y + 54 });
/**
 * On a phone (narrow), the track taller than wide in the board's 368 units (phone-track.ts), the
 * circuits' places in its middle, and one column under it at the board's left: the gears, the dice
 * just rolled under them (the turn's decision is made on both, the car in view above them), the Time
 * and Damage tracks and the special actions' counts.
 */
const GEAR_Y = PHONE_TRACK_BOTTOM + 30;
const NARROW: Layout = {
  track: PHONE_TRACK,
  gear: { x: 20, y: GEAR_Y },
  dice: { x: 20, y: GEAR_Y + 90 },
  time: { x: 20, y: GEAR_Y + 185 },
  damage: { x: 20, y: GEAR_Y + 235 },
  actions: { x: 20, y: GEAR_Y + 290 },
  circuits: { x: (PHONE_WIDTH - CIRCUITS_W) / 2, y: 245 },
  width: PHONE_WIDTH,
  height: GEAR_Y + 290 + ACTIONS_H + TOP,
};
/**
 * On a laptop (wide) and in board.svg, the oval across 820 units (oval-track.ts), the gears and dice
 * under it at the left and the Time, Damage and special actions beside them; the circuits' places in
 * the oval's middle.
 */
const WIDE: Layout = {
  track: OVAL_TRACK,
  gear: { x: 20, y: 400 },
  dice: { x: 20, y: 490 },
  time: { x: 420, y: 400 },
  damage: { x: 420, y: 450 },
  actions: { x: 420, y: 505 },
  circuits: { x: 410 - CIRCUITS_W / 2, y: 160 },
  width: 820,
  height: 505 + ACTIONS_H + TOP,
};

export function CircuitRacerBoard({
  view,
  legalMoves,
  onMove,
  narrow,
}: BoardProps<CircuitRacerView, CircuitRacerMove>) {
  const at = narrow ? NARROW : WIDE;
  const limit = view.includeDeclared ? view.gear : view.gear - 1;
  return (
    <Svg
      width={at.width}
      height={at.height}
      title={`Circuit Racer, circuit ${view.circuit} of ${view.circuitCount}, turn ${view.turn}`}
    >
      <PhoneLines name="title" at={TITLE} lines={phoneLines(titleLine(view), TITLE)} />
      <PhoneLines name="status" at={STATUS} lines={statusLines(view)} />
      <g transform={`translate(0 ${TOP})`}>
        <Track view={view} layout={at.track} clearOf={[circuitsBox(at.circuits)]} />

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
