/**
 * A daily leaderboard followed live over SSE on node: the board now, then the board again when an
 * entry starts and when one finishes; a reconnect with the last stamp skips what it has; the
 * stream ends with the final board when the day closes.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, get, json, openTestApp, post, simplePolicy, type Json, type TestApp } from './helpers.js';
import { SseReader } from './sse.js';

const DAY = '2026-11-22';
const CHALLENGE = `circuit-racer-${DAY}`;
let now = Date.parse(`${DAY}T10:00:00Z`);
const clock = () => now;

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ clock });
});
afterAll(() => t?.database.destroy());

const boardOf = (m: { event: string | undefined; id: string | undefined; data: string } | undefined): Json => {
  expect(m?.event).toBe('leaderboard');
  const board = JSON.parse(m!.data);
  expect(m!.id).toBe(board.stamp);
  return board;
};

describe('REST: a leaderboard followed live', () => {
  test('the board now, then again when an entry starts and when it finishes, as GET answers it', async () => {
    const stream = await get(t.app, `/v1/challenges/${CHALLENGE}/leaderboard/stream?limit=5`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = new SseReader(stream);
    const first = boardOf(await reader.next());
    expect(first).toMatchObject({ challengeId: CHALLENGE, entries: 0, finished: 0, standings: [] });

    const entered = await json(await post(t.app, `/v1/challenges/${CHALLENGE}/entries`, { name: 'Ada' }));
    expect(boardOf(await reader.next())).toMatchObject({ entries: 1, finished: 0 });

    const { gameId } = entered.entry;
    const token = entered.seat.token;
    for (let step = 0; step < 3000; step++) {
      const game = await json(await get(t.app, `/v1/games/${gameId}`, bearer(token)));
      if (game.status === 'over') break;
      now += 60_000;
      expect(
        (await post(t.app, `/v1/games/${gameId}/moves`, { move: simplePolicy(game.legalMoves) }, bearer(token))).status,
      ).toBe(200);
    }
    // Moves in between change nothing on the board: the next message is the finish.
    const finished = boardOf(await reader.next());
    expect(finished).toMatchObject({ entries: 1, finished: 1, standings: [{ rank: 1, name: 'Ada' }] });
    expect(finished).toEqual(await json(await get(t.app, `/v1/challenges/${CHALLENGE}/leaderboard?limit=5`)));

    // Reconnecting with the last stamp skips the board it has; the next change arrives.
    await reader.close();
    const again = new SseReader(
      await get(t.app, `/v1/challenges/${CHALLENGE}/leaderboard/stream?limit=5`, { 'last-event-id': finished.stamp }),
    );
    await post(t.app, `/v1/challenges/${CHALLENGE}/entries`, { name: 'Bo' });
    expect(boardOf(await again.next())).toMatchObject({ entries: 2, finished: 1 });
    await again.close();
  });

  test('GraphQL: leaderboardUpdated sends the board now, then the board after the next entry', async () => {
    const response = await t.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        query:
          'subscription($id: ID!) { leaderboardUpdated(challengeId: $id, limit: 2) { challengeId stamp entries finished standings { rank name } } }',
        variables: { id: CHALLENGE },
      }),
    });
    const reader = new SseReader(response);
    const boards: Json[] = [];
    const nextBoard = async () => {
      for (;;) {
        const m = await reader.next();
        if (m === undefined) throw new Error('the subscription ended first');
        if (m.event !== 'next') continue;
        const payload = JSON.parse(m.data);
        if (payload.errors) throw new Error(JSON.stringify(payload.errors));
        boards.push(payload.data.leaderboardUpdated);
        return payload.data.leaderboardUpdated;
      }
    };
    const before = await nextBoard();
    expect(before).toMatchObject({ challengeId: CHALLENGE, finished: 1, standings: [{ rank: 1, name: 'Ada' }] });
    await post(t.app, `/v1/challenges/${CHALLENGE}/entries`, { name: 'Cy' });
    expect(await nextBoard()).toMatchObject({ entries: before.entries + 1, finished: 1 });
    await reader.close();
  });

  test('an unknown challenge is 404; a closed day sends its final board and ends', async () => {
    expect(await json(await get(t.app, '/v1/challenges/circuit-racer-1999-01-01x/leaderboard/stream'))).toMatchObject({
      status: 404,
      code: 'challenge-not-found',
    });
    now = Date.parse(`${DAY}T23:59:59Z`) + 2_000;
    const reader = new SseReader(await get(t.app, `/v1/challenges/${CHALLENGE}/leaderboard/stream`));
    expect(boardOf(await reader.next())).toMatchObject({ status: 'closed', finished: 1 });
    expect(await reader.next()).toBeUndefined();
    // Every follower has been let go: the closed ones and the ended one.
    expect((t.services.leaderboards as unknown as { followersOf(id: string): number }).followersOf(CHALLENGE)).toBe(0);
  });
});

describe('REST: a followed leaderboard at the close of its day', () => {
  test('a follower gets the final board when the day closes, and its stream ends', async () => {
    // A clock a moment before the close of the day, running at the real pace.
    const offset = Date.parse(`${DAY}T23:59:59Z`) - Date.now();
    const late = await openTestApp({ clock: () => Date.now() + offset });
    try {
      const reader = new SseReader(await get(late.app, `/v1/challenges/${CHALLENGE}/leaderboard/stream`));
      expect(boardOf(await reader.next())).toMatchObject({ status: 'open' });
      // Nobody plays: the close alone moves the board.
      expect(boardOf(await reader.next(8_000))).toMatchObject({ status: 'closed' });
      expect(await reader.next()).toBeUndefined();
    } finally {
      late.database.destroy();
    }
  });
});
