import type { Seat, Standings } from '../types.js';

/**
 * What a finished playout is worth to each seat (index `seat - 1`), higher better. With several
 * players it is the place: 1 for first, 0 for last, shared places share the value, so every seat's
 * search aims to finish ahead. Alone, it is the score itself (negated when lower is better); the
 * tree scales it by the range it has seen.
 */
export function rewards(standings: Standings, players: number): number[] {
  const out = Array.from({ length: players }, () => 0);
  for (const s of standings.players) {
    out[s.seat - 1] =
      players === 1 ? (standings.lowerIsBetter ? -s.score : s.score) : (players - s.rank) / (players - 1);
  }
  return out;
}

/** The reward of `seat` in a vector from `rewards`. */
export const rewardOf = (values: readonly number[], seat: Seat): number => values[seat - 1] ?? 0;

/** What a finished imagined game is worth to each seat (index `seat - 1`), higher better: `rewards` unless a game opts into another. */
export type Reward = (standings: Standings) => number[];

/** The place reward of `rewards`, for the seats the standings list. */
export const placeReward: Reward = (standings) => rewards(standings, standings.players.length);
