/**
 * AirCargo at the table: the map (mountains' hazard circles, airports by status, radio beacons, the
 * start at Pendleton) with the legs flown drawn on it and the score under it, and the Pilot Log
 * beside it: weather boxes, cargo, the Stamina, Prayer and Plan Reroll tracks, the dice and the
 * checks. Clicking a beacon or the destination flies a leg there. The map's y axis points north, so
 * it is flipped for the screen.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { Boxes, DiceRow, findMove, FittedText, INK, Label, pick, Svg, type BoardProps } from '../../board/kit.js';
import { PHONE_LINE, PhoneLines } from '../../board/phone-lines.js';
import type { Box, PlacedLabel } from '../../board/place-labels.js';
import { scoreLines, statusLines, STATUS_FONT } from './board-status.js';
import { MAP } from './map-frame.js';
import { mapLayout } from './map-layout.js';
import { legBox } from './map-leg-spots.js';
import { LEGEND_H } from './map-legend-rows.js';
import { MapLegend } from './map-legend.js';
import { airportBoxes, beaconBox, peakGlyph, starBox, TEXT } from './map-mark-boxes.js';
import {
  AirportBox,
  BeaconMark,
  CAN_FLY_TO,
  DestinationFrame,
  HazardCircle,
  LegLine,
  LegNumber,
  MAP_FILL,
  Peak,
  PlaneMark,
  StartStar,
  STATUS,
  StatusLetter,
} from './map-marks.js';
import { MapToggle, TOGGLE_H } from './map-toggle.js';
import { inWindow, mapWindow, WINDOW_W, type MapWindow } from './map-window.js';
import type { AircargoMove } from './moves.js';
import type { AircargoAirportView, AircargoPointView, AircargoView } from './view-types.js';

const CLASS_SHORT: Readonly<Record<string, string>> = {
  light: 'light',
  medium: 'med',
  heavy: 'heavy',
  'x-heavy': 'x-hvy',
};
/**
 * 980 wide, so the map and the log are drawn near their own size in a laptop's board column and
 * 11-unit text reads at 9 px or more. The map's names are placed around their points so none covers
 * another (place-labels.ts). As tall as the taller column: the map (its frame fitted to what is drawn
 * on it) with the score under it, or the Pilot Log.
 */
const W = 980;
const LOG_X = 590;
/**
 * On a phone's page (narrow) the map is drawn through a window as wide as a phone shows, around the
 * plane (map-window.ts), or whole at the window's width when the player asks (map-toggle.tsx, under
 * the map), and the Pilot Log under the score, at the map's left, where the phone shows it (beside
 * the map it was off the screen): the board is then as wide as a 390 px phone's frame.
 */
const NARROW_W = 368;
/** As wide as a phone shows, in either place: the weather boxes, the cargo grid and the check lines. */
const LOG_W = PHONE_LINE + 20;
/** The last checks the log shows (the rest are in the event list). */
const LOG_LINES = 5;
/**
 * The score's box, under the map at its left: on a phone, where the board opens at its own size, it
 * is in view with the map, as wide as a phone shows (its right edge, at the map's width, was cut off).
 */
const SCORE_W = PHONE_LINE + 20;
const SCORE_H = 70;
const GAP = 10;
/**
 * What the game waits for, over the map at the board's left: on a phone, where the board opens at its
 * own size at its left edge, it is in view (in the Pilot Log it was half a screen to the right). Two
 * lines at most (board-status.ts), each a phone's width at most, above the map's frame (MAP.y).
 */
const STATUS_LINES = { x: MAP.x + 6, y: 22, line: 18, ...STATUS_FONT } as const;

