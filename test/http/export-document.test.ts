/**
 * One export document everywhere: GraphQL `exportGame { json }` is exactly what REST's export
 * answers (bot seats, options, events as `{ seq, type, data }`), for a seat and a spectator alike,
 * and `rolltape audit` passes it. The typed GraphQL export, saved as a file, is named as not an
 * export rather than failing the audit as a tampered tape.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditExportFile } from '../../src/client/offline-audit.js';
import { bearer, get, graphqlData, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

const root = resolve(import.meta.dirname, '../..');
const audit = (file: string) =>
  spawnSync(process.execPath, [resolve(root, 'bin/rolltape.mjs'), 'audit', file], { cwd: root, encoding: 'utf8' });

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await openTestApp();
  dir = mkdtempSync(join(tmpdir(), 'rolltape-export-'));
});
afterAll(() => {
  t?.database.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const EXPORT_JSON = `query($id: ID!) { exportGame(id: $id) { json } }`;

async function create(body: Json): Promise<{ id: string; token: string | undefined }> {
  const created = await json(await post(t.app, '/v1/games', body));
  return { id: created.game.id, token: created.seats[0]?.token };
}

const restExport = async (id: string, token?: string): Promise<Json> =>
  json(await get(t.app, `/v1/games/${id}/export`, token === undefined ? {} : bearer(token)));

const graphqlExport = async (id: string, token?: string): Promise<Json> =>
  (await graphqlData(t.app, EXPORT_JSON, { id }, token)).exportGame.json;

describe('exportGame { json }', () => {
  test('a finished game of bots: the REST document, bot seats and options included, and it audits', async () => {
    const { id } = await create({
      rules: 'coal-n-write',
      players: [
        { name: 'Robo', bot: 'default' },
        { name: 'Tin', bot: 'default' },
      ],
    });
    const document = await graphqlExport(id);
    expect(document).toEqual(await restExport(id));
    expect(document).toMatchObject({ format: 'rolltape.export/1', status: 'over', options: {} });
    expect(document.players.map((p: Json) => p.bot)).toEqual(['default', 'default']);
    expect(document.events[0]).toMatchObject({ seq: 1, type: 'GameCreated', data: { rules: 'coal-n-write' } });
    expect(auditExportFile(document).ok).toBe(true);

    const file = join(dir, 'graphql-export.json');
    writeFileSync(file, JSON.stringify(document));
    const run = audit(file);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 60_000);

  test('a running game: the seat’s redacted document and the spectator’s, each as REST serves it', async () => {
    const { id, token } = await create({
      rules: 'carbondale',
      players: [{ name: 'Ada' }, { name: 'Robo', bot: 'default' }],
    });
    expect(await graphqlExport(id, token)).toEqual(await restExport(id, token));
    expect(await graphqlExport(id)).toEqual(await restExport(id));
  });
});

describe('a file that is not an export', () => {
  test('the typed GraphQL export, saved as it is, is named as not an export, by the audit and the CLI', async () => {
    const { id } = await create({ rules: 'circuit-racer', players: [{ name: 'Robo', bot: 'default' }] });
    const typed = (
      await graphqlData(
        t.app,
        `query($id: ID!) { exportGame(id: $id) { format id rules rulesVersion sandbox status version seedCommitment seed events { seq __typename } } }`,
        { id },
      )
    ).exportGame;
    expect(auditExportFile(typed).checks).toEqual([
      {
        name: 'export',
        status: 'fail',
        detail: expect.stringMatching(/^not a Rolltape export .*events\[0\] has no `type`/),
      },
    ]);
    const file = join(dir, 'typed.json');
    writeFileSync(file, JSON.stringify(typed));
    const run = audit(file);
    expect(run.stderr.trim()).toBe(
      `rolltape: ${file}: not a Rolltape export (format rolltape.export/1): events[0] has no \`type\``,
    );
    expect(run.status).toBe(1);
    expect(run.stdout).not.toMatch(/GameEnded/);
  });

  test('a whole GraphQL answer says to save its exportGame { json }', async () => {
    const { id } = await create({ rules: 'circuit-racer', players: [{ name: 'Robo', bot: 'default' }] });
    const answer = { data: await graphqlData(t.app, EXPORT_JSON, { id }) };
    expect(auditExportFile(answer).checks[0]!.detail).toBe(
      'not a Rolltape export (format rolltape.export/1): this is a GraphQL answer; save its exportGame { json } instead',
    );
  });
});
