import { describe, expect, test } from 'vitest';
import { lastBusyWindow } from '../../../bench/last-busy-window.js';

/** One sample a unit of time: `spans` of [busy or not, how long]. */
function samples(...spans: [boolean, number][]) {
  const busy = spans.flatMap(([working, n]) => Array<number>(n).fill(working ? 1 : 0));
  return { times: busy.map((_, i) => i), busy };
}

describe('lastBusyWindow', () => {
  test('ends with the moves, not with the idle floor after them', () => {
    // start 30 busy, idle 20, measured moves 100 busy, the floor's 60 idle
    const { times, busy } = samples([true, 30], [false, 20], [true, 100], [false, 60]);
    expect(lastBusyWindow(times, busy, 100)).toEqual({ from: 50, to: 150 });
  });

  test('does not reach back into a busy start before the moves', () => {
    const { times, busy } = samples([true, 80], [false, 5], [true, 100], [false, 40]);
    const { from, to } = lastBusyWindow(times, busy, 100);
    expect([from, to]).toEqual([85, 185]);
  });

  test('a thread busy a quarter of the time still counts as working', () => {
    // moves on a loaded machine: busy 1 sample in 4 (each slice of 4 samples holds one), then idle
    const busy = [...Array.from({ length: 600 }, (_, i) => (i % 4 === 0 ? 1 : 0)), ...Array<number>(100).fill(0)];
    const times = busy.map((_, i) => i);
    expect(lastBusyWindow(times, busy, 400)).toEqual({ from: 200, to: 600 });
  });

  test('an idle profile has no window', () => {
    const { times, busy } = samples([false, 50]);
    expect(lastBusyWindow(times, busy, 10)).toEqual({ from: 0, to: 0 });
  });
});
