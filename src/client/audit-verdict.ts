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
 * the replay page's verdict): `failed` at its first failure on the tape. Else, when nothing failed but
 * not everything could be proven yet, the check that says why: `hidden` when events were hidden from
 * the reader (the `export` check skipped: the file is checked, its tape not replayed), `unrevealed`
 * when the seed is kept back (the `commitment` check skipped: a running game, a daily entry until its
 * day closes), so the rolls and shuffles were checked against the rules but not the seed. Else `verified`.
 */
export type AuditVerdict =
  | { readonly outcome: 'failed'; readonly failure: AuditCheck }
  | { readonly outcome: 'hidden'; readonly skipped: AuditCheck }
  | { readonly outcome: 'unrevealed'; readonly skipped: AuditCheck }
  | { readonly outcome: 'verified' };

export function auditVerdict(report: AuditReport): AuditVerdict {
  const failure = firstFailure(report);
  if (failure !== undefined) return { outcome: 'failed', failure };
  const skipped = (name: string) => report.checks.find((c) => c.name === name && c.status === 'skip');
  const hidden = skipped('export');
  if (hidden !== undefined) return { outcome: 'hidden', skipped: hidden };
  const unrevealed = skipped('commitment');
  if (unrevealed !== undefined) return { outcome: 'unrevealed', skipped: unrevealed };
  return { outcome: 'verified' };
}
