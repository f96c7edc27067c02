/**
 * Live play over GraphQL: the `gameUpdated` subscription over SSE, the lobby (`openGames`,
 * `joinGame`, `leaveGame`), bots in seats and `claimTimeout`, calling the same services as REST.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, graphql, graphqlData, openTestApp, type HttpApp, type Json, type TestApp } from './helpers.js';
import { SseReader } from './sse.js';

let t: TestApp;
let now = Date.parse('2026-11-22T12:00:00.000Z');
beforeAll(async () => {
  t = await openTestApp({ clock: () => now });
});
afterAll(() => t?.database.destroy());

const subscribe = async (
  app: HttpApp,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<Response> =>
  app.request('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token === undefined ? {} : bearer(token)),
    },
    body: JSON.stringify({ query, variables }),
  });

const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { game { id status version players { seat name bot open } turnSeconds deadline } seats { seat token } } }`;
const UPDATES = `subscription($id: ID!, $after: Int) { gameUpdated(id: $id, after: $after) {
  version
  events { seq __typename ... on MoveMadeEvent { player timeout } ... on PlayerJoinedEvent { seat name } }
  game { version you status legalMoves { __typename } }
} }`;
const MOVE = `mutation($id: ID!, $move: MoveInput!) { makeMove(gameId: $id, move: $move) { version } }`;

/** The `next` payloads of a GraphQL SSE stream up to the one whose update passes `until`. */
async function nextUpdates(reader: SseReader, until: (u: Json) => boolean): Promise<Json[]> {
  const out: Json[] = [];
  for (;;) {
    const m = await reader.next();
    if (m === undefined) throw new Error('the subscription ended first');
    if (m.event !== 'next') continue;
    const payload = JSON.parse(m.data);
    if (payload.errors) throw new Error(JSON.stringify(payload.errors));
    out.push(payload.data.gameUpdated);
    if (until(payload.data.gameUpdated)) return out;
  }
}

