/**
 * Calibration (spec §9): two copies of the heuristic bot play each other; the summary prints how games
 * end (goal or stalemate), the first player's win rate and the length and scores of games, beside the
 * targets. `npm run calibrate -- carbondale [games]`.
 */
import { verdict, type Calibration } from '../../core/calibration.js';
import { makeBot } from './bot.js';
import { carbondale } from './index.js';
import { compareStalemate, sumsOf } from './score.js';
import type { CarbondaleState } from './state.js';

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const pct = (n: number, of: number): string => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
const spread = (values: number[]): string => {
  const s = values.sort((a, b) => a - b);
  return `median ${quantile(s, 0.5)}, quartiles ${quantile(s, 0.25)} / ${quantile(s, 0.75)}, min ${s[0] ?? 0}, max ${s[s.length - 1] ?? 0}`;
};

export function summarize(finals: readonly CarbondaleState[]): string[] {
  const n = finals.length;
  const goal = finals.filter((s) => s.end === 'goal');
  const firstWins = goal.filter((s) => s.winner === s.first).length;
  const decided = finals.filter((s) => s.end === 'goal' || winnerByStalemate(s) !== 0);
  const firstWinsAll = decided.filter((s) => (s.end === 'goal' ? s.winner : winnerByStalemate(s)) === s.first).length;
  const firstShare = firstWinsAll / Math.max(1, decided.length);
  const turns = finals.map((s) => Math.ceil(s.turn / 2)).sort((a, b) => a - b);
  const medianTurns = quantile(turns, 0.5);
  const winnerSums = goal.map((s) => sumsOf(s.players[s.winner - 1]!.network));
  const loserSums = goal.map((s) => sumsOf(s.players[2 - s.winner]!.network));
  return [
    `ended by the goal: ${goal.length} (${pct(goal.length, n)}) — target ≥ 95%${verdict(goal.length >= 0.95 * n)}; by stalemate: ${n - goal.length}`,
    `first player wins: ${pct(firstWins, goal.length)} of goal games, ${pct(firstWinsAll, decided.length)} of all decided games — target 45–55% of decided games${verdict(firstShare >= 0.45 && firstShare <= 0.55)}`,
    `turns per player: ${spread(turns)} — target median about 20–35${verdict(medianTurns >= 20 && medianTurns <= 35)}`,
    `winner ♡+♢: ${spread(winnerSums.map((s) => s.hearts + s.diamonds))}; ♡ ${spread(winnerSums.map((s) => s.hearts))}; ♢ ${spread(winnerSums.map((s) => s.diamonds))}`,
    `loser ♡+♢: ${spread(loserSums.map((s) => s.hearts + s.diamonds))}`,
    `challenges: ${spread(finals.map((s) => s.duels.length))} per game; new draw piles formed: ${spread(finals.map((s) => s.reshuffles))}`,
  ];
}

/** The stalemate winner by R6 (0 for a tie). */
function winnerByStalemate(s: CarbondaleState): number {
  if (s.end !== 'stalemate') return 0;
  const diff = compareStalemate(sumsOf(s.players[0]!.network), sumsOf(s.players[1]!.network));
  return diff === 0 ? 0 : diff > 0 ? 1 : 2;
}

export const calibration: Calibration<CarbondaleState> = {
  game: carbondale,
  players: 2,
  bot: makeBot(carbondale.content),
  summarize,
};
