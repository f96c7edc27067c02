import { mulberry32 } from '../src/core/playout.js';
import { jsonClient } from './http-client.js';

export interface GameBody {
  version: number;
  status: string;
  legalMoves: unknown[];
}

export interface PlayersPlan {
  readonly url: string;
  /** How many games this player plays at once, one request in flight each. */
  readonly games: number;
  /** When to stop, in `performance.now()` milliseconds. */
  readonly until: number;
  /** Seeds the choice of moves; also names the move ids. */
  readonly seed: number;
}

export interface PlayersResult {
  readonly moves: number;
  readonly failures: number;
  /** Milliseconds per move request, unsorted. */
  readonly latencies: number[];
}

/**
 * Circuit Racer games played through the REST API with random legal moves, each move with its
 * `expectedVersion` and a `moveId` (as a careful client sends them). A finished game is replaced.
 */
export async function playGames(plan: PlayersPlan): Promise<PlayersResult> {
  const call = jsonClient(plan.url, plan.games);
  const pick = mulberry32(plan.seed);
  const latencies: number[] = [];
  let moves = 0;
  let failures = 0;
  const newGame = async () => {
    const created = await call<{ game: { id: string }; seats: { token: string }[] }>('POST', '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Bench' }] });
    const headers = { authorization: `Bearer ${created.body.seats[0]!.token}` };
    const game = await call<GameBody>('GET', `/v1/games/${created.body.game.id}`, undefined, headers);
    return { id: created.body.game.id, headers, game: game.body };
  };
  try {
    await Promise.all(
      Array.from({ length: plan.games }, async (_, slot) => {
        let current = await newGame();
        for (let step = 0; performance.now() < plan.until; step++) {
          if (current.game.status === 'over') current = await newGame();
          const move = current.game.legalMoves[Math.floor(pick() * current.game.legalMoves.length)];
          const t0 = performance.now();
          const answer = await call<{ game: GameBody }>('POST', `/v1/games/${current.id}/moves`, { move, expectedVersion: current.game.version, moveId: `p${plan.seed}-${slot}-${step}` }, current.headers);
          latencies.push(performance.now() - t0);
          if (answer.status !== 200) {
            failures++;
            current = await newGame();
            continue;
          }
          moves++;
          current.game = answer.body.game;
        }
      }),
    );
    return { moves, failures, latencies };
  } finally {
    await call.close();
  }
}
