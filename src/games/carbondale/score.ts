/** Network sums, the goal (spec §2.1) and the standings (spec §6). */
import type { Standings } from '../../core/types.js';
import { card } from './cards.js';
import type { CarbondaleContent } from './content.js';
import type { CarbondaleState, Placed } from './state.js';

export interface Sums {
  readonly hearts: number;
  readonly diamonds: number;
}

/** Σ♡ and Σ♢ of a network (ranks; A = 1). */
export function sumsOf(network: readonly Placed[]): Sums {
  let hearts = 0;
  let diamonds = 0;
  for (const p of network) {
    const c = card(p.card);
    if (c.suit === 'H') hearts += c.rank;
    else if (c.suit === 'D') diamonds += c.rank;
  }
  return { hearts, diamonds };
}

/** (♡ ≥ high and ♢ ≥ low) or (♢ ≥ high and ♡ ≥ low). */
export function meetsGoal(content: CarbondaleContent, s: Sums): boolean {
  const { high, low } = content.goal;
  return (s.hearts >= high && s.diamonds >= low) || (s.diamonds >= high && s.hearts >= low);
}

/** Stalemate order (R6): the higher smaller sum, then the higher larger sum. Positive when `a` is ahead. */
export function compareStalemate(a: Sums, b: Sums): number {
  const minDiff = Math.min(a.hearts, a.diamonds) - Math.min(b.hearts, b.diamonds);
  if (minDiff !== 0) return minDiff;
  return Math.max(a.hearts, a.diamonds) - Math.max(b.hearts, b.diamonds);
}

/**
 * Winner first; a stalemate tie shares rank 1. The title spells out both sums. The score is what the
 * ranking is made of since v2 (1 the winner, 0 the loser, ½ each in a tie); v1 scored Σ♡ + Σ♢, which a
 * stalemate (ranked by the smaller sum) could contradict.
 */
export function standingsOf(content: CarbondaleContent, state: CarbondaleState): Standings {
  const sums = state.players.map((p) => sumsOf(p.network));
  const [s1, s2] = sums as [Sums, Sums];
  const diff = state.end === 'goal' ? (state.winner === 1 ? 1 : -1) : compareStalemate(s1, s2);
  const rank = (seat: number): number => (diff === 0 ? 1 : diff > 0 === (seat === 1) ? 1 : 2);
  const players = sums
    .map((s, i) => ({
      seat: i + 1,
      rank: rank(i + 1),
      score: scoreOf(content, s, rank(i + 1), diff === 0),
      title: `♡${s.hearts} ♢${s.diamonds}`,
    }))
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  return { lowerIsBetter: false, players };
}

function scoreOf(content: CarbondaleContent, sums: Sums, rank: number, drawn: boolean): number {
  if (content.score === 'sums') return sums.hearts + sums.diamonds;
  return drawn ? 0.5 : rank === 1 ? 1 : 0;
}
