/**
 * Exports and audits are byte for byte the same on node and Workers for the same tape: the rows
 * node stored for a game (test/fixtures/export-parity.json, made by test/support/export-parity.ts)
 * are loaded into that game's object, and the Worker must answer the very bytes node answered.
 */
import { abortAllDurableObjects, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { objectDatabase } from '../../src/adapter/workers/object-database.js';
import fixture from '../fixtures/export-parity.json';
import { bearer, get } from './helpers.js';

type Row = Record<string, unknown>;

/**
 * Puts node's rows into the game's object storage, as if the object had written them itself; the
 * object is then restarted, so it finds the game there as it would after an eviction.
 */
async function loadIntoObject(gameId: string, rows: Record<'games' | 'seats' | 'events', Row[]>): Promise<void> {
  await runInDurableObject(env.GAMES.get(env.GAMES.idFromName(gameId)), (_instance, state) => {
    objectDatabase(state.storage).migrate();
    for (const table of ['games', 'seats', 'events'] as const) {
      for (const row of rows[table]) {
        const columns = Object.keys(row);
        state.storage.sql.exec(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
          ...columns.map((c) => row[c]),
        );
      }
    }
  });
  await abortAllDurableObjects();
}

describe('workerd: the same tape exports and audits to the same bytes as on node', () => {
  test.each(fixture.map((c) => [c.name, c] as const))('%s', async (_name, parity) => {
    await loadIntoObject(parity.gameId, parity.rows);
    const headers = parity.token === null ? {} : bearer(parity.token);
    const exported = await get(`/v1/games/${parity.gameId}/export`, headers);
    expect(exported.status).toBe(200);
    expect(await exported.text()).toBe(parity.export);
    expect(await (await get(`/v1/games/${parity.gameId}/audit`, headers)).text()).toBe(parity.audit);
  });
});
