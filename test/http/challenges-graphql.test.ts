/** Daily challenges through GraphQL: the same service as REST, with a stamp to poll the leaderboard cheaply. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, get, graphql, graphqlData, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

let now = Date.parse('2026-11-22T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ clock: () => now });
});
afterAll(() => t?.database.destroy());

const DAILY = `query($date: String) { dailyChallenges(date: $date) { date challenges { id rules title status seed seedCommitment entries closesAt } } }`;
const ENTER = `mutation($id: ID!, $name: String!) {
  enterChallenge(challengeId: $id, name: $name) { gameId name challenge { id entries } seat { seat token } game { id challenge status } }
}`;
const BOARD = `query($id: ID!) { leaderboard(challengeId: $id, limit: 10) { stamp entries finished status lowerIsBetter standings { rank name score title gameId } } }`;
const STAMP = `query($id: ID!) { leaderboardStamp(challengeId: $id) }`;

describe('GraphQL: daily challenges', () => {
  const id = 'aircargo-2026-11-22';
  let entry: Json;

  test("dailyChallenges lists today's challenges, seed hidden", async () => {
    const { dailyChallenges } = await graphqlData(t.app, DAILY);
    expect(dailyChallenges.date).toBe('2026-11-22');
    expect(dailyChallenges.challenges.find((c: Json) => c.id === id)).toMatchObject({
      rules: 'aircargo',
      status: 'open',
      seed: null,
      entries: 0,
    });
  });

  test('enterChallenge answers the game and its seat token', async () => {
    ({ enterChallenge: entry } = await graphqlData(t.app, ENTER, { id, name: 'Grace' }));
    expect(entry).toMatchObject({
      name: 'Grace',
      challenge: { id, entries: 1 },
      seat: { seat: 1 },
      game: { challenge: id, status: 'active' },
    });
    const again = await graphql(t.app, ENTER, { id, name: 'grace' });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'already-entered', status: 409 });
  });

  test('the stamp stays put while nothing ranks, and moves when an entry finishes', async () => {
    const before = (await graphqlData(t.app, STAMP, { id })).leaderboardStamp;
    expect((await graphqlData(t.app, STAMP, { id })).leaderboardStamp).toBe(before);
    const board = (await graphqlData(t.app, BOARD, { id })).leaderboard;
    expect(board).toMatchObject({
      stamp: before,
      entries: 1,
      finished: 0,
      status: 'open',
      lowerIsBetter: null,
      standings: [],
    });

    // Play the entry to its end (over REST: the moves are the same service either way).
    for (let step = 0; step < 5000; step++) {
      const game = await json(await get(t.app, `/v1/games/${entry.gameId}`, bearer(entry.seat.token)));
      if (game.status === 'over') break;
      now += 1000;
      const move = game.legalMoves[0];
      expect((await post(t.app, `/v1/games/${entry.gameId}/moves`, { move }, bearer(entry.seat.token))).status).toBe(
        200,
      );
    }
    const after = (await graphqlData(t.app, BOARD, { id })).leaderboard;
    expect(after.stamp).not.toBe(before);
    // The game is linked only once the day has closed: until then entries are private.
    expect(after).toMatchObject({
      finished: 1,
      lowerIsBetter: false,
      standings: [{ rank: 1, name: 'Grace', gameId: null }],
    });
    expect((await graphqlData(t.app, STAMP, { id })).leaderboardStamp).toBe(after.stamp);
  });

  test('errors carry the same codes as REST', async () => {
    const future = await graphql(t.app, DAILY, { date: '2026-12-01' });
    expect(future.errors?.[0]?.extensions).toMatchObject({ code: 'challenge-not-open', status: 404 });
    const badName = await graphql(t.app, ENTER, { id, name: '' });
    expect(badName.errors?.[0]?.extensions).toMatchObject({ code: 'invalid-request', status: 400 });
    const unknown = await graphql(t.app, BOARD, { id: 'nope' });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'challenge-not-found', status: 404 });
  });
});
