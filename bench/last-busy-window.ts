/**
 * The samples of the last `length` (in the samples' time unit) in which the thread was working: where
 * a profile of `npm run bench http` has the measured moves. The profiled server lives on after them,
 * idle while the bench measures its floor, so "the profile's last 10 s" would take in that idle time
 * and count less than the moves' work per move; and its start (loading, the warm-up game) is as busy
 * as the moves, so "the busiest 10 s" could take that in. The window ends with the last slice of
 * `length / 100` that was busy for at least a quarter of its time.
 *
 * `times[i]` is when sample i was taken (ascending), `busy[i]` how long it stands for if the thread
 * was busy then (0 when idle). Answers the index range [from, to) of the samples in the window.
 */
export function lastBusyWindow(
  times: readonly number[],
  busy: readonly number[],
  length: number,
): { readonly from: number; readonly to: number } {
  if (times.length === 0) return { from: 0, to: 0 };
  const slice = length / 100;
  const first = times[0]!;
  const slices = new Map<number, number>();
  for (let i = 0; i < times.length; i++) {
    const at = Math.floor((times[i]! - first) / slice);
    slices.set(at, (slices.get(at) ?? 0) + busy[i]!);
  }
  let last = -1;
  for (const [at, worked] of slices) if (worked >= slice / 4 && at > last) last = at;
  if (last < 0) return { from: 0, to: 0 };
  const end = first + (last + 1) * slice;
  let from = 0;
  while (from < times.length && times[from]! < end - length) from++;
  let to = from;
  while (to < times.length && times[to]! < end) to++;
  return { from, to };
}
