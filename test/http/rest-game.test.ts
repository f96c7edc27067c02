import { withoutLabel } from '../../src/core/labelled-move.js';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  bearer,
  createRacer,
  get,
  json,
  openTestApp,
  post,
  simplePolicy,
  type CrMove,
  type Json,
  type TestApp,
} from './helpers.js';

const MAX_REQUESTS = 2000;

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

describe('REST: a whole Circuit Racer game', () => {
  let id = '';
  let token = '';
  let created: Json;
  let final: Json;
  let moves = 0;

  beforeAll(async () => {
    const response = await post(t.app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }] });
    expect(response.status).toBe(201);
    created = await json(response);
    id = created.game.id;
    token = created.seats[0].token;

    let requests = 0;
    for (;;) {
      if (++requests > MAX_REQUESTS) throw new Error('the game did not end within the request budget');
      const read = await get(t.app, `/v1/games/${id}`, bearer(token));
      expect(read.status).toBe(200);
      const game = await json(read);
      if (game.status === 'over') {
        final = game;
        break;
      }
      expect(game.pending).toEqual({ kind: 'choice', players: [1] });
      expect(game.legalMoves.length).toBeGreaterThan(0);
      const move = simplePolicy(game.legalMoves as CrMove[]);
      requests++;
      const made = await post(t.app, `/v1/games/${id}/moves`, { move, expectedVersion: game.version }, bearer(token));
      if (made.status !== 200)
        throw new Error(`move ${JSON.stringify(move)} failed: ${made.status} ${await made.text()}`);
      const result = await json(made);
      expect(result.replayed).toBe(false);
      expect(result.version).toBe(game.version + result.events.length);
      expect(result.events[0]).toMatchObject({
        seq: game.version + 1,
        type: 'MoveMade',
        actor: 1,
        data: { player: 1, move: withoutLabel(move) },
      }); // a legal move posted with its label is recorded without it
      expect(made.headers.get('etag')).toBe(`"${result.version}"`);
      moves++;
    }
  });

  test('creation answers one seat token and a sha256 commitment', () => {
    expect(created.seats).toHaveLength(1);
    expect(created.seats[0]).toMatchObject({ seat: 1, name: 'Ada' });
    expect(typeof created.seats[0].token).toBe('string');
    expect(created.seats[0].token.length).toBeGreaterThan(10);
    expect(created.game.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect(created.game).toMatchObject({
      rules: 'circuit-racer',
      status: 'active',
      sandbox: false,
      you: 1,
    });
    // The creator's own view, so it can move straight away.
    expect(created.game.legalMoves.length).toBeGreaterThan(0);
    expect(created.game.view).toMatchObject({ phase: 'gear', circuit: 1, turn: 1, position: 0 });
  });

  test('the game ends with standings', () => {
    expect(moves).toBeGreaterThan(4);
    expect(final.status).toBe('over');
    expect(final.pending.kind).toBe('over');
    expect(final.legalMoves).toEqual([]);
    expect(final.standings).toMatchObject({ lowerIsBetter: true, players: [{ seat: 1, rank: 1 }] });
    expect(final.view.phase).toBe('over');
    expect(final.view.circuits.every((c: Json) => c.complete)).toBe(true);
    expect(final.standings.players[0].score).toBe(final.view.total);
  });

  test('a move after the end → 422 game-over, and nothing is appended', async () => {
    const response = await post(t.app, `/v1/games/${id}/moves`, { move: { type: 'accept' } }, bearer(token));
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await json(response)).toMatchObject({ status: 422, code: 'game-over' });
    const after = await json(await get(t.app, `/v1/games/${id}/events`));
    expect(after.version).toBe(final.version);
    expect(after.events).toHaveLength(final.version);
  });

  test('export reveals the seed matching the commitment, over a contiguous tape ending in GameEnded', async () => {
    const response = await get(t.app, `/v1/games/${id}/export`, bearer(token));
    expect(response.status).toBe(200);
    const exported = await json(response);
    expect(exported).toMatchObject({
      format: 'rolltape.export/1',
      id,
      rules: 'circuit-racer',
      sandbox: false,
      status: 'over',
    });
    expect(exported.seedCommitment).toBe(created.game.seedCommitment);
    expect(typeof exported.seed).toBe('string');
    expect(createHash('sha256').update(exported.seed).digest('hex')).toBe(exported.seedCommitment);
    const seqs = exported.events.map((e: Json) => e.seq);
    expect(seqs).toEqual(Array.from({ length: final.version }, (_, i) => i + 1));
    expect(exported.events[0].type).toBe('GameCreated');
    expect(exported.events[0].data.seedCommitment).toBe(exported.seedCommitment);
    const last = exported.events.at(-1);
    expect(last.type).toBe('GameEnded');
    expect(last.data.seed).toBe(exported.seed);
    expect(last.data.standings).toEqual(final.standings);
    expect(exported.events.every((e: Json) => e.redacted === false)).toBe(true);
    const moveEvents = exported.events.filter((e: Json) => e.type === 'MoveMade');
    expect(moveEvents).toHaveLength(moves);
  });

  test('the export before the end hides the seed', async () => {
    const other = await createRacer(t.app);
    const exported = await json(await get(t.app, `/v1/games/${other.id}/export`));
    expect(exported.status).toBe('active');
    expect(exported.seed).toBeNull();
  });

  test('audit passes every check', async () => {
    const response = await get(t.app, `/v1/games/${id}/audit`);
    expect(response.status).toBe(200);
    const audit = await json(response);
    expect(audit).toMatchObject({
      gameId: id,
      version: final.version,
      ok: true,
      sandbox: false,
      events: final.version,
    });
    expect(audit.checks.length).toBeGreaterThan(0);
    for (const check of audit.checks) expect(check.status, `${check.name}: ${check.detail}`).toBe('pass');
    const names = audit.checks.map((c: Json) => c.name);
    for (const name of ['rules', 'commitment', 'tape', 'moves', 'dice', 'ending']) expect(names).toContain(name);
  });

  test('ETag is the quoted version, and If-None-Match with it answers 304', async () => {
    const response = await get(t.app, `/v1/games/${id}`, bearer(token));
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(`"${final.version}"`);
    const cached = await get(t.app, `/v1/games/${id}`, { ...bearer(token), 'if-none-match': `"${final.version}"` });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
    expect(cached.headers.get('etag')).toBe(`"${final.version}"`);
    const stale = await get(t.app, `/v1/games/${id}`, { ...bearer(token), 'if-none-match': `"${final.version - 1}"` });
    expect(stale.status).toBe(200);
  });

  // RFC 9110 §13.1.2: If-None-Match uses the weak comparison and may list several tags (or `*`).
  // Proxies that compress (nginx gzip) turn `"12"` into `W/"12"`, which browsers then send back.
  test('If-None-Match matches weakly, in a list, and with *', async () => {
    const v = final.version;
    for (const header of [`W/"${v}"`, `"0", "${v}"`, '*']) {
      const response = await get(t.app, `/v1/games/${id}`, { 'if-none-match': header });
      expect(response.status, `If-None-Match: ${header}`).toBe(304);
    }
  });

  test('events?after=N answers only the later events', async () => {
    const all = await json(await get(t.app, `/v1/games/${id}/events`));
    expect(all.version).toBe(final.version);
    expect(all.events).toHaveLength(final.version);
    const n = Math.floor(final.version / 2);
    const later = await json(await get(t.app, `/v1/games/${id}/events?after=${n}`, bearer(token)));
    expect(later.version).toBe(final.version);
    expect(later.events.map((e: Json) => e.seq)).toEqual(
      Array.from({ length: final.version - n }, (_, i) => n + 1 + i),
    );
    expect(later.events).toEqual(all.events.slice(n));
    const none = await json(await get(t.app, `/v1/games/${id}/events?after=${final.version}`));
    expect(none.events).toEqual([]);
  });

  test('state?at=N travels back in time, without legal moves', async () => {
    const first = await get(t.app, `/v1/games/${id}/state?at=1`, bearer(token));
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"1"');
    const at1 = await json(first);
    expect(at1).toMatchObject({ id, version: 1, status: 'active', you: 1, standings: null, legalMoves: [] });
    expect(at1.view).toMatchObject({ phase: 'gear', circuit: 1, turn: 1, position: 0, dice: [] });

    // Version 3 = GameCreated, the first gear MoveMade and its DiceRolled: the dice are on the table.
    const tape = (await json(await get(t.app, `/v1/games/${id}/events`))).events;
    expect(tape[1].type).toBe('MoveMade');
    expect(tape[2].type).toBe('DiceRolled');
    const at3 = await json(await get(t.app, `/v1/games/${id}/state?at=3`, bearer(token)));
    expect(at3.version).toBe(3);
    expect(at3.legalMoves).toEqual([]);
    expect(at3.view).toMatchObject({
      phase: 'dice',
      circuit: 1,
      turn: 1,
      gear: tape[1].data.move.gear,
      dice: tape[2].data.values,
    });

    const now = await json(await get(t.app, `/v1/games/${id}/state`, bearer(token)));
    expect(now.version).toBe(final.version);
    expect(now.status).toBe('over');
    const atHead = await json(await get(t.app, `/v1/games/${id}/state?at=${final.version}`, bearer(token)));
    expect(atHead.view).toEqual(final.view);
  });
});

