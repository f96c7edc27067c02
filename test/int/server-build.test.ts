/**
 * The server as `npm start` runs it: its build (scripts/build-server.ts, dist/server.mjs), not the
 * TypeScript. The build must start its worker threads from their own bundles, stamp saved folds with
 * the hash of the sources it was built from, and serve the same routes as the sources do. (The crash,
 * startup and webhook tests run the build too: test/support/server-process.ts.)
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import WebSocket from 'ws';
import { hashFoldSources } from '../../src/adapter/node/rules-build.js';
import { openLibsql } from '../../src/store/libsql.js';
import { simplePolicy } from '../support/circuit-racer-policy.js';
import { spawnServer } from '../support/server-process.js';

type Json = any;

let dir: string;
let databaseUrl: string;
let server: { child: ChildProcess; url: string };
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rolltape-build-'));
  databaseUrl = `file:${join(dir, 'rolltape.db')}`;
  server = await spawnServer({ DATABASE_URL: databaseUrl, ROLLTAPE_DATA_DIR: dir });
}, 120_000);
afterAll(() => {
  server?.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const post = async (path: string, body: unknown, headers: Record<string, string> = {}): Promise<Json> =>
  (
    await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  ).json();

describe('the server built as npm start runs it', { timeout: 60_000 }, () => {
  test('a game of bots is played to the end on the bot thread, and its saved fold is stamped with the sources built', async () => {
    const created = await post('/v1/games', { rules: 'circuit-racer', players: [{ name: 'Robo', bot: 'default' }] });
    expect(created.game.status).toBe('over');
    const database = await openLibsql({ url: databaseUrl });
    const build = await hashFoldSources();
    try {
      // The fold is saved after the commit it covers, so it may land just after the answer (saved-folds.ts).
      await vi.waitFor(async () => {
        const rows = await database.client.execute({
          sql: 'select build, seq from saved_folds where game_id = ?',
          args: [created.game.id],
        });
        expect(rows.rows).toEqual([expect.objectContaining({ build, seq: created.game.version })]);
      });
    } finally {
      database.close();
    }
  });

  test('moves over HTTP and over the WebSocket are committed by the writer thread and answered', async () => {
    const created = await post('/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }] });
    const { id } = created.game;
    const auth = { authorization: `Bearer ${created.seats[0].token}` };
    const overHttp = await post(`/v1/games/${id}/moves`, { move: simplePolicy(created.game.legalMoves) }, auth);
    expect(overHttp.version).toBeGreaterThan(created.game.version);
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/v1/games/${id}/ws`, { headers: auth });
    const answers: Json[] = [];
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.event !== 'update') answers.push(frame);
    });
    await new Promise((opened) => ws.on('open', opened));
    ws.send(JSON.stringify({ type: 'move', move: simplePolicy(overHttp.game.legalMoves), moveId: 'built-1' }));
    await expect.poll(() => answers.length).toBe(1);
    expect(answers[0]).toMatchObject({ event: 'moved', moveId: 'built-1' });
    expect(answers[0].data.version).toBeGreaterThan(overHttp.version);
    ws.close();
    const read = await (await fetch(`${server.url}/v1/games/${id}`, { headers: auth })).json();
    expect(read.version).toBe(answers[0].data.version);
  });
});