export function AircargoBoard({ view, legalMoves, onMove, names, narrow }: BoardProps<AircargoView, AircargoMove>) {
  const flyTo = (key: string) => findMove(legalMoves, (m) => m.type === 'flyLeg' && String(m.to) === key);
  const here = view.position;
  const layout = mapLayout(view);
  const { scale, sx, sy, at, plane, legs, startLabel, airportLabels, mountainLabels, beaconLabels, leaders, frame } =
    layout;
  // The airport whose box the plane stands over, hiding it (a crowded corner's): its number is drawn over the plane.
  const under = layout.planeOver ? airportAt(view) : undefined;
  // On a phone the player may see the whole map, fitted to the window's width; the choice outlives
  // each view drawn, as the page updates live.
  const [wholeMap, setWholeMap] = useState(false);
  const whole = narrow === true && wholeMap;
  const pane = narrow && !whole ? mapWindow(view, layout) : undefined;
  const fitted = whole ? WINDOW_W / frame.w : 1;
  const shownFrame = {
    ...frame,
    w: narrow ? WINDOW_W : frame.w,
    h: (frame.h - LEGEND_H) * fitted + LEGEND_H,
  };
  const toggleY = shownFrame.y + shownFrame.h + GAP;
  const scoreY = narrow ? toggleY + TOGGLE_H + GAP : frame.y + frame.h + GAP;
  const log = narrow ? { x: MAP.x, top: scoreY + SCORE_H + GAP } : { x: LOG_X, top: 0 };
  const height = Math.max(scoreY + SCORE_H, log.top + logBottom(view)) + GAP;
  const status = statusLines(view, names);
  const shown = (...boxes: Box[]) => inWindow(pane, ...boxes);
  const map = (
    <>
      <g role="list" aria-label="mountains" class="deco">
        {view.mountains.map((m) => (
          <g role="listitem" aria-label={`mountain ${m.name}, hazard ${m.hazard}`}>
            <HazardCircle x={sx(m.x)} y={sy(m.y)} r={m.radius * scale} />
            {shown(peakGlyph(sx(m.x), sy(m.y))) && <Peak x={sx(m.x)} y={sy(m.y)} />}
          </g>
        ))}
      </g>
      <g role="list" aria-label="legs flown" class="deco">
        {legs.map(({ leg }) => (
          <g
            role="listitem"
            aria-label={`leg ${leg.leg}: ${leg.from.name} to ${leg.to.name}, ${leg.length} miles${leg.crossed.length ? `, crossing ${leg.crossed.join(', ')}` : ''}`}
          >
            <LegLine x1={at(leg.from).x} y1={at(leg.from).y} x2={at(leg.to).x} y2={at(leg.to).y} />
          </g>
        ))}
      </g>
      {/*
        The legs' numbers over every leg's line (a later leg's line ran across an earlier number), each
        joined to its leg by a thin line where it stands off it.
      */}
      <g class="deco leg-numbers" aria-hidden="true">
        {legs.map(
          ({ leg, x, y, leader }) => shown(legBox(x, y)) && <LegNumber leg={leg.leg} x={x} y={y} leader={leader} />,
        )}
      </g>
      {/*
        The mountains' names over the legs' lines, in their halo, as every other name is: drawn with
        their circles, under the legs, a leg across one cut it through ("M12 +3").
      */}
      <g class="deco mountain-names" aria-hidden="true">
        {view.mountains.map(
          (m, i) =>
            shown(mountainLabels[i]!.drawn) && (
              <PlacedText at={mountainLabels[i]!} fill="#5a3d0b">
                {m.id} +{m.hazard}
              </PlacedText>
            ),
        )}
      </g>
      <g class="deco" aria-hidden="true">
        {leaders
          .filter((l) => shown({ x: Math.min(l.x1, l.x2), y: 0, w: Math.abs(l.x2 - l.x1), h: 0 }))
          .map((l) => (
            <line {...l} stroke="#555" stroke-width="1" class="leader" />
          ))}
      </g>
      {/* Places a leg can fly to now are drawn last, over the others, so a click always reaches them. */}
      {[false, true].map((pickable) => (
        <g role="list" aria-label={pickable ? 'places a leg can fly to' : 'airports and radio beacons'}>
          {view.beacons.map((b, i) => {
            const move = flyTo(b.id);
            if ((move !== undefined) !== pickable) return null;
            const { x, y } = at(b);
            if (!move && !shown(beaconBox(x, y))) return null;
            return (
              <g role="listitem">
                <g
                  {...pick(
                    onMove,
                    move,
                    move ? `fly a leg to beacon ${b.name} (${b.id})` : `beacon ${b.name} (${b.id})`,
                  )}
                >
                  <BeaconMark x={x} y={y} fill={move ? CAN_FLY_TO : '#fff'} />
                  {shown(beaconLabels[i]!.drawn) && <PlacedText at={beaconLabels[i]!}>{b.id}</PlacedText>}
                </g>
              </g>
            );
          })}
          {view.airports.map((a, i) => {
            const move = flyTo(String(a.id));
            if ((move !== undefined) !== pickable || !(move || shown(...airportBoxes(sx(a.x), sy(a.y))))) return null;
            const name = airportLabels[i]!;
            return (
              <Airport
                airport={a}
                x={sx(a.x)}
                y={sy(a.y)}
                name={shown(name.drawn) ? name : undefined}
                move={move}
                onMove={onMove}
                planeHere={a.id === under?.id}
              />
            );
          })}
        </g>
      ))}
      {shown(starBox(sx(view.start.x), sy(view.start.y))) && (
        <g role="img" aria-label={`start: ${view.start.name}`} class="deco">
          <StartStar x={sx(view.start.x)} y={sy(view.start.y)} />
          {shown(startLabel.drawn) && (
            <PlacedText at={startLabel} bold>
              {view.start.key}
            </PlacedText>
          )}
        </g>
      )}
      {/*
        Over every line and mark: the plane, beside its place's mark (over an airport's box only in a
        crowded corner, its number then drawn again over it, in a halo of the box's colour), then each
        airport's P or ✓ in the map's halo. Under the marks, the plane showed only its wing tips around
        an airport's box, and a beacon or a leg hid a ✓.
      */}
      <g class="on-top" pointer-events="none">
        <Plane at={here} x={plane.x} y={plane.y} />
        <g aria-hidden="true">
          {view.airports.map((a) =>
            a.id === under?.id ? (
              <text
                class="plane-at"
                x={sx(a.x)}
                y={sy(a.y) + 4}
                text-anchor="middle"
                font-size="12"
                font-weight="bold"
                stroke={STATUS[a.status].fill}
                stroke-width="3"
                paint-order="stroke"
              >
                {a.id}
              </text>
            ) : null,
          )}
          {view.airports.map((a) => {
            const letter = STATUS[a.status].letter;
            if (!letter || !(flyTo(String(a.id)) || shown(...airportBoxes(sx(a.x), sy(a.y))))) return null;
            return <StatusLetter x={sx(a.x)} y={sy(a.y)} letter={letter} />;
          })}
        </g>
      </g>
    </>
  );
  return (
    <Svg width={narrow ? NARROW_W : W} height={height} title={`AirCargo: ${status.join(' ')}`}>
      <PhoneLines name="status" at={STATUS_LINES} lines={status} />
      <rect x={frame.x} y={frame.y} width={shownFrame.w} height={shownFrame.h} fill={MAP_FILL} stroke={INK} />
      {pane === undefined ? (
        // The whole map, on a phone drawn smaller about the frame's top left corner.
        <g
          class="map"
          transform={
            whole ? `matrix(${fitted} 0 0 ${fitted} ${frame.x * (1 - fitted)} ${frame.y * (1 - fitted)})` : undefined
          }
        >
          {map}
        </g>
      ) : (
        // The map at its own size, moved so the window stands in the frame, and cut at the window's
        // edges (a clip, not a nested <svg>: the page sizes every <svg> in the board as the board).
        <g class="map" transform={`translate(${frame.x - pane.x} 0)`}>
          <clipPath id="map-window">
            <rect x={pane.x} y={frame.y} width={pane.w} height={frame.h} />
          </clipPath>
          <g clip-path="url(#map-window)">
            {map}
            <Beyond view={view} pane={pane} sx={sx} sy={sy} />
          </g>
        </g>
      )}
      <MapLegend x={frame.x + 8} y={shownFrame.y + shownFrame.h - LEGEND_H} />
      {pane && <rect x={frame.x} y={frame.y} width={pane.w} height={frame.h} fill="none" stroke={INK} />}
      {narrow && <MapToggle x={MAP.x} y={toggleY} whole={whole} onChange={setWholeMap} />}
      <Score score={view.score} x={MAP.x} y={scoreY} />

      <PilotLog view={view} {...log} />
    </Svg>
  );
}

