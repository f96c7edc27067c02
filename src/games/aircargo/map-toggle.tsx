/**
 * On a phone's page, how AirCargo's map is shown: through a window around the plane (the default: at
 * the map's own size, its names readable) or the whole map fitted to the phone's width, for a planner
 * who wants the destination or the whole network in view (its names small: a pinch zoom reads them).
 * Two buttons under the map, the chosen one pressed.
 */
import { INK } from '../../board/kit.js';

/** How tall the row of buttons is. */
export const TOGGLE_H = 28;
const CHOICES = [
  { whole: false, text: 'Around the plane', w: 132 },
  { whole: true, text: 'Whole map', w: 96 },
] as const;

export function MapToggle(props: { x: number; y: number; whole: boolean; onChange: (whole: boolean) => void }) {
  let x = props.x;
  return (
    <g class="map-view" role="group" aria-label="map shown">
      {CHOICES.map((c) => {
        const at = x;
        x += c.w + 6;
        const pressed = c.whole === props.whole;
        const choose = () => props.onChange(c.whole);
        return (
          <g
            class="pick"
            role="button"
            // Lower case: an SVG element's `tabIndex` attribute is not `tabindex` (kit.tsx's pick).
            {...{ tabindex: 0 }}
            aria-pressed={pressed ? 'true' : 'false'}
            aria-label={c.text}
            onClick={choose}
            onKeyDown={(e: KeyboardEvent) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                choose();
              }
            }}
          >
            <rect x={at} y={props.y} width={c.w} height={TOGGLE_H} rx="5" fill={pressed ? INK : '#fff'} stroke={INK} />
            <text
              x={at + c.w / 2}
              y={props.y + TOGGLE_H / 2 + 4.5}
              text-anchor="middle"
              font-size="13"
              font-weight="bold"
              fill={pressed ? '#fff' : INK}
            >
              {c.text}
            </text>
          </g>
        );
      })}
    </g>
  );
}
