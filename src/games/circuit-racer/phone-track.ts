/**
 * The phone's track: drawn on the laptop's 820-unit oval it ran off a 390 px phone's screen (the
 * first section, the spaces before the flag and the car there were at x 400 to 780), and scaled to a
 * phone's width its circles would overlap and its numbers shrink to 4 px. On a phone's page the track
 * runs round a tall rectangle with rounded corners inside the board's 368 units (phone-track-shape.ts),
 * the same circles and numbers as on the laptop. The car stands just inside its space, a pin to it
 * (over its space, as on the laptop, it would hide the number of the space above it on the track's
 * sides); the section labels stand inside the track clear of it (phone-section-labels.ts).
 */
import { sectionLabels } from './phone-section-labels.js';
import { arrowAt, carAt, inside, onTrack } from './phone-track-shape.js';
import type { TrackLayout } from './track-layout.js';

export { PHONE_TRACK_BOTTOM, PHONE_WIDTH } from './phone-track-shape.js';

export const PHONE_TRACK: TrackLayout = {
  spot: (i, n) => inside(onTrack(i, n), 0),
  labels: (sections, n, car, clearOf) => sectionLabels(sections, n, carAt(car, n), clearOf),
  arrow: arrowAt,
  car: carAt,
};
