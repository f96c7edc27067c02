/**
 * The typed client (`rolltape/client`) against a real server on a port (`startServer`, a real libsql
 * file): a whole Circuit Racer game played through it, typed errors, a move retried after its answer
 * was lost (same moveId, recorded once), the lobby, time travel, export and the offline audit.
 */
import { describe, expect, expectTypeOf, test } from 'vitest';
import {
  RolltapeClient,
  RolltapeError,
  type Game,
  type GameExport,
  type LegalMoveOf,
  type MinimalMoveResult,
  type MoveOf,
  type Pending,
} from 'rolltape/client';
import { clientServer, newRacer } from './harness.js';
import type { CarbondaleView } from '../../src/games/carbondale/view-types.js';
import { simplePolicy, type CrMove } from '../support/circuit-racer-policy.js';

const harness = clientServer();

/** Plays a one-seat Circuit Racer game to its end through the client; answers the game's id. */
async function playRacer(): Promise<{ id: string; token: string; moves: number }> {
  const { game, token } = await newRacer(harness.client);
  let current: Game<'circuit-racer'> = game;
  let moves = 0;
  while (current.status !== 'over') {
    const move = simplePolicy(current.legalMoves as readonly CrMove[]) as MoveOf<'circuit-racer'>;
    current = (await harness.client.move<'circuit-racer'>(game.id, token, move, { expectedVersion: current.version }))
      .game;
    moves++;
  }
  return { id: game.id, token, moves };
}

