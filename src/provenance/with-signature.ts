/**
 * Merges the `signature` check into a rules-core audit report: listed right after `export`, and
 * failing the report when it fails. A signature also vouches for what the tape leaves out: the
 * commitment record of a commit-first game. When it does not hold, a game with a client seed and no
 * commitment record fails `order` instead of skipping it, since the record may have been removed.
 */
import type { AuditCheck } from '../core/audit-check.js';

export interface CheckedReport {
  readonly ok: boolean;
  readonly checks: readonly AuditCheck[];
}

export function withSignature<R extends CheckedReport>(report: R, signature: AuditCheck): R {
  const checks = report.checks.map((c) =>
    c.name === 'order' && c.status === 'skip' && signature.status === 'fail'
      ? ({
          name: 'order',
          status: 'fail',
          detail:
            'the game has a client seed but no commitment record, and no valid signature shows it was created without one',
          seq: 1,
        } satisfies AuditCheck)
      : c,
  );
  const at = checks[0]?.name === 'export' ? 1 : 0;
  const merged = [...checks.slice(0, at), signature, ...checks.slice(at)];
  return { ...report, ok: merged.every((c) => c.status !== 'fail'), checks: merged };
}
