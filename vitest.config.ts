import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        resolve: {
          // graphql ships CJS (main) and ESM (module). Node loads Pothos and Yoga with the CJS build, so our
          // own imports must get the same copy or graphql refuses types "from another realm".
          alias: { graphql: 'graphql/index.js' },
        },
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/workerd/**', 'test/browser/**'],
          // Integration tests open real database files; keep runs predictable on a 2-core machine.
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias: { graphql: 'graphql/index.js' } },
        test: {
          // The web client in Debian's chromium (playwright-core), against the real node server: test/browser.
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          // After the node and workerd projects, not beside them: chromium and the server would starve their timeouts.
          sequence: { groupOrder: 1 },
          pool: 'forks',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      // The same Worker as `wrangler dev`, inside workerd, over a local D1 (test/workerd/vitest.config.ts).
      'test/workerd/vitest.config.ts',
    ],
  },
});
