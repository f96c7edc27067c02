/**
 * The outbox is written in the batch of the events it tells of: a game of guests writes nothing, a
 * move that loses its race writes nothing, and a player's challenge entry leaves its
 * `challenge-closed` waiting in the outbox until the day closes.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { rulebook } from '../../src/games/index.js';
import { makeServices } from '../../src/service/services.js';
import { DEFAULT_DELIVERY, DeliveryWorker, type WebhookTransport } from '../../src/service/webhooks/delivery.js';
import { EventStore } from '../../src/store/event-store.js';
import { WebhookStore } from '../../src/store/webhook-store.js';
import { openTestDatabase, TEST_SECRET, type TestDatabase } from '../support/database.js';

const DAY = '2026-11-26';
let now = Date.parse(`${DAY}T09:00:00Z`);

let database: TestDatabase;
afterEach(() => database?.destroy());

async function setUp() {
  database = await openTestDatabase();
  const store = new EventStore(database.db);
  const services = makeServices({
    db: database.db,
    store,
    rulebook,
    secret: TEST_SECRET,
    clock: () => now,
    webhooks: { policy: { allowPrivate: true } },
  });
  const hooks = new WebhookStore(database.db);
  const player = async (handle: string, events: string[]) => {
    const made = await services.players.createPlayer(handle);
    if (!made.ok) throw new Error(made.error.message);
    const hook = await services.webhooks!.register(made.value.token, {
      url: `http://127.0.0.1:9/${handle}`,
      events: events as ['turn'],
    });
    if (!hook.ok) throw new Error(hook.error.message);
    return { ...made.value, hook: hook.value };
  };
  const messages = async () =>
    (await database.client.execute('SELECT * FROM webhook_messages ORDER BY created_at')).rows;
  return { services, hooks, player, messages };
}

describe('the webhook outbox', () => {
  test('a game of guests writes nothing to it', async () => {
    const { services, player, messages } = await setUp();
    await player('Ada', ['turn', 'game-over']);
    const created = await services.games.createGame({
      rules: 'carbondale',
      players: [{ name: 'Ada' }, { name: 'Bo' }],
    });
    expect(created.ok).toBe(true);
    expect(await messages()).toEqual([]);
  });

  test('of two moves at one version only the one committed writes its turn', async () => {
    const { services, player, messages } = await setUp();
    const ada = await player('Ada', ['turn']);
    const bo = await player('Bo', ['turn']);
    const created = await services.games.createGame(
      { rules: 'carbondale', players: [{ me: true }, { open: true }] },
      undefined,
      undefined,
      ada.player,
    );
    if (!created.ok) throw new Error(created.error.message);
    const id = created.value.game.id;
    const joined = await services.games.joinGame(id, {}, bo.player);
    expect(joined.ok).toBe(true);
    const before = (await messages()).length;
    expect(before).toBe(1); // the join started the game: one turn, to the seat due
    const game = await services.games.getGame(id, null);
    if (!game.ok) throw new Error(game.error.message);
    const seat = (game.value.pending as unknown as { players: number[] }).players[0]!;
    const token = seat === 1 ? ada.token : bo.token;
    const mine = await services.games.getGame(id, token);
    if (!mine.ok) throw new Error(mine.error.message);
    const move = mine.value.legalMoves[0]!;
    const version = mine.value.version;
    const [a, b] = await Promise.all([
      services.games.makeMove(id, token, { move, expectedVersion: version, moveId: 'one' }),
      services.games.makeMove(id, token, { move, expectedVersion: version, moveId: 'two' }),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    const after = await services.games.getGame(id, null);
    if (!after.ok) throw new Error(after.error.message);
    const due = (after.value.pending as unknown as { players: number[] }).players;
    // A turn message exists for the move that landed only if it passed the turn; never one per attempt.
    expect((await messages()).length - before).toBe(due.includes(seat) ? 0 : 1);
  });

  test("a player's challenge entry waits in the outbox until the day closes, then is delivered", async () => {
    const { services, hooks, player, messages } = await setUp();
    const ada = await player('Ada', ['challenge-closed']);
    const challengeId = `circuit-racer-${DAY}`;
    // As the challenge service makes an entry for a player (a seat bound to the player, the day's seed).
    const entered = await services.games.createGame(
      { rules: 'circuit-racer', players: [{ me: true }] },
      { challengeId, seed: 'ab'.repeat(32), handleKey: 'ada' },
      undefined,
      ada.player,
    );
    if (!entered.ok) throw new Error(entered.error.message);
    const closesAt = Date.parse(`${DAY}T00:00:00Z`) + 24 * 60 * 60 * 1000;
    const [row] = await messages();
    expect(row).toMatchObject({ type: 'challenge-closed', state: 'pending', next_attempt_at: closesAt });
    expect(JSON.parse(String(row!.payload))).toEqual({
      type: 'challenge-closed',
      timestamp: new Date(closesAt).toISOString(),
      data: {
        challengeId,
        gameId: entered.value.game.id,
        seat: 1,
        closedAt: new Date(closesAt).toISOString(),
        leaderboard: `/v1/challenges/${challengeId}/leaderboard`,
      },
    });

    const sent: string[] = [];
    const transport: WebhookTransport = {
      post: async (_url, headers) => {
        sent.push(headers['webhook-id']!);
        return { status: 200 };
      },
    };
    const worker = new DeliveryWorker(
      hooks,
      transport,
      { allowPrivate: true },
      { ...DEFAULT_DELIVERY, pollMs: 20 },
      () => now,
    );
    try {
      worker.wake();
      await new Promise((done) => setTimeout(done, 200));
      expect(sent).toEqual([]); // the day has not closed
      now = closesAt + 1;
      worker.wake();
      const until = Date.now() + 5000;
      while (sent.length === 0 && Date.now() < until) await new Promise((done) => setTimeout(done, 20));
      expect(sent).toEqual([row!.id]);
    } finally {
      await worker.stop();
    }
  });
});
