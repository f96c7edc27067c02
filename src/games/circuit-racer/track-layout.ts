/**
 * Where Circuit Racer's board draws its track: the spaces, each section's label and start arrow, and
 * the car. Two layouts share this shape: the laptop's wide oval (oval-track.ts) and the phone's
 * tall rounded track (phone-track.ts); board-track.tsx draws either the same way.
 */

/** A point on the board, in the track's frame. */
export type Point = readonly [x: number, y: number];

/** A box on the board: its left, right, top and bottom. */
export interface Box {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** A section's circles, first to last, and its number. */
export interface SectionSpan {
  readonly index: number;
  readonly from: number;
  readonly to: number;
}

/** A section's label as drawn: `S` and its number. */
export const sectionLabel = (section: SectionSpan): string => `S${section.index}`;

/** The car: its body's bottom middle (the wheels' axle) and the pin from it to its space. */
export interface CarAt {
  readonly body: Point;
  readonly pin: readonly [from: Point, to: Point];
}

export interface TrackLayout {
  /** Space `i` (0 = the flag; fractional between spaces) of a track of `n` circles and the flag. */
  spot(i: number, n: number): Point;
  /**
   * Each section's label: its middle and baseline (the label reads `S` and the section's number);
   * `car` is the car's space, `clearOf` what else the board draws inside the track.
   */
  labels(sections: readonly SectionSpan[], n: number, car: number, clearOf: readonly Box[]): Point[];
  /** The arrow across the track at space `at` (half a space before a section's first circle). */
  arrow(at: number, n: number): readonly [from: Point, to: Point];
  /** The car on space `i`. */
  car(i: number, n: number): CarAt;
}

/** The car's body: 22 wide, 14 tall over its wheels (drawn 3 below it). */
export const CAR = { halfWidth: 11, height: 14, wheel: 3 } as const;
/** The spaces' circles. */
export const SPOT_RADIUS = 13;
/** A section label: 11 units, bold; its baseline 4 under its middle. */
export const LABEL = { size: 11, baseline: 4 } as const;
