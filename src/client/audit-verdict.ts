/**
 * What an audit report comes to, decided once for the command lines and the replay page. A module of
 * its own, apart from the auditor (offline-audit.ts), so the replay page can state a verdict without
 * loading the auditor before Verify is pressed.
 */
import type { AuditCheck, AuditReport } from './wire-types.js';

/** The failure that comes first on the tape (checks are listed by kind, not by event). */
export function firstFailure(report: AuditReport): AuditCheck | undefined {
  const failed = report.checks.filter((c) => c.status === 'fail');
  return failed.sort((a, b) => (a.seq ?? Infinity) - (b.seq ?? Infinity))[0];
}

/**
 * What a report comes to, decided here for every place that states it (`rolltape audit`'s last line,
 * the replay page's verdict): `failed` at its first failure on the tape; else `hidden` when events
 * were hidden from the reader (the file is checked, its tape not replayed: nothing failed, but
 * nothing past the file is proven), naming the skipped `export` check; else `verified`.
 */
export type AuditVerdict =
  | { readonly outcome: 'failed'; readonly failure: AuditCheck }
  | { readonly outcome: 'hidden'; readonly skipped: AuditCheck }
  | { readonly outcome: 'verified' };

export function auditVerdict(report: AuditReport): AuditVerdict {
  const failure = firstFailure(report);
  if (failure !== undefined) return { outcome: 'failed', failure };
  const skipped = report.checks.find((c) => c.name === 'export' && c.status === 'skip');
  return skipped === undefined ? { outcome: 'verified' } : { outcome: 'hidden', skipped };
}
