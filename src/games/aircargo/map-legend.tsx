/**
 * AirCargo's map legend: each mark drawn as the map draws it (map-marks.tsx), named beside it, in rows
 * a phone shows whole at the map's foot (map-legend-rows.ts).
 */
import { INK } from '../../board/kit.js';
import { LEGEND_PLACED, LEGEND_TEXT, MARK_GAP, rowMiddle, type LegendMark } from './map-legend-rows.js';
import {
  AirportBox,
  BeaconMark,
  CAN_FLY_TO,
  DestinationFrame,
  HazardCircle,
  LegLine,
  LegNumber,
  Peak,
  PlaneMark,
  StartStar,
  STATUS,
  StatusLetter,
} from './map-marks.js';

/** The mark for `mark` drawn at (x, y), its point (a leg: from x, across its width). */
function Mark({ mark, x, y, width }: { mark: LegendMark; x: number; y: number; width: number }) {
  switch (mark) {
    case 'open':
    case 'planned':
    case 'visited':
      return (
        <>
          <AirportBox x={x} y={y} fill={STATUS[mark].fill} />
          {STATUS[mark].letter && <StatusLetter x={x} y={y} letter={STATUS[mark].letter} />}
        </>
      );
    case 'destination':
      // The destination is a planned airport.
      return (
        <>
          <AirportBox x={x} y={y} fill={STATUS.planned.fill} destination />
          <DestinationFrame x={x} y={y} />
          <StatusLetter x={x} y={y} letter={STATUS.planned.letter} />
        </>
      );
    case 'beacon':
      return <BeaconMark x={x} y={y} fill="#fff" />;
    case 'fly-to':
      // A beacon, or the destination when a leg reaches it.
      return (
        <>
          <BeaconMark x={x} y={y} fill={CAN_FLY_TO} />
          <AirportBox x={x + 27} y={y} fill={CAN_FLY_TO} destination />
        </>
      );
    case 'start':
      return <StartStar x={x} y={y} />;
    case 'plane':
      return <PlaneMark x={x} y={y} />;
    case 'mountain':
      return (
        <>
          <HazardCircle x={x} y={y} r={12} />
          <Peak x={x} y={y} />
        </>
      );
    case 'leg':
      return (
        <>
          <LegLine x1={x} y1={y} x2={x + width} y2={y} />
          <LegNumber leg={1} x={x + width / 2 - 4} y={y} />
        </>
      );
  }
}

/** The legend with its top left at (x, y). */
export function MapLegend(props: { x: number; y: number }) {
  return (
    <g class="legend" role="list" aria-label="map legend">
      {LEGEND_PLACED.map((e) => {
        const middle = props.y + rowMiddle(e.row);
        const left = props.x + e.x;
        return (
          <g class="legend-entry" data-mark={e.mark} role="listitem" aria-label={e.words}>
            <Mark mark={e.mark} x={left + e.left} y={middle} width={e.width} />
            <text x={left + e.width + MARK_GAP} y={middle + 4} font-size={LEGEND_TEXT} fill={INK}>
              {e.words}
            </text>
          </g>
        );
      })}
    </g>
  );
}