/**
 * A map name where place-labels put it, in a halo of the map's colour that keeps it readable over a
 * mountain's hatching or a leg's line (1.5 past its glyphs: inside the air place-labels keeps around it).
 */
function PlacedText(props: { at: PlacedLabel; children: ComponentChildren; fill?: string; bold?: boolean }) {
  return (
    <text
      x={props.at.x}
      y={props.at.y}
      text-anchor={props.at.anchor}
      font-size={TEXT}
      font-weight={props.bold ? 'bold' : 'normal'}
      fill={props.fill ?? INK}
      stroke={MAP_FILL}
      stroke-width="3"
      paint-order="stroke"
    >
      {props.children}
    </text>
  );
}

function Airport({
  airport: a,
  x,
  y,
  name,
  move,
  onMove,
  planeHere,
}: {
  airport: AircargoAirportView;
  /** The plane stands here: its number is drawn over the plane. */
  planeHere: boolean;
  x: number;
  y: number;
  /** Its name where placed, if drawn (a phone's window leaves out a name its side would cut). */
  name: PlacedLabel | undefined;
  move: AircargoMove | undefined;
  onMove: ((m: AircargoMove) => void) | undefined;
}) {
  const status = STATUS[a.status];
  const label = `${move ? 'fly to ' : ''}airport ${a.id} ${a.name}, ${a.status}${a.destination ? ', destination' : ''}, landing hazard ${a.landingHazard}`;
  return (
    <g role="listitem">
      <g {...pick(onMove, move, label)}>
        <AirportBox x={x} y={y} fill={move ? CAN_FLY_TO : status.fill} destination={a.destination} />
        {a.destination && <DestinationFrame x={x} y={y} />}
        {/* Where the plane stands, the number is drawn over the plane instead (once: two would read as overlapping). */}
        {!planeHere && (
          <text x={x} y={y + 4} text-anchor="middle" font-size="12" font-weight="bold">
            {a.id}
          </text>
        )}
        {name && (
          <PlacedText at={name} fill="#555">
            {a.name}
          </PlacedText>
        )}
      </g>
    </g>
  );
}

