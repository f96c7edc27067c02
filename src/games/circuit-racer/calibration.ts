/**
 * Calibration (spec §9): the default bot (`bot.ts`) races seeded games; the summary prints the total
 * and, per circuit, the mean place and the finish, time-out and DNF rates beside the design targets
 * (total roughly 10–25, DNF below 25% per circuit, circuits harder from 1 to 4) and the spec's greedy
 * baseline. `npm run calibrate -- circuit-racer [games]`.
 */
import { verdict, type Calibration } from '../../core/calibration.js';
import { decide } from './bot.js';
import { circuitRacer, CURRENT_CONTENT } from './index.js';
import type { CircuitRacerMove } from './moves.js';
import type { CircuitRacerState } from './state.js';

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const pct = (n: number, of: number): string => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** The spec's baseline (§9, a greedy bot without special actions): mean place per circuit. */
const BASELINE = [0.5, 4.2, 9.6, 19.2] as const;

export function summarize(finals: readonly CircuitRacerState[]): string[] {
  const n = finals.length;
  const totals = finals.map((s) => s.results.reduce((a, r) => a + r.place, 0)).sort((a, b) => a - b);
  const content = CURRENT_CONTENT;
  const rows = content.circuits.map((_, i) => {
    const results = finals.map((s) => s.results[i]!).filter((r) => r !== undefined);
    const places = results.map((r) => r.place);
    const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
    const dnf = count('dnf');
    return {
      line: `  circuit ${i + 1}: mean place ${mean(places).toFixed(1)} (baseline ${BASELINE[i]}), finished ${pct(count('finished'), n)}, out of time ${pct(count('time'), n)}, DNF ${pct(dnf, n)}${dnf / Math.max(1, n) < 0.25 ? ' — target under 25% (met)' : ' — over the 25% target (missed)'}`,
      meanPlace: mean(places),
    };
  });
  const harder = rows.every((r, i) => i === 0 || r.meanPlace >= rows[i - 1]!.meanPlace);
  const average = mean(totals);
  const actions = Object.values(content.actions);
  const freeUses = actions.reduce((a, x) => a + x.freeUses, 0);
  const specials = finals.map((s) => actions.reduce((a, x) => a + x.freeUses - s.free[x.id], 0));
  return [
    `total: mean ${average.toFixed(1)}, median ${quantile(totals, 0.5)}, quartiles ${quantile(totals, 0.25)} / ${quantile(totals, 0.75)}, min ${totals[0] ?? 0}, max ${totals[n - 1] ?? 0} — target mean roughly 10–25${verdict(average >= 10 && average <= 25)}; baseline ≈ 33`,
    ...rows.map((r) => r.line),
    `circuits harder from 1 to 4 (mean place rising): ${harder ? 'yes' : 'no'} — target: rising${verdict(harder)}`,
    `free special actions used per game: mean ${mean(specials).toFixed(1)} of ${freeUses}`,
  ];
}

export const calibration: Calibration<CircuitRacerState> = {
  game: circuitRacer,
  players: 1,
  bot: (state: CircuitRacerState, player: number, legal: readonly CircuitRacerMove[]) =>
    decide(circuitRacer.view(state, player), legal),
  summarize,
};
