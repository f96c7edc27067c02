import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The fast part of the unit suite, for mutation testing (stryker.config.mjs): focused example and
 * rule tests, which Stryker runs once per mutant they cover. Left out: whole random playouts
 * (properties, leaks, the Carbondale redaction playouts), bots and calibration. They take seconds
 * to minutes each under Stryker's instrumentation on a shared 2-core machine; `npm test` runs them.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/unit/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      'test/unit/**/properties.test.ts',
      'test/unit/**/leaks.test.ts',
      'test/unit/**/calibration.test.ts',
      'test/unit/**/bot*.test.ts',
      'test/unit/games/carbondale/redaction.test.ts',
      'test/unit/games/goldmine-rumbles/legal-moves.test.ts',
      'test/unit/core/live-play.test.ts',
    ],
    testTimeout: 60_000,
  },
});
