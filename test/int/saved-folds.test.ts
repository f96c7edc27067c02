import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { rulebook } from '../../src/games/index.js';
import { saveFoldsOnCommit } from '../../src/service/saved-folds.js';
import { GameFeed } from '../../src/service/game-feed.js';
import { makeGameService } from '../../src/service/games.js';
import { SAVE_FOLD_EVERY } from '../../src/service/loaded-game.js';
import { EventStore } from '../../src/store/event-store.js';
import { closeStepPolicy } from '../support/coal-n-write-policy.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';

/** Seats per game for a game of bots only (each game's bots finish it inside the creating call). */
const SEATS: Record<string, number> = {
  'circuit-racer': 1,
  'coal-n-write': 6,
  aircargo: 1,
  carbondale: 2,
  'goldmine-rumbles': 4,
};
const botsOnly = (rules: string) => ({
  rules,
  players: Array.from({ length: SEATS[rules]! }, (_, i) => ({ name: `Bot ${i + 1}`, bot: 'default' })),
});

describe('saved folds: a cold read starts from the last saved fold instead of replaying the tape', () => {
  let database: TestDatabase;
  const stops: (() => void)[] = [];

  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    database.destroy();
  });

  /** A service as a (re)started server builds it: an empty cache; with `build`, folds of that build saved as games commit. */
  const serverWith = (build?: string) => {
    const store = new EventStore(database.db, undefined, build === undefined ? {} : { foldBuild: build });
    const feed = new GameFeed();
    if (store.savedFolds !== undefined) stops.push(saveFoldsOnCommit(feed, store.savedFolds));
    return { store, games: makeGameService({ store, rulebook, feed }) };
  };
  const savedFoldRow = async (gameId: string) =>
    (
      await database.client.execute({
        sql: 'SELECT seq, build, body FROM saved_folds WHERE game_id = ?',
        args: [gameId],
      })
    ).rows[0];
  const savedFoldAt = (gameId: string, seq: number, build: string) =>
    vi.waitFor(async () => {
      const row = await savedFoldRow(gameId);
      expect([row?.seq, row?.build]).toEqual([seq, build]);
    });
  const finishedGame = async (rules: string, build: string) => {
    const created = await serverWith(build).games.createGame(botsOnly(rules));
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.game.status).toBe('over');
    await savedFoldAt(created.value.game.id, created.value.game.version, build);
    return created.value.game;
  };

  test.each(Object.keys(SEATS))(
    '%s: the game read from its saved fold after a restart is the game its tape replays to',
    async (rules) => {
      const game = await finishedGame(rules, 'build-a');
      const fromSavedFold = await serverWith('build-a').games.getGame(game.id, null);
      const fromTape = await serverWith().games.getGame(game.id, null);
      expect(fromSavedFold).toStrictEqual(fromTape);
      expect(fromSavedFold.ok && fromSavedFold.value.version).toBe(game.version);
    },
  );

  test('a saved fold serves reads of the head only: a replay, an export, an audit and time travel read the tape', async () => {
    const game = await finishedGame('coal-n-write', 'build-a');
    // Tamper with the saved fold: a read of the head shows it was used; nothing else may change.
    const row = await savedFoldRow(game.id);
    const body = JSON.parse(String(row!.body)) as { state: { round: number } };
    body.state.round = 99;
    await database.client.execute({
      sql: 'UPDATE saved_folds SET body = ? WHERE game_id = ?',
      args: [JSON.stringify(body), game.id],
    });

    const tampered = serverWith('build-a').games;
    const honest = serverWith().games;
    const head = await tampered.getGame(game.id, null);
    expect(head.ok && (head.value.view as { round: number }).round).toBe(99);
    expect(await tampered.auditGame(game.id)).toStrictEqual(await honest.auditGame(game.id));
    expect(await tampered.exportGame(game.id, null)).toStrictEqual(await honest.exportGame(game.id, null));
    expect(await tampered.stateAt(game.id, null, game.version - 1)).toStrictEqual(
      await honest.stateAt(game.id, null, game.version - 1),
    );
    expect(await tampered.listEvents(game.id, null)).toStrictEqual(await honest.listEvents(game.id, null));
    const audit = await tampered.auditGame(game.id);
    expect(audit.ok && audit.value.ok).toBe(true);
  });

  test("a fold saved by another build is never read, and a cold read of a long tape replaces it with this build's", async () => {
    const game = await finishedGame('coal-n-write', 'build-a');
    const row = await savedFoldRow(game.id);
    const body = JSON.parse(String(row!.body)) as { state: { round: number } };
    body.state.round = 99;
    await database.client.execute({
      sql: 'UPDATE saved_folds SET body = ? WHERE game_id = ?',
      args: [JSON.stringify(body), game.id],
    });

    const read = await serverWith('build-b').games.getGame(game.id, null);
    expect(read).toStrictEqual(await serverWith().games.getGame(game.id, null));
    await savedFoldAt(game.id, game.version, 'build-b');
    expect(await serverWith('build-b').games.getGame(game.id, null)).toStrictEqual(read);
  });

  test('a game whose fold was saved while it ran continues from it: retried move ids answer as before, and it ends as its tape replays', async () => {
    const first = serverWith('build-a');
    const created = await first.games.createGame({
      rules: 'coal-n-write',
      players: [{ name: 'Ada' }, ...botsOnly('coal-n-write').players.slice(1)],
    });
    if (!created.ok) throw new Error(created.error.message);
    const { id } = created.value.game;
    const token = created.value.seats[0]!.token;
    const moves: unknown[] = [];
    const play = async (games: typeof first.games, n: number) => {
      const now = await games.getGame(id, token);
      if (!now.ok) throw new Error(now.error.message);
      moves[n] = closeStepPolicy(now.value.legalMoves as { type: string }[]);
      return games.makeMove(id, token, { move: moves[n], moveId: `m-${n}` });
    };
    const answers = [];
    // Past the first mark (the fold is saved at the head of the append that crosses it), then one move more.
    let savedAt = 0;
    for (let n = 0; savedAt === 0 || answers[answers.length - 1]!.version <= savedAt; n++) {
      const answer = await play(first.games, n);
      if (!answer.ok) throw new Error(answer.error.message);
      answers.push(answer.value);
      if (savedAt === 0 && answer.value.version >= SAVE_FOLD_EVERY) {
        await vi.waitFor(async () =>
          expect(Number((await savedFoldRow(id))?.seq)).toBeGreaterThanOrEqual(SAVE_FOLD_EVERY),
        );
        savedAt = Number((await savedFoldRow(id))!.seq);
      }
    }
    const last = answers[answers.length - 1]!;
    expect(last.game.status).toBe('active');
    expect(Number((await savedFoldRow(id))?.seq)).toBeLessThan(last.version);

    // A restart: the saved fold is behind the head, so the read catches up from the events after it.
    const restarted = serverWith('build-a').games;
    expect(await restarted.getGame(id, token)).toStrictEqual(await serverWith().games.getGame(id, token));
    const retried = await restarted.makeMove(id, token, { move: moves[0], moveId: 'm-0' });
    expect(retried.ok && [retried.value.replayed, retried.value.version]).toEqual([true, answers[0]!.version]);

    for (let n = answers.length; ; n++) {
      const answer = await play(restarted, n);
      if (!answer.ok) throw new Error(answer.error.message);
      if (answer.value.game.status === 'over') break;
    }
    const end = await serverWith('build-a').games.getGame(id, token);
    expect(end).toStrictEqual(await serverWith().games.getGame(id, token));
    const audit = await restarted.auditGame(id);
    expect(audit.ok && audit.value.ok).toBe(true);
  });
});
