/**
 * Fails when any floor file's mutation score is under 90% (docs/development.md, "Mutation testing"). Reads the JSON
 * report `npm run mutate:floor` writes; Stryker's own `thresholds.break` only sees the score of all
 * files together. Run: `tsx test/support/mutation-floor.ts [report.json]`.
 */
import { readFileSync } from 'node:fs';
import { floorFiles } from './mutation-floor-files.mjs';

const FLOOR = 90;

interface Report {
  readonly files: Record<string, { readonly mutants: readonly { readonly status: string }[] }>;
}

/** Stryker's mutation score: killed and timed-out mutants over all that were valid (covered or not). */
export function scoreOf(statuses: readonly string[]): { score: number; detected: number; valid: number } {
  const detected = statuses.filter((s) => s === 'Killed' || s === 'Timeout').length;
  const valid = detected + statuses.filter((s) => s === 'Survived' || s === 'NoCoverage').length;
  return { score: valid === 0 ? 100 : (100 * detected) / valid, detected, valid };
}

const path = process.argv[2] ?? 'reports/mutation/floor.json';
const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
let failed = 0;
for (const file of floorFiles) {
  const entry = Object.entries(report.files).find(([name]) => name.endsWith(file));
  if (entry === undefined) {
    console.log(`MISSING ${file}: not in ${path}`);
    failed++;
    continue;
  }
  const { score, detected, valid } = scoreOf(entry[1].mutants.map((m) => m.status));
  const ok = score >= FLOOR;
  if (!ok) failed++;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${score.toFixed(1).padStart(5)}%  ${String(detected).padStart(4)}/${String(valid).padEnd(4)} ${file}`,
  );
}
if (failed > 0) {
  console.error(`${failed} file(s) under the ${FLOOR}% mutation floor`);
  process.exit(1);
}
