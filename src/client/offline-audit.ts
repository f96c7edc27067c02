/**
 * The offline audit: the rules core's own auditor over an exported file, with no server. Pure (the
 * rules core needs only zod and @noble/hashes), so it runs in a browser tab as well as in node.
 * Loaded on demand by `RolltapeClient.auditOffline`, so pages that never audit skip the rules code.
 */
import { parseChain } from '../core/chain-format.js';
import { auditExport, parseExport } from '../core/export-audit.js';
import { rulebook } from '../games/index.js';
import type { AuditCheck, AuditReport } from './wire-types.js';

/**
 * Audits an export (`GET /v1/games/{id}/export`, parsed or as text): the file is whole, every roll
 * and shuffle re-derives from the seed, the seed matches its commitment, every move was legal, the
 * standings are right. A file that is not an export fails the `export` check instead of throwing.
 * `issuedCommitment`: the seedCommitment `POST /v1/commitments` gave you, checked against the file.
 * `chain`: the seed chain as `GET /v1/challenges/chain` published it (saved ahead, or fetched now):
 * a challenge entry's `chain` check then holds its year's head to the published one.
 */
export function auditExportFile(file: unknown, issuedCommitment?: string, chain?: unknown): AuditReport {
  let value = file;
  if (typeof file === 'string') {
    try {
      value = JSON.parse(file);
    } catch (error) {
      return notAnExport(`not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const parsed = parseExport(value);
  if (typeof parsed === 'string') return notAnExport(parsed);
  if (chain === undefined) return auditExport(rulebook, parsed, issuedCommitment);
  const published = parseChain(chain);
  if (typeof published === 'string')
    return { ok: false, sandbox: false, events: 0, checks: [{ name: 'chain', status: 'fail', detail: published }] };
  return auditExport(rulebook, parsed, issuedCommitment, published);
}

/** The failure that comes first on the tape (checks are listed by kind, not by event). */
export function firstFailure(report: AuditReport): AuditCheck | undefined {
  const failed = report.checks.filter((c) => c.status === 'fail');
  return failed.sort((a, b) => (a.seq ?? Infinity) - (b.seq ?? Infinity))[0];
}

const notAnExport = (detail: string): AuditReport => ({
  ok: false,
  sandbox: false,
  events: 0,
  checks: [{ name: 'export', status: 'fail', detail }],
});
