import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The unit suite alone, for mutation testing (stryker.config.mjs): the pure rules core is what Stryker
 * mutates, and the HTTP, integration and workerd suites would only make each mutant slower to judge.
 * Left out: tests of bots and calibration (they mutate nothing Stryker checks and take seconds each).
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/unit/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'test/unit/**/calibration.test.ts', 'test/unit/**/bot*.test.ts'],
    testTimeout: 60_000,
  },
});
