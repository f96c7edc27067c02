/**
 * Signed exports on Workers: the `ROLLTAPE_SIGNING_KEYS` secret signs every export (served by the
 * game's object, REST and GraphQL alike) with WebCrypto Ed25519 in workerd, the key set is published
 * without private parts, and the offline audit, run here too, tells genuine files from edited,
 * unsigned and re-signed ones, and verifies one signed by a retired key. Without the secret, exports
 * say `signature: null` and the key set answers 503.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/api/app.js';
import { auditExportWithKeys } from '../../src/client/offline-audit.js';
import { signerFrom } from '../../src/provenance/export-signer.js';
import { workerServices } from '../../src/worker.js';
import { RETIRED_SIGNING_KEYS, STRANGER_SIGNING_KEYS } from '../support/signing-keys.js';
import { get, graphqlData, json, post, type Json } from './helpers.js';

const signatureOf = (report: { checks: readonly { name: string; status: string; detail: string }[] }) =>
  report.checks.find((c) => c.name === 'signature');

async function finishedBotGame(): Promise<{ id: string; exported: Json }> {
  const created = await json(
    await post('/v1/games', { rules: 'circuit-racer', players: [{ name: 'Robo', bot: 'default' }] }),
  );
  const id = created.game.id;
  return { id, exported: await json(await get(`/v1/games/${id}/export`)) };
}

describe('workerd: signed exports', () => {
  test('the key set: current and retired keys, public parts only, cacheable', async () => {
    const response = await get('/.well-known/rolltape-keys.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const text = await response.text();
    expect(JSON.parse(text).keys.map((k: Json) => k.kid)).toEqual(['test-2026-06', 'test-2026-01']);
    expect(text).not.toMatch(/"d"/);
  });

  test('a game object signs its export; REST and GraphQL agree; genuine passes, edits and forgeries fail', async () => {
    const keys = await json(await get('/.well-known/rolltape-keys.json'));
    const { id, exported } = await finishedBotGame();
    expect(exported.status).toBe('over');
    expect(exported.signature).toMatchObject({ alg: 'EdDSA', kid: 'test-2026-06' });
    expect((await graphqlData(`query($id: ID!) { exportGame(id: $id) { json } }`, { id })).exportGame.json).toEqual(
      exported,
    );

    const genuine = await auditExportWithKeys(exported, { keys });
    expect(genuine.ok).toBe(true);
    expect(signatureOf(genuine)?.status).toBe('pass');

    const renamed = { ...exported, players: [{ ...exported.players[0], name: 'Eve' }] };
    const { signature: _signature, ...unsigned } = exported;
    const stranger = signerFrom(STRANGER_SIGNING_KEYS, 'stranger');
    const resigned = { ...renamed, signature: await stranger.sign(renamed) };
    for (const forged of [renamed, unsigned, resigned]) {
      const report = await auditExportWithKeys(forged, { keys });
      expect(report.ok).toBe(false);
      expect(signatureOf(report)?.status).toBe('fail');
    }
  });

  test('after a rotation, an export signed by the retired key still verifies with the key set', async () => {
    const keys = await json(await get('/.well-known/rolltape-keys.json'));
    const { exported } = await finishedBotGame();
    const before = signerFrom(RETIRED_SIGNING_KEYS, 'before rotation');
    const { signature: _signature, ...document } = exported;
    const old = { ...document, signature: await before.sign(document) };
    const report = await auditExportWithKeys(old, { keys });
    expect(report.ok).toBe(true);
    expect(signatureOf(report)?.detail).toMatch(/test-2026-01, a retired key/);
  });

  test('without ROLLTAPE_SIGNING_KEYS: exports say signature: null, the key set answers 503', async () => {
    const services = workerServices({ DB: env.DB });
    const created = await services.games.createGame({
      rules: 'circuit-racer',
      players: [{ name: 'Robo', bot: 'default' }],
    });
    if (!created.ok) throw new Error(created.error.message);
    const exported = await services.games.exportGame(created.value.game.id, null);
    expect(exported.ok && exported.value.signature).toBeNull();
    const keys = await createApp(() => services).request('/.well-known/rolltape-keys.json');
    expect(keys.status).toBe(503);
    expect(await json(keys)).toMatchObject({ code: 'signing-unavailable' });
  });
});
