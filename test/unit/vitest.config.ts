import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The unit suite alone, for mutation testing (stryker.config.mjs): the pure rules core is what Stryker
 * mutates, and the HTTP, integration and workerd suites would only make each mutant slower to judge.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/unit/**/*.test.ts'],
    exclude: [...configDefaults.exclude],
    testTimeout: 60_000,
  },
});