/**
 * The destination when it lies beyond the window's edge, or across it (its marks left out): its number
 * and an arrow at that edge, at its height, so a phone still shows which way the flight goes.
 */
function Beyond({
  view,
  pane,
  sx,
  sy,
}: {
  view: AircargoView;
  pane: MapWindow;
  sx: (x: number) => number;
  sy: (y: number) => number;
}) {
  const destination = view.airports.find((a) => a.destination);
  if (destination === undefined) return null;
  const x = sx(destination.x);
  if (inWindow(pane, ...airportBoxes(x, sy(destination.y)))) return null;
  const east = x > pane.x + pane.w / 2;
  const text = east ? `${destination.id} →` : `← ${destination.id}`;
  return (
    <text
      class="beyond"
      x={east ? pane.x + pane.w - 6 : pane.x + 6}
      y={sy(destination.y) + 4}
      text-anchor={east ? 'end' : 'start'}
      font-size="13"
      font-weight="bold"
      fill="#D55E00"
      stroke={MAP_FILL}
      stroke-width="3"
      paint-order="stroke"
    >
      {text}
    </text>
  );
}

/** The airport the plane stands at, if it stands at one (not at the start or a beacon). */
const airportAt = (view: AircargoView): AircargoAirportView | undefined =>
  view.airports.find((a) => a.x === view.position.x && a.y === view.position.y);

function Plane({ at, x, y }: { at: AircargoPointView; x: number; y: number }) {
  return (
    <g role="img" aria-label={`the plane, at ${at.name}`} class="deco">
      <PlaneMark x={x} y={y} />
    </g>
  );
}

function Score({ score, x, y }: { score: AircargoView['score']; x: number; y: number }) {
  const lines = scoreLines(score);
  return (
    <g class="score" role="img" aria-label={`score ${score.score}, rank ${score.rank}`}>
      <rect x={x} y={y} width={SCORE_W} height={SCORE_H} fill="#fff" stroke={INK} />
      {lines.map((text, i) => (
        <FittedText
          x={x + 8}
          y={y + [19, 40, 60][i]!}
          width={PHONE_LINE}
          size={i === 1 ? 13 : 12}
          bold={i === 1}
          text={text}
        />
      ))}
    </g>
  );
}

/** Which of the two dice a use of the roll took: one die for a cargo of its weight, else both. */
const USED: Readonly<Record<AircargoView['lastPlan']['use'], readonly number[]>> = {
  '': [],
  a: [0],
  b: [1],
  sum: [0, 1],
  ab: [0, 1],
  ba: [0, 1],
};

/** What a spent roll planned, and with which dice, in words. */
function spentWords({ dice, use, planned }: AircargoView['lastPlan']): string {
  const [a = 0, b = 0] = dice;
  const what = /^\d+$/.test(planned) ? `airport ${planned}` : planned;
  switch (use) {
    case 'a':
    case 'b':
      return `${what} planned with die ${use === 'a' ? 1 : 2} (${use === 'a' ? a : b})`;
    case 'sum':
      return `${what} planned with the sum ${a} + ${b} = ${a + b}`;
    case 'ab':
    case 'ba':
      return `${what} planned with die ${use === 'ab' ? '1 then die 2' : '2 then die 1'} (${use === 'ab' ? `${a}${b}` : `${b}${a}`})`;
    default:
      return what;
  }
}

