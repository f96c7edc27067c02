/**
 * A daily leaderboard followed live on Workers: the follower is held by the challenge's own object,
 * and the entry is played in its game's object; the game object tells the challenge object when
 * the entry starts and when it finishes, so the follower hears both.
 */
import { describe, expect, test } from 'vitest';
import { bearer, get, json, post, simplePolicy, type CrMove, type Json } from './helpers.js';

/** Reads SSE messages from a streamed response as they arrive. */
function sseMessages(response: Response): {
  messages: { event: string; id: string; data: Json }[];
  done: Promise<void>;
  cancel: () => Promise<void>;
} {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const messages: { event: string; id: string; data: Json }[] = [];
  let buffer = '';
  const done = (async () => {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const lines = buffer.slice(0, cut).split('\n');
        buffer = buffer.slice(cut + 2);
        const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
        if (field('data') !== undefined)
          messages.push({ event: field('event')!, id: field('id')!, data: JSON.parse(field('data')!) });
      }
    }
  })().catch(() => {});
  return { messages, done, cancel: () => reader.cancel().catch(() => {}) };
}

const until = async (check: () => boolean, ms = 10_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('workerd: a leaderboard followed live', () => {
  test('a follower hears an entry start and finish, played in its own game object, as GET answers the board', async () => {
    const daily = await json(await get('/v1/challenges/daily'));
    const challenge = daily.challenges.find((c: Json) => c.rules === 'circuit-racer');
    const stream = await get(`/v1/challenges/${challenge.id}/leaderboard/stream?limit=3`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const follower = sseMessages(stream);
    await until(() => follower.messages.length === 1);
    expect(follower.messages[0]).toMatchObject({
      event: 'leaderboard',
      data: { challengeId: challenge.id, entries: 0, finished: 0 },
    });

    const entered = await json(await post(`/v1/challenges/${challenge.id}/entries`, { name: 'Ada' }));
    await until(() => follower.messages.length === 2);
    expect(follower.messages[1]!.data).toMatchObject({ entries: 1, finished: 0 });

    const { gameId } = entered.entry;
    const token = entered.seat.token;
    for (let i = 0; i < 2000; i++) {
      const game = await json(await get(`/v1/games/${gameId}`, bearer(token)));
      if (game.status === 'over') break;
      expect(
        (await post(`/v1/games/${gameId}/moves`, { move: simplePolicy(game.legalMoves as CrMove[]) }, bearer(token)))
          .status,
      ).toBe(200);
    }
    await until(() => follower.messages.length === 3);
    const board = follower.messages[2]!;
    expect(board.data).toMatchObject({ entries: 1, finished: 1, standings: [{ rank: 1, name: 'Ada' }] });
    expect(board.id).toBe(board.data.stamp);
    expect(board.data).toEqual(await json(await get(`/v1/challenges/${challenge.id}/leaderboard?limit=3`)));
    await follower.cancel();
  });

  test('an unknown challenge answers 404 challenge-not-found', async () => {
    expect(await json(await get('/v1/challenges/circuit-racer-1999-01-01x/leaderboard/stream'))).toMatchObject({
      status: 404,
      code: 'challenge-not-found',
    });
  });
});
