/**
 * AirCargo at the table: the map (mountains' hazard circles, airports by status, radio beacons, the
 * start at Pendleton) with the legs flown drawn on it, and the Pilot Log beside it: weather boxes,
 * cargo, the Stamina, Prayer and Plan Reroll tracks, and the dice. Clicking a beacon or the destination
 * flies a leg there. The map's y axis points north, so it is flipped for the screen.
 */
import { Boxes, DiceRow, findMove, INK, Label, MUTED, pick, Svg, type BoardProps } from '../../board/kit.js';
import type { AircargoMove } from './moves.js';
import type { AircargoAirportView, AircargoPointView, AircargoView } from './view-types.js';

const CLASS_SHORT: Readonly<Record<string, string>> = {
  light: 'light',
  medium: 'med',
  heavy: 'heavy',
  'x-heavy': 'x-hvy',
};
const W = 1060;
const H = 720;
const MAP = { x: 10, y: 10, w: 600, h: 700 };

/** Status is told by shape fill and a letter as well as colour: open (white, O), planned (yellow, P), visited (grey, V). */
const STATUS = {
  open: { fill: '#fff', letter: '' },
  planned: { fill: '#F0E442', letter: 'P' },
  visited: { fill: '#bbb', letter: '✓' },
} as const;

export function AircargoBoard({ view, legalMoves, onMove }: BoardProps<AircargoView, AircargoMove>) {
  const all = [view.start, ...view.airports, ...view.beacons, ...view.mountains.map((m) => ({ x: m.x, y: m.y }))];
  const minX = Math.min(...all.map((p) => p.x)) - 45;
  const maxX = Math.max(...all.map((p) => p.x)) + 45;
  const minY = Math.min(...all.map((p) => p.y)) - 45;
  const maxY = Math.max(...all.map((p) => p.y)) + 45;
  const scale = Math.min(MAP.w / (maxX - minX), MAP.h / (maxY - minY));
  const sx = (x: number) => MAP.x + (x - minX) * scale;
  const sy = (y: number) => MAP.y + (maxY - y) * scale;
  const flyTo = (key: string) => findMove(legalMoves, (m) => m.type === 'flyLeg' && String(m.to) === key);
  const here = view.position;
  return (
    <Svg
      width={W}
      height={H}
      title={`AirCargo: ${view.phase === 'over' ? `game over (${view.end})` : `phase ${view.phase}`}, at ${here.name}`}
    >
      <rect x={MAP.x} y={MAP.y} width={MAP.w} height={MAP.h} fill="#eef4ea" stroke={INK} />
      <g role="list" aria-label="mountains" class="deco">
        {view.mountains.map((m) => (
          <g role="listitem" aria-label={`mountain ${m.name}, hazard ${m.hazard}`}>
            <circle
              cx={sx(m.x)}
              cy={sy(m.y)}
              r={m.radius * scale}
              fill="url(#hatch)"
              stroke="#8a6d3b"
              stroke-width="1.5"
            />
            <path
              d={`M${sx(m.x) - 9},${sy(m.y) + 6} L${sx(m.x)},${sy(m.y) - 8} L${sx(m.x) + 9},${sy(m.y) + 6} z`}
              fill="#8a6d3b"
            />
            <text x={sx(m.x)} y={sy(m.y) + 20} text-anchor="middle" font-size="10" fill="#5a3d0b">
              {m.id} +{m.hazard}
            </text>
          </g>
        ))}
      </g>
      <g role="list" aria-label="legs flown" class="deco">
        {view.route.map((leg) => (
          <g
            role="listitem"
            aria-label={`leg ${leg.leg}: ${leg.from.name} to ${leg.to.name}, ${leg.length} miles${leg.crossed.length ? `, crossing ${leg.crossed.join(', ')}` : ''}`}
          >
            <line
              x1={sx(leg.from.x)}
              y1={sy(leg.from.y)}
              x2={sx(leg.to.x)}
              y2={sy(leg.to.y)}
              stroke="#0072B2"
              stroke-width="3"
              marker-end="url(#arrow)"
            />
            <LegNumber leg={leg.leg} x={(sx(leg.from.x) + sx(leg.to.x)) / 2} y={(sy(leg.from.y) + sy(leg.to.y)) / 2} />
          </g>
        ))}
      </g>
      {/* Places a leg can fly to now are drawn last, over the others, so a click always reaches them. */}
      {[false, true].map((pickable) => (
        <g role="list" aria-label={pickable ? 'places a leg can fly to' : 'airports and radio beacons'}>
          {view.beacons.map((b) => {
            const move = flyTo(b.id);
            if ((move !== undefined) !== pickable) return null;
            const x = sx(b.x);
            const y = sy(b.y);
            return (
              <g role="listitem">
                <g
                  {...pick(
                    onMove,
                    move,
                    move ? `fly a leg to beacon ${b.name} (${b.id})` : `beacon ${b.name} (${b.id})`,
                  )}
                >
                  <polygon
                    points={`${x},${y - 9} ${x + 8},${y + 6} ${x - 8},${y + 6}`}
                    fill={move ? '#56B4E9' : '#fff'}
                    stroke={INK}
                    stroke-width="1.5"
                  />
                  <text x={x} y={y + 18} text-anchor="middle" font-size="10">
                    {b.id}
                  </text>
                </g>
              </g>
            );
          })}
          {view.airports.map((a) => {
            const move = flyTo(String(a.id));
            return (move !== undefined) === pickable ? (
              <Airport airport={a} x={sx(a.x)} y={sy(a.y)} move={move} onMove={onMove} />
            ) : null;
          })}
        </g>
      ))}
      <g role="img" aria-label={`start: ${view.start.name}`} class="deco">
        <polygon points={star(sx(view.start.x), sy(view.start.y), 11, 5)} fill="#E69F00" stroke={INK} />
        <text x={sx(view.start.x)} y={sy(view.start.y) + 22} text-anchor="middle" font-size="10" font-weight="bold">
          {view.start.key}
        </text>
      </g>
      <Plane at={here} x={sx(here.x)} y={sy(here.y)} />
      <Label x={MAP.x + 8} y={MAP.y + MAP.h - 10} size={11} fill={MUTED}>
        □ open · P planned · ✓ visited · ◎ destination · ▲ beacon · hatched circle = mountain (+hazard)
      </Label>

      <PilotLog view={view} x={630} />
    </Svg>
  );
}

