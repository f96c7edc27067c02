/**
 * AirCargo calibration (`npm run calibrate -- aircargo 1000`): the heuristic bot's score
 * distribution beside the rulebook's 40 / 43 / 45 bands, the crash rate and how games end.
 */
import { verdict, type Calibration } from '../../core/calibration.js';
import { makeBot } from './bot.js';
import { aircargo } from './index.js';
import { scoreOf, type PilotRank } from './score.js';
import type { AircargoState, EndReason } from './state.js';

const percent = (n: number, total: number) => `${((100 * n) / total).toFixed(1)}%`;

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  const hi = Math.ceil(i);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (i - lo);
}

export const calibration: Calibration<AircargoState> = {
  game: aircargo,
  players: 1,
  // The bot of the current version's board: it values cargo by that version's weights.
  bot: makeBot(aircargo.board),
  summarize(finals) {
    const { content } = aircargo.board;
    const scores = finals.map((s) => scoreOf(content, s));
    const recorded = scores.map((s) => s.score).sort((a, b) => a - b);
    const uncrashed = scores
      .filter((s) => s.rank !== 'crashed')
      .map((s) => s.score)
      .sort((a, b) => a - b);
    const ends = new Map<EndReason, number>();
    for (const s of finals) ends.set(s.end, (ends.get(s.end) ?? 0) + 1);
    const ranks = new Map<PilotRank, number>();
    for (const s of scores) ranks.set(s.rank, (ranks.get(s.rank) ?? 0) + 1);
    const n = finals.length;
    const { win, silver, gold } = content.thresholds;
    const median = quantile(recorded, 0.5);
    const crashes = ranks.get('crashed') ?? 0;
    const high = recorded.filter((s) => s >= 45).length;
    const legs = finals.reduce((a, s) => a + s.legs, 0) / n;
    const delivered = finals.reduce((a, s) => a + s.cargo.filter((c) => c === 'delivered').length, 0) / n;
    return [
      `score (crash = 0): median ${quantile(recorded, 0.5)}, quartiles ${quantile(recorded, 0.25)} / ${quantile(recorded, 0.75)}, mean ${(recorded.reduce((a, b) => a + b, 0) / n).toFixed(1)}`,
      `score without crashes: median ${quantile(uncrashed, 0.5)}, quartiles ${quantile(uncrashed, 0.25)} / ${quantile(uncrashed, 0.75)}`,
      `crash rate ${percent(ranks.get('crashed') ?? 0, n)}; legs flown ${legs.toFixed(1)} / ${content.weatherBoxes}; deliveries ${delivered.toFixed(1)}`,
      `ends: ${(['stop', 'no-valid-plan', 'weather', 'crash'] as const).map((e) => `${e} ${ends.get(e) ?? 0}`).join(', ')}`,
      `ranks: crashed ${ranks.get('crashed') ?? 0} (${percent(ranks.get('crashed') ?? 0, n)}), lost < ${win}: ${ranks.get('lost') ?? 0} (${percent(ranks.get('lost') ?? 0, n)}), ` +
        `win ${win}–${silver - 1}: ${ranks.get('win') ?? 0} (${percent(ranks.get('win') ?? 0, n)}), silver ${silver}–${gold - 1}: ${ranks.get('silver-wing') ?? 0} (${percent(ranks.get('silver-wing') ?? 0, n)}), ` +
        `gold ≥ ${gold}: ${ranks.get('gold-wing') ?? 0} (${percent(ranks.get('gold-wing') ?? 0, n)})`,
      `median score (crash = 0): ${median} — target 40–44${verdict(median >= 40 && median <= 44)}`,
      `crashes: ${percent(crashes, n)} — target ≤ ~10%${verdict(crashes <= 0.1 * n)}`,
      `45 or more: ${percent(high, n)} — target ~20–30%${verdict(high >= 0.2 * n && high <= 0.3 * n)}`,
    ];
  },
};
