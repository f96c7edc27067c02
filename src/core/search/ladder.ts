import { botLabel, botRandom } from '../bots.js';
import { diceKey } from '../dice.js';
import { playGame } from '../playout.js';
import type { AnyGame, BotDefinition, Seat, Standings } from '../types.js';

/** One seed of a ladder: the challenger's result beside `default`'s on the same dice. */
export interface LadderGame {
  readonly seed: string;
  /** The seat the challenger held (1 in solo games, where it plays its own game beside `default`'s). */
  readonly seat: Seat;
  /** 1 a win (solo: a better score than `default`'s), 1/k a first place shared by k seats, else 0 (solo: a tie is 0). */
  readonly points: number;
  readonly score: number;
  /** `default`'s score: solo, its own game on the seed; with others, the best of the `default` seats. */
  readonly against: number;
}

/** Plays one game with `bots[seat - 1]` in each seat, each move drawn as the server draws a bot's (its keyed stream). */
export function playSeated(game: AnyGame, seed: string, bots: readonly BotDefinition[]): Standings {
  const key = diceKey(seed, null);
  const played = playGame(
    game,
    seed,
    (state, seat, legalMoves, tape) =>
      bots[seat - 1]!.choose({
        seat,
        view: game.view(state, seat),
        legalMoves,
        random: botRandom(key, botLabel(seat, tape?.length ?? 0)),
        state,
      }),
    { players: bots.length },
  );
  const pending = game.pending(played.state);
  if (pending.kind !== 'over') throw new Error(`${game.id}: ${seed} did not end`);
  return pending.standings;
}

const better = (s: Standings, a: number, b: number): boolean => (s.lowerIsBetter ? a < b : a > b);

/**
 * Game `index` of a ladder of `challenger` against `default` with `players` seats. Solo: both play the
 * seed, and the challenger wins it by scoring better. With others: the challenger takes seat
 * `index mod players + 1` (seats alternate over the seeds) and every other seat is `default`.
 */
export function ladderGame(
  game: AnyGame,
  challenger: BotDefinition,
  standard: BotDefinition,
  players: number,
  index: number,
): LadderGame {
  const seed = `ladder-${game.id}-${players}p-${index}`;
  if (players === 1) {
    const mine = playSeated(game, seed, [challenger]);
    const score = mine.players[0]!.score;
    const against = playSeated(game, seed, [standard]).players[0]!.score;
    return { seed, seat: 1, points: better(mine, score, against) ? 1 : 0, score, against };
  }
  const seat = (index % players) + 1;
  const bots = Array.from({ length: players }, (_, i) => (i + 1 === seat ? challenger : standard));
  const standings = playSeated(game, seed, bots);
  const mine = standings.players.find((p) => p.seat === seat)!;
  const others = standings.players.filter((p) => p.seat !== seat);
  const firsts = standings.players.filter((p) => p.rank === 1).length;
  const best = others.reduce((a, p) => (better(standings, p.score, a) ? p.score : a), others[0]!.score);
  return { seed, seat, points: mine.rank === 1 ? 1 / firsts : 0, score: mine.score, against: best };
}
