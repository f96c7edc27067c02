/**
 * Circuit Racer's track as its layout places it (track-layout.ts): the circles in sections (exempt
 * sections hatched, a section's first circle ringed thicker), each section's label and start arrow,
 * the chequered flag, and the car.
 */
import { INK, MUTED } from '../../board/kit.js';
import { CAR, LABEL, sectionLabel, SPOT_RADIUS, type Box, type TrackLayout } from './track-layout.js';
import type { CircuitRacerView } from './view.js';

/** The track of `view` as `layout` places it, its labels clear of `clearOf` (what else is drawn inside it). */
export function Track(props: { view: CircuitRacerView; layout: TrackLayout; clearOf: readonly Box[] }) {
  const { view, layout } = props;
  const n = view.length;
  const sectionOf = (c: number) => view.sections.find((s) => s.from <= c && c <= s.to);
  const carSpot = Math.min(view.position, n + 1) % (n + 1);
  const car = layout.car(carSpot, n);
  const [flagX, flagY] = layout.spot(0, n);
  const labels = layout.labels(view.sections, n, carSpot, props.clearOf);
  return (
    <>
      <g role="list" aria-label={`track of circuit ${view.circuit}: ${n} circles in ${view.sections.length} sections`}>
        {Array.from({ length: n }, (_, k) => {
          const c = k + 1;
          const [x, y] = layout.spot(c, n);
          const s = sectionOf(c)!;
          const fill = s.exempt ? 'url(#hatch)' : s.index % 2 === 0 ? '#dfe7ef' : '#fff';
          const passed = c <= view.position;
          return (
            <g
              role="listitem"
              aria-label={`circle ${c}, section ${s.index}${s.exempt ? ' (exempt)' : ''}${passed ? ', passed' : ''}`}
            >
              <circle cx={x} cy={y} r={SPOT_RADIUS} fill={fill} stroke={INK} stroke-width={c === s.from ? 3 : 1} />
              <text x={x} y={y + 4} text-anchor="middle" font-size="10" fill={passed ? MUTED : INK}>
                {c}
              </text>
            </g>
          );
        })}
        {view.sections.map((s, i) => {
          // The section's label by its circles; an arrow across the track marks where it starts.
          const [x, y] = labels[i]!;
          const [[x1, y1], [x2, y2]] = layout.arrow(s.from - 0.5, n);
          return (
            <g aria-hidden="true">
              <text
                x={x}
                y={y}
                text-anchor="middle"
                font-size={LABEL.size}
                font-weight="bold"
                fill={s.exempt ? MUTED : '#0072B2'}
              >
                {sectionLabel(s)}
              </text>
              <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#D55E00" stroke-width="2.5" />
            </g>
          );
        })}
        {/* The flag is the track's first and last spot, so it is one of the list's items (a bare image would break the list). */}
        <g role="listitem">
          <Flag x={flagX} y={flagY} />
        </g>
      </g>
      <g
        role="img"
        aria-label={`car on ${view.position === 0 ? 'the starting flag' : view.position > n ? 'the flag' : `circle ${view.position}`}`}
      >
        <rect
          x={car.body[0] - CAR.halfWidth}
          y={car.body[1] - CAR.height}
          width={2 * CAR.halfWidth}
          height={CAR.height}
          rx="4"
          fill="#D55E00"
          stroke={INK}
        />
        <circle cx={car.body[0] - 6} cy={car.body[1]} r={CAR.wheel} fill={INK} />
        <circle cx={car.body[0] + 6} cy={car.body[1]} r={CAR.wheel} fill={INK} />
        <path
          d={`M${car.pin[0][0]},${car.pin[0][1]} L${car.pin[1][0]},${car.pin[1][1]}`}
          stroke={INK}
          stroke-width="2"
        />
      </g>
    </>
  );
}

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
