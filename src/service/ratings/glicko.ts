// The package has no types; the reference carries ours to every tsconfig that reaches this file (test/workerd's too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./glicko2.d.ts" />
import { Glicko2 } from 'glicko2';
import type { Seat, Standings } from '../../core/types.js';

/** A rating as Glicko-2 keeps it: the rating, its deviation (how sure it is) and its volatility. */
export interface Rating {
  readonly rating: number;
  readonly rd: number;
  readonly vol: number;
}

/**
 * Where every player starts, and the system constant τ: Glickman's suggested start (1500, RD 350,
 * σ 0.06) and a τ of 0.5, in the middle of the 0.3–1.2 his paper calls reasonable.
 */
export const GLICKO_SETTINGS = { tau: 0.5, rating: 1500, rd: 350, vol: 0.06 } as const;

/** One pairwise result: `score` is what `a` scored against `b` (1 win, ½ draw, 0 loss). */
export interface PairResult {
  readonly a: string;
  readonly b: string;
  readonly score: 0 | 0.5 | 1;
}

/**
 * A game's result as pairwise results by final standing: every two players once, the better rank
 * winning and equal ranks drawn. Two players give one result; four give six.
 */
export function pairwiseResults(standings: Standings, playerOfSeat: ReadonlyMap<Seat, string>): PairResult[] {
  const ranked = standings.players.flatMap((s) => {
    const player = playerOfSeat.get(s.seat);
    return player === undefined ? [] : [{ player, rank: s.rank }];
  });
  const results: PairResult[] = [];
  for (let i = 0; i < ranked.length; i++)
    for (let j = i + 1; j < ranked.length; j++) {
      const x = ranked[i]!;
      const y = ranked[j]!;
      results.push({ a: x.player, b: y.player, score: x.rank < y.rank ? 1 : x.rank > y.rank ? 0 : 0.5 });
    }
  return results;
}

/**
 * The ratings after one game, taken as one Glicko-2 rating period holding its pairwise results.
 * `prior` holds each player's rating before it (a player missing from it starts at the defaults).
 */
export function ratedAfter(prior: ReadonlyMap<string, Rating>, results: readonly PairResult[]): Map<string, Rating> {
  const glicko = new Glicko2({ ...GLICKO_SETTINGS });
  const ids = [...new Set(results.flatMap((r) => [r.a, r.b]))];
  const players = new Map(
    ids.map((id) => {
      const p = prior.get(id);
      return [id, p === undefined ? glicko.makePlayer() : glicko.makePlayer(p.rating, p.rd, p.vol)] as const;
    }),
  );
  glicko.updateRatings(results.map((r) => [players.get(r.a)!, players.get(r.b)!, r.score] as const));
  return new Map(
    [...players].map(([id, p]) => [id, { rating: p.getRating(), rd: p.getRd(), vol: p.getVol() }] as const),
  );
}
