import { utcDate } from './daily.js';

/** Days in a row with a finished challenge entry: the run still alive now, and the longest ever. */
export interface Streak {
  readonly current: number;
  readonly longest: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/**
 * The streaks of the UTC days (`YYYY-MM-DD`, any order, repeats allowed) on which a player finished
 * an entry. The current run is alive while its last day is today or yesterday (today's entry may
 * still come); a gap of a day ends it.
 */
export function streaksOf(days: readonly string[], now: number): Streak {
  const sorted = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    run = i > 0 && sorted[i]! === sorted[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const today = dayNumber(utcDate(now));
  const last = sorted.at(-1);
  const current = last !== undefined && today - last <= 1 ? run : 0;
  return { current, longest };
}