function Airport({
  airport: a,
  x,
  y,
  move,
  onMove,
}: {
  airport: AircargoAirportView;
  x: number;
  y: number;
  move: AircargoMove | undefined;
  onMove: ((m: AircargoMove) => void) | undefined;
}) {
  const status = STATUS[a.status];
  const label = `${move ? 'fly to ' : ''}airport ${a.id} ${a.name}, ${a.status}${a.destination ? ', destination' : ''}, landing hazard ${a.landingHazard}`;
  return (
    <g role="listitem">
      <g {...pick(onMove, move, label)}>
        <rect
          x={x - 13}
          y={y - 9}
          width="26"
          height="18"
          rx="3"
          fill={move ? '#56B4E9' : status.fill}
          stroke={INK}
          stroke-width={a.destination ? 3 : 1.2}
        />
        {a.destination && <circle cx={x} cy={y} r="19" fill="none" stroke="#D55E00" stroke-width="2.5" class="deco" />}
        <text x={x} y={y + 4} text-anchor="middle" font-size="11" font-weight="bold">
          {a.id}
        </text>
        {status.letter && (
          <text x={x + 16} y={y - 8} font-size="10">
            {status.letter}
          </text>
        )}
        <text x={x} y={y + 21} text-anchor="middle" font-size="9" fill={MUTED}>
          {a.name}
        </text>
      </g>
    </g>
  );
}

function LegNumber({ leg, x, y }: { leg: number; x: number; y: number }) {
  return (
    <g aria-hidden="true">
      <circle cx={x} cy={y} r="8" fill="#fff" stroke="#0072B2" />
      <text x={x} y={y + 4} text-anchor="middle" font-size="10" fill="#0072B2">
        {leg}
      </text>
    </g>
  );
}

function Plane({ at, x, y }: { at: AircargoPointView; x: number; y: number }) {
  return (
    <g role="img" aria-label={`the plane, at ${at.name}`} class="deco">
      <path
        d={`M${x},${y - 16} L${x + 3},${y - 6} L${x + 14},${y - 2} L${x + 3},${y + 1} L${x + 2},${y + 9} L${x + 6},${y + 13} L${x - 6},${y + 13} L${x - 2},${y + 9} L${x - 3},${y + 1} L${x - 14},${y - 2} L${x - 3},${y - 6} z`}
        fill="#D55E00"
        stroke={INK}
      />
    </g>
  );
}

function star(cx: number, cy: number, r: number, points: number): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const rr = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (Math.PI * i) / points;
    return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

