/**
 * Signed exports (issue 30): every export is signed over exactly the bytes a client receives (REST
 * and GraphQL `exportGame { json }`), the key set is published without private parts, and the
 * offline audit (`rolltape audit --keys`, `rolltape-audit --keys`, the typed client) tells a genuine
 * file from an edited, unsigned or re-signed one, also after a key rotation.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditExportWithKeys } from '../../src/client/offline-audit.js';
import { signerFrom } from '../../src/provenance/export-signer.js';
import { RETIRED_SIGNING_KEYS, STRANGER_SIGNING_KEYS } from '../support/signing-keys.js';
import { bearer, get, graphqlData, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

const root = resolve(import.meta.dirname, '../..');
const tsx = createRequire(import.meta.url).resolve('tsx');
const rolltape = (...args: string[]) =>
  spawnSync(process.execPath, [resolve(root, 'bin/rolltape.mjs'), ...args], { cwd: root, encoding: 'utf8' });
const rolltapeAudit = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', tsx, resolve(root, 'src/command/rolltape-audit.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });

let t: TestApp;
let dir: string;
let keys: Json;
let keysFile: string;
beforeAll(async () => {
  t = await openTestApp();
  dir = mkdtempSync(join(tmpdir(), 'rolltape-signed-'));
  keys = await json(await get(t.app, '/.well-known/rolltape-keys.json'));
  keysFile = join(dir, 'keys.json');
  writeFileSync(keysFile, JSON.stringify(keys));
});
afterAll(() => {
  t?.database.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const botGame = async (extra: Json = {}): Promise<string> =>
  (
    await json(
      await post(t.app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Robo', bot: 'default' }], ...extra }),
    )
  ).game.id;

const saved = (name: string, document: unknown): string => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(document, null, 2));
  return file;
};

const checkOf = (report: { checks: readonly { name: string; status: string }[] }, name: string) =>
  report.checks.find((c) => c.name === name);

describe('GET /.well-known/rolltape-keys.json', () => {
  test('the current and the retired key, public parts only, cacheable', async () => {
    const response = await get(t.app, '/.well-known/rolltape-keys.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      keys: [
        expect.objectContaining({ kid: 'test-2026-06', kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' }),
        expect.objectContaining({ kid: 'test-2026-01', retiredAt: '2026-06-01T00:00:00.000Z' }),
      ],
    });
    expect(text).not.toMatch(/"d"/);
    for (const key of JSON.parse(text).keys) expect(Object.keys(key).sort()).not.toContain('d');
  });

  test('a server with no signing key answers 503 signing-unavailable and exports say signature: null', async () => {
    const unsigned = await openTestApp({ signer: undefined });
    try {
      const response = await get(unsigned.app, '/.well-known/rolltape-keys.json');
      expect(response.status).toBe(503);
      expect(await json(response)).toMatchObject({ code: 'signing-unavailable' });
      const created = await json(
        await post(unsigned.app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Robo', bot: 'default' }] }),
      );
      const exported = await json(await get(unsigned.app, `/v1/games/${created.game.id}/export`));
      expect(exported.signature).toBeNull();
      const report = await auditExportWithKeys(exported, { keys });
      expect(report.ok).toBe(false);
      expect(checkOf(report, 'signature')).toMatchObject({ status: 'fail', detail: expect.stringMatching(/unsigned/) });
    } finally {
      unsigned.database.destroy();
    }
  });
});

describe('a signed export', () => {
  let id: string;
  let genuine: Json;
  beforeAll(async () => {
    id = await botGame();
    genuine = await json(await get(t.app, `/v1/games/${id}/export`));
  }, 60_000);

  test('REST and GraphQL serve the same signed document; the signature covers the bytes received', async () => {
    expect(genuine.signature).toMatchObject({ alg: 'EdDSA', kid: 'test-2026-06' });
    const answer = (
      await graphqlData(t.app, `query($id: ID!) { exportGame(id: $id) { signature { alg kid value } json } }`, { id })
    ).exportGame;
    const viaGraphql = answer.json;
    expect(answer.signature).toEqual(genuine.signature);
    expect(viaGraphql).toEqual(genuine);
    const report = await auditExportWithKeys(genuine, { keys });
    expect(report.ok).toBe(true);
    expect(report.checks.map((c) => c.name).slice(0, 2)).toEqual(['export', 'signature']);
    expect(checkOf(report, 'signature')).toMatchObject({
      status: 'pass',
      detail: expect.stringMatching(/test-2026-06/),
    });
  });

  test('rolltape audit --keys: genuine passes (exit 0); without --keys the check is skipped', () => {
    const file = saved('genuine.json', genuine);
    const run = rolltape('audit', file, '--keys', keysFile);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^pass\s+signature\s+signed by key test-2026-06/m);
    const bare = rolltape('audit', file);
    expect(bare.status).toBe(0);
    expect(bare.stdout).toMatch(/^skip\s+signature\s+no keys given/m);
  });

  test.each([
    ['a renamed player', (d: Json) => ({ ...d, players: [{ ...d.players[0], name: 'Eve' }] })],
    [
      'a changed timestamp',
      (d: Json) => ({ ...d, events: [{ ...d.events[0], at: '2020-01-01T00:00:00.000Z' }, ...d.events.slice(1)] }),
    ],
    ['no signature', ({ signature: _s, ...d }: Json) => d],
  ])('%s fails the signature check, exit 1, with both commands', async (name, edit) => {
    const file = saved(`${name}.json`, edit(genuine));
    for (const run of [rolltape('audit', file, '--keys', keysFile), rolltapeAudit(file, '--keys', keysFile)]) {
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/^fail\s+signature\s/m);
      expect(run.stdout).toMatch(/^FAILED/m);
    }
  });

  test('a changed die fails both the dice and the signature checks', async () => {
    const rolled = genuine.events.findIndex((e: Json) => e.type === 'DiceRolled');
    const event = genuine.events[rolled];
    const values = event.data.values.map((v: number) => (v % 6) + 1);
    const edited = { ...genuine, events: genuine.events.with(rolled, { ...event, data: { ...event.data, values } }) };
    const report = await auditExportWithKeys(edited, { keys });
    expect(checkOf(report, 'signature')?.status).toBe('fail');
    expect(checkOf(report, 'dice')?.status).toBe('fail');
  });

  test('re-signed with another key: refused whatever kid it claims', async () => {
    const stranger = signerFrom(STRANGER_SIGNING_KEYS, 'stranger');
    const forged = { ...genuine, players: [{ ...genuine.players[0], name: 'Eve' }] };
    const own = { ...forged, signature: await stranger.sign(forged) };
    const posing = { ...own, signature: { ...own.signature, kid: 'test-2026-06' } };
    for (const file of [saved('resigned.json', own), saved('posing.json', posing)]) {
      const run = rolltape('audit', file, '--keys', keysFile);
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/^fail\s+signature\s/m);
    }
  });

  test('--keys that is not a key set is refused with its reason (exit 1)', () => {
    const run = rolltapeAudit(saved('g.json', genuine), '--keys', saved('not-keys.json', { nope: true }));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/not a key set/);
  });

  test('the export of a finished game is signed once: asked again, the same document and signature', async () => {
    expect(await json(await get(t.app, `/v1/games/${id}/export`))).toEqual(genuine);
  });
});

describe('key rotation', () => {
  test('an export signed before the rotation, by the key now retired, still verifies with the key set', async () => {
    const before = await openTestApp({ signer: signerFrom(RETIRED_SIGNING_KEYS, 'before rotation') });
    try {
      const created = await json(
        await post(before.app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Robo', bot: 'default' }] }),
      );
      const old = await json(await get(before.app, `/v1/games/${created.game.id}/export`));
      expect(old.signature.kid).toBe('test-2026-01');
      const run = rolltape('audit', saved('old.json', old), '--keys', keysFile);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(
        /signed by key test-2026-01, a retired key \(it signed from 2026-01-01 until 2026-06-01\)/,
      );
    } finally {
      before.database.destroy();
    }
  });
});

describe('a running game', () => {
  test('its export, redacted for the caller, is signed too and says its version', async () => {
    const created = await json(
      await post(t.app, '/v1/games', {
        rules: 'carbondale',
        players: [{ name: 'Ada' }, { name: 'Robo', bot: 'default' }],
      }),
    );
    const token = created.seats[0].token;
    const exported = await json(await get(t.app, `/v1/games/${created.game.id}/export`, bearer(token)));
    expect(exported.status).toBe('active');
    expect(exported.version).toBe(exported.events.length);
    const report = await auditExportWithKeys(exported, { keys });
    expect(checkOf(report, 'signature')?.status).toBe('pass');
    // What the seat may not see is hidden, so the tape is not replayed: a skip, and nothing failed.
    expect(exported.events.some((e: { redacted: boolean }) => e.redacted)).toBe(true);
    expect(checkOf(report, 'export')?.status).toBe('skip');
    expect(report.ok).toBe(true);
    // The hidden events do not shelter an edit of what is shown: the signature still catches it.
    const renamed = { ...exported, players: [{ ...exported.players[0], name: 'Eve' }, ...exported.players.slice(1)] };
    const edited = await auditExportWithKeys(renamed, { keys });
    expect(checkOf(edited, 'signature')?.status).toBe('fail');
    expect(edited.ok).toBe(false);
  });
});

describe('a commitment record cannot be dropped', () => {
  test('removed from a signed commit-first game, the signature and the order check fail', async () => {
    const issued = await json(await post(t.app, '/v1/commitments', {}));
    const id = await botGame({ commitment: issued.id, clientSeed: 'my lucky seed' });
    const exported = await json(await get(t.app, `/v1/games/${id}/export`));
    const honest = await auditExportWithKeys(exported, { keys, commitment: issued.seedCommitment });
    expect(honest.ok).toBe(true);
    expect(checkOf(honest, 'order')?.status).toBe('pass');

    const [created, ...rest] = exported.events;
    const { commitment: _dropped, ...data } = created.data;
    const stripped = { ...exported, events: [{ ...created, data }, ...rest] };
    const report = await auditExportWithKeys(stripped, { keys });
    expect(report.ok).toBe(false);
    expect(checkOf(report, 'signature')?.status).toBe('fail');
    expect(checkOf(report, 'order')).toMatchObject({ status: 'fail', seq: 1 });
    // Without keys nothing vouches either way: order is skipped as before, and the audit says the signature was not checked.
    const unchecked = await auditExportWithKeys(stripped);
    expect([checkOf(unchecked, 'signature')?.status, checkOf(unchecked, 'order')?.status]).toEqual(['skip', 'skip']);
  }, 60_000);
});
