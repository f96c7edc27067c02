/**
 * Commit first: the server commits to its seed (`POST /v1/commitments`) before the player chooses a
 * client seed; the game then plays on both. A commitment is used once, expires, and the tape
 * records the order so the audit (online and offline) can check it.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditExport, parseExport, type ExportedGame } from '../../src/core/export-audit.js';
import { rulebook } from '../../src/games/index.js';
import {
  bearer,
  get,
  graphql,
  graphqlData,
  json,
  openTestApp,
  post,
  simplePolicy,
  type HttpApp,
  type Json,
  type TestApp,
} from './helpers.js';

let now = Date.parse('2026-11-22T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ clock: () => now });
});
afterAll(() => t?.database.destroy());

const gameRows = async () => Number((await t.database.client.execute('select count(*) as n from games')).rows[0]!.n);
const commit = async (): Promise<Json> => {
  const response = await post(t.app, '/v1/commitments', {});
  expect(response.status).toBe(201);
  return json(response);
};
const create = (extra: Record<string, unknown>) =>
  post(t.app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }], ...extra });

async function playToEnd(app: HttpApp, gameId: string, token: string): Promise<void> {
  for (let step = 0; step < 3000; step++) {
    const game = await json(await get(app, `/v1/games/${gameId}`, bearer(token)));
    if (game.status === 'over') return;
    now += 1000;
    expect(
      (await post(app, `/v1/games/${gameId}/moves`, { move: simplePolicy(game.legalMoves) }, bearer(token))).status,
    ).toBe(200);
  }
  throw new Error('the game did not end');
}

describe('commit first over REST', () => {
  let issued: Json;
  let game: { id: string; token: string };

  test('the server commits before it sees the client seed', async () => {
    issued = await commit();
    expect(issued).toMatchObject({
      id: expect.stringMatching(/^c_/),
      seedCommitment: expect.stringMatching(/^[0-9a-f]{64}$/),
      issuedAt: '2026-11-22T10:00:00.000Z',
      expiresAt: '2026-11-22T11:00:00.000Z',
    });
    now += 5000; // the player takes a while to choose
    const response = await create({ commitment: issued.id, clientSeed: 'my lucky seed' });
    expect(response.status).toBe(201);
    const body = await json(response);
    game = { id: body.game.id, token: body.seats[0].token };
    expect(body.game.seedCommitment).toBe(issued.seedCommitment);
    const { events } = await json(await get(t.app, `/v1/games/${game.id}/events`, bearer(game.token)));
    expect(events[0].data).toMatchObject({
      clientSeed: 'my lucky seed',
      commitment: { id: issued.id, issuedAt: '2026-11-22T10:00:00.000Z', clientSeedAt: '2026-11-22T10:00:05.000Z' },
    });
  });

  test('a commitment seeds one game only; a second use changes nothing', async () => {
    const before = await gameRows();
    const again = await create({ commitment: issued.id, clientSeed: 'another' });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'commitment-used' });
    expect(await gameRows()).toBe(before);
  });

  test('two games racing for one commitment: one is created, the other refused', async () => {
    const fresh = await commit();
    const before = await gameRows();
    const answers = await Promise.all([
      create({ commitment: fresh.id, clientSeed: 'a' }),
      create({ commitment: fresh.id, clientSeed: 'b' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await gameRows()).toBe(before + 1);
  });

  test('unknown, expired, or without a client seed: clear codes, nothing created', async () => {
    const before = await gameRows();
    const unknown = await create({ commitment: 'c_nope', clientSeed: 'x' });
    expect([unknown.status, (await json(unknown)).code]).toEqual([404, 'commitment-not-found']);
    const fresh = await commit();
    const bare = await create({ commitment: fresh.id });
    expect([bare.status, (await json(bare)).code]).toEqual([400, 'client-seed-required']);
    now += 60 * 60 * 1000;
    const late = await create({ commitment: fresh.id, clientSeed: 'x' });
    expect([late.status, (await json(late)).code]).toEqual([409, 'commitment-expired']);
    expect(await gameRows()).toBe(before);
  });

  test('the export audits offline with the order checked, also against the commitment the player kept', async () => {
    await playToEnd(t.app, game.id, game.token);
    const exported = parseExport(await json(await get(t.app, `/v1/games/${game.id}/export`))) as ExportedGame;
    expect(createHash('sha256').update(exported.seed!).digest('hex')).toBe(issued.seedCommitment);
    const report = auditExport(rulebook, exported, issued.seedCommitment);
    expect(report.ok).toBe(true);
    expect(report.checks.find((c) => c.name === 'order')).toMatchObject({
      status: 'pass',
      detail: expect.stringMatching(/before the client seed arrived.*the commitment you were issued/),
    });
    expect(report.checks.find((c) => c.name === 'dice')?.status).toBe('pass');

    const online = await json(await get(t.app, `/v1/games/${game.id}/audit`));
    expect(online.checks.find((c: Json) => c.name === 'order')?.status).toBe('pass');

    // Another commitment than the one issued: the audit says so.
    const other = auditExport(rulebook, exported, 'ab'.repeat(32));
    expect(other.ok).toBe(false);
    expect(other.checks.find((c) => c.name === 'order')).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/not the one you were issued/),
    });

    // A tape claiming the commitment came after the client seed fails the order check.
    const created = exported.events[0]!;
    const reordered = {
      ...exported,
      events: [
        {
          ...created,
          data: {
            ...created.data,
            commitment: { ...(created.data.commitment as object), issuedAt: '2026-11-22T10:00:06.000Z' },
          },
        },
        ...exported.events.slice(1),
      ],
    };
    expect(auditExport(rulebook, reordered).checks.find((c) => c.name === 'order')).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/after the client seed arrived/),
    });
  });

  test('a game created without a commitment works as before; its audit skips the order check', async () => {
    const plain = await json(await create({ clientSeed: 'mixed in' }));
    const audit = await json(await get(t.app, `/v1/games/${plain.game.id}/audit`));
    expect(audit.ok).toBe(true);
    expect(audit.checks.find((c: Json) => c.name === 'order')).toMatchObject({
      status: 'skip',
      detail: expect.stringMatching(/no commitment was issued ahead/),
    });
  });
});

describe('commit first over GraphQL', () => {
  test('createCommitment, then createGame with it; a second use is refused with the same code', async () => {
    const { createCommitment } = await graphqlData(
      t.app,
      `mutation { createCommitment { id seedCommitment issuedAt expiresAt } }`,
    );
    const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { game { id seedCommitment } } }`;
    const input = {
      rules: 'circuit-racer',
      players: [{ name: 'Ada' }],
      commitment: createCommitment.id,
      clientSeed: 'gql seed',
    };
    const { createGame } = await graphqlData(t.app, CREATE, { input });
    expect(createGame.game.seedCommitment).toBe(createCommitment.seedCommitment);
    const events = await graphqlData(
      t.app,
      `query($id: ID!) { events(gameId: $id) { events { ... on GameCreatedEvent { commitmentId commitmentIssuedAt clientSeed } } } }`,
      { id: createGame.game.id },
    );
    expect(events.events.events[0]).toEqual({
      commitmentId: createCommitment.id,
      commitmentIssuedAt: createCommitment.issuedAt,
      clientSeed: 'gql seed',
    });
    const again = await graphql(t.app, CREATE, { input });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'commitment-used', status: 409 });
  });
});
