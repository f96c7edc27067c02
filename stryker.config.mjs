// Mutation testing of the unit suite (README "Mutation testing"). `npm run mutate` mutates the whole
// rules core; `npm run mutate:floor` only the files held to the 90% floor, incrementally.
import { floorFiles } from './test/support/mutation-floor-files.mjs';

const floor = process.env.STRYKER_SCOPE === 'floor';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'test/unit/vitest.config.ts', related: false },
  mutate: floor
    ? floorFiles
    : [
        'src/core/**/*.ts',
        'src/games/**/*.ts',
        '!src/games/*/bot*.ts',
        '!src/games/*/calibration.ts',
        '!src/**/index.ts',
      ],
  // 2 cores shared with other work: never more than 2 test processes.
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  timeoutMS: 10_000,
  // The first run of the whole unit suite, with coverage, on a busy machine.
  dryRunTimeoutMinutes: 30,
  // Module-level constants would make every test cover them; the floor files hold none worth a full run each.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: floor ? 'stryker-incremental.json' : 'reports/mutation/incremental-all.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: floor ? 'reports/mutation/floor.html' : 'reports/mutation/index.html' },
  jsonReporter: { fileName: floor ? 'reports/mutation/floor.json' : 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: floor ? 90 : null },
  // Only the mutated code needs its type checks off; a generated file elsewhere (the confusables table) stays
  // byte for byte as \`npm run gen\` writes it, as its test requires.
  disableTypeChecks: '{src/core,src/games}/**/*.{js,ts,jsx,tsx,mjs,cjs}',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
