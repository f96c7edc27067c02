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
  // As in vitest.config.ts: our graphql imports must get the CJS copy Pothos and Yoga load, or graphql
  // refuses types "from another realm" (test/unit/api/graphql-move-input.test.ts).
  resolve: { alias: { graphql: 'graphql/index.js' } },
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
      // A whole random game of each rules, to count validate calls; it would run for every validate mutant.
      'test/unit/games/evolve-applies-only.test.ts',
      // Reads the source text of the client's modules, which Stryker's instrumentation fills with
      // `require(` and `process.`; it pins no behaviour a mutant could change.
      'test/unit/client-browser-safe.test.ts',
      // The boards' drawing tests render played games, so they cover nearly every rules mutant, yet none was
      // the test that killed one (stryker-incremental.json, 2026-11-28: 2,158 kills, all by test/unit/games,
      // core and api). Run here, every change to a board test re-ran the survivors and time-outs they cover
      // (102 mutants, 40 minutes of CI on 2026-11-28) for nothing: what they pin is the drawing, not the rules.
      'test/unit/board/**',
    ],
    testTimeout: 60_000,
  },
});
