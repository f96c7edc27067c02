import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeRulebook } from '../../src/core/rulebook.js';
import type { AnyGame } from '../../src/core/types.js';
import { releases as circuitRacerReleases } from '../../src/games/circuit-racer/index.js';
import { makeGameService, type GameService } from '../../src/service/games.js';
import { EventStore } from '../../src/store/event-store.js';
import { LobbyStore } from '../../src/store/lobby-store.js';
import { openLibsql } from '../../src/store/libsql.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';

/** Circuit Racer with its rule checks counted: how many decisions a request made. */
function countingRulebook() {
  const counter = { validate: 0 };
  const games = circuitRacerReleases.map((game): AnyGame => ({
    ...game,
    validate: (state, player, move) => (counter.validate++, game.validate(state, player, move)),
  }));
  return { rulebook: makeRulebook([games]), counter };
}

describe('the command loop', () => {
  let database: TestDatabase;
  let store: EventStore;
  let service: GameService;
  let counter: { validate: number };
  let rulebook: ReturnType<typeof makeRulebook>;

  beforeEach(async () => {
    database = await openTestDatabase();
    store = new EventStore(database.db);
    ({ rulebook, counter } = countingRulebook());
    service = makeGameService({ store, rulebook });
  });
  afterEach(() => database.destroy());

  const newGame = async () => {
    const created = await service.createGame({ rules: 'circuit-racer', players: [{ name: 'Ada' }] });
    if (!created.ok) throw new Error(created.error.message);
    return { id: created.value.game.id, token: created.value.seats[0]!.token };
  };
  // The race starts with a gear choice: selecting dice now is a rule refusal, decided by `validate`.
  const illegal = { type: 'select', dice: [0] };

  test('a refused move on a game read from the store is answered from that read: one decision, no second read', async () => {
    const { id, token } = await newGame();
    const cold = makeGameService({ store, rulebook }); // an empty cache: its first load reads the store
    const reads = vi.spyOn(store, 'events');
    counter.validate = 0;
    const refused = await cold.makeMove(id, token, { move: illegal });
    expect(!refused.ok && refused.error.kind).toBe('rule');
    expect(counter.validate).toBe(1);
    expect(reads).toHaveBeenCalledTimes(1); // the load itself
  });

  test('a refused move on a cached game is confirmed by one catch-up read, not decided twice', async () => {
    const { id, token } = await newGame();
    const reads = vi.spyOn(store, 'events');
    counter.validate = 0;
    const refused = await service.makeMove(id, token, { move: illegal });
    expect(!refused.ok && refused.error.kind).toBe('rule');
    expect(counter.validate).toBe(1);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(reads.mock.calls[0]).toEqual([id, 1]); // only the events after the cached version
  });

  test('a legal move on a cached game reads nothing before its append', async () => {
    const { id, token } = await newGame();
    const reads = vi.spyOn(store, 'events');
    const moved = await service.makeMove(id, token, { move: { type: 'gear', gear: 2 } });
    expect(moved.ok).toBe(true);
    expect(reads).not.toHaveBeenCalled();
  });

  test('a refusal decided on a stale cache is decided again on the game as it now is', async () => {
    const { id, token } = await newGame();
    const second = await openLibsql({ url: database.url });
    try {
      const other = makeGameService({ store: new EventStore(second.db), rulebook });
      expect((await other.getGame(id, token)).ok).toBe(true); // caches version 1
      const moved = await service.makeMove(id, token, { move: { type: 'gear', gear: 2 } });
      if (!moved.ok) throw new Error(moved.error.message);
      // `other` thinks the game is at version 1: expecting the real version is refused there first, then confirmed against the store.
      const pinned = await other.makeMove(id, token, {
        move: { type: 'accept' },
        expectedVersion: moved.value.version,
      });
      expect(pinned.ok && pinned.value.version).toBeGreaterThan(moved.value.version);
    } finally {
      second.close();
    }
  });

  test('a join decided on a stale cache loses its append and is decided again on a fresh read', async () => {
    const lobby = new LobbyStore(database.db, store.driver);
    const first = makeGameService({ store, rulebook, lobby });
    const created = await first.createGame({ rules: 'circuit-racer', players: [{ open: true }] });
    if (!created.ok) throw new Error(created.error.message);
    const id = created.value.game.id;
    const second = await openLibsql({ url: database.url });
    try {
      const other = makeGameService({ store: new EventStore(second.db), rulebook, lobby: new LobbyStore(second.db) });
      expect((await other.getGame(id, null)).ok).toBe(true); // caches the open seat
      expect((await first.joinGame(id, { name: 'Ada' })).ok).toBe(true);
      const late = await other.joinGame(id, { name: 'Bo', seat: 1 });
      expect(!late.ok && late.error.code).toBe('game-started');
      const tape = await store.events(id);
      expect(tape.filter((e) => e.event.type === 'PlayerJoined')).toHaveLength(1);
    } finally {
      second.close();
    }
  });
});
