import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApp } from '../../src/api/app.js';
import { WEB_ASSETS_DIR } from '../../src/api/web-assets.js';
import { compiledGraphql } from '../../src/adapter/node/compiled-graphql.js';
import { diskAssets } from '../../src/adapter/node/static-files.js';
import { rulebook } from '../../src/games/index.js';
import { makeServices, type ServicesDeps } from '../../src/service/services.js';
import { EventStore } from '../../src/store/event-store.js';
import { openLibsql, type OpenDatabase } from '../../src/store/libsql.js';
import { testSigner } from './signing-keys.js';

export const MIGRATIONS = resolve(import.meta.dirname, '../../migrations');

export interface TestDatabase extends OpenDatabase {
  readonly path: string;
  readonly url: string;
  /** Closes the connection and deletes the file. */
  destroy(): void;
}

/** A real embedded libsql file in a fresh temporary folder, migrated like production. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'rolltape-test-'));
  const path = join(dir, 'rolltape.db');
  const url = `file:${path}`;
  const database = await openLibsql({ url, migrationsFolder: MIGRATIONS });
  return {
    ...database,
    path,
    url,
    destroy() {
      database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The HTTP app over a real database file, as `npm start` builds it; call `app.request()` in tests. */
export async function openTestApp(deps: Partial<ServicesDeps> = {}) {
  const database = await openTestDatabase();
  const store = new EventStore(database.db);
  // Signed as `npm start` signs (it always has a key), with the test key set.
  const services = makeServices({
    db: database.db,
    store,
    rulebook,
    secret: TEST_SECRET,
    signer: testSigner(),
    ...deps,
  });
  // The app as the node server builds it (GraphQL operations compiled; built front-end files read from
  // dist/web, which `npm test` builds first).
  const assets = diskAssets(resolve(import.meta.dirname, '../..', WEB_ASSETS_DIR));
  return { app: createApp(() => services, { ...compiledGraphql(), assets: () => assets }), services, store, database };
}

/** The server secret of test apps (daily seeds derive from it). */
export const TEST_SECRET = 'test-secret-0123456789abcdef';
