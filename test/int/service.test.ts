import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { auditTape } from '../../src/core/audit.js';
import { rulebook } from '../../src/games/index.js';
import { makeGameService, type GameService } from '../../src/service/games.js';
import { EventStore } from '../../src/store/event-store.js';
import { openLibsql } from '../../src/store/libsql.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';

describe('game service on a real libsql file', () => {
  let database: TestDatabase;
  let service: GameService;

  beforeEach(async () => {
    database = await openTestDatabase();
    service = makeGameService({ store: new EventStore(database.db), rulebook });
  });
  afterEach(() => database.destroy());

  const newGame = async (svc = service) => {
    const created = await svc.createGame({ rules: 'circuit-racer', players: [{ name: 'Ada' }] });
    if (!created.ok) throw new Error(created.error.message);
    return { id: created.value.game.id, token: created.value.seats[0]!.token };
  };

  test('concurrent moves at the same expected version: one is recorded, the other gets a conflict', async () => {
    const { id, token } = await newGame();
    const results = await Promise.all([
      service.makeMove(id, token, { move: { type: 'gear', gear: 3 }, expectedVersion: 1 }),
      service.makeMove(id, token, { move: { type: 'gear', gear: 4 }, expectedVersion: 1 }),
    ]);
    const won = results.filter((r) => r.ok);
    const lost = results.filter((r) => !r.ok);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => !r.ok && r.error.code)).toEqual(['version-conflict']);
    const events = await service.listEvents(id, null);
    expect(events.ok && events.value.events.filter((e) => e.type === 'MoveMade')).toHaveLength(1);
  });

  test('two servers on one database file: the stale one refuses a pinned version and retries an unpinned move', async () => {
    const { id, token } = await newGame();
    const second = await openLibsql({ url: database.url });
    try {
      const other = makeGameService({ store: new EventStore(second.db), rulebook });
      expect((await other.getGame(id, token)).ok).toBe(true); // warms its cache at version 1... then:
      const first = await service.makeMove(id, token, { move: { type: 'gear', gear: 3 } });
      expect(first.ok).toBe(true);
      const version = first.ok ? first.value.version : 0;
      // `other` still caches version 1; the store's key stops it from writing over the tape.
      const stale = await other.makeMove(id, token, { move: { type: 'accept' }, expectedVersion: 1 });
      expect(!stale.ok && stale.error.code).toBe('version-conflict');
      const fresh = await other.makeMove(id, token, { move: { type: 'accept' } });
      expect(fresh.ok && fresh.value.version).toBeGreaterThan(version);
      const tape = await new EventStore(database.db).events(id);
      expect(tape.map((e) => e.seq)).toEqual(tape.map((_, i) => i + 1));
      expect(
        auditTape(
          rulebook,
          tape.map((e) => e.event),
        ).ok,
      ).toBe(true);
    } finally {
      second.close();
    }
  });

  test('a retried moveId returns the first result and appends nothing', async () => {
    const { id, token } = await newGame();
    const first = await service.makeMove(id, token, { move: { type: 'gear', gear: 2 }, moveId: 'retry-me' });
    const again = await service.makeMove(id, token, { move: { type: 'gear', gear: 2 }, moveId: 'retry-me' });
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.value.version).toBe(first.value.version);
    expect(again.value.events).toEqual(first.value.events);
    expect(again.value.game.view).toEqual(first.value.game.view);
    expect(again.value.replayed).toBe(true);
    const events = await service.listEvents(id, null);
    expect(events.ok && events.value.version).toBe(first.value.version);
  });

  test('a retried moveId answers the same even after later moves, and from a cold cache', async () => {
    const { id, token } = await newGame();
    const first = await service.makeMove(id, token, { move: { type: 'gear', gear: 2 }, moveId: 'm1' });
    await service.makeMove(id, token, { move: { type: 'accept' }, moveId: 'm2' });
    const cold = makeGameService({ store: new EventStore(database.db), rulebook });
    const again = await cold.makeMove(id, token, { move: { type: 'gear', gear: 2 }, moveId: 'm1' });
    expect(again.ok && first.ok && again.value.events).toEqual(first.ok && first.value.events);
    expect(again.ok && again.value.game.legalMoves).toEqual([]);
  });

  test('the same moveId for a different move is refused', async () => {
    const { id, token } = await newGame();
    await service.makeMove(id, token, { move: { type: 'gear', gear: 2 }, moveId: 'k' });
    const reused = await service.makeMove(id, token, { move: { type: 'gear', gear: 5 }, moveId: 'k' });
    expect(!reused.ok && reused.error.code).toBe('move-id-reused');
  });

  test('illegal moves, wrong tokens and stale versions change nothing', async () => {
    const { id, token } = await newGame();
    const before = await service.listEvents(id, null);
    const attempts = await Promise.all([
      service.makeMove(id, token, { move: { type: 'accept' } }),
      service.makeMove(id, token, { move: { type: 'gear', gear: 99 } }),
      service.makeMove(id, 'rt_not-a-token', { move: { type: 'gear', gear: 2 } }),
      service.makeMove(id, null, { move: { type: 'gear', gear: 2 } }),
      service.makeMove(id, token, { move: { type: 'gear', gear: 2 }, expectedVersion: 7 }),
    ]);
    expect(attempts.map((a) => !a.ok && a.error.code)).toEqual([
      expect.any(String),
      'bad-move',
      'invalid-token',
      'token-required',
      'version-conflict',
    ]);
    expect(await service.listEvents(id, null)).toEqual(before);
  });

  test('many games played concurrently keep contiguous tapes that audit clean', async () => {
    const games = await Promise.all(Array.from({ length: 6 }, () => newGame()));
    await Promise.all(
      games.map(async ({ id, token }) => {
        for (let step = 0; step < 40; step++) {
          const game = await service.getGame(id, token);
          if (!game.ok || game.value.status === 'over') return;
          const move = game.value.legalMoves[0];
          const made = await service.makeMove(id, token, { move, moveId: `${id}-${step}` });
          expect(made.ok).toBe(true);
        }
      }),
    );
    for (const { id } of games) {
      const audit = await service.auditGame(id);
      expect(audit.ok && audit.value.ok).toBe(true);
    }
  });
});
