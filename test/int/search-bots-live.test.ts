/**
 * Search bots in live play think after the person's move is answered, with the ladder's whole counted
 * budget: the answer shows the game waiting for the bot's seat, and the bot's move arrives afterwards
 * (a later GET, the stream), equal to what the same job gives inline. A restart with a bot due resumes
 * it; a move that lands while the bot thinks drops the stale result; a job that keeps failing falls
 * back to `default`'s move, marked `timeout`.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { replay } from '../../src/core/replay.js';
import { rulebook } from '../../src/games/index.js';
import { runBotJob, type BotRunner } from '../../src/service/bot-runner.js';
import { webCryptoSecrets } from '../../src/service/secrets.js';
import { seedAtEnd } from '../../src/service/seed-reveal.js';
import { openTestApp } from '../support/database.js';

type App = Awaited<ReturnType<typeof openTestApp>>;
const apps: App[] = [];
/** A fixed seed under which Ada, in seat 1, begins Carbondale (under some seeds the bot begins). */
const ADA_BEGINS = { ...webCryptoSecrets, seed: () => '0'.repeat(64) };
const open = async (deps: Parameters<typeof openTestApp>[0] = {}) => {
  const app = await openTestApp({ clock: () => 1_800_000_000_000, secrets: ADA_BEGINS, ...deps });
  apps.push(app);
  return app;
};
afterAll(async () => {
  for (const a of apps) await a.services.games.stopSearchBots();
  apps.forEach((a) => a.database.destroy());
});

const check = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

/** The job a search bot of the game runs at `version`, rebuilt from the stored tape (not from the server's memory). */
async function jobAt(app: App, gameId: string, version: number) {
  const stored = await app.store.events(gameId, 0, version);
  const replayed = check(
    replay(
      rulebook,
      stored.map((e) => e.event),
    ),
  );
  const row = (await app.store.game(gameId))!;
  const created = replayed.created;
  return {
    created,
    seed: row.seed,
    revealSeed: seedAtEnd(row),
    players: created.players,
    state: replayed.state,
    version,
    searching: 1,
  };
}

/** Ada against search-3 in Carbondale (Ada begins): Ada plays until her move leaves the bot due. */
async function untilTheBotIsDue(app: App, turnSeconds?: number) {
  const created = check(
    await app.services.games.createGame({
      rules: 'carbondale',
      players: [{ name: 'Ada' }, { name: 'S3', bot: 'search-3' }],
      ...(turnSeconds !== undefined && { turnSeconds }),
    }),
  );
  const id = created.game.id;
  const token = created.seats[0]!.token;
  for (let step = 0; step < 40; step++) {
    await app.services.games.searchBotsIdle();
    const game = check(await app.services.games.getGame(id, token));
    expect(game.pending).toMatchObject({ kind: 'choice', players: [1] });
    const moved = check(await app.services.games.makeMove(id, token, { move: game.legalMoves[0] }));
    if (moved.game.pending.kind === 'choice' && moved.game.pending.players.includes(2))
      return { id, token, answer: moved };
  }
  throw new Error('the bot never became due');
}

