/** Rewrites test/fixtures/export-parity.json from games played on node (test/support/export-parity.ts). */
import { writeFileSync } from 'node:fs';
import { EXPORT_PARITY_FIXTURE, playParityGames } from '../test/support/export-parity.js';

const cases = await playParityGames();
writeFileSync(EXPORT_PARITY_FIXTURE, `${JSON.stringify(cases, null, 1)}\n`);
console.log(
  `wrote ${EXPORT_PARITY_FIXTURE}: ${cases.map((c) => `${c.name} (${c.rows.events.length} events)`).join('; ')}`,
);
