/**
 * The thin lines that join a name to its place's mark on AirCargo's map, where a crowded corner left
 * the name no free place by the mark (place-labels' `astray`). A long one reads as pointing elsewhere
 * (Denver's ran 51 units up through Christman's box), so the layout keeps them short.
 */
import { leaderBetween, type Box } from '../../board/place-labels.js';

/** A joining line, from the mark's edge to the name's. */
export interface Leader {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/** The longest line that may join a name to its mark: a line and a half of the map's names. */
export const LEADER_MAX = 20;

export const leaderLength = (l: Leader): number => Math.hypot(l.x2 - l.x1, l.y2 - l.y1);

/** How long the line joining a name's `box` to its `mark` is. */
export const leaderFrom = (mark: Box, box: Box): number => leaderLength(leaderBetween(mark, box));
