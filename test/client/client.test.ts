/**
 * The typed client (`rolltape/client`) against a real server on a port (`startServer`, a real libsql
 * file): a whole Circuit Racer game played through it, typed errors, a move retried after its answer
 * was lost (same moveId, recorded once), the lobby, time travel, export and the offline audit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, expectTypeOf, test } from 'vitest';
import { RolltapeClient, RolltapeError, type Game, type GameExport, type MoveOf } from 'rolltape/client';
import { startServer } from '../../src/server.js';
import type { CarbondaleView } from '../../src/games/carbondale/view-types.js';
import { simplePolicy, type CrMove } from '../support/circuit-racer-policy.js';

let server: Awaited<ReturnType<typeof startServer>>;
let dir: string;
let client: RolltapeClient;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rolltape-client-'));
  server = await startServer({ port: 0, dataDir: dir, secret: 'a-test-secret-for-the-client' });
  client = new RolltapeClient({ baseUrl: server.url, retryDelayMs: 10 });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A new one-seat Circuit Racer game, as its seat sees it (the creation answer is the spectator's view). */
async function newRacer(): Promise<{ game: Game<'circuit-racer'>; token: string }> {
  const { game, seats } = await client.create({ rules: 'circuit-racer', players: [{ name: 'Ada' }] });
  const token = seats[0]!.token;
  return { game: await client.get<'circuit-racer'>(game.id, token), token };
}

/** Plays a one-seat Circuit Racer game to its end through the client; answers the game's id. */
async function playRacer(): Promise<{ id: string; token: string; moves: number }> {
  const { game, token } = await newRacer();
  let current: Game<'circuit-racer'> = game;
  let moves = 0;
  while (current.status !== 'over') {
    const move = simplePolicy(current.legalMoves as readonly CrMove[]) as MoveOf<'circuit-racer'>;
    current = (await client.move<'circuit-racer'>(game.id, token, move, { expectedVersion: current.version })).game;
    moves++;
  }
  return { id: game.id, token, moves };
}