describe('the typed client', () => {
  test('move(…, { minimal: true }) answers the version and events without the game (Prefer: return=minimal)', async () => {
    const { game, token } = await newRacer(harness.client);
    const move = game.legalMoves[0]!;
    const minimal = await harness.client.move(game.id, token, move, { minimal: true, moveId: 'client-min-1' });
    expectTypeOf(minimal).toEqualTypeOf<MinimalMoveResult>();
    expect(Object.keys(minimal)).toEqual(['version', 'events', 'replayed']);
    expect(minimal.events[0]).toMatchObject({ type: 'MoveMade', moveId: 'client-min-1' });
    const full = await harness.client.move(game.id, token, move, { moveId: 'client-min-1' });
    expect(full).toMatchObject({ version: minimal.version, events: minimal.events, replayed: true });
    expect(full.game.version).toBe(minimal.version);
  });

  test('types narrow per game: Game<R> has R’s view and moves; plain Game narrows on rules', () => {
    expectTypeOf<Game<'carbondale'>['view']>().toEqualTypeOf<CarbondaleView>();
    expectTypeOf<Game<'carbondale'>['legalMoves'][number]>().toEqualTypeOf<LegalMoveOf<'carbondale'>>();
    const narrow = (g: Game): string | undefined => (g.rules === 'carbondale' ? g.view.phase : undefined);
    expectTypeOf(narrow).returns.toEqualTypeOf<string | undefined>();
  });

  test('plays a whole game; events, state at a version, export; the offline audit passes it and fails a tampered copy', async () => {
    const { id, token, moves } = await playRacer();
    const end = await harness.client.get<'circuit-racer'>(id, token);
    expect(end.status).toBe('over');
    expect(end.you).toBe(1);
    expect(end.view.circuits.length).toBeGreaterThan(0);

    const events = await harness.client.events(id, { after: 2 });
    expect(events.events[0]!.seq).toBe(3);
    expect(events.events.at(-1)!.seq).toBe(end.version);
    expect((await harness.client.events(id)).events.filter((e) => e.type === 'MoveMade')).toHaveLength(moves);

    const past = await harness.client.stateAt<'circuit-racer'>(id, 3, token);
    expect(past.version).toBe(3);
    expect(past.status).toBe('active');

    const file = await harness.client.export(id);
    expect(file.seed).not.toBeNull();
    const honest = await harness.client.auditOffline(file);
    expect(honest.ok).toBe(true);
    expect((await harness.client.audit(id)).ok).toBe(true);

    // Change one rolled die: the audit names that event.
    const rolled = file.events.find((e) => e.type === 'DiceRolled' && e.seq > 3)!;
    const values = rolled.data.values as number[];
    const tampered: GameExport = {
      ...file,
      events: file.events.map((e) =>
        e.seq === rolled.seq
          ? { ...e, data: { ...e.data, values: [values[0] === 6 ? 1 : values[0]! + 1, ...values.slice(1)] } }
          : e,
      ),
    };
    const caught = await harness.client.auditOffline(JSON.stringify(tampered));
    expect(caught.ok).toBe(false);
    // The dice check names the event. (A later move may fail too: the changed die can make it illegal.)
    expect(caught.checks.find((c) => c.name === 'dice')).toMatchObject({ status: 'fail', seq: rolled.seq });
    expect((await harness.client.auditOffline('{"not":"an export"}')).checks[0]).toMatchObject({
      name: 'export',
      status: 'fail',
    });
  });

  test('errors arrive as RolltapeError with the problem code (and the fields that go with it)', async () => {
    const { game, token } = await newRacer(harness.client);
    const move = game.legalMoves[0]!;
    const stale = await harness.client
      .move(game.id, token, move, { expectedVersion: game.version - 1 })
      .catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(RolltapeError);
    expect(stale).toMatchObject({ code: 'version-conflict', status: 409, problem: { currentVersion: game.version } });
    await expect(harness.client.get('no-such-game')).rejects.toMatchObject({ code: 'game-not-found', status: 404 });
    await expect(harness.client.move(game.id, token, { type: 'gear', gear: 99 } as never)).rejects.toMatchObject({
      status: 422,
    });
    await expect(harness.client.move(game.id, 'rt_wrong', move)).rejects.toMatchObject({
      code: 'invalid-token',
      status: 401,
    });
    await expect(
      harness.client.create({ rules: 'nope' as 'carbondale', players: [{ name: 'Ada' }] }),
    ).rejects.toMatchObject({ code: 'unknown-rules' });
    // Nothing above changed the game.
    expect((await harness.client.get(game.id)).version).toBe(game.version);
  });

  test('a move whose answer is lost is retried with the same moveId and recorded once', async () => {
    let dropped = 0;
    const flaky = new RolltapeClient({
      baseUrl: harness.url,
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
    const { game, token } = await newRacer(harness.client);
    const result = await flaky.move(game.id, token, game.legalMoves[0]!, {
      expectedVersion: game.version,
      moveId: 'lost-answer',
    });
    expect(dropped).toBe(1);
    expect(result.replayed).toBe(true);
    const tape = await harness.client.events(game.id);
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
    await expect(down.create({ rules: 'circuit-racer', players: [{ name: 'Ada' }] })).rejects.toMatchObject({
      code: 'network-error',
    });
    expect(calls).toBe(1);
  });

  test('a session sends expectedVersion itself: a second session on a stale picture is refused', async () => {
    const { game, token } = await newRacer(harness.client);
    const mine = harness.client.session<'circuit-racer'>(game.id, token);
    const stale = harness.client.session<'circuit-racer'>(game.id, token, game);
    const first = await mine.refresh();
    const made = await mine.move(simplePolicy(first.legalMoves as readonly CrMove[]) as MoveOf<'circuit-racer'>);
    expect(mine.game!.version).toBe(made.version);
    await expect(stale.move(game.legalMoves[0]!)).rejects.toMatchObject({
      code: 'version-conflict',
      problem: { currentVersion: made.version },
    });
    await expect(harness.client.session(game.id).move(game.legalMoves[0]!)).rejects.toThrow(/spectator/);
  });

  test('lobby: join takes an open seat, leave gives it back', async () => {
    const { game } = await harness.client.create({ rules: 'coal-n-write', players: [{ open: true }, { open: true }] });
    expect(game.status).toBe('open');
    // A lobby game waits for players to join: its typed pending names the open seats.
    const waitingFor = (pending: Pending) => (pending.kind === 'join' ? pending.openSeats : null);
    expect(waitingFor(game.pending)).toEqual([1, 2]);
    expect((await harness.client.lobby('coal-n-write')).map((g) => g.id)).toContain(game.id);
    const bo = await harness.client.join<'coal-n-write'>(game.id, { name: 'Bo', seat: 2 });
    expect(bo.seat.seat).toBe(2);
    expect(waitingFor(bo.game.pending)).toEqual([1]);
    const after = await harness.client.leave(game.id, bo.seat.token);
    expect(after.players[1]).toMatchObject({ open: true });
    expect(waitingFor(after.pending)).toEqual([1, 2]);
    await expect(harness.client.get(game.id, bo.seat.token)).rejects.toMatchObject({ code: 'invalid-token' });
    const ada = await harness.client.join(game.id, { name: 'Ada' });
    const cy = await harness.client.join(game.id, { name: 'Cy' });
    expect(cy.game.status).toBe('active');
    expect(cy.game.pending).toEqual({ kind: 'choice', players: [1, 2] });
    expect(ada.seat.seat).toBe(1);
  });

  test('rules, daily challenges and a leaderboard', async () => {
    expect((await harness.client.rules()).map((r) => r.id)).toEqual(
      expect.arrayContaining(['carbondale', 'circuit-racer']),
    );
    expect((await harness.client.rule('carbondale')).moves).toBeTypeOf('object');
    const daily = await harness.client.daily();
    const racer = daily.challenges.find((c) => c.rules === 'circuit-racer')!;
    const entry = await harness.client.enterChallenge(racer.id, 'Ada');
    expect(entry.seat.token).toMatch(/^rt_/);
    expect((await harness.client.leaderboard(racer.id)).entries).toBe(1);
  });
});
