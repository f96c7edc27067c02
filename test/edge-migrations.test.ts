import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { EDGE_MIGRATIONS_FILE, edgeMigrationsModule } from '../scripts/edge-migrations.js';

const root = resolve(import.meta.dirname, '..');

test('the game objects migrate with the same SQL files as the embedded file and D1 (run `npm run gen` after `db:generate`)', () => {
  expect(readFileSync(resolve(root, EDGE_MIGRATIONS_FILE), 'utf8')).toBe(edgeMigrationsModule(root));
});
