/**
 * What an imagined AirCargo game is worth to the search (`SearchOptions.reward`). Alone, the search
 * would otherwise maximize the mean score, and a line that gains a few points on average while it
 * crashes (score 0) a little more often looks better to it than to a player, or to the ladder, which
 * counts the seeds where the search scores better than `default`. So each score is judged by a
 * logistic around the Win band (`thresholds.win`, 40 in every release, where `default`'s median lies:
 * quartiles 35 / 45 over 200 games of v3), `1 / (1 + e^(-(score - win) / scale))`: roughly the share
 * of `default`'s games it beats. A crash is worth almost nothing, points above 50 add little, and
 * the points around 40 count most.
 */
import type { Reward } from '../../core/search/rewards.js';
import type { AircargoContent } from './content.js';

/** A logistic step of 4.5 points: its quartiles (±2.2 steps ≈ ±5 points) match `default`'s 35 / 45. */
export const SCORE_SCALE = 4.5;

export function aircargoReward(content: AircargoContent, scale = SCORE_SCALE): Reward {
  const centre = content.thresholds.win;
  return (standings) => {
    const out = standings.players.map(() => 0);
    for (const p of standings.players) out[p.seat - 1] = 1 / (1 + Math.exp(-(p.score - centre) / scale));
    return out;
  };
}
