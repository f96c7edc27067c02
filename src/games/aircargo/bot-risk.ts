/**
 * What the heuristic bot (bot.ts) knows about risk: 2d6 odds, the expected cost of a hazard check
 * averaged over the weather die, and the cheapest route to every airport for a cargo class. Pure
 * functions of content, map and state; nothing is cached between calls.
 */
import type { AircargoContent } from './content.js';
import { legOf, type Board } from './map.js';

/** P(2d6 = k) for k = 0..12. */
const P2D6: readonly number[] = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map((n) => n / 36);

/** P(2d6 ≤ t). */
export function atMost(t: number): number {
  if (t < 2) return 0;
  if (t >= 12) return 1;
  let p = 0;
  for (let k = 2; k <= t; k++) p += P2D6[k]!;
  return p;
}

export interface CheckRisk {
  /** Expected stamina a panic costs on this check (0 when the roll passes). */
  readonly cost: number;
  /** Probability that even a panic with `stamina` boxes cannot save it (before prayers). */
  readonly crash: number;
}

/** Risk of a check needing 2d6 ≤ `target`, with `stamina` boxes to panic with. */
export function riskOf(target: number, stamina: number): CheckRisk {
  let cost = 0;
  let crash = 0;
  for (let k = 2; k <= 12; k++) {
    if (k <= target) continue;
    const panic = k - target + 1;
    if (panic <= stamina) cost += P2D6[k]! * panic;
    else crash += P2D6[k]!;
  }
  return { cost, crash };
}

/** The three weather values of leg `leg` with their probabilities (die 1–4, 5, 6). */
export function weatherOdds(content: AircargoContent, leg: number): readonly (readonly [number, number])[] {
  const i = Math.min(Math.max(leg, 1), content.weatherBoxes) - 1;
  return [
    [content.weather.d1to4[i]!, 4 / 6],
    [content.weather.d5[i]!, 1 / 6],
    [content.weather.d6[i]!, 1 / 6],
  ];
}

/** Risk of a check with `hazard` and `classMod` on leg `leg`, averaged over the weather die. */
export function expectedRisk(
  content: AircargoContent,
  leg: number,
  hazard: number,
  classMod: number,
  stamina: number,
): CheckRisk {
  let cost = 0;
  let crash = 0;
  for (const [w, p] of weatherOdds(content, leg)) {
    const r = riskOf(content.passLimit - w - hazard - classMod, stamina);
    cost += p * r.cost;
    crash += p * r.crash;
  }
  return { cost, crash };
}

export interface RoutePlan {
  /** Point indices after the start, ending at the airport; empty when unreachable. */
  readonly path: readonly number[];
  /** Expected panic stamina over the route's checks (landing included). */
  readonly cost: number;
  /** Summed crash probability of the checks (an upper bound of the real one). */
  readonly crash: number;
  /** Weighted cost the route minimises: legs × legWeight + cost + crash × crashWeight. */
  readonly score: number;
}

export interface RouteWeights {
  readonly leg: number;
  readonly crash: number;
  /** Most legs a route may use (≤ weather boxes left). */
  readonly maxLegs: number;
}

/**
 * Cheapest routes from `from` (legs flown so far: `legs`) to every airport for cargo class `classMod`,
 * by dynamic programming over the number of legs (the weather worsens each leg, so a check's cost
 * depends on when it is flown). Answers one plan per airport index (content order).
 */
export function routesFrom(
  board: Board,
  from: number,
  legs: number,
  classMod: number,
  stamina: number,
  weights: RouteWeights,
): RoutePlan[] {
  const { content, map } = board;
  const n = map.points.length;
  const airports = content.airports.length;
  const layers = weights.maxLegs;
  // score/cost/crash of standing at point p after h legs; parent for the path.
  const score = new Float64Array((layers + 1) * n).fill(Infinity);
  const cost = new Float64Array((layers + 1) * n);
  const crash = new Float64Array((layers + 1) * n);
  const parent = new Int32Array((layers + 1) * n).fill(-1);
  score[from] = 0;
  const best: { h: number; score: number; cost: number; crash: number }[] = content.airports.map(() => ({
    h: 0,
    score: Infinity,
    cost: 0,
    crash: 0,
  }));
  const riskCost = new Float64Array(8);
  const riskCrash = new Float64Array(8);
  for (let h = 1; h <= layers; h++) {
    const leg = legs + h;
    for (let hazard = 0; hazard < 8; hazard++) {
      const r = expectedRisk(content, leg, hazard, classMod, stamina);
      riskCost[hazard] = r.cost;
      riskCrash[hazard] = r.crash;
    }
    const base = (h - 1) * n;
    const here = h * n;
    for (let p = 0; p < n; p++) {
      const at = score[base + p]!;
      if (at === Infinity) continue;
      for (let q = 1; q < n; q++) {
        if (q === p || (q > airports && h === layers)) continue;
        const leg = legOf(map, p, q);
        if (!leg.inReach) continue;
        let c = cost[base + p]!;
        let x = crash[base + p]!;
        for (const m of leg.crossings) {
          c += riskCost[m.mountain.hazard]!;
          x += riskCrash[m.mountain.hazard]!;
        }
        if (q <= airports) {
          const hazard = content.airports[q - 1]!.landingHazard;
          c += riskCost[hazard]!;
          x += riskCrash[hazard]!;
          const total = h * weights.leg + c + x * weights.crash;
          const b = best[q - 1]!;
          if (total < b.score) {
            best[q - 1] = { h, score: total, cost: c, crash: x };
            parent[here + q] = p;
          }
          continue;
        }
        const total = h * weights.leg + c + x * weights.crash;
        if (total < score[here + q]!) {
          score[here + q] = total;
          cost[here + q] = c;
          crash[here + q] = x;
          parent[here + q] = p;
        }
      }
    }
  }
  return best.map((b, a) => {
    if (b.score === Infinity) return { path: [], cost: 0, crash: 0, score: Infinity };
    const path: number[] = [a + 1];
    let p = a + 1;
    for (let h = b.h; h > 1; h--) {
      p = parent[h * n + p]!;
      path.unshift(p);
    }
    return { path, cost: b.cost, crash: b.crash, score: b.score };
  });
}
