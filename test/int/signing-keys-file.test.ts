/**
 * The node server's export signing key: generated on first start beside the secret (mode 0600) and
 * kept across restarts, unless ROLLTAPE_SIGNING_KEYS gives the key set; a bad key set stops the start.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { exportSigner, SIGNING_KEYS_FILE } from '../../src/adapter/node/signing-keys-file.js';
import { startServer } from '../../src/server.js';
import { TEST_SIGNING_KEYS } from '../support/signing-keys.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rolltape-signing-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const now = new Date('2026-11-26T09:00:00Z');

describe('the signing key of the node server', () => {
  test('without ROLLTAPE_SIGNING_KEYS one is generated once, kept private in the data directory, and reused', async () => {
    const first = await exportSigner(undefined, dir, now);
    const path = join(dir, SIGNING_KEYS_FILE);
    expect(statSync(path).mode & 0o077).toBe(0);
    expect(JSON.parse(readFileSync(path, 'utf8')).keys[0]).toMatchObject({ d: expect.any(String) });
    expect(first.published.keys).toEqual([
      expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', notBefore: '2026-11-26T09:00:00.000Z' }),
    ]);
    const again = await exportSigner('', dir, new Date('2027-01-01T00:00:00Z'));
    expect(again.published).toEqual(first.published);
  });

  test('ROLLTAPE_SIGNING_KEYS wins and writes no file; a bad key set is refused, naming the variable', async () => {
    const given = await exportSigner(TEST_SIGNING_KEYS, dir, now);
    expect(given.published.keys.map((k) => k.kid)).toEqual(['test-2026-06', 'test-2026-01']);
    expect(() => statSync(join(dir, SIGNING_KEYS_FILE))).toThrow();
    await expect(exportSigner('{"keys":[]}', dir, now)).rejects.toThrow(/^ROLLTAPE_SIGNING_KEYS: /);
  });

  test('a restarted server publishes the same key, so exports it signed before still verify', async () => {
    const keys = async () => {
      const server = await startServer({ port: 0, dataDir: dir });
      try {
        const response = await fetch(`${server.url}/.well-known/rolltape-keys.json`);
        expect(response.status).toBe(200);
        return await response.json();
      } finally {
        await server.close();
      }
    };
    const before = await keys();
    expect(await keys()).toEqual(before);
  });
});
