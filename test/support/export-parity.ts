/**
 * Games played on node with fixed ids, seeds, tokens and clock, kept as their store rows and the
 * bytes of their export and audit: the workerd test loads the same rows into game objects and
 * expects the same bytes from the Worker (docs/deployment.md: exports are the same on node and Workers).
 * `npx tsx scripts/export-parity-fixture.ts` rewrites test/fixtures/export-parity.json;
 * test/int/export-parity.test.ts checks that node still produces it.
 */
import { resolve } from 'node:path';
import { simplePolicy, type CrMove } from './circuit-racer-policy.js';
import { openTestApp } from './database.js';

export const EXPORT_PARITY_FIXTURE = resolve(import.meta.dirname, '../fixtures/export-parity.json');

type Row = Record<string, unknown>;

export interface ParityCase {
  readonly name: string;
  readonly gameId: string;
  /** The seat token the export and audit are read with (`null`: as a spectator). */
  readonly token: string | null;
  readonly rows: { readonly games: Row[]; readonly seats: Row[]; readonly events: Row[] };
  readonly export: string;
  readonly audit: string;
}

type Json = any;

export async function playParityGames(): Promise<ParityCase[]> {
  let ids = 0;
  let tokens = 0;
  let now = Date.parse('2026-11-20T12:00:00Z');
  const secrets = {
    gameId: () => `parity${String(++ids).padStart(8, '0')}`,
    seed: () => `parity seed ${ids}`,
    token: () => `rt_parity${String(++tokens).padStart(34, '0')}`,
  };
  const t = await openTestApp({ secrets, clock: () => (now += 1_000) });
  try {
    const call = async (path: string, body?: unknown, token?: string): Promise<Response> =>
      t.app.request(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    const json = async (path: string, body?: unknown, token?: string): Promise<Json> =>
      (await call(path, body, token)).json();

    const captured = async (name: string, gameId: string, token: string | null): Promise<ParityCase> => {
      const rowsOf = async (table: string, column: string): Promise<Row[]> =>
        (
          await t.database.client.execute({
            sql: `SELECT * FROM ${table} WHERE ${column} = ? ORDER BY rowid`,
            args: [gameId],
          })
        ).rows.map((r) => ({ ...r }));
      const read = (path: string) =>
        call(`/v1/games/${gameId}/${path}`, undefined, token ?? undefined).then((r) => r.text());
      return {
        name,
        gameId,
        token,
        rows: {
          games: await rowsOf('games', 'id'),
          seats: await rowsOf('seats', 'game_id'),
          events: await rowsOf('events', 'game_id'),
        },
        export: await read('export'),
        audit: await read('audit'),
      };
    };

    // A running game with hidden cards and a bot, read by its player (its own hand, others' redacted).
    const carbondale = await json('/v1/games', {
      rules: 'carbondale',
      players: [{ name: 'Ada' }, { name: 'Robo', bot: 'default' }],
    });
    const ada = carbondale.seats[0].token;
    for (let i = 0; i < 6; i++) {
      const game = await json(`/v1/games/${carbondale.game.id}`, undefined, ada);
      await json(`/v1/games/${carbondale.game.id}/moves`, { move: game.legalMoves[0] }, ada);
    }
    const running = await captured('carbondale, running, read by its player', carbondale.game.id, ada);

    // A finished game read by anyone: the whole tape and the seed.
    const racer = await json('/v1/games', {
      rules: 'circuit-racer',
      players: [{ name: 'Bo' }],
      clientSeed: 'the client seed',
    });
    const bo = racer.seats[0].token;
    for (let i = 0; i < 2_000; i++) {
      const game = await json(`/v1/games/${racer.game.id}`, undefined, bo);
      if (game.status === 'over') break;
      await json(`/v1/games/${racer.game.id}/moves`, { move: simplePolicy(game.legalMoves as CrMove[]) }, bo);
    }
    const finished = await captured('circuit racer, finished, read by a spectator', racer.game.id, null);
    return [running, finished];
  } finally {
    t.database.destroy();
  }
}
