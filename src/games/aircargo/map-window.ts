/**
 * The part of AirCargo's map a phone's page draws. The map is 560 units wide and its names are drawn
 * at 11 units; scaled into a 390 px phone they would be 7 px and pile on each other, and at its own
 * size its right third was off the screen (Denver, Fremont and La Junta among it). A turn is decided
 * around the plane: each leg ends at most `maxLeg` miles from it, at a beacon or the destination.
 * So the phone draws a window of the map as wide as a phone shows, at the map's own size, across
 * every place a leg can reach from where the plane stands, and the destination too when it fits.
 */
import type { Box } from '../../board/place-labels.js';
import { MAP } from './map-frame.js';
import type { MapLayout } from './map-layout.js';
import type { AircargoView } from './view-types.js';

/** As wide as a phone shows of the board from MAP.x (370 units of a 390 px phone's frame). */
export const WINDOW_W = 350;
/** Room beyond a place a leg can reach, for its marker and its name. */
const ROOM = 20;
/** Room around the destination, for its ring and its name. */
const DESTINATION_ROOM = 30;

/** Where the window stands: its left edge on the map (board units), and what it shows. */
export interface MapWindow {
  readonly x: number;
  readonly w: number;
}

/** The window a phone draws for `view`: centred on the plane's reach, widened to the destination when that fits. */
export function mapWindow(view: AircargoView, layout: Pick<MapLayout, 'at' | 'sx' | 'scale'>): MapWindow {
  const here = layout.at(view.position).x;
  const reach = view.maxLeg * layout.scale + ROOM;
  let [from, to] = [here - reach, here + reach];
  const destination = view.airports.find((a) => a.destination);
  if (destination !== undefined) {
    const x = layout.sx(destination.x);
    const [wider, further] = [Math.min(from, x - DESTINATION_ROOM), Math.max(to, x + DESTINATION_ROOM)];
    if (further - wider <= WINDOW_W) [from, to] = [wider, further];
  }
  const centred = (from + to) / 2 - WINDOW_W / 2;
  return { x: Math.min(Math.max(centred, MAP.x), MAP.x + MAP.w - WINDOW_W), w: WINDOW_W };
}

/**
 * Whether what covers `boxes` is drawn in `pane` (always, with no window): the window's sides cut the
 * hazard circles and the legs' lines, which run on beyond them, but a name or a mark is drawn whole or
 * not at all (a name cut to "Big" or "M13" read as another name; the whole map shows the rest).
 */
export const inWindow = (pane: MapWindow | undefined, ...boxes: readonly Box[]): boolean =>
  pane === undefined || boxes.every((b) => b.x >= pane.x && b.x + b.w <= pane.x + pane.w);