describe('REST: a sandbox game', () => {
  test('supplied dice are used and the game is flagged sandbox in view, export and audit', async () => {
    const { id, token, body } = await createRacer(t.app, {
      sandbox: { rolls: { 'circuit1.turn1.roll': [1, 1, 1, 1, 1, 1] } },
    });
    expect(body.game.sandbox).toBe(true);
    const made = await post(t.app, `/v1/games/${id}/moves`, { move: { type: 'gear', gear: 2 } }, bearer(token));
    expect(made.status).toBe(200);
    const result = await json(made);
    expect(result.events.map((e: Json) => e.type)).toEqual(['MoveMade', 'DiceRolled']);
    expect(result.events[1].data).toEqual({ label: 'circuit1.turn1.roll', values: [1, 1, 1, 1, 1, 1] });
    expect(result.game.view.dice).toEqual([1, 1, 1, 1, 1, 1]);
    expect(result.game.sandbox).toBe(true);

    const view = await json(await get(t.app, `/v1/games/${id}`, bearer(token)));
    expect(view.sandbox).toBe(true);
    expect(view.view).toMatchObject({ phase: 'dice', gear: 2, dice: [1, 1, 1, 1, 1, 1], wouldMove: 6 });

    const exported = await json(await get(t.app, `/v1/games/${id}/export`, bearer(token)));
    expect(exported.sandbox).toBe(true);
    expect(exported.events[0].data.sandbox).toEqual({ rolls: { 'circuit1.turn1.roll': [1, 1, 1, 1, 1, 1] } });

    const audit = await json(await get(t.app, `/v1/games/${id}/audit`));
    expect(audit.sandbox).toBe(true);
    expect(audit.ok).toBe(true);
    expect(audit.checks).toContainEqual(expect.objectContaining({ name: 'sandbox', status: 'pass' }));
    expect(audit.checks.filter((c: Json) => c.status === 'fail')).toEqual([]);
  });
});

