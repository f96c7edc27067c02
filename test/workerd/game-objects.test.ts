/**
 * Each game its own Durable Object: requests through the Worker's fetch handler reach the object
 * named by the game; the object keeps the tape in its own storage and the index in D1.
 */
import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import {
  bearer,
  createRacer,
  d1All,
  get,
  graphqlData,
  json,
  objectAll,
  post,
  request,
  simplePolicy,
  type CrMove,
  type Json,
} from './helpers.js';

const objectOf = (id: string) => env.GAMES.get(env.GAMES.idFromName(id));

/** Opens the game's WebSocket through the Worker and collects its messages. */
async function openSocket(
  id: string,
  query = '',
): Promise<{ messages: Json[]; closed: Promise<void>; socket: WebSocket }> {
  const response = await exports.default.fetch(
    new Request(`https://rolltape.test/v1/games/${id}/ws${query}`, { headers: { upgrade: 'websocket' } }),
  );
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  const messages: Json[] = [];
  const closed = new Promise<void>((resolve) => socket.addEventListener('close', () => resolve()));
  socket.addEventListener('message', (event) => messages.push(JSON.parse(event.data as string)));
  return { messages, closed, socket };
}

const until = async (check: () => boolean, ms = 10_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** Plays a one-seat Circuit Racer to its end over REST; answers every version acknowledged. */
async function playRacer(id: string, token: string): Promise<number[]> {
  const versions: number[] = [];
  for (let i = 0; i < 400; i++) {
    const game = await json(await get(`/v1/games/${id}`, bearer(token)));
    if (game.status === 'over') return versions;
    const move: CrMove = simplePolicy(game.legalMoves);
    const moved = await json(await post(`/v1/games/${id}/moves`, { move }, bearer(token)));
    versions.push(moved.version);
  }
  throw new Error('the game did not end');
}

describe('a game in its own Durable Object', () => {
  test("the tape is in the object's storage; D1 holds the index row at the same version, without the seed", async () => {
    const { id, token } = await createRacer();
    const game = await json(await get(`/v1/games/${id}`, bearer(token)));
    expect((await post(`/v1/games/${id}/moves`, { move: simplePolicy(game.legalMoves) }, bearer(token))).status).toBe(
      200,
    );
    const version = (await json(await get(`/v1/games/${id}`))).version;
    const tape = await runInDurableObject(objectOf(id), (_instance, state) =>
      state.storage.sql.exec('SELECT seq FROM events ORDER BY seq').toArray(),
    );
    expect(tape.map((r) => r.seq)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
    expect(await d1All('SELECT count(*) AS n FROM events WHERE game_id = ?', id)).toEqual([{ n: 0 }]);
    expect(await d1All('SELECT version, seed FROM games WHERE id = ?', id)).toEqual([{ version, seed: '' }]);
  });

  test('moves from several clients on one game all land in order, none refused', async () => {
    const created = await json(
      await post('/v1/games', { rules: 'coal-n-write', players: [{ name: 'Ada' }, { name: 'Bo' }] }),
    );
    const id = created.game.id;
    const tokens: string[] = created.seats.map((s: Json) => s.token);
    // Both seats are due at once (a simultaneous step): each ends its part, all at the same moment.
    const moves = await Promise.all(
      tokens.map(async (t) => ({
        t,
        move: (await json(await get(`/v1/games/${id}`, bearer(t)))).legalMoves.find((m: Json) => m.type === 'endTurn'),
      })),
    );
    const answers = await Promise.all(moves.map(({ t, move }) => post(`/v1/games/${id}/moves`, { move }, bearer(t))));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const versions = (await Promise.all(answers.map(json))).map((a) => a.version);
    expect(new Set(versions).size).toBe(2);
    const events = (await json(await get(`/v1/games/${id}/events`))).events;
    expect(events.map((e: Json) => e.seq)).toEqual(events.map((_: Json, i: number) => i + 1));
    expect(events.filter((e: Json) => e.type === 'MoveMade').length).toBeGreaterThanOrEqual(2);
  });

  test('a stale expectedVersion still answers 409 with the current version', async () => {
    const { id, token } = await createRacer();
    const game = await json(await get(`/v1/games/${id}`, bearer(token)));
    const stale = await post(
      `/v1/games/${id}/moves`,
      { move: simplePolicy(game.legalMoves), expectedVersion: game.version - 1 },
      bearer(token),
    );
    expect(stale.status).toBe(409);
    expect(await json(stale)).toMatchObject({ code: 'version-conflict', currentVersion: game.version });
  });

  test('a player and two viewers over WebSocket and SSE each get every update in order, redacted for their seat', async () => {
    const created = await json(
      await post('/v1/games', { rules: 'carbondale', players: [{ name: 'Ada' }, { name: 'Bot', bot: 'default' }] }),
    );
    const id = created.game.id;
    const token = created.seats[0].token;
    const player = await openSocket(id, `?access_token=${token}`);
    const spectator = await openSocket(id);
    const sse = await get(`/v1/games/${id}/stream`);
    expect(sse.headers.get('content-type')).toMatch(/text\/event-stream/);
    const sseReader = sse.body!.pipeThrough(new TextDecoderStream()).getReader();
    let sseText = '';
    void (async () => {
      for (;;) {
        const { value, done } = await sseReader.read();
        if (done) return;
        sseText += value;
      }
    })();
    for (let i = 0; i < 3; i++) {
      const game = await json(await get(`/v1/games/${id}`, bearer(token)));
      const moved = await post(`/v1/games/${id}/moves`, { move: game.legalMoves[0] }, bearer(token));
      expect(moved.status).toBe(200);
    }
    const head = (await json(await get(`/v1/games/${id}`))).version;
    await until(
      () =>
        player.messages.at(-1)?.data.version === head &&
        spectator.messages.at(-1)?.data.version === head &&
        sseText.includes(`id: ${head}\n`),
    );
    for (const { messages } of [player, spectator]) {
      expect(messages.every((m) => m.event === 'update')).toBe(true);
      const versions = messages.map((m) => m.data.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      // Every event exactly once, in order, from the first message's version on.
      const seqs = messages.flatMap((m) => m.data.events.map((e: Json) => e.seq));
      expect(seqs).toEqual(Array.from({ length: head - created.game.version }, (_, i) => created.game.version + 1 + i));
    }
    // Redaction: the player sees its own hand, the spectator does not.
    expect(player.messages.at(-1).data.game.view).not.toEqual(spectator.messages.at(-1).data.game.view);
    expect(JSON.stringify(spectator.messages.at(-1).data.game.view)).toEqual(
      JSON.stringify((await json(await get(`/v1/games/${id}`))).view),
    );
    expect(JSON.stringify(player.messages.at(-1).data.game.view)).toEqual(
      JSON.stringify((await json(await get(`/v1/games/${id}`, bearer(token)))).view),
    );
    // The SSE viewer got the same update messages as the spectator's WebSocket.
    const sseUpdates = sseText
      .split('\n\n')
      .filter((b) => b.includes('event: update'))
      .map((b) =>
        JSON.parse(
          b
            .split('\n')
            .find((l) => l.startsWith('data: '))!
            .slice(6),
        ),
      );
    expect(sseUpdates.map((u) => u.version)).toEqual(spectator.messages.map((m) => m.data.version));
    expect(sseUpdates.at(-1)).toEqual(spectator.messages.at(-1).data);
    await sseReader.cancel();
    player.socket.close();
    spectator.socket.close();
  });

  test('a WebSocket resumes by version: ?after=N sends every event after N', async () => {
    const { id, token } = await createRacer();
    const first = (await json(await get(`/v1/games/${id}`))).version;
    const game = await json(await get(`/v1/games/${id}`, bearer(token)));
    await post(`/v1/games/${id}/moves`, { move: simplePolicy(game.legalMoves) }, bearer(token));
    const viewer = await openSocket(id, `?after=${first}`);
    await until(() => viewer.messages.length > 0);
    expect(viewer.messages[0].data.events[0].seq).toBe(first + 1);
    viewer.socket.close();
  });

  test('a WebSocket closes when the game ends, and at once on resuming a finished game it has all of', async () => {
    const { id, token } = await createRacer();
    const viewer = await openSocket(id, `?access_token=${token}`);
    await playRacer(id, token);
    await viewer.closed;
    expect(viewer.messages.at(-1).data.game.status).toBe('over');
    const head = viewer.messages.at(-1).data.version;
    const done = await openSocket(id, `?after=${head}`);
    await done.closed;
    expect(done.messages).toEqual([]);
    // Without Upgrade the route says what it speaks.
    expect(await json(await get(`/v1/games/${id}/ws`))).toMatchObject({ status: 400, code: 'websocket-required' });
  });

  test('an object evicted and rebuilt keeps the game, and its viewers reconnect from their version', async () => {
    const { id, token } = await createRacer();
    const before = await json(await get(`/v1/games/${id}/export`));
    await abortAllDurableObjects();
    const after = await json(await get(`/v1/games/${id}/export`));
    expect(after).toEqual(before);
    const viewer = await openSocket(id, `?after=${before.version}`);
    const game = await json(await get(`/v1/games/${id}`, bearer(token)));
    await post(`/v1/games/${id}/moves`, { move: simplePolicy(game.legalMoves) }, bearer(token));
    await until(() => viewer.messages.length > 0);
    expect(viewer.messages[0].data.events[0].seq).toBe(before.version + 1);
    viewer.socket.close();
  });

  test('the alarm applies a turn deadline nobody claimed', async () => {
    const created = await json(
      await post('/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }], turnSeconds: 5 }),
    );
    const id = created.game.id;
    const alarmAt = await runInDurableObject(objectOf(id), (_i, state) => state.storage.getAlarm());
    expect(alarmAt).toBe(Date.parse(created.game.deadline));
    await new Promise((r) => setTimeout(r, 5_100));
    await runDurableObjectAlarm(objectOf(id));
    const events = (await json(await get(`/v1/games/${id}/events`))).events;
    const timedOut = events.filter((e: Json) => e.type === 'MoveMade' && e.data.timeout === true);
    expect(timedOut.length).toBeGreaterThan(0);
    expect(timedOut.every((e: Json) => e.actor === null)).toBe(true);
  });

  test('a failed index write is repaired by the alarm; the index never runs ahead of the tape', async () => {
    const { id, token } = await createRacer();
    const indexed = (await d1All('SELECT version FROM games WHERE id = ?', id))[0].version;
    const game = await json(await get(`/v1/games/${id}`, bearer(token)));
    let head: number;
    await env.DB.exec('ALTER TABLE games RENAME TO games_away');
    try {
      const moved = await post(`/v1/games/${id}/moves`, { move: simplePolicy(game.legalMoves) }, bearer(token));
      expect(moved.status).toBe(200); // acknowledged: committed in the object, whatever the index does
      head = (await json(moved)).version;
      // The failed write set the alarm for a retry.
      expect(await runInDurableObject(objectOf(id), (_i, state) => state.storage.getAlarm())).not.toBeNull();
    } finally {
      await env.DB.exec('ALTER TABLE games_away RENAME TO games');
    }
    // The index still says what it said: behind the tape, never ahead. The alarm repairs it.
    expect((await d1All('SELECT version FROM games WHERE id = ?', id))[0].version).toBe(indexed);
    expect(indexed).toBeLessThan(head);
    await runDurableObjectAlarm(objectOf(id));
    expect((await d1All('SELECT version FROM games WHERE id = ?', id))[0].version).toBe(head);
  });

  test('a whole game played through its object: the export and audit answer as on node', async () => {
    const { id, token } = await createRacer();
    const versions = await playRacer(id, token);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    const audit = await json(await get(`/v1/games/${id}/audit`));
    expect(audit).toMatchObject({ ok: true, gameId: id });
    expect((await d1All('SELECT status FROM games WHERE id = ?', id))[0].status).toBe('over');
  });

  test('a GraphQL subscription reaches the same fan-out: the game now, then every move, in order', async () => {
    const created = await json(
      await post('/v1/games', { rules: 'coal-n-write', players: [{ name: 'Ada' }, { name: 'Bo' }] }),
    );
    const id = created.game.id;
    const [ada, bo] = created.seats.map((s: Json) => s.token);
    const query = `subscription($id: ID!) { gameUpdated(id: $id) { version events { seq } game { version you } } }`;
    const response = await request(
      'POST',
      '/graphql',
      { query, variables: { id } },
      { accept: 'text/event-stream', ...bearer(bo) },
    );
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const updates = (): Json[] =>
      text
        .split('\n\n')
        .slice(0, -1)
        .filter((b) => b.includes('event: next'))
        .map(
          (b) =>
            JSON.parse(
              b
                .split('\n')
                .find((l) => l.startsWith('data: '))!
                .slice(6),
            ).data.gameUpdated,
        );
    const readUntil = async (done: () => boolean) => {
      while (!done()) {
        const { value, done: ended } = await reader.read();
        if (ended) throw new Error('the subscription ended first');
        text += value;
      }
    };
    await readUntil(() => updates().length >= 1);
    const move = `mutation($id: ID!, $move: MoveInput!) { makeMove(gameId: $id, move: $move) { version } }`;
    const one = (await graphqlData(move, { id, move: { coalNWrite: { endTurn: true } } }, ada)).makeMove.version;
    const two = (await graphqlData(move, { id, move: { coalNWrite: { endTurn: true } } }, bo)).makeMove.version;
    await readUntil(() => updates().at(-1)?.version === two);
    const got = updates();
    expect(got[0]).toMatchObject({ version: created.game.version, events: [], game: { you: 2 } });
    expect(got.slice(1).map((u) => u.version)).toEqual([one, two]);
    expect(got.flatMap((u) => u.events.map((e: Json) => e.seq))).toEqual(
      Array.from({ length: two - created.game.version }, (_, i) => created.game.version + 1 + i),
    );
    await reader.cancel();
  });
});

describe('an id that names no game', () => {
  test('answers 404 game-not-found on every route and leaves no storage behind in its object', async () => {
    const id = 'no-such-game-' + crypto.randomUUID();
    for (const path of ['', '/events', '/export', '/audit', '/stream', '/ws']) {
      const answer = await get(`/v1/games/${id}${path}`, path === '/ws' ? { upgrade: 'websocket' } : {});
      expect({ path, status: answer.status, code: (await json(answer)).code }).toEqual({
        path,
        status: 404,
        code: 'game-not-found',
      });
    }
    expect((await post(`/v1/games/${id}/moves`, { move: { type: 'x' } }, bearer('rt_nope'))).status).toBe(404);
    const tables = await objectAll(
      id,
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
    );
    expect(tables).toEqual([]);
    expect(await runInDurableObject(objectOf(id), (_instance, state) => state.storage.getAlarm())).toBeNull();
  });

  test('a refused creation leaves its object empty too', async () => {
    const id = 'refused-' + crypto.randomUUID();
    const refused = await runInDurableObject(objectOf(id), (instance) =>
      instance.create(id, { rules: 'circuit-racer', players: [{ name: 'Ada' }, { name: 'Bo' }] }),
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'bad-player-count' } });
    expect(
      await objectAll(
        id,
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
      ),
    ).toEqual([]);
    expect((await get(`/v1/games/${id}`)).status).toBe(404);
  });
});
