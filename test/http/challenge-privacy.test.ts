/**
 * The leak probe: every entry of a daily challenge draws the same keyed dice, so until the day
 * closes another entry (or anyone without a token) must learn nothing from an entry's game: not
 * one die, not one shuffle order. Probed over every per-game read of REST and GraphQL, on
 * Carbondale (hidden decks) and Coal n' Write (a public throw every turn).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, get, graphql, json, openTestApp, post, type HttpApp, type Json, type TestApp } from './helpers.js';

const DAY = '2026-11-22';
let now = Date.parse(`${DAY}T10:00:00Z`);

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ clock: () => now });
});
afterAll(() => t?.database.destroy());

interface Entry {
  readonly gameId: string;
  readonly token: string;
}

async function enter(app: HttpApp, rules: string, name: string): Promise<Entry> {
  const response = await post(app, `/v1/challenges/${rules}-${DAY}/entries`, { name });
  expect(response.status).toBe(201);
  const body = await json(response);
  return { gameId: body.entry.gameId, token: body.seat.token };
}

/** Plays an entry to its end with its first legal move each time. */
async function playToEnd(app: HttpApp, entry: Entry): Promise<void> {
  for (let step = 0; step < 4000; step++) {
    const game = await json(await get(app, `/v1/games/${entry.gameId}`, bearer(entry.token)));
    if (game.status === 'over') return;
    now += 1000;
    const moved = await post(app, `/v1/games/${entry.gameId}/moves`, { move: game.legalMoves[0] }, bearer(entry.token));
    expect(moved.status).toBe(200);
  }
  throw new Error('the entry did not end');
}

/** Every per-game REST read, as `token` (or anonymously). */
const restReads = (id: string) => [
  `/v1/games/${id}`,
  `/v1/games/${id}/events`,
  `/v1/games/${id}/state?at=2`,
  `/v1/games/${id}/export`,
  `/v1/games/${id}/audit`,
  `/v1/games/${id}/stream`,
];

/** Every per-game GraphQL read. */
const GRAPHQL_READS = [
  `query($id: ID!) { game(id: $id) { version view { __typename } } }`,
  `query($id: ID!) { game(id: $id, at: 2) { version } }`,
  `query($id: ID!) { events(gameId: $id) { version events { seq ... on DiceRolledEvent { values } ... on DeckShuffledEvent { order } } } }`,
  `query($id: ID!) { exportGame(id: $id) { version } }`,
  `query($id: ID!) { audit(gameId: $id) { ok } }`,
];
const SUBSCRIPTION = `subscription($id: ID!) { gameUpdated(id: $id) { version events { seq } } }`;

/** Asserts that every read of `victim` as `token` is refused with `challenge-entry-private`, and the answers hold no dice. */
async function expectPrivate(app: HttpApp, victim: Entry, token: string | undefined): Promise<void> {
  const headers = token === undefined ? {} : bearer(token);
  for (const path of restReads(victim.gameId)) {
    const response = await get(app, path, headers);
    const body = await response.text();
    expect(response.status, path).toBe(403);
    expect(JSON.parse(body), path).toMatchObject({ code: 'challenge-entry-private', status: 403 });
    expect(body, path).not.toMatch(/DiceRolled|DeckShuffled|"values"|"order"/);
  }
  for (const query of GRAPHQL_READS) {
    const answer = await graphql(app, query, { id: victim.gameId }, token);
    expect(answer.errors?.[0]?.extensions, query).toMatchObject({ code: 'challenge-entry-private', status: 403 });
    expect(answer.data, query).toBeNull();
  }
  const subscribed = await app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify({ query: SUBSCRIPTION, variables: { id: victim.gameId } }),
  });
  const stream = await subscribed.text();
  expect(stream).toContain('challenge-entry-private');
  expect(stream).not.toMatch(/"events":\[\{/);
}

describe.each(['carbondale', 'coal-n-write'])('%s: entries stay private until the day closes', (rules) => {
  let ada: Entry;
  let bo: Entry;

  test('a finished entry answers neither a second entry nor an anonymous client, over REST and GraphQL', async () => {
    ada = await enter(t.app, rules, 'Ada');
    await playToEnd(t.app, ada);
    bo = await enter(t.app, rules, 'Bo');
    await expectPrivate(t.app, ada, bo.token);
    await expectPrivate(t.app, ada, undefined);
    await expectPrivate(t.app, bo, ada.token);
    // A token that fits no seat of any game is refused the same way (no hint that the game exists in other shape).
    await expectPrivate(t.app, ada, 'rt_not-a-token');
  });

  test('the leaderboard shows name, score and finish time, but links no game', async () => {
    const board = await json(await get(t.app, `/v1/challenges/${rules}-${DAY}/leaderboard`));
    expect(board.standings).toEqual([
      expect.objectContaining({ name: 'Ada', score: expect.any(Number), finishedAt: expect.any(String), gameId: null }),
    ]);
    const gql = await graphql(
      t.app,
      `
        query ($id: ID!) {
          leaderboard(challengeId: $id) {
            standings {
              name
              gameId
            }
          }
        }
      `,
      { id: `${rules}-${DAY}` },
    );
    expect(gql.data.leaderboard.standings).toEqual([{ name: 'Ada', gameId: null }]);
  });

  test("its own player reads it, but even a finished entry's shuffles stay hidden until the close", async () => {
    const events = (await json(await get(t.app, `/v1/games/${ada.gameId}/events`, bearer(ada.token)))).events as Json[];
    expect(events.at(-1)).toMatchObject({ type: 'GameEnded', data: { seed: null } });
    const shuffles = events.filter((e) => e.type === 'DeckShuffled');
    expect(shuffles.length).toBeGreaterThan(0);
    // Whoever finishes first could otherwise read the decks and hand them over (or enter again).
    for (const shuffle of shuffles) expect(shuffle.data.order, shuffle.data.label).toBeNull();
    const exported = await json(await get(t.app, `/v1/games/${ada.gameId}/export`, bearer(ada.token)));
    expect(exported.events.filter((e: Json) => e.type === 'DeckShuffled' && e.data.order !== null)).toEqual([]);
  });

  test('after the day closes, the entry is public like any finished game', async () => {
    const saved = now;
    now = Date.parse('2026-11-23T00:00:01Z');
    try {
      const events = await get(t.app, `/v1/games/${ada.gameId}/events`);
      expect(events.status).toBe(200);
      const tape = (await json(events)).events as Json[];
      expect(tape.filter((e) => e.type === 'DeckShuffled' && e.data.order === null)).toEqual([]);
      expect((await get(t.app, `/v1/games/${ada.gameId}/export`)).status).toBe(200);
      const audit = await json(await get(t.app, `/v1/games/${ada.gameId}/audit`));
      expect(audit.ok).toBe(true);
      const board = await json(await get(t.app, `/v1/challenges/${rules}-${DAY}/leaderboard`));
      expect(board.standings[0].gameId).toBe(ada.gameId);
      const gql = await graphql(
        t.app,
        `
          query ($id: ID!) {
            exportGame(id: $id) {
              version
            }
          }
        `,
        { id: ada.gameId },
      );
      expect(gql.errors).toBeUndefined();
    } finally {
      now = saved;
    }
  });
});