describe('REST: catalog, docs and health', () => {
  test('GET /v1/rules lists circuit-racer', async () => {
    const response = await get(t.app, '/v1/rules');
    expect(response.status).toBe(200);
    const { rules } = await json(response);
    const racer = rules.find((r: Json) => r.id === 'circuit-racer');
    expect(racer).toMatchObject({ id: 'circuit-racer', minPlayers: 1, maxPlayers: 1 });
    expect(typeof racer.title).toBe('string');
    expect(typeof racer.summary).toBe('string');
    expect(racer.summary.length).toBeGreaterThan(0);
  });

  test('GET /v1/rules/circuit-racer has JSON Schemas for moves and options', async () => {
    const response = await get(t.app, '/v1/rules/circuit-racer');
    expect(response.status).toBe(200);
    const detail = await json(response);
    expect(detail.id).toBe('circuit-racer');
    expect(typeof detail.moves).toBe('object');
    expect(typeof detail.options).toBe('object');
    const moves = JSON.stringify(detail.moves);
    for (const type of ['gear', 'reroll', 'select', 'accept']) expect(moves).toContain(`"${type}"`);
    expect(detail.moves.oneOf ?? detail.moves.anyOf).toBeDefined();
    expect(detail.options.type).toBe('object');
  });

  test('GET /openapi.json is an OpenAPI 3.1 document with the games path', async () => {
    const response = await get(t.app, '/openapi.json');
    expect(response.status).toBe(200);
    const doc = await json(response);
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(doc.paths['/v1/games']).toBeDefined();
    expect(doc.paths['/v1/games'].post).toBeDefined();
    expect(doc.paths['/v1/games/{id}/moves']).toBeDefined();
  });

  test('GET /docs is HTML', async () => {
    const response = await get(t.app, '/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html.toLowerCase()).toContain('<html');
    // The viewer is our own built file, never a CDN's; and it is served.
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="https?:/);
    const script = /<script src="(\/assets\/[^"]+)"/.exec(html)![1]!;
    const viewer = await get(t.app, script);
    expect(viewer.status).toBe(200);
    expect(viewer.headers.get('content-type')).toMatch(/javascript/);
    const code = await viewer.text();
    expect(code.length).toBeGreaterThan(100_000);
    // Scalar's developer tools bar ("Deploy on Scalar", "Scalar Pro") is off, by an option this build reads.
    const options = JSON.parse(/createApiReference\('#app', (.+)\);/.exec(html)![1]!);
    expect(options.showDeveloperTools).toBe('never');
    expect(code).toContain('showDeveloperTools===`never`');
  });

  test('GET /favicon.ico is our own icon, an ICO holding a PNG', async () => {
    const response = await get(t.app, '/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    const body = Buffer.from(await response.arrayBuffer());
    expect([...body.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(body.subarray(22, 30).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
  });

  test('built files: a path that leaves dist/web is not found', async () => {
    expect((await get(t.app, '/assets/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await get(t.app, '/assets/nothing-here.js')).status).toBe(404);
  });

  test('GET /healthz is ok', async () => {
    const response = await get(t.app, '/healthz');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ok: true });
  });
});
