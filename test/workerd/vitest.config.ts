import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineProject } from 'vitest/config';

const root = resolve(import.meta.dirname, '../..');

/**
 * The workerd project: tests run inside workerd (Miniflare) against the Worker of wrangler.toml and
 * a local D1, fresh for each test file, migrated by apply-migrations.ts with the drizzle-kit SQL files.
 */
export default defineProject(async () => ({
  root: import.meta.dirname,
  plugins: [
    cloudflareTest({
      wrangler: { configPath: resolve(root, 'wrangler.toml') },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(resolve(root, 'migrations')),
          // What `wrangler secret put ROLLTAPE_SECRET` gives a deployed Worker: daily seeds derive from it.
          ROLLTAPE_SECRET: 'workerd-test-secret',
          // Webhook retries after 50 ms (then 100, 200, …): test/workerd/webhooks.test.ts waits for them.
          ROLLTAPE_WEBHOOK_RETRY_BASE_MS: '50',
          // What `wrangler secret put ROLLTAPE_SIGNING_KEYS` gives it: the test key set node's test apps sign with.
          ROLLTAPE_SIGNING_KEYS: JSON.stringify(
            JSON.parse(readFileSync(resolve(root, 'test/fixtures/signing-keys.json'), 'utf8')).servers,
          ),
        },
      },
    }),
  ],
  test: {
    name: 'workerd',
    include: ['**/*.test.ts'],
    setupFiles: ['./apply-migrations.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
}));
