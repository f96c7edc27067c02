import type { Reward } from './rewards.js';

/**
 * A reward for games of several players where the place alone teaches a search little (Goldmine
 * Rumbles: most imagined games end with the same winner whatever the root move, so place rewards
 * seldom differ between two moves on the same guess). Each seat gets the logistic of its margin
 * over the best other seat, `1 / (1 + e^(-margin / scale))`: a tie is worth one half, a win by
 * `scale` about three quarters, and a near miss more than a wide loss, so a move that brings the
 * seat closer to first place counts before it wins. Lower-is-better scores count the margin the
 * other way. Alone (no other seat), the score itself, as `placeReward` does.
 */
export function marginReward(scale: number): Reward {
  return (standings) => {
    const sign = standings.lowerIsBetter ? -1 : 1;
    const seats = standings.players.length;
    const out = Array.from({ length: seats }, () => 0);
    for (const p of standings.players) {
      const others = standings.players.filter((o) => o.seat !== p.seat).map((o) => sign * o.score);
      if (others.length === 0) {
        out[p.seat - 1] = sign * p.score;
        continue;
      }
      const margin = sign * p.score - Math.max(...others);
      out[p.seat - 1] = 1 / (1 + Math.exp(-margin / scale));
    }
    return out;
  };
}