describe('search bots think after the answer', () => {
  test("a person's move against search-3 is answered before the bot moves; the move arrives later, as the same job gives it inline", async () => {
    const app = await open();
    const { id, token, answer } = await untilTheBotIsDue(app);
    // The answer: the person's move and the rolls after it, no move of the bot's seat, the game waiting for it.
    expect(answer.events.some((e) => e.type === 'MoveMade' && e.actor === 2)).toBe(false);
    expect(answer.game.pending).toMatchObject({ kind: 'choice', players: [2] });
    const expected = runBotJob(rulebook, await jobAt(app, id, answer.version));
    await app.services.games.searchBotsIdle();
    const after = await app.store.events(id, answer.version);
    const botPlays = check(expected).plays.flatMap((p) => p.events);
    expect(botPlays[0]).toMatchObject({ type: 'MoveMade', player: 2 });
    expect(after.map((e) => e.event).slice(0, botPlays.length)).toEqual(botPlays);
    expect(after[0]!.actor).toBe(2);
    const game = check(await app.services.games.getGame(id, token));
    expect(game.version).toBeGreaterThan(answer.version);
    if (game.status === 'active') expect(game.pending).toMatchObject({ kind: 'choice', players: [1] });
  }, 120_000);

  test('the stream hears the bot’s move after the answer', async () => {
    const app = await open();
    const { id, token, answer } = await untilTheBotIsDue(app);
    const res = await app.app.request(`/v1/games/${id}/stream?after=${answer.version}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!/"actor":2/.test(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    await reader.cancel();
    expect(text).toMatch(/"type":"MoveMade"[^}]*"actor":2|"actor":2[^}]*"type":"MoveMade"/);
  }, 120_000);

  test('a whole game of search bots (no person) is played to the end after the creation answers, one append per search move', async () => {
    const app = await open();
    const created = check(
      await app.services.games.createGame({ rules: 'circuit-racer', players: [{ name: 'S1', bot: 'search-1' }] }),
    );
    expect(created.game.status).toBe('active');
    expect(created.game.pending).toMatchObject({ kind: 'choice', players: [1] });
    await app.services.games.searchBotsIdle();
    const game = check(await app.services.games.getGame(created.game.id, null));
    expect(game.status).toBe('over');
    const audit = check(await app.services.games.auditGame(created.game.id, null));
    expect(audit.checks.filter((c) => c.status === 'fail')).toEqual([]);
  }, 120_000);
});

describe('nothing stalls, nothing stale', () => {
  test('a restart with a search bot due resumes its job', async () => {
    // A first process whose search jobs never run (a runner that never answers): the bot is left due.
    let answerFirst!: () => void;
    const never: BotRunner = {
      play: (job) => new Promise((done) => (answerFirst = () => done(runBotJob(rulebook, job)))),
    };
    const first = await open({ searchBots: never });
    const { id, answer } = await untilTheBotIsDue(first);
    while (answerFirst === undefined) await new Promise((r) => setTimeout(r, 5));
    // A second process over the same database, as a restart: it resumes the due bot.
    const second = await openTestApp({ db: first.database.db, store: first.store, clock: () => 1_800_000_000_000 });
    second.services.games.resumeSearchBots([id]);
    await second.services.games.searchBotsIdle();
    const after = await first.store.events(id, answer.version);
    expect(after[0]).toMatchObject({ actor: 2, event: { type: 'MoveMade', player: 2 } });
    expect(after[0]!.event).not.toHaveProperty('timeout');
    // The first process's job, answered late, finds the tape moved on: it appends nothing.
    const before = (await first.store.events(id)).length;
    answerFirst();
    await first.services.games.searchBotsIdle();
    expect((await first.store.events(id)).length).toBe(before);
    await second.services.games.stopSearchBots();
  }, 120_000);

  test('a move that lands while the bot thinks: its result is dropped, the job starts again from the new head', async () => {
    // A runner that lets the test move the tape while the job "thinks", then answers the stale job.
    let jobs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const held: BotRunner = {
      play: async (job) => {
        jobs++;
        if (jobs === 1) await gate;
        return runBotJob(rulebook, job);
      },
    };
    let now = 1_800_000_000_000;
    const app = await open({ searchBots: held, clock: () => now });
    const { id, answer } = await untilTheBotIsDue(app, 1);
    while (jobs === 0) await new Promise((r) => setTimeout(r, 5));
    // The turn times out while the bot thinks: `default` plays the bot's seat, marked timeout.
    now += 2_000;
    const timedOut = await app.services.games.applyDeadline(id);
    expect(timedOut).toMatchObject({ version: expect.any(Number) });
    release();
    await app.services.games.searchBotsIdle();
    const after = (await app.store.events(id, answer.version)).map((e) => e.event);
    // The timeout's move is there, once; the stale search move was not appended after it.
    expect(after[0]).toMatchObject({ type: 'MoveMade', player: 2, timeout: true });
    const botMoves = after.filter((e) => e.type === 'MoveMade' && e.player === 2);
    const stale = check(runBotJob(rulebook, await jobAt(app, id, answer.version))).plays[0]!.events[0];
    expect(botMoves.filter((e) => !('timeout' in e)).map((e) => JSON.stringify(e))).not.toContain(
      JSON.stringify(stale),
    );
    expect(jobs).toBeGreaterThanOrEqual(1);
  }, 120_000);

  test('a job that keeps failing is retried, then the seat plays default’s move marked timeout', async () => {
    let failures = 0;
    const broken: BotRunner = {
      play: async () => {
        failures++;
        throw new Error('the search broke');
      },
    };
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const app = await open({ searchBots: broken });
      const { id, answer } = await untilTheBotIsDue(app);
      await app.services.games.searchBotsIdle();
      const after = await app.store.events(id, answer.version);
      expect(after[0]).toMatchObject({ actor: null, event: { type: 'MoveMade', player: 2, timeout: true } });
      // Each of the bot's decisions is tried three times, then played by `default`; every failure is logged.
      expect(failures).toBeGreaterThanOrEqual(3);
      expect(failures % 3).toBe(0);
      expect(logged.length).toBe(failures);
    } finally {
      console.error = original;
    }
  }, 120_000);
});
