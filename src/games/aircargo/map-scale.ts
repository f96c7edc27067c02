/**
 * How AirCargo's map is fitted across its frame: at a scale small enough that every mark drawn at a
 * place (an airport's destination frame and its P or ✓, a beacon, the start's star, the plane that may
 * stand there, a mountain's hazard circle) stays inside the frame. La Junta, nearest the map's right
 * edge, had its ✓ drawn across the frame's edge: the places were fitted, not what is drawn beside them.
 */

/** What is drawn at map x `x`: `left` and `right` of it, in board units. */
export interface Span {
  readonly x: number;
  readonly left: number;
  readonly right: number;
}

/** Where map x = 0 falls on the board, and how many board units a map unit is. */
export interface Across {
  readonly offset: number;
  readonly scale: number;
}

/**
 * `wanted` (the scale and offset the map's points alone ask for) made small enough that no span
 * reaches past `to`. The map's left edge stays where it was wanted (its names and marks
 * keep their places there), the rest drawn as much closer to it as the rightmost mark needs.
 */
export function fitAcross(spans: readonly Span[], to: number, wanted: Across): Across {
  const left = Math.min(...spans.map((s) => s.x));
  const at = (x: number, scale: number) => wanted.offset + wanted.scale * left + (x - left) * scale;
  let scale = wanted.scale;
  for (const s of spans)
    if (s.x > left && at(s.x, scale) + s.right > to) scale = (to - s.right - at(left, 0)) / (s.x - left);
  return { scale, offset: at(0, scale) };
}
