/**
 * A move's work in its game's object does not grow with the tape. A Carbondale game is played to
 * its end (200-odd moves, seat tokens) and the rows each move and each read make the object read
 * from its storage are counted: a move late in the game reads no more than one early on, since the
 * object keeps the folded game in memory and only appends. (Timing is no measure here: workerd's
 * clock stands still while code runs, and the pool's own loopback slows with every request, which is
 * why the requests go straight to the Worker's handler: helpers.ts, `direct`.)
 */
import { describe, expect, test } from 'vitest';
import { decide } from '../../src/games/carbondale/bot.js';
import { carbondale } from '../../src/games/carbondale/index.js';
import { bearer, direct, json, objectRowsRead } from './helpers.js';

/** The moves whose rows read set the bound for the rest of the game. */
const EARLY_MOVES = 10;

describe('workerd: a long tape', () => {
  test('a Carbondale game to its end: each move and read reads as many rows late as early', async () => {
    const created = await json(
      await direct.post('/v1/games', { rules: 'carbondale', players: [{ name: 'Ada' }, { name: 'Bo' }] }),
    );
    const id: string = created.game.id;
    const tokens: string[] = created.seats.map((s: { token: string }) => s.token);
    const rows = await objectRowsRead(id);
    const moves: { version: number; rows: number }[] = [];
    const reads: number[] = [];
    for (;;) {
      const spectator = await json(await direct.get(`/v1/games/${id}`));
      if (spectator.status === 'over') break;
      const seat: number = spectator.pending.players[0];
      const game = await json(await direct.get(`/v1/games/${id}`, bearer(tokens[seat - 1]!)));
      reads.push(rows.take());
      const move = decide(carbondale.content, game.view, seat, game.legalMoves);
      const made = await direct.post(
        `/v1/games/${id}/moves`,
        { move, expectedVersion: game.version },
        bearer(tokens[seat - 1]!),
      );
      if (made.status !== 200) throw new Error(`move failed: ${made.status} ${await made.text()}`);
      await made.text();
      moves.push({ version: game.version, rows: rows.take() });
    }
    const last = moves.at(-1)!;
    expect(last.version).toBeGreaterThan(150);
    const early = Math.max(...moves.slice(0, EARLY_MOVES).map((m) => m.rows));
    expect(early).toBeGreaterThan(0); // the counter sees the object's reads at all
    const late = moves.filter((m) => m.version > 150);
    expect(late.length).toBeGreaterThan(20);
    // A move that replayed or reread the tape would read a row per event: hundreds by now.
    expect(Math.max(...late.map((m) => m.rows))).toBeLessThanOrEqual(early);
    expect(Math.max(...reads)).toBeLessThanOrEqual(Math.max(...reads.slice(0, EARLY_MOVES)));
  }, 120_000);
});
