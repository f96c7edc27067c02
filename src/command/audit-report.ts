/** Prints an audit report the same way for `rolltape audit` and `rolltape-audit`; answers the exit code. */
import { firstFailure } from '../client/offline-audit.js';
import type { AuditReport } from '../client/wire-types.js';
import { counted } from '../core/plural.js';

export function printAudit(report: AuditReport, out: (line: string) => void): number {
  for (const check of report.checks)
    out(
      `${check.status.padEnd(4)}  ${check.name.padEnd(10)}  ${check.detail}${check.seq ? ` (event ${check.seq})` : ''}`,
    );
  const first = firstFailure(report);
  out(
    first === undefined
      ? `ok: ${counted(report.events, 'event')} audited${report.sandbox ? ' (sandbox game)' : ''}`
      : `FAILED at event ${first.seq ?? '?'}: ${first.detail}`,
  );
  return first === undefined ? 0 : 1;
}
