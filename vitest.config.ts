import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql ships CJS (main) and ESM (module). Node loads Pothos and Yoga with the CJS build, so our
    // own imports must get the same copy or graphql refuses types "from another realm".
    alias: { graphql: 'graphql/index.js' },
  },
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', './test/support/summary-reporter.ts'],
    // Integration tests open real database files; keep runs predictable on a 2-core machine.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