/**
 * The last planning roll once it is spent (a cargo or an airport planned with it): its dice faded, a
 * bar under each die it used, and what it planned, so the player still sees what they rolled.
 */
function SpentDice({ spent, x, y }: { spent: AircargoView['lastPlan']; x: number; y: number }) {
  const size = 28;
  const words = spentWords(spent);
  return (
    <g class="spent-dice" role="group" aria-label={`last planning roll, spent: ${spent.dice.join(', ')}; ${words}`}>
      <DiceRow x={x} y={y} values={spent.dice} what="spent planning die" size={size} dim={() => true} />
      {USED[spent.use].map((i) => (
        <rect class="die-used" x={x + i * (size + 6)} y={y + size + 3} width={size} height="3" fill={INK} />
      ))}
      <FittedText
        x={x + 2 * (size + 6) + 8}
        y={y + 12}
        width={LOG_W - 2 * (size + 6) - 8}
        size={TEXT}
        text="Spent:"
        bold
      />
      <FittedText x={x + 2 * (size + 6) + 8} y={y + 27} width={LOG_W - 2 * (size + 6) - 8} size={TEXT} text={words} />
    </g>
  );
}

/**
 * The cargo grid: four a row in LOG_W. A cell fits its class, modifier and weight at full size but
 * for "x-hvy +5 · w10", drawn a little condensed.
 */
const CARGO = { perRow: 4, w: 86, h: 31, gap: 2 } as const;
/** From one weather box to the next: fifteen in LOG_W. */
const WEATHER = { pitch: 23, w: 21 } as const;
/** The top of the weather boxes and of the cargo grid, under the Pilot Log's heading. */
const WEATHER_Y = 58;
const CARGO_Y = WEATHER_Y + 90;

/** Where the log's part under the cargo grid starts: it moves down with the grid's rows. */
const cargoBottom = (view: AircargoView): number =>
  CARGO_Y + Math.ceil(view.cargo.length / CARGO.perRow) * (CARGO.h + CARGO.gap) + 8;
/** The check log's line `i`, under the cargo grid. */
const logLineY = (i: number): number => 182 + i * 16;
/** The foot of the log: its check log as long as it gets (and a descender), so the board keeps its height through a game. */
const logBottom = (view: AircargoView): number => cargoBottom(view) + logLineY(LOG_LINES - 1) + 4;

