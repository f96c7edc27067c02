/**
 * Which versions of an export can be drawn from the file alone. A seat's export of a running game
 * hides what that seat may not see yet (shuffle orders, the others' hands), and a daily entry's
 * shuffles stay hidden until its day closes: the versions before the first hidden event replay, the
 * later ones cannot. The replay page and `rolltape replay` say so in the same words.
 */
import type { ExportedGame } from './export-format.js';

/** The first hidden event at or before `version`: the one that keeps that version from being drawn. */
export const hiddenEventBy = (exported: ExportedGame, version: number): number | undefined =>
  exported.events.find((e) => e.redacted === true && e.seq <= version)?.seq;

const daily = (exported: ExportedGame): boolean => typeof exported.events[0]?.data.challenge === 'string';

/** What shows the rest: "export it again once it is over" (a daily entry's: "once its day closes"). */
export const exportAgain = (exported: ExportedGame): string =>
  `export it again once ${daily(exported) ? 'its day closes' : 'it is over'}`;

/**
 * Why `version` cannot be drawn from this file ("Version 9 cannot be drawn from this file: event 3 is
 * hidden from you until the game is over."), or `undefined` when it can.
 */
export function undrawableVersion(exported: ExportedGame, version: number): string | undefined {
  const hidden = hiddenEventBy(exported, version);
  return hidden === undefined
    ? undefined
    : `Version ${version} cannot be drawn from this file: event ${hidden} is hidden from you until ${daily(exported) ? 'its day closes' : 'the game is over'}.`;
}
