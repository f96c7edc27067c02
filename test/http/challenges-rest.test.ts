/**
 * Daily challenges over REST, on a clock the test moves across midnight: entries share the day's
 * dice, one entry per handle, the leaderboard ranks finished entries (ties by finishing time) and
 * answers polls with 304, and the seed is revealed when the day closes.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditExport, parseExport, type ExportedGame } from '../../src/core/export-audit.js';
import { rulebook } from '../../src/games/index.js';
import { challengeable } from '../../src/service/daily.js';
import {
  bearer,
  get,
  json,
  openTestApp,
  post,
  simplePolicy,
  type CrMove,
  type HttpApp,
  type Json,
  type TestApp,
} from './helpers.js';

const DAY = '2026-11-22';
const CHALLENGE = `circuit-racer-${DAY}`;
let now = Date.parse(`${DAY}T10:00:00Z`);
const clock = () => now;

/** Another sensible policy, so two entries take different paths through the same dice. */
const lowGears = (moves: readonly CrMove[]): CrMove =>
  moves.find((m) => m.type === 'accept') ??
  moves
    .filter((m) => m.type === 'gear' && !m.shift && !m.include && m.payCurrent === undefined)
    .sort((a, b) => a.gear! - b.gear!)[0] ??
  moves[0]!;

async function enter(app: HttpApp, name: string): Promise<{ gameId: string; token: string; body: Json }> {
  const response = await post(app, `/v1/challenges/${CHALLENGE}/entries`, { name });
  expect(response.status).toBe(201);
  const body = await json(response);
  return { gameId: body.entry.gameId, token: body.seat.token, body };
}

/** Plays an entry to its end over REST, a minute of the clock per move. */
async function play(
  app: HttpApp,
  entry: { gameId: string; token: string },
  policy: (moves: readonly CrMove[]) => CrMove,
): Promise<Json> {
  for (let step = 0; step < 3000; step++) {
    const game = await json(await get(app, `/v1/games/${entry.gameId}`, bearer(entry.token)));
    if (game.status === 'over') return game;
    now += 60_000;
    const moved = await post(
      app,
      `/v1/games/${entry.gameId}/moves`,
      { move: policy(game.legalMoves) },
      bearer(entry.token),
    );
    expect(moved.status).toBe(200);
  }
  throw new Error('the game did not end');
}

/** The rolls of a game, read with its seat's token (an entry answers only to its own player until the day closes). */
const rollsOf = async (
  app: HttpApp,
  { gameId, token }: { gameId: string; token: string },
): Promise<Map<string, number[]>> => {
  const { events } = await json(await get(app, `/v1/games/${gameId}/events`, bearer(token)));
  return new Map(events.filter((e: Json) => e.type === 'DiceRolled').map((e: Json) => [e.data.label, e.data.values]));
};

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ clock });
});
afterAll(() => t?.database.destroy());

