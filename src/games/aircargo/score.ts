/**
 * Score, pilot rank and standings (spec §6, §2.8). A crash is lost whatever the points, recorded as
 * score 0 (R11); a flight still in progress at the end counts its cargo as not delivered and its
 * destination as not visited (R5).
 */
import type { Standings } from '../../core/types.js';
import type { AircargoContent } from './content.js';
import { SOLO_SEAT, type AircargoState } from './state.js';

/** Pilot ranks of §2.8, worst first. */
export const PILOT_RANKS = ['crashed', 'lost', 'win', 'silver-wing', 'gold-wing'] as const;
export type PilotRank = (typeof PILOT_RANKS)[number];

export const RANK_TITLES: Readonly<Record<PilotRank, string>> = Object.freeze({
  crashed: 'Crashed',
  lost: 'Lost',
  win: 'Win',
  'silver-wing': 'Silver Wing',
  'gold-wing': 'Gold Wing',
});

export interface ScoreBreakdown {
  /** Sum of the weights delivered. */
  readonly delivered: number;
  /** Planned cargo boxes not delivered (−1 each), including a cargo in flight. */
  readonly openCargo: number;
  /** Planned airports not visited (−1 each), including a destination in flight. */
  readonly openAirports: number;
  /** delivered − openCargo − openAirports: the points on the sheet, crash or not. */
  readonly points: number;
  /** The recorded score: `points`, or 0 after a crash (R11). */
  readonly score: number;
  readonly rank: PilotRank;
}

export function scoreOf(content: AircargoContent, state: AircargoState): ScoreBreakdown {
  let delivered = 0;
  let openCargo = 0;
  let openAirports = 0;
  for (let i = 0; i < state.cargo.length; i++) {
    if (state.cargo[i] === 'delivered') delivered += content.cargo[i]!.weight;
    else if (state.cargo[i] === 'planned') openCargo++;
  }
  for (const status of state.airports) if (status === 'planned') openAirports++;
  const points = delivered - openCargo - openAirports;
  const crashed = state.end === 'crash';
  return {
    delivered,
    openCargo,
    openAirports,
    points,
    score: crashed ? 0 : points,
    rank: crashed ? 'crashed' : rankOf(content, points),
  };
}

export function rankOf(content: AircargoContent, score: number): PilotRank {
  const { win, silver, gold } = content.thresholds;
  return score >= gold ? 'gold-wing' : score >= silver ? 'silver-wing' : score >= win ? 'win' : 'lost';
}

export function standingsOf(content: AircargoContent, state: AircargoState): Standings {
  const { score, rank } = scoreOf(content, state);
  return { lowerIsBetter: false, players: [{ seat: SOLO_SEAT, rank: 1, score, title: RANK_TITLES[rank] }] };
}
