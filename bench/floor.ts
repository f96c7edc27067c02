import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mulberry32 } from '../src/core/playout.js';
import { jsonClient } from './http-client.js';
import type { GameBody } from './http-players.js';
import type { MoveFigures } from './measure-moves.js';
import { startBenchServer, type BenchServer } from './server.js';

/** What the floor server answered with: the mean bytes of a move's answer, and its figures. */
export interface Floor {
  readonly answerBytes: number;
  readonly figures: MoveFigures;
}

/**
 * Runs `measure` against `bench/floor-server.ts`, serving the answers of Circuit Racer games played on
 * the real server at `url` with the bench's random legal moves, so the answers have the bench's mix of
 * sizes (a dice step lists ~130 moves, a gear step a few).
 */
export async function measureFloor(url: string, measure: (floor: BenchServer) => Promise<MoveFigures>): Promise<Floor> {
  const dir = mkdtempSync(join(tmpdir(), 'rolltape-floor-'));
  try {
    const file = join(dir, 'answers.json');
    const recorded = await recordGames(url);
    writeFileSync(file, JSON.stringify(recorded));
    const server = await startBenchServer({ entry: 'bench/floor-server.ts', env: { FLOOR_ANSWERS: file } });
    try {
      const figures = await measure(server);
      const answerBytes = recorded.moves.reduce((n, text) => n + Buffer.byteLength(text), 0) / recorded.moves.length;
      return { answerBytes, figures };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The answers of the bench's random moves in games played until `MOVES` moves (the last game to its end). */
async function recordGames(url: string): Promise<{ created: string; game: string; moves: string[] }> {
  const call = jsonClient(url, 1);
  const pick = mulberry32(7);
  const moves: string[] = [];
  let first: { created: string; game: string } | undefined;
  try {
    while (moves.length < MOVES) {
      const created = await call<{ game: GameBody & { id: string }; seats: { token: string }[] }>('POST', '/v1/games', {
        rules: 'circuit-racer',
        players: [{ name: 'Bench' }],
      });
      first ??= { created: JSON.stringify(created.body), game: JSON.stringify(created.body.game) };
      const { id } = created.body.game;
      const headers = { authorization: `Bearer ${created.body.seats[0]!.token}` };
      let game: GameBody = created.body.game;
      while (game.status !== 'over') {
        const move = game.legalMoves[Math.floor(pick() * game.legalMoves.length)];
        const answer = await call<{ game: GameBody }>(
          'POST',
          `/v1/games/${id}/moves`,
          { move, expectedVersion: game.version },
          headers,
        );
        moves.push(JSON.stringify(answer.body));
        game = answer.body.game;
      }
    }
    return { ...first!, moves };
  } finally {
    await call.close();
  }
}

/** Enough moves for several games, so the answers' sizes are the bench's mix. */
const MOVES = 1000;
