/**
 * Calibration (spec §9): the heuristic bot plays solo games; the summary prints the cash
 * distribution beside the rulebook's rank table. `npm run calibrate -- coal-n-write [games]`.
 */
import { verdict, type Calibration } from '../../core/calibration.js';
import { makeBot } from './bot.js';
import { GO_BACK_EAST } from './content.js';
import { soloRank } from './delivery.js';
import { coalNWrite, CURRENT_CONTENT } from './index.js';
import type { CoalNWriteState } from './state.js';

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const pct = (n: number, of: number): string => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

export function summarize(finals: readonly CoalNWriteState[]): string[] {
  const c = CURRENT_CONTENT;
  const sheets = finals.map((s) => s.players[0]!);
  const cash = sheets.map((p) => p.cash).sort((a, b) => a - b);
  const full = sheets.filter((p) => p.stash.length >= c.stashSize);
  const inBand = full.filter((p) => p.cash >= 300 && p.cash <= 360).length;
  const ranks = new Map<string, number>();
  for (const p of sheets) ranks.set(soloRank(c, p), (ranks.get(soloRank(c, p)) ?? 0) + 1);
  const goBackEastRich = sheets.filter((p) => p.stash.length < c.stashSize && p.cash >= 300).length;
  const n = finals.length;
  const ore = sheets.map((p) => p.stash.length).reduce((a, b) => a + b, 0) / Math.max(1, n);
  const sevens = finals.filter((s) => s.lastRound > c.rounds).length;
  const median = quantile(cash, 0.5);
  const silver = median >= 321 && median <= 340;
  const lines = [
    `cash: median $${median}, quartiles $${quantile(cash, 0.25)} / $${quantile(cash, 0.75)}, min $${cash[0] ?? 0}, max $${cash[cash.length - 1] ?? 0} — target: median in Silver ($321–$340)${verdict(silver)}`,
    `full stash: ${pct(full.length, n)} (mean ${ore.toFixed(1)} of ${c.stashSize} spaces written) — target ≥ 95%${verdict(full.length >= 0.95 * n)}; Sugarfoot bought: ${pct(sevens, n)}`,
    `in $300–$360 with a full stash: ${inBand} (${pct(inBand, n)}) (reported, no target since the spec's correction)`,
    'rank table (rulebook)          games',
    ...[
      [`< $300: ${GO_BACK_EAST}`, GO_BACK_EAST],
      ['$300–$320: Bronze', 'Bronze'],
      ['$321–$340: Silver', 'Silver'],
      ['$341–$360: Gold', 'Gold'],
      ['≥ $361: Holy Smokes!', 'Holy Smokes!'],
    ].map(
      ([label, title]) =>
        `  ${label!.padEnd(44)} ${String(ranks.get(title!) ?? 0).padStart(5)} (${pct(ranks.get(title!) ?? 0, n)})`,
    ),
    `  (of the Go Back East games, ${goBackEastRich} had ≥ $300 but no full stash)`,
  ];
  return lines;
}

export const calibration: Calibration<CoalNWriteState> = {
  game: coalNWrite,
  players: 1,
  bot: makeBot(CURRENT_CONTENT),
  summarize,
};
