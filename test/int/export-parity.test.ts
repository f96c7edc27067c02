/**
 * The export fixture the workerd test compares against is what node produces today: if the rules,
 * the store or the export change, regenerate it (`npx tsx scripts/export-parity-fixture.ts`) and
 * the workerd test then checks the Worker against the new bytes.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { EXPORT_PARITY_FIXTURE, playParityGames } from '../support/export-parity.js';

test('node plays the parity games to exactly the committed rows, export and audit bytes', async () => {
  const committed = JSON.parse(readFileSync(EXPORT_PARITY_FIXTURE, 'utf8'));
  expect(JSON.parse(JSON.stringify(await playParityGames()))).toEqual(committed);
});
