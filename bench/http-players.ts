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
  try {
    return await playLoop<GameBody>(plan, {
      async newGame() {
        const created = await call<{ game: { id: string }; seats: { token: string }[] }>('POST', '/v1/games', {
          rules: 'circuit-racer',
          players: [{ name: 'Bench' }],
        });
        const headers = { authorization: `Bearer ${created.body.seats[0]!.token}` };
        const game = await call<GameBody>('GET', `/v1/games/${created.body.game.id}`, undefined, headers);
        return { id: created.body.game.id, headers, game: game.body };
      },
      async move(current, move, moveId) {
        const answer = await call<{ game: GameBody }>(
          'POST',
          `/v1/games/${current.id}/moves`,
          { move, expectedVersion: current.game.version, moveId },
          current.headers,
        );
        return answer.status === 200 ? answer.body.game : null;
      },
    });
  } finally {
    await call.close();
  }
}

/** A game being played: its id, the seat's auth headers, and the game as last answered. */
export interface Played<G> {
  readonly id: string;
  readonly headers: Record<string, string>;
  game: G;
}

/** How one API creates a game and makes a move (`null`: the move failed). */
export interface Transport<G> {
  newGame(): Promise<Played<G>>;
  move(current: Played<G>, move: unknown, moveId: string): Promise<G | null>;
}

/**
 * The load both bench players share: `plan.games` games at once, one random legal move per request,
 * each timed; a finished game, or one whose move failed, is replaced by a new one.
 */
export async function playLoop<G extends { status: string; legalMoves: readonly unknown[] }>(
  plan: PlayersPlan,
  api: Transport<G>,
): Promise<PlayersResult> {
  const pick = mulberry32(plan.seed);
  const latencies: number[] = [];
  let moves = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: plan.games }, async (_, slot) => {
      let current = await api.newGame();
      for (let step = 0; performance.now() < plan.until; step++) {
        if (current.game.status === 'over') current = await api.newGame();
        const move = current.game.legalMoves[Math.floor(pick() * current.game.legalMoves.length)];
        const t0 = performance.now();
        const answer = await api.move(current, move, `p${plan.seed}-${slot}-${step}`);
        latencies.push(performance.now() - t0);
        if (answer === null) {
          failures++;
          current = await api.newGame();
          continue;
        }
        moves++;
        current.game = answer;
      }
    }),
  );
  return { moves, failures, latencies };
}
