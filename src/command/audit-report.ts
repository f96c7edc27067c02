/** Prints an audit report the same way for `rolltape audit` and `rolltape-audit`; answers the exit code. */
import { auditVerdict } from '../client/audit-verdict.js';
import type { AuditReport } from '../client/wire-types.js';
import { counted } from '../core/plural.js';

export function printAudit(report: AuditReport, out: (line: string) => void): number {
  for (const check of report.checks)
    out(
      `${check.status.padEnd(4)}  ${check.name.padEnd(10)}  ${check.detail}${check.seq ? ` (event ${check.seq})` : ''}`,
    );
  const verdict = auditVerdict(report);
  out(
    verdict.outcome === 'failed'
      ? `FAILED at event ${verdict.failure.seq ?? '?'}: ${verdict.failure.detail}`
      : verdict.outcome === 'hidden'
        ? `ok so far: the file is whole and nothing failed; its tape is audited once nothing in it is hidden`
        : verdict.outcome === 'unrevealed'
          ? `ok so far: ${counted(report.events, 'event')} audited and nothing failed; the rolls and shuffles are re-derived from the seed once it is revealed`
          : `ok: ${counted(report.events, 'event')} audited${report.sandbox ? ' (sandbox game)' : ''}`,
  );
  return verdict.outcome === 'failed' ? 1 : 0;
}