describe('GraphQL live play', () => {
  test('an SSE subscription over GET takes the token as ?access_token= (EventSource cannot send headers)', async () => {
    const created = (
      await graphqlData(t.app, CREATE, { input: { rules: 'coal-n-write', players: [{ name: 'Ada' }, { name: 'Bo' }] } })
    ).createGame;
    const id = created.game.id;
    const bo = created.seats[1].token;
    const url = (token: string | null) =>
      `/graphql?${new URLSearchParams({ query: UPDATES, variables: JSON.stringify({ id }), ...(token !== null && { access_token: token }) })}`;
    const seatStream = new SseReader(await t.app.request(url(bo), { headers: { accept: 'text/event-stream' } }));
    expect((await nextUpdates(seatStream, () => true))[0].game.you).toBe(2);
    await seatStream.close();
    const spectatorStream = new SseReader(await t.app.request(url(null), { headers: { accept: 'text/event-stream' } }));
    expect((await nextUpdates(spectatorStream, () => true))[0].game.you).toBeNull();
    await spectatorStream.close();
  });

  test('gameUpdated: the game now, then every move as the subscriber sees it, in order; `after` resumes', async () => {
    const created = (
      await graphqlData(t.app, CREATE, { input: { rules: 'coal-n-write', players: [{ name: 'Ada' }, { name: 'Bo' }] } })
    ).createGame;
    const id = created.game.id;
    const [ada, bo] = created.seats.map((s: Json) => s.token);
    const response = await subscribe(t.app, UPDATES, { id }, bo);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = new SseReader(response);
    const [first] = await nextUpdates(reader, () => true);
    expect(first).toMatchObject({ version: created.game.version, events: [], game: { you: 2, status: 'active' } });

    const one = (await graphqlData(t.app, MOVE, { id, move: { coalNWrite: { endTurn: true } } }, ada)).makeMove.version;
    const two = (await graphqlData(t.app, MOVE, { id, move: { coalNWrite: { endTurn: true } } }, bo)).makeMove.version;
    const got = await nextUpdates(reader, (u) => u.version === two);
    expect(got.map((u) => u.version)).toEqual([one, two]);
    expect(got.flatMap((u) => u.events.map((e: Json) => e.seq))).toEqual(
      Array.from({ length: two - first.version }, (_, i) => first.version + 1 + i),
    );
    expect(got[0].events[0]).toMatchObject({ __typename: 'MoveMadeEvent', player: 1, timeout: false });
    for (const u of got) expect(u.game.you).toBe(2);
    await reader.close();

    const resumed = new SseReader(await subscribe(t.app, UPDATES, { id, after: one }, ada));
    const [catchUp] = await nextUpdates(resumed, () => true);
    expect(catchUp.version).toBe(two);
    expect(catchUp.events[0].seq).toBe(one + 1);
    expect(catchUp.game.you).toBe(1);
    await resumed.close();
  });

  test('subscription errors carry the REST codes', async () => {
    const reader = new SseReader(await subscribe(t.app, UPDATES, { id: 'nosuchgame' }));
    for (let m = await reader.next(); m !== undefined; m = await reader.next()) {
      if (m.event !== 'next') continue;
      expect(JSON.parse(m.data).errors[0].extensions).toMatchObject({ code: 'game-not-found', status: 404 });
      break;
    }
    await reader.close();
  });

  test('lobby: openGames, joinGame, leaveGame; bots and open seats at creation', async () => {
    const rule = await graphqlData(t.app, `{ rule(id: "coal-n-write") { bots { id title } } }`);
    expect(rule.rule.bots.map((b: Json) => b.id)).toContain('default');
    const created = (
      await graphqlData(t.app, CREATE, {
        input: { rules: 'coal-n-write', players: [{ name: 'Ada' }, { open: true }, { name: 'Robo', bot: 'default' }] },
      })
    ).createGame;
    const id = created.game.id;
    expect(created.game).toMatchObject({
      status: 'open',
      players: [
        { seat: 1, bot: null },
        { seat: 2, open: true, name: '' },
        { seat: 3, bot: 'default', open: false },
      ],
    });
    expect(created.seats.map((s: Json) => s.seat)).toEqual([1]);

    const open = await graphqlData(
      t.app,
      `{ openGames(rules: "coal-n-write") { id openSeats players { seat open } } }`,
    );
    expect(open.openGames.find((g: Json) => g.id === id)).toMatchObject({ openSeats: [2] });

    const JOIN = `mutation($id: ID!, $name: String!, $seat: Int) { joinGame(gameId: $id, name: $name, seat: $seat) { seat { seat token } game { status you } } }`;
    const taken = await graphql(t.app, JOIN, { id, name: 'Cy', seat: 1 });
    expect(taken.errors?.[0].extensions).toMatchObject({ code: 'seat-taken', status: 409 });
    const left = await graphqlData(
      t.app,
      `mutation($id: ID!) { leaveGame(gameId: $id) { status you players { open } } }`,
      { id },
      created.seats[0].token,
    );
    expect(left.leaveGame).toMatchObject({
      status: 'open',
      you: null,
      players: [{ open: true }, { open: true }, { open: false }],
    });
    await graphqlData(t.app, JOIN, { id, name: 'Bo' });
    const joined = (await graphqlData(t.app, JOIN, { id, name: 'Cy' })).joinGame;
    expect(joined).toMatchObject({ seat: { seat: 2 }, game: { status: 'active', you: 2 } });
    const bad = await graphql(t.app, CREATE, {
      input: { rules: 'coal-n-write', players: [{ name: 'Ada' }, { name: 'Robo', bot: 'nope' }] },
    });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'unknown-bot' });
  });

  test("a lobby game's pending is JoinPending with its open seats, until the last join starts it", async () => {
    const PENDING = `pending { __typename ... on JoinPending { openSeats } ... on ChoicePending { players } }`;
    const created = (
      await graphqlData(
        t.app,
        `mutation($input: CreateGameInput!) { createGame(input: $input) { game { id ${PENDING} } } }`,
        { input: { rules: 'coal-n-write', players: [{ name: 'Ada' }, { open: true }, { open: true }] } },
      )
    ).createGame;
    const id = created.game.id;
    expect(created.game.pending).toEqual({ __typename: 'JoinPending', openSeats: [2, 3] });
    const READ = `query($id: ID!, $at: Int) { game(id: $id, at: $at) { status ${PENDING} } }`;
    expect((await graphqlData(t.app, READ, { id })).game.pending).toEqual({
      __typename: 'JoinPending',
      openSeats: [2, 3],
    });
    // The subscription's first update is the game now: waiting for players too.
    const reader = new SseReader(
      await subscribe(t.app, `subscription($id: ID!) { gameUpdated(id: $id) { game { ${PENDING} } } }`, { id }),
    );
    expect((await nextUpdates(reader, () => true))[0].game.pending).toEqual({
      __typename: 'JoinPending',
      openSeats: [2, 3],
    });
    await reader.close();

    const JOIN = `mutation($id: ID!, $name: String!) { joinGame(gameId: $id, name: $name) { game { status ${PENDING} } } }`;
    expect((await graphqlData(t.app, JOIN, { id, name: 'Bo' })).joinGame.game.pending).toEqual({
      __typename: 'JoinPending',
      openSeats: [3],
    });
    const last = (await graphqlData(t.app, JOIN, { id, name: 'Cy' })).joinGame.game;
    expect(last).toEqual({ status: 'active', pending: { __typename: 'ChoicePending', players: [1, 2, 3] } });
    expect((await graphqlData(t.app, READ, { id })).game.pending).toEqual({
      __typename: 'ChoicePending',
      players: [1, 2, 3],
    });
    expect((await graphqlData(t.app, READ, { id, at: 1 })).game).toEqual({
      status: 'open',
      pending: { __typename: 'JoinPending', openSeats: [2, 3] },
    });
  });

  test('claimTimeout after the deadline', async () => {
    const created = (
      await graphqlData(t.app, CREATE, {
        input: { rules: 'circuit-racer', players: [{ name: 'Ada' }], turnSeconds: 30 },
      })
    ).createGame;
    expect(created.game).toMatchObject({ turnSeconds: 30, deadline: new Date(now + 30_000).toISOString() });
    const CLAIM = `mutation($id: ID!) { claimTimeout(gameId: $id) { version events { __typename ... on MoveMadeEvent { player timeout } } game { deadline } } }`;
    const early = await graphql(t.app, CLAIM, { id: created.game.id }, created.seats[0].token);
    expect(early.errors?.[0].extensions).toMatchObject({ code: 'deadline-not-reached', status: 409 });
    now += 31_000;
    const claimed = (await graphqlData(t.app, CLAIM, { id: created.game.id }, created.seats[0].token)).claimTimeout;
    expect(claimed.events[0]).toMatchObject({ __typename: 'MoveMadeEvent', player: 1, timeout: true });
    expect(claimed.game.deadline).toBe(new Date(now + 30_000).toISOString());
  });
});
