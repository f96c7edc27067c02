#!/usr/bin/env node
// Runs the TypeScript CLI through tsx (a dependency), so `npx rolltape audit game.json` works from a checkout.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const tsx = createRequire(import.meta.url).resolve('tsx');
const result = spawnSync(
  process.execPath,
  ['--import', tsx, resolve(here, '../src/cli.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
