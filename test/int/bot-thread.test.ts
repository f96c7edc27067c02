/**
 * The node server plays bots on a thread of their own. The plays must be exactly those of the
 * calling thread: the same games (same seeds) give the same tapes, whichever thread the bots ran on.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBotThread, type BotThread } from '../../src/adapter/node/bot-threads.js';
import { inlineBots } from '../../src/service/bot-runner.js';
import type { Secrets } from '../../src/service/secrets.js';
import { rulebook } from '../../src/games/index.js';
import { openTestApp } from '../support/database.js';

/** The same ids, seeds and tokens in both apps, so both create the same games. */
function countingSecrets(): Secrets {
  let n = 0;
  return { gameId: () => `game${++n}`, seed: () => `seed-${n}`.padEnd(64, '0'), token: () => `rt_token${n}` };
}

type App = Awaited<ReturnType<typeof openTestApp>>;
let thread: BotThread;
/** Jobs that went to the thread: a test that never reached it would prove nothing. */
let threadJobs = 0;
let onThread: App;
let inline: App;
beforeAll(async () => {
  thread = startBotThread();
  onThread = await openTestApp({
    bots: { play: (job) => (threadJobs++, thread.play(job)) },
    secrets: countingSecrets(),
    clock: () => 1_800_000_000_000,
  });
  inline = await openTestApp({
    bots: inlineBots(rulebook),
    secrets: countingSecrets(),
    clock: () => 1_800_000_000_000,
  });
});
afterAll(async () => {
  await thread?.close();
  onThread?.database.destroy();
  inline?.database.destroy();
});

const bots = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Bot ${i + 1}`, bot: 'default' }));

describe('bots on their own thread', () => {
  test.each([
    ['circuit-racer', 1],
    ['aircargo', 1],
    ['coal-n-write', 3],
    ['carbondale', 2],
    ['goldmine-rumbles', 3],
  ] as const)(
    '%s with %i bots: played to the end, the same tape as bots on the calling thread',
    async (rules, seats) => {
      const tapes = [];
      const jobsBefore = threadJobs;
      for (const app of [onThread, inline]) {
        const created = await app.services.games.createGame({ rules, players: bots(seats) });
        if (!created.ok) throw new Error(JSON.stringify(created.error));
        expect(created.value.game.status).toBe('over');
        const exported = await app.services.games.exportGame(created.value.game.id, null);
        if (!exported.ok) throw new Error(JSON.stringify(exported.error));
        tapes.push(exported.value.events);
      }
      expect(threadJobs).toBeGreaterThan(jobsBefore);
      expect(tapes[0]!.length).toBeGreaterThan(2);
      expect(tapes[0]).toEqual(tapes[1]);
    },
  );

  test("a person's move that makes a bot due is answered with the bot's reply in the same answer", async () => {
    const created = await onThread.services.games.createGame({
      rules: 'carbondale',
      players: [{ name: 'Ada' }, { name: 'Robo', bot: 'default' }],
    });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const token = created.value.seats[0]!.token;
    const seated = await onThread.services.games.getGame(created.value.game.id, token);
    if (!seated.ok) throw new Error(JSON.stringify(seated.error));
    let game = seated.value;
    let botReplies = 0;
    for (let step = 0; step < 30 && game.status === 'active'; step++) {
      // Whenever the game answers, the bot has already moved: only the person can be waited for.
      expect(game.pending).toMatchObject({ kind: 'choice', players: [1] });
      const moved = await onThread.services.games.makeMove(game.id, token, { move: game.legalMoves[0] });
      if (!moved.ok) throw new Error(JSON.stringify(moved.error));
      if (moved.value.events.some((e) => e.type === 'MoveMade' && e.actor === 2)) botReplies++;
      game = moved.value.game;
    }
    expect(botReplies).toBeGreaterThan(0);
  });
});

test('the bot thread starts with its first job: one that never got a job closes at once, and refuses jobs after', async () => {
  const idle = startBotThread();
  await idle.close();
  const job = {
    created: { type: 'GameCreated' },
    seed: 's',
    revealSeed: null,
    players: [],
    state: null,
    version: 1,
  } as unknown as Parameters<BotThread['play']>[0];
  await expect(idle.play(job)).rejects.toThrow(/stopped/);
});
