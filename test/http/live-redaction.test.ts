/**
 * Live streams never leak another seat's hidden information. Goldmine Rumbles hides each miner's
 * mission and cube placements from the others (placements are private moves): a subscriber with
 * one seat's token must see its own and never another seat's, in the views and in the events.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, get, json, openTestApp, post, type Json, type TestApp } from './helpers.js';
import { SseReader } from './sse.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

describe('SSE redaction', () => {
  test('Goldmine Rumbles: each subscriber sees only its own mission and its own cube placements', async () => {
    const created = await json(
      await post(t.app, '/v1/games', {
        rules: 'goldmine-rumbles',
        players: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cat' }],
      }),
    );
    const id = created.game.id;
    const tokens: string[] = created.seats.map((s: Json) => s.token);
    const readers = [
      new SseReader(await get(t.app, `/v1/games/${id}/stream`, bearer(tokens[0]!))),
      new SseReader(await get(t.app, `/v1/games/${id}/stream`, bearer(tokens[1]!))),
    ];
    await Promise.all(readers.map((r) => r.next()));

    let version = 0;
    for (let i = 0; i < 40; i++) {
      const spectator = await json(await get(t.app, `/v1/games/${id}`));
      const seat = spectator.pending.players[0];
      const mine = await json(await get(t.app, `/v1/games/${id}`, bearer(tokens[seat - 1]!)));
      const made = await post(t.app, `/v1/games/${id}/moves`, { move: mine.legalMoves[0] }, bearer(tokens[seat - 1]!));
      expect(made.status).toBe(200);
      version = (await json(made)).version;
    }

    for (const [i, reader] of readers.entries()) {
      const seat = i + 1;
      const updates = (await reader.until((m) => Number(m.id) === version)).map((m) => JSON.parse(m.data));
      const events = updates.flatMap((u: Json) => u.events);
      const moves = events.filter((e: Json) => e.type === 'MoveMade');
      const hidden = moves.filter((e: Json) => e.redacted);
      // Others' private moves arrive without their content; one's own never do.
      expect(hidden.length).toBeGreaterThan(0);
      for (const e of hidden) expect(e).toMatchObject({ data: { move: null } });
      for (const e of hidden) expect(e.data.player).not.toBe(seat);
      for (const e of moves.filter((x: Json) => x.data.player === seat)) expect(e.redacted).toBe(false);
      for (const u of updates) {
        for (const p of u.game.view.players) {
          if (p.seat === seat) continue;
          expect(p).toMatchObject({ mission: 0, missionItems: [], placing: [], peeks: [] });
        }
      }
      expect(updates[updates.length - 1].game.view.players.find((p: Json) => p.seat === seat).mission).toBeGreaterThan(
        0,
      );
      await reader.close();
    }
  });
});
