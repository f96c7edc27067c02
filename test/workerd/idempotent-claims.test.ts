/**
 * Keyed creates on Workers when D1 will not keep their answer (2026-11-29). The key is claimed in D1
 * first, naming the game its create will make; the game's object keeps the answer in the game's own
 * commit. A retry that finds the claim with no answer (every write of it refused, or the isolate gone
 * after the object made the game) creates again on that same object, which answers the first game:
 * never a `409` for a minute, never a second game after it. The refusals are real: a trigger in D1.
 * And the answer tried again after the client was answered is the request's `waitUntil` work.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, test } from 'vitest';
import worker, { type Env } from '../../src/worker.js';
import { direct, json, type Json } from './helpers.js';

const db = env.DB;

const refuseAnswers = () =>
  db
    .prepare(
      "CREATE TRIGGER IF NOT EXISTS refuse_answer BEFORE UPDATE ON idempotent_answers WHEN NEW.answer IS NOT NULL BEGIN SELECT RAISE(ABORT, 'refused'); END",
    )
    .run();
const allowAnswers = () => db.prepare('DROP TRIGGER IF EXISTS refuse_answer').run();
afterEach(allowAnswers);

/** Makes every claim look a minute and more old: what a retry long after the first request sees. */
const ageClaims = () =>
  db.prepare('UPDATE idempotent_answers SET created_at = created_at - 120000 WHERE answer IS NULL').run();
const answers = async (): Promise<(string | null)[]> =>
  (await db.prepare('SELECT answer FROM idempotent_answers').all<{ answer: string | null }>()).results.map(
    (r) => r.answer,
  );
const gamesOf = async (name: string): Promise<number> =>
  (await db.prepare('SELECT count(*) AS n FROM games WHERE players LIKE ?').bind(`%${name}%`).first<{ n: number }>())!
    .n;

describe('a keyed create whose answer D1 refuses for good', () => {
  test('a game: the retry at once and the one after a minute both get the first game and its token', async () => {
    await refuseAnswers();
    const body = { rules: 'circuit-racer', players: [{ name: 'Lost Answer' }] };
    const key = { 'idempotency-key': 'claims-game' };
    const first = await direct.post('/v1/games', body, key);
    expect(first.status).toBe(201);
    const a: Json = await json(first);
    const retry = await direct.post('/v1/games', body, key);
    expect(retry.status).toBe(201);
    expect((await json(retry)).seats[0].token).toBe(a.seats[0].token);
    await ageClaims();
    const late: Json = await json(await direct.post('/v1/games', body, key));
    expect([late.game.id, late.seats[0].token]).toEqual([a.game.id, a.seats[0].token]);
    expect(await gamesOf('Lost Answer')).toBe(1);
    // Once D1 takes writes again, the next retry keeps the answer in the claim.
    await allowAnswers();
    expect((await json(await direct.post('/v1/games', body, key))).game.id).toBe(a.game.id);
    expect((await answers()).every((answer) => answer !== null)).toBe(true);
  });

  test('a challenge entry: its retries get the same entry and token, never already-entered', async () => {
    await refuseAnswers();
    const today = new Date().toISOString().slice(0, 10);
    const path = `/v1/challenges/circuit-racer-${today}/entries`;
    const key = { 'idempotency-key': 'claims-entry' };
    const first = await direct.post(path, { name: 'Lost Entry' }, key);
    expect(first.status).toBe(201);
    const a: Json = await json(first);
    const retry = await direct.post(path, { name: 'Lost Entry' }, key);
    expect(retry.status).toBe(201);
    await ageClaims();
    const late = await direct.post(path, { name: 'Lost Entry' }, key);
    expect(late.status).toBe(201);
    const b: Json = await json(late);
    expect([b.entry.gameId, b.seat.token]).toEqual([a.entry.gameId, a.seat.token]);
    // Answered again from the game's object, the entry is not counted twice among the challenge's.
    expect(b.challenge.entries).toBe(a.challenge.entries);
    expect(await gamesOf('Lost Entry')).toBe(1);
  });

  test('a game on a commitment: its retry gets the game the commitment seeds, not commitment-used', async () => {
    const commitment: Json = await json(await direct.post('/v1/commitments', undefined));
    await refuseAnswers();
    const body = {
      rules: 'circuit-racer',
      players: [{ name: 'Lost Commitment' }],
      commitment: commitment.id,
      clientSeed: 'mine',
    };
    const key = { 'idempotency-key': 'claims-commitment' };
    const first = await direct.post('/v1/games', body, key);
    expect(first.status).toBe(201);
    const a: Json = await json(first);
    await ageClaims();
    const late = await direct.post('/v1/games', body, key);
    expect(late.status).toBe(201);
    expect((await json(late)).seats[0].token).toBe(a.seats[0].token);
    expect(await gamesOf('Lost Commitment')).toBe(1);
  });
});

test("an answer refused at first is written again as the request's waitUntil work, after the response", async () => {
  await refuseAnswers();
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request('https://rolltape.test/v1/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'claims-wait-until' },
      body: JSON.stringify({ rules: 'circuit-racer', players: [{ name: 'Later' }] }),
    }),
    env as unknown as Env,
    ctx,
  );
  expect(response.status).toBe(201);
  await allowAnswers();
  // What the runtime waits for before it may end the request: the answer's next try among it.
  await waitOnExecutionContext(ctx);
  // This request's claim: the newest (the other tests' claims were made to look old).
  const row = await db
    .prepare('SELECT answer FROM idempotent_answers ORDER BY created_at DESC LIMIT 1')
    .first<{ answer: string | null }>();
  expect(row?.answer).not.toBeNull();
});
