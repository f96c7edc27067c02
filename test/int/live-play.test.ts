/**
 * Live play against a real libsql file, with two servers on one database where it matters: the
 * race for a seat is settled by the store's keys, a join made on one server is seen by the other,
 * and a live stream fills the versions its own server never saw from the store.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { rulebook } from '../../src/games/index.js';
import { makeGameService, type GameService } from '../../src/service/games.js';
import type { LiveMessage } from '../../src/service/watch.js';
import { EventStore } from '../../src/store/event-store.js';
import { openLibsql, type OpenDatabase } from '../../src/store/libsql.js';
import { LobbyStore } from '../../src/store/lobby-store.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';

describe('live play on a real libsql file', () => {
  let database: TestDatabase;
  let second: OpenDatabase;
  let a: GameService;
  let b: GameService;

  beforeEach(async () => {
    database = await openTestDatabase();
    second = await openLibsql({ url: database.url });
    a = makeGameService({ store: new EventStore(database.db), lobby: new LobbyStore(database.db), rulebook });
    b = makeGameService({ store: new EventStore(second.db), lobby: new LobbyStore(second.db), rulebook });
  });
  afterEach(() => {
    second.close();
    database.destroy();
  });

  const ok = <T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }): T => {
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  };

  test('two seat changes at the same version: the store keeps one', async () => {
    const created = ok(await a.createGame({ rules: 'coal-n-write', players: [{ name: 'Ada' }, { open: true }] }));
    const lobby = new LobbyStore(database.db);
    const change = (name: string) =>
      lobby.changeSeat({
        gameId: created.game.id,
        expectedVersion: 1,
        tape: [{ seq: 2, event: { type: 'PlayerJoined', seat: 2, name }, actor: 2, at: 1, moveId: null }],
        players: [{ name: 'Ada' }, { name }],
        status: 'active',
        standings: null,
        updatedAt: 1,
        seat: { take: { gameId: created.game.id, seat: 2, name, tokenHash: `hash-${name}` } },
      });
    expect(await change('Bo')).toBeNull();
    expect(await change('Cy')).toBe('version-conflict');
    const seats = await new EventStore(database.db).seats(created.game.id);
    expect(seats.map((s) => s.name)).toEqual(['Ada', 'Bo']);
  });

  test('servers racing for the last seat: one join wins, the other is told the game started', async () => {
    const created = ok(await a.createGame({ rules: 'coal-n-write', players: [{ name: 'Ada' }, { open: true }] }));
    const id = created.game.id;
    ok(await b.getGame(id, null)); // both servers cache the lobby
    const results = await Promise.all([a.joinGame(id, { name: 'Bo' }), b.joinGame(id, { name: 'Cy' })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error.code)).toEqual(['game-started']);
  });

  test('a token handed out by one server works on the other, which had the lobby cached', async () => {
    const created = ok(await a.createGame({ rules: 'coal-n-write', players: [{ name: 'Ada' }, { open: true }] }));
    const id = created.game.id;
    ok(await b.getGame(id, null));
    const joined = ok(await a.joinGame(id, { name: 'Bo' }));
    const seen = ok(await b.getGame(id, joined.seat.token));
    expect(seen).toMatchObject({ you: 2, status: 'active' });
    expect(ok(await b.makeMove(id, joined.seat.token, { move: { type: 'endTurn' } })).version).toBeGreaterThan(
      joined.game.version,
    );
  });

  test("a live stream fills in the versions its own server's feed never saw", async () => {
    const created = ok(await a.createGame({ rules: 'coal-n-write', players: [{ name: 'Ada' }, { name: 'Bo' }] }));
    const id = created.game.id;
    const [ada, bo] = created.seats.map((s) => s.token);
    const stream = ok(await b.watch(id, ada!));
    if (stream === 'ended') throw new Error('not ended');
    const first = ((await stream.next()).value as LiveMessage).update;
    // Server A records a move; B's feed hears nothing of it.
    const elsewhere = ok(await a.makeMove(id, bo!, { move: { type: 'endTurn' } }));
    // Server B records the next one: its update must carry A's events too.
    const here = ok(await b.makeMove(id, ada!, { move: { type: 'endTurn' } }));
    const update = ((await stream.next()).value as LiveMessage).update;
    expect(update.version).toBe(here.version);
    expect(update.events.map((e) => e.seq)).toEqual(
      Array.from({ length: here.version - first.version }, (_, i) => first.version + 1 + i),
    );
    expect(elsewhere.version).toBeLessThan(here.version);
    await stream.return?.();
  });
});