describe('the typed client', () => {
  test('types narrow per game: Game<R> has R’s view and moves; plain Game narrows on rules', () => {
    expectTypeOf<Game<'carbondale'>['view']>().toEqualTypeOf<CarbondaleView>();
    expectTypeOf<Game<'carbondale'>['legalMoves'][number]>().toEqualTypeOf<MoveOf<'carbondale'>>();
    const narrow = (g: Game): string | undefined => (g.rules === 'carbondale' ? g.view.phase : undefined);
    expectTypeOf(narrow).returns.toEqualTypeOf<string | undefined>();
  });

  test('plays a whole game; events, state at a version, export; the offline audit passes it and fails a tampered copy', async () => {
    const { id, token, moves } = await playRacer();
    const end = await client.get<'circuit-racer'>(id, token);
    expect(end.status).toBe('over');
    expect(end.you).toBe(1);
    expect(end.view.circuits.length).toBeGreaterThan(0);

    const events = await client.events(id, { after: 2 });
    expect(events.events[0]!.seq).toBe(3);
    expect(events.events.at(-1)!.seq).toBe(end.version);
    expect((await client.events(id)).events.filter((e) => e.type === 'MoveMade')).toHaveLength(moves);

    const past = await client.stateAt<'circuit-racer'>(id, 3, token);
    expect(past.version).toBe(3);
    expect(past.status).toBe('active');

    const file = await client.export(id);
    expect(file.seed).not.toBeNull();
    const honest = await client.auditOffline(file);
    expect(honest.ok).toBe(true);
    expect((await client.audit(id)).ok).toBe(true);

    // Change one rolled die: the audit names that event.
    const rolled = file.events.find((e) => e.type === 'DiceRolled' && e.seq > 3)!;
    const values = rolled.data.values as number[];
    const tampered: GameExport = {
      ...file,
      events: file.events.map((e) => (e.seq === rolled.seq ? { ...e, data: { ...e.data, values: [values[0] === 6 ? 1 : values[0]! + 1, ...values.slice(1)] } } : e)),
    };
    const caught = await client.auditOffline(JSON.stringify(tampered));
    expect(caught.ok).toBe(false);
    expect(caught.checks.find((c) => c.status === 'fail')).toMatchObject({ name: 'dice', seq: rolled.seq });
    expect((await client.auditOffline('{"not":"an export"}')).checks[0]).toMatchObject({ name: 'export', status: 'fail' });
  });

  test('errors arrive as RolltapeError with the problem code (and the fields that go with it)', async () => {
    const { game, token } = await newRacer();
    const move = game.legalMoves[0]!;
    const stale = await client.move(game.id, token, move, { expectedVersion: game.version - 1 }).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(RolltapeError);
    expect(stale).toMatchObject({ code: 'version-conflict', status: 409, problem: { currentVersion: game.version } });
    await expect(client.get('no-such-game')).rejects.toMatchObject({ code: 'game-not-found', status: 404 });
    await expect(client.move(game.id, token, { type: 'gear', gear: 99 } as never)).rejects.toMatchObject({ status: 422 });
    await expect(client.move(game.id, 'rt_wrong', move)).rejects.toMatchObject({ code: 'invalid-token', status: 401 });
    await expect(client.create({ rules: 'nope' as 'carbondale', players: [{ name: 'Ada' }] })).rejects.toMatchObject({ code: 'unknown-rules' });
    // Nothing above changed the game.
    expect((await client.get(game.id)).version).toBe(game.version);
  });

  test('a move whose answer is lost is retried with the same moveId and recorded once', async () => {
    let dropped = 0;
    const flaky = new RolltapeClient({
      baseUrl: server.url,
      retryDelayMs: 10,
      // The request reaches the server and the move lands; the answer is lost on the way back.
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (init?.method === 'POST' && input.endsWith('/moves') && dropped === 0) {
          dropped++;
          await response.body?.cancel();
          throw new TypeError('fetch failed');
        }
        return response;
      },
    });
    const { game, token } = await newRacer();
    const result = await flaky.move(game.id, token, game.legalMoves[0]!, { expectedVersion: game.version, moveId: 'lost-answer' });
    expect(dropped).toBe(1);
    expect(result.replayed).toBe(true);
    const tape = await client.events(game.id);
    expect(tape.events.filter((e) => e.moveId === 'lost-answer')).toHaveLength(1);
    expect(tape.version).toBe(result.version);
  });

  test('a server that never answers gives network-error after the retries; create is never retried', async () => {
    let calls = 0;
    const down = new RolltapeClient({
      baseUrl: 'http://127.0.0.1:9',
      retries: 2,
      retryDelayMs: 1,
      fetch: async () => {
        calls++;
        throw new TypeError('fetch failed');
      },
    });
    await expect(down.get('x')).rejects.toMatchObject({ code: 'network-error', status: 0 });
    expect(calls).toBe(3);
    calls = 0;
    await expect(down.create({ rules: 'circuit-racer', players: [{ name: 'Ada' }] })).rejects.toMatchObject({ code: 'network-error' });
    expect(calls).toBe(1);
  });

  test('a session sends expectedVersion itself: a second session on a stale picture is refused', async () => {
    const { game, token } = await newRacer();
    const mine = client.session<'circuit-racer'>(game.id, token);
    const stale = client.session<'circuit-racer'>(game.id, token, game);
    const first = await mine.refresh();
    const made = await mine.move(simplePolicy(first.legalMoves as readonly CrMove[]) as MoveOf<'circuit-racer'>);
    expect(mine.game!.version).toBe(made.version);
    await expect(stale.move(game.legalMoves[0]!)).rejects.toMatchObject({ code: 'version-conflict', problem: { currentVersion: made.version } });
    await expect(client.session(game.id).move(game.legalMoves[0]!)).rejects.toThrow(/spectator/);
  });

  test('lobby: join takes an open seat, leave gives it back', async () => {
    const { game } = await client.create({ rules: 'coal-n-write', players: [{ open: true }, { open: true }] });
    expect(game.status).toBe('open');
    expect((await client.lobby('coal-n-write')).map((g) => g.id)).toContain(game.id);
    const bo = await client.join<'coal-n-write'>(game.id, { name: 'Bo', seat: 2 });
    expect(bo.seat.seat).toBe(2);
    const after = await client.leave(game.id, bo.seat.token);
    expect(after.players[1]).toMatchObject({ open: true });
    await expect(client.get(game.id, bo.seat.token)).rejects.toMatchObject({ code: 'invalid-token' });
    const ada = await client.join(game.id, { name: 'Ada' });
    const cy = await client.join(game.id, { name: 'Cy' });
    expect(cy.game.status).toBe('active');
    expect(ada.seat.seat).toBe(1);
  });

  test('rules, daily challenges and a leaderboard', async () => {
    expect((await client.rules()).map((r) => r.id)).toEqual(expect.arrayContaining(['carbondale', 'circuit-racer']));
    expect((await client.rule('carbondale')).moves).toBeTypeOf('object');
    const daily = await client.daily();
    const racer = daily.challenges.find((c) => c.rules === 'circuit-racer')!;
    const entry = await client.enterChallenge(racer.id, 'Ada');
    expect(entry.seat.token).toMatch(/^rt_/);
    expect((await client.leaderboard(racer.id)).entries).toBe(1);
  });
});
