import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { auditTape } from '../../src/core/audit.js';
import { rulebook } from '../../src/games/index.js';
import { EventStore } from '../../src/store/event-store.js';
import { openLibsql } from '../../src/store/libsql.js';
import { spawnServer } from '../support/server-process.js';

/** Starts `src/server.ts` as its own process on a random port; resolves with its URL once it listens. */
const startServer = (databaseUrl: string) => spawnServer({ DATABASE_URL: databaseUrl });

describe('a crash between requests', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((f) => f()));

  test('SIGKILL after acknowledged moves loses none of them; a restarted server continues the game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rolltape-crash-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const databaseUrl = `file:${join(dir, 'rolltape.db')}`;

    const first = await startServer(databaseUrl);
    cleanups.push(() => first.child.kill('SIGKILL'));
    const createdResponse = await fetch(`${first.url}/v1/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: 'circuit-racer', players: [{ name: 'Crash' }] }),
    });
    const created = (await createdResponse.json()) as { game: { id: string }; seats: { token: string }[] };
    const id = created.game.id;
    const auth = { authorization: `Bearer ${created.seats[0]!.token}`, 'content-type': 'application/json' };

    let acknowledged = 1;
    for (let i = 0; i < 25; i++) {
      const game = (await (await fetch(`${first.url}/v1/games/${id}`, { headers: auth })).json()) as {
        legalMoves: unknown[];
      };
      const response = await fetch(`${first.url}/v1/games/${id}/moves`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ move: game.legalMoves[0] }),
      });
      expect(response.status).toBe(200);
      acknowledged = ((await response.json()) as { version: number }).version;
    }
    first.child.kill('SIGKILL');
    await new Promise((done) => first.child.once('exit', done));

    const reopened = await openLibsql({ url: databaseUrl });
    try {
      const tape = await new EventStore(reopened.db).events(id);
      expect(tape.length).toBe(acknowledged);
      expect(
        auditTape(
          rulebook,
          tape.map((e) => e.event),
        ).ok,
      ).toBe(true);
    } finally {
      reopened.close();
    }

    const second = await startServer(databaseUrl);
    cleanups.push(() => second.child.kill('SIGKILL'));
    const after = (await (await fetch(`${second.url}/v1/games/${id}`, { headers: auth })).json()) as {
      version: number;
      legalMoves: unknown[];
    };
    expect(after.version).toBe(acknowledged);
    const next = await fetch(`${second.url}/v1/games/${id}/moves`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ move: after.legalMoves[0], expectedVersion: acknowledged }),
    });
    expect(next.status).toBe(200);
    // Two servers start (each compiles, migrates and warms up): on a loaded machine that alone took
    // over 30 s, so a hang is caught at 2 minutes rather than a slow start failed.
  }, 120_000);

  test('SIGKILL while a search bot thinks: the restarted server starts its job again and the game goes on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rolltape-crash-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const databaseUrl = `file:${join(dir, 'rolltape.db')}`;
    const first = await startServer(databaseUrl);
    cleanups.push(() => first.child.kill('SIGKILL'));
    // A game of one search bot: the creation is answered at once, with the bot due and thinking.
    const created = (await (
      await fetch(`${first.url}/v1/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: 'circuit-racer', players: [{ name: 'S', bot: 'search-3' }] }),
      })
    ).json()) as { game: { id: string; status: string; pending: { players?: number[] } } };
    expect(created.game).toMatchObject({ status: 'active', pending: { players: [1] } });
    const id = created.game.id;
    first.child.kill('SIGKILL');
    await new Promise((done) => first.child.once('exit', done));

    const reopened = await openLibsql({ url: databaseUrl });
    const left = (await new EventStore(reopened.db).events(id)).length;
    reopened.close();
    const second = await startServer(databaseUrl);
    cleanups.push(() => second.child.kill('SIGKILL'));
    // Nobody touches the game: only the resumed job can move it on.
    let version = left;
    for (let n = 0; n < 300 && version <= left; n++) {
      await new Promise((r) => setTimeout(r, 100));
      version = ((await (await fetch(`${second.url}/v1/games/${id}`)).json()) as { version: number }).version;
    }
    expect(version).toBeGreaterThan(left);
  }, 120_000);
});
