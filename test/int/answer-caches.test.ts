/**
 * What a move's answer reuses is keyed by the game's version: a snapshot built for a seat at one
 * version is served again at that version (the answer and the seat's live update are one build) and
 * never at another; its JSON is the snapshot's own. On a real libsql file.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import { rulebook } from '../../src/games/index.js';
import { moveResultJson, updateJson } from '../../src/service/answer-json.js';
import { makeGameService, type GameService } from '../../src/service/games.js';
import { hashToken } from '../../src/service/secrets.js';
import { EventStore } from '../../src/store/event-store.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';
import { simplePolicy } from '../support/circuit-racer-policy.js';

let database: TestDatabase;
let service: GameService;
beforeEach(async () => {
  database = await openTestDatabase();
  service = makeGameService({ store: new EventStore(database.db), rulebook });
});
afterEach(() => database.destroy());

const value = <T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

test('a seat’s snapshot is built once per version: the same at one version, rebuilt after a move', async () => {
  const created = value(await service.createGame({ rules: 'circuit-racer', players: [{ name: 'Ada' }] }));
  const { id } = created.game;
  const token = created.seats[0]!.token;
  const before = value(await service.getGame(id, token));
  expect(value(await service.getGame(id, token))).toBe(before);
  // Another viewer of the same version has a snapshot of its own.
  const spectator = value(await service.getGame(id, null));
  expect(spectator).not.toBe(before);
  expect(spectator.legalMoves).toEqual([]);

  const moved = value(await service.makeMove(id, token, { move: simplePolicy(before.legalMoves as never) }));
  expect(moved.game.version).toBeGreaterThan(before.version);
  const after = value(await service.getGame(id, token));
  // The answer's snapshot is the one a read of the new version gets; the old one is not served again.
  expect(after).toBe(moved.game);
  expect(after).not.toBe(before);
  expect(after.view).not.toEqual(before.view);
  expect(value(await service.getGame(id, null))).not.toBe(spectator);
});

test('answers as JSON text are exactly JSON.stringify of the answer', async () => {
  const created = value(await service.createGame({ rules: 'circuit-racer', players: [{ name: 'Ada' }] }));
  const token = created.seats[0]!.token;
  let game = created.game;
  let last: unknown;
  for (let i = 0; i < 5; i++) {
    last = simplePolicy(game.legalMoves as never);
    const moved = value(await service.makeMove(game.id, token, { move: last, moveId: `m${i}` }));
    expect(moveResultJson(moved)).toBe(JSON.stringify(moved));
    const update = { version: moved.version, events: moved.events, game: moved.game };
    expect(updateJson(update)).toBe(JSON.stringify(update));
    game = moved.game;
  }
  const replayed = value(await service.makeMove(game.id, token, { move: last, moveId: 'm4' }));
  expect(replayed.replayed).toBe(true);
  expect(moveResultJson(replayed)).toBe(JSON.stringify(replayed));
});

test('a token hashes the same every time it is seen (remembered or not)', () => {
  const token = 'rt_0123456789abcdefghjkmnpqrstvwxyz01234567';
  const first = hashToken(token);
  expect(first).toMatch(/^[0-9a-f]{64}$/);
  expect(hashToken(token)).toBe(first);
  expect(hashToken(`${token}8`)).not.toBe(first);
  const long = 'x'.repeat(500);
  expect(hashToken(long)).toBe(hashToken(long));
});