/** The Pilot Log from (x, top): beside the map its heading is on the status's first baseline, under the score on a phone. */
function PilotLog({ view, x, top }: { view: AircargoView; x: number; top: number }) {
  const check = view.check;
  const below = top + cargoBottom(view);
  const weatherY = top + WEATHER_Y;
  const cargoY = top + CARGO_Y;
  return (
    <g class="pilot-log" role="group" aria-label="pilot log">
      {/* On the status's first baseline: the two headings of the board's columns read as one row. */}
      <Label x={x} y={top + STATUS_LINES.y} size={16} bold>
        Pilot Log
      </Label>
      <Label x={x} y={weatherY - 6} bold size={12}>
        Weather ({view.legsLeft} legs left) · rows: die 1–4, 5, 6
      </Label>
      <g role="list" aria-label="weather boxes">
        {view.weather.map((w, i) => {
          const bx = x + i * WEATHER.pitch;
          return (
            <g
              role="listitem"
              aria-label={`weather box ${w.box}${w.crossed ? ', crossed' : ''}: ${w.d1to4}, ${w.d5}, ${w.d6}`}
            >
              <rect x={bx} y={weatherY} width={WEATHER.w} height="62" fill={w.crossed ? '#ddd' : '#fff'} stroke={INK} />
              <text x={bx + WEATHER.w / 2} y={weatherY + 14} text-anchor="middle" font-size={TEXT} fill="#555">
                {w.box}
              </text>
              {[w.d1to4, w.d5, w.d6].map((v, r) => (
                <text
                  x={bx + WEATHER.w / 2}
                  y={weatherY + 29 + r * 13}
                  text-anchor="middle"
                  font-size={TEXT}
                  font-weight="bold"
                >
                  {v}
                </text>
              ))}
              {w.crossed && (
                <line x1={bx} y1={weatherY + 62} x2={bx + WEATHER.w} y2={weatherY} stroke={INK} stroke-width="1.5" />
              )}
            </g>
          );
        })}
      </g>
      <Label x={x} y={cargoY - 8} bold size={12}>
        Cargo (class mod · weight)
      </Label>
      <g role="list" aria-label="cargo">
        {view.cargo.map((c, i) => {
          const cx = x + (i % CARGO.perRow) * (CARGO.w + CARGO.gap);
          const cy = cargoY + Math.floor(i / CARGO.perRow) * (CARGO.h + CARGO.gap);
          const fill = c.status === 'delivered' ? '#bbb' : c.status === 'planned' ? '#F0E442' : '#fff';
          return (
            <g
              role="listitem"
              aria-label={`cargo ${c.id}, ${c.cargoClass}, weight ${c.weight}, ${c.status}${c.inFlight ? ', in flight' : ''}`}
            >
              <rect
                x={cx}
                y={cy}
                width={CARGO.w}
                height={CARGO.h}
                fill={fill}
                stroke={INK}
                stroke-width={c.inFlight ? 3 : 1}
              />
              <text x={cx + 5} y={cy + 13} font-size={TEXT} font-weight="bold">
                {c.id} {c.status === 'delivered' ? '✓' : c.status === 'planned' ? 'P' : ''}
              </text>
              <FittedText
                x={cx + 5}
                y={cy + 26}
                width={CARGO.w - 7}
                size={TEXT}
                text={`${CLASS_SHORT[c.cargoClass] ?? c.cargoClass} ${c.classMod >= 0 ? '+' : ''}${c.classMod} · w${c.weight}`}
              />
            </g>
          );
        })}
      </g>
      <Label x={x} y={below + 14} bold size={12}>
        Stamina ({view.stamina.left} left)
      </Label>
      <Boxes
        x={x}
        y={below + 20}
        total={view.stamina.boxes}
        marked={view.stamina.used}
        label="stamina"
        size={14}
        perRow={20}
      />
      <Label x={x} y={below + 60} bold size={12}>
        Prayers ({view.prayers.left} left)
      </Label>
      <Boxes x={x} y={below + 66} total={view.prayers.boxes} marked={view.prayers.used} label="prayers" size={14} />
      <Label x={x + 170} y={below + 60} bold size={12}>
        Plan rerolls ({view.planRerolls.left} left)
      </Label>
      <Boxes
        x={x + 170}
        y={below + 66}
        total={view.planRerolls.boxes}
        marked={view.planRerolls.used}
        label="plan rerolls"
        size={14}
      />
      {/* A check is made in flight, planning dice are rolled before it: never both, so they share a place. */}
      {check.active ? (
        <g role="group" aria-label={`check ${check.check} of leg ${check.leg}: ${check.kind} ${check.ref}`}>
          <FittedText
            x={x}
            y={below + 106}
            width={LOG_W}
            size={12}
            bold
            text={`Check: ${check.kind} ${check.ref} (hazard ${check.hazard})${check.dice.length > 0 ? ` · total ${check.total}${check.total > 12 ? ' — failing' : ''}` : ''}`}
          />
          {check.weatherDie > 0 && (
            <DiceRow x={x} y={below + 112} values={[check.weatherDie]} what="weather die" size={28} />
          )}
          <DiceRow x={x + 44} y={below + 112} values={check.dice} what="hazard die" size={28} />
        </g>
      ) : (
        <>
          <Label x={x} y={below + 106} bold size={12}>
            Planning dice (roll {view.planRolls})
          </Label>
          {view.planDice.length > 0 || view.lastPlan.dice.length === 0 ? (
            <DiceRow x={x} y={below + 112} values={view.planDice} what="planning die" size={28} />
          ) : (
            <SpentDice spent={view.lastPlan} x={x} y={below + 112} />
          )}
        </>
      )}
      <Label x={x} y={below + 164} bold size={12}>
        Check log
      </Label>
      <g role="list" aria-label="check log">
        {view.log.slice(-LOG_LINES).map((r, i) => (
          <g role="listitem">
            <FittedText
              x={x}
              y={below + logLineY(i)}
              width={LOG_W}
              size={TEXT}
              text={`leg ${r.leg} ${r.kind} ${r.ref}: ${r.dice.join('+')} +wx ${r.weather} +hz ${r.hazard} +cl ${r.classMod} −st ${r.stamina} = ${r.total} ${r.outcome}`}
            />
          </g>
        ))}
      </g>
    </g>
  );
}
