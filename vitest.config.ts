import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { ISOLATED_TEST_FILES } from './test/support/isolated-tests.js';

// graphql ships CJS (main) and ESM (module). Node loads Pothos and Yoga with the CJS build, so our own
// imports must get the same copy or graphql refuses types "from another realm".
const resolve = { alias: { graphql: 'graphql/index.js' } };
// The node projects' settings: integration tests open real database files; forks keep runs predictable.
const nodeTest = {
  pool: 'forks',
  testTimeout: 30_000,
  hookTimeout: 30_000,
  setupFiles: ['test/support/zod-openapi-first.ts'] as string[],
} as const;

export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    // Two files at once even on two cores (vitest's default leaves one core to itself): much of a
    // file's time is spent waiting on the servers, threads and processes it starts.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve,
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/workerd/**', 'test/browser/**', ...ISOLATED_TEST_FILES],
          ...nodeTest,
          // A fork runs file after file with the modules already loaded (test/support/isolated-tests.ts):
          // importing the server's module graph again for every file cost as much CPU as the tests did.
          isolate: false,
        },
      },
      {
        resolve,
        // The files that mock a module, each in a fork of its own.
        test: { name: 'node-isolated', include: [...ISOLATED_TEST_FILES], ...nodeTest },
      },
      {
        resolve,
        test: {
          // The web client in Debian's chromium (playwright-core), against the real node server: test/browser.
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          // After the node and workerd projects, not beside them: chromium and the server would starve their timeouts.
          sequence: { groupOrder: 1 },
          pool: 'forks',
          // As in the node project: a fork runs file after file with the server's modules already loaded.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      // The same Worker as `wrangler dev`, inside workerd, over a local D1 (test/workerd/vitest.config.ts).
      'test/workerd/vitest.config.ts',
    ],
  },
});