describe('REST: a daily challenge from the first entry to the close of the day', () => {
  const entries: Record<string, { gameId: string; token: string; body: Json }> = {};

  test("today's challenges: one per game a player can play alone, committed but not revealed", async () => {
    const response = await get(t.app, '/v1/challenges/daily');
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.date).toBe(DAY);
    const playable = rulebook.games.filter(challengeable).map((g) => `${g.id}-${DAY}`);
    expect(body.challenges.map((c: Json) => c.id)).toEqual(playable);
    const challenge = body.challenges.find((c: Json) => c.id === CHALLENGE);
    expect(challenge).toMatchObject({
      rules: 'circuit-racer',
      status: 'open',
      seed: null,
      entries: 0,
      opensAt: `${DAY}T00:00:00.000Z`,
      closesAt: '2026-11-23T00:00:00.000Z',
    });
    expect(challenge.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    // Each game gets its own seed.
    expect(new Set(body.challenges.map((c: Json) => c.seedCommitment)).size).toBe(body.challenges.length);
  });

  test('entering starts a game on the challenge with its own seat token', async () => {
    entries.ada = await enter(t.app, 'Ada');
    const { body } = entries.ada;
    expect(body.entry).toMatchObject({ challengeId: CHALLENGE, name: 'Ada' });
    expect(body.game).toMatchObject({ rules: 'circuit-racer', challenge: CHALLENGE, sandbox: false, status: 'active' });
    expect(body.challenge).toMatchObject({ id: CHALLENGE, entries: 1 });
    expect(body.game.seedCommitment).toBe(body.challenge.seedCommitment);
  });

  test('a game for several players is entered against the house bots, which have already moved if due', async () => {
    const response = await post(t.app, `/v1/challenges/goldmine-rumbles-${DAY}/entries`, { name: 'Ada' });
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body.game.players).toEqual([
      expect.objectContaining({ seat: 1, name: 'Ada' }),
      expect.objectContaining({ seat: 2, bot: 'default' }),
      expect.objectContaining({ seat: 3, bot: 'default' }),
    ]);
    expect(body.seat).toMatchObject({ seat: 1, name: 'Ada', token: expect.any(String) });
    expect(body.game).toMatchObject({
      status: 'active',
      challenge: `goldmine-rumbles-${DAY}`,
      pending: { kind: 'choice', players: [1] },
    });
  });

  test('one entry per handle, compared without case or spaces; the refused one writes nothing', async () => {
    const again = await post(t.app, `/v1/challenges/${CHALLENGE}/entries`, { name: '  ADA ' });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'already-entered', status: 409 });
    expect((await json(await get(t.app, `/v1/challenges/${CHALLENGE}`))).entries).toBe(1);
  });

  test('two entries that reach the same label get the same dice', async () => {
    entries.bo = await enter(t.app, 'Bo');
    await play(t.app, entries.ada!, simplePolicy);
    await play(t.app, entries.bo!, lowGears);
    const [ada, bo] = [await rollsOf(t.app, entries.ada!), await rollsOf(t.app, entries.bo!)];
    const shared = [...ada.keys()].filter((label) => bo.has(label));
    expect(shared.length).toBeGreaterThan(3);
    for (const label of shared) expect(bo.get(label), label).toEqual(ada.get(label));
    // The paths differ, so the dice are the same because of the labels, not because the games are.
    expect([...ada.keys()].join()).not.toEqual([...bo.keys()].join());
  });

  test('a game on a fresh seed gets other dice at the same labels', async () => {
    const created = await json(
      await post(t.app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Outsider' }] }),
    );
    const outsider = { gameId: created.game.id, token: created.seats[0].token };
    await play(t.app, outsider, simplePolicy);
    const [ada, other] = [await rollsOf(t.app, entries.ada!), await rollsOf(t.app, outsider)];
    const shared = [...ada.keys()].filter((label) => other.has(label));
    expect(shared.some((label) => other.get(label)!.join() !== ada.get(label)!.join())).toBe(true);
  });

  test('the leaderboard ranks finished entries, ties going to who finished first', async () => {
    entries.cy = await enter(t.app, 'Cy');
    await play(t.app, entries.cy!, simplePolicy); // Ada's path on Ada's dice: the same score, finished later
    const board = await json(await get(t.app, `/v1/challenges/${CHALLENGE}/leaderboard`));
    expect(board).toMatchObject({
      challengeId: CHALLENGE,
      status: 'open',
      entries: 3,
      finished: 3,
      lowerIsBetter: true,
    });
    const names = board.standings.map((r: Json) => r.name);
    expect(names.indexOf('Ada')).toBeLessThan(names.indexOf('Cy'));
    const score = (name: string) => board.standings.find((r: Json) => r.name === name).score;
    expect(score('Ada')).toBe(score('Cy'));
    expect(board.standings.map((r: Json) => r.rank)).toEqual([1, 2, 3]);
    const scores = board.standings.map((r: Json) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    // Names, scores and finish times, but no game to read the dice from while the day is open.
    expect(board.standings[0]).toMatchObject({ gameId: null, finishedAt: expect.stringMatching(/^2026-11-22T/) });
  });

  test('polling with If-None-Match answers 304 until the ranking can change', async () => {
    const first = await get(t.app, `/v1/challenges/${CHALLENGE}/leaderboard?limit=2`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await json(first)).standings).toHaveLength(2);
    const unchanged = await get(t.app, `/v1/challenges/${CHALLENGE}/leaderboard`, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);

    entries.dee = await enter(t.app, 'Dee'); // a new entry changes the board's entry count
    const changed = await get(t.app, `/v1/challenges/${CHALLENGE}/leaderboard`, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  test("before the day closes, an entry's export and audit keep the seed back, even from its player", async () => {
    const exported = await json(
      await get(t.app, `/v1/games/${entries.ada!.gameId}/export`, bearer(entries.ada!.token)),
    );
    expect(exported).toMatchObject({
      challenge: CHALLENGE,
      status: 'over',
      seed: null,
      players: [{ seat: 1, name: 'Ada' }],
    });
    expect(exported.events.at(-1)).toMatchObject({ type: 'GameEnded', data: { seed: null } });
    const audit = await json(await get(t.app, `/v1/games/${entries.ada!.gameId}/audit`, bearer(entries.ada!.token)));
    expect(audit.ok).toBe(true);
    expect(audit.checks.find((c: Json) => c.name === 'commitment')).toMatchObject({
      status: 'skip',
      detail: expect.stringMatching(/revealed when its day closes/),
    });
  });

  test('after midnight: the seed is revealed and matches, entries are refused, late finishes are not ranked', async () => {
    now = Date.parse('2026-11-23T00:00:05Z');
    const challenge = await json(await get(t.app, `/v1/challenges/${CHALLENGE}`));
    expect(challenge).toMatchObject({ status: 'closed', entries: 4 });
    expect(createHash('sha256').update(challenge.seed).digest('hex')).toBe(challenge.seedCommitment);

    const late = await post(t.app, `/v1/challenges/${CHALLENGE}/entries`, { name: 'Eve' });
    expect(late.status).toBe(409);
    expect(await json(late)).toMatchObject({ code: 'challenge-closed' });

    await play(t.app, entries.dee!, simplePolicy);
    const board = await json(await get(t.app, `/v1/challenges/${CHALLENGE}/leaderboard`));
    expect(board).toMatchObject({ status: 'closed', entries: 4, finished: 3 });
    expect(board.standings.map((r: Json) => r.name)).not.toContain('Dee');
    // The day has closed: the games are linked and public, as any finished game.
    expect(board.standings.map((r: Json) => r.gameId)).toEqual(
      expect.arrayContaining([entries.ada!.gameId, entries.bo!.gameId, entries.cy!.gameId]),
    );
    expect((await get(t.app, `/v1/games/${entries.ada!.gameId}/events`)).status).toBe(200);
  });

  test('after the close, an export carries the seed and audits offline with the commitment checked', async () => {
    const exported = parseExport(
      await json(await get(t.app, `/v1/games/${entries.ada!.gameId}/export`)),
    ) as ExportedGame;
    expect(exported.seed).toMatch(/^[0-9a-f]{64}$/);
    const report = auditExport(rulebook, exported);
    expect(report.ok).toBe(true);
    expect(report.checks.find((c) => c.name === 'commitment')?.status).toBe('pass');
    expect(report.checks.find((c) => c.name === 'dice')?.detail).toMatch(/re-derived from the seed/);

    const audit = await json(await get(t.app, `/v1/games/${entries.ada!.gameId}/audit`));
    expect(audit.checks.find((c: Json) => c.name === 'commitment')?.status).toBe('pass');
  });

  test('the next day has its own challenge; days that have not begun are not open', async () => {
    const next = await json(await get(t.app, '/v1/challenges/circuit-racer-2026-11-23'));
    expect(next).toMatchObject({ status: 'open', seed: null });
    expect(next.seedCommitment).not.toBe((await json(await get(t.app, `/v1/challenges/${CHALLENGE}`))).seedCommitment);

    const future = await get(t.app, '/v1/challenges/daily?date=2026-11-24');
    expect(future.status).toBe(404);
    expect(await json(future)).toMatchObject({ code: 'challenge-not-open' });
    expect((await get(t.app, '/v1/challenges/circuit-racer-2026-11-24')).status).toBe(404);
  });
});

describe('REST: challenge errors', () => {
  test.each([
    ['/v1/challenges/daily?date=2026-02-30', 400, 'invalid-date'],
    ['/v1/challenges/daily?date=yesterday', 400, 'invalid-date'],
    ['/v1/challenges/nope', 404, 'challenge-not-found'],
    ['/v1/challenges/chess-2026-11-22', 404, 'challenge-not-found'],
    ['/v1/challenges/circuit-racer-2026-13-01', 404, 'challenge-not-found'],
    ['/v1/challenges/circuit-racer-2026-11-22/leaderboard?limit=0', 400, 'invalid-request'],
  ])('GET %s → %i %s', async (path, status, code) => {
    const response = await get(t.app, path);
    expect(response.status).toBe(status);
    expect(await json(response)).toMatchObject({ code });
  });

  test('an entry needs a name', async () => {
    const response = await post(t.app, '/v1/challenges/circuit-racer-2026-11-23/entries', { name: '  ' });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'invalid-request' });
  });

  test('a server without a secret answers 503 for challenges and serves games as usual', async () => {
    const bare = await openTestApp({ secret: undefined });
    try {
      const response = await get(bare.app, '/v1/challenges/daily');
      expect(response.status).toBe(503);
      expect(await json(response)).toMatchObject({ code: 'challenges-unavailable' });
      expect((await get(bare.app, '/v1/rules')).status).toBe(200);
    } finally {
      bare.database.destroy();
    }
  });
});
