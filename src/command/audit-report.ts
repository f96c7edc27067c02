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
  // A file with hidden events is checked only as a file: nothing failed, but its tape was not replayed.
  const hidden = report.checks.some((c) => c.name === 'export' && c.status === 'skip');
  out(
    first !== undefined
      ? `FAILED at event ${first.seq ?? '?'}: ${first.detail}`
      : hidden
        ? `ok so far: the file is whole and nothing failed; its tape is audited once nothing in it is hidden`
        : `ok: ${counted(report.events, 'event')} audited${report.sandbox ? ' (sandbox game)' : ''}`,
  );
  return first === undefined ? 0 : 1;
}