function PilotLog({ view, x }: { view: AircargoView; x: number }) {
  const check = view.check;
  const score = view.score;
  return (
    <g role="group" aria-label="pilot log">
      <Label x={x} y={28} size={16} bold>
        Pilot Log
      </Label>
      <Label x={x} y={48} size={12}>
        {view.phase === 'over' ? `Game over: ${view.end}${view.crashed ? ' (crashed)' : ''}` : `Phase: ${view.phase}`}
        {view.flight.active ? ` · flying ${view.flight.cargo} to ${view.flight.destination}` : ''}
      </Label>
      <Label x={x} y={74} bold size={12}>
        Weather ({view.legsLeft} legs left) · rows: die 1–4, 5, 6
      </Label>
      <g role="list" aria-label="weather boxes">
        {view.weather.map((w, i) => {
          const bx = x + i * 26;
          return (
            <g
              role="listitem"
              aria-label={`weather box ${w.box}${w.crossed ? ', crossed' : ''}: ${w.d1to4}, ${w.d5}, ${w.d6}`}
            >
              <rect x={bx} y={80} width="24" height="54" fill={w.crossed ? '#ddd' : '#fff'} stroke={INK} />
              <text x={bx + 12} y={93} text-anchor="middle" font-size="9" fill={MUTED}>
                {w.box}
              </text>
              {[w.d1to4, w.d5, w.d6].map((v, r) => (
                <text x={bx + 12} y={106 + r * 11} text-anchor="middle" font-size="10">
                  {v}
                </text>
              ))}
              {w.crossed && <line x1={bx} y1={134} x2={bx + 24} y2={80} stroke={INK} stroke-width="1.5" />}
            </g>
          );
        })}
      </g>
      <Label x={x} y={158} bold size={12}>
        Cargo (class mod · weight)
      </Label>
      <g role="list" aria-label="cargo">
        {view.cargo.map((c, i) => {
          const cx = x + (i % 6) * 70;
          const cy = 166 + Math.floor(i / 6) * 34;
          const fill = c.status === 'delivered' ? '#bbb' : c.status === 'planned' ? '#F0E442' : '#fff';
          return (
            <g
              role="listitem"
              aria-label={`cargo ${c.id}, ${c.cargoClass}, weight ${c.weight}, ${c.status}${c.inFlight ? ', in flight' : ''}`}
            >
              <rect x={cx} y={cy} width="64" height="28" fill={fill} stroke={INK} stroke-width={c.inFlight ? 3 : 1} />
              <text x={cx + 4} y={cy + 12} font-size="10" font-weight="bold">
                {c.id} {c.status === 'delivered' ? '✓' : c.status === 'planned' ? 'P' : ''}
              </text>
              <text x={cx + 4} y={cy + 24} font-size="9">
                {CLASS_SHORT[c.cargoClass] ?? c.cargoClass} {c.classMod >= 0 ? '+' : ''}
                {c.classMod} · w{c.weight}
              </text>
            </g>
          );
        })}
      </g>
      <Label x={x} y={290} bold size={12}>
        Stamina ({view.stamina.left} left)
      </Label>
      <Boxes
        x={x}
        y={296}
        total={view.stamina.boxes}
        marked={view.stamina.used}
        label="stamina"
        size={13}
        perRow={20}
      />
      <Label x={x} y={345} bold size={12}>
        Prayers ({view.prayers.left} left)
      </Label>
      <Boxes x={x} y={351} total={view.prayers.boxes} marked={view.prayers.used} label="prayers" size={13} />
      <Label x={x + 200} y={345} bold size={12}>
        Plan rerolls ({view.planRerolls.left} left)
      </Label>
      <Boxes
        x={x + 200}
        y={351}
        total={view.planRerolls.boxes}
        marked={view.planRerolls.used}
        label="plan rerolls"
        size={13}
      />
      <Label x={x} y={395} bold size={12}>
        Planning dice (roll {view.planRolls})
      </Label>
      <DiceRow x={x} y={402} values={view.planDice} what="planning die" />
      {check.active && (
        <g role="group" aria-label={`check ${check.check} of leg ${check.leg}: ${check.kind} ${check.ref}`}>
          <Label x={x + 200} y={395} bold size={12}>
            Check: {check.kind} {check.ref} (hazard {check.hazard})
          </Label>
          {check.weatherDie > 0 && <DiceRow x={x + 200} y={402} values={[check.weatherDie]} what="weather die" />}
          <DiceRow x={x + 245} y={402} values={check.dice} what="hazard die" />
          {check.dice.length > 0 && (
            <Label x={x + 330} y={424} size={12} bold={check.total > 12}>
              total {check.total}
              {check.total > 12 ? ' — failing' : ''}
            </Label>
          )}
        </g>
      )}
      <Label x={x} y={466} bold size={12}>
        Check log
      </Label>
      <g role="list" aria-label="check log">
        {view.log.slice(-9).map((r, i) => (
          <g role="listitem">
            <Label x={x} y={484 + i * 16} size={11}>
              leg {r.leg} {r.kind} {r.ref}: {r.dice.join('+')} +wx {r.weather} +hz {r.hazard} +cl {r.classMod} −st{' '}
              {r.stamina} = {r.total} {r.outcome}
            </Label>
          </g>
        ))}
      </g>
      <g role="img" aria-label={`score ${score.score}, rank ${score.rank}`}>
        <rect x={x} y={640} width="410" height="60" fill="#fff" stroke={INK} />
        <Label x={x + 10} y={662} size={12}>
          delivered {score.delivered} − open cargo {score.openCargo} − open airports {score.openAirports} ={' '}
          {score.points}
        </Label>
        <Label x={x + 10} y={686} size={14} bold>
          Score {score.score} · {score.rank} (win {score.winAt}, silver {score.silverAt}, gold {score.goldAt})
        </Label>
      </g>
    </g>
  );
}
