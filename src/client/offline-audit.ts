/**
 * The offline audit: the rules core's own auditor over an exported file, with no server. Pure (the
 * rules core needs only zod and @noble/hashes), so it runs in a browser tab as well as in node.
 * Loaded on demand by `RolltapeClient.auditOffline`, so pages that never audit skip the rules code.
 */
import { parseChain } from '../core/chain-format.js';
import { auditExport, parseExport } from '../core/export-audit.js';
import { rulebook } from '../games/index.js';
import { parsePublishedKeys, signatureCheck } from '../provenance/signature-check.js';
import { withSignature } from '../provenance/with-signature.js';
import type { AuditReport, OfflineAuditOptions } from './wire-types.js';

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

/**
 * `auditExportFile` with the `signature` check merged in (async: WebCrypto): whether the server
 * whose `keys` are given signed this very file. A key set that is not one throws, naming why.
 */
export async function auditExportWithKeys(file: unknown, options: OfflineAuditOptions = {}): Promise<AuditReport> {
  const keys = options.keys === undefined ? undefined : parsePublishedKeys(options.keys);
  if (typeof keys === 'string') throw new Error(keys);
  let value = file;
  if (typeof file === 'string') {
    try {
      value = JSON.parse(file);
    } catch {
      return auditExportFile(file, options.commitment, options.chain);
    }
  }
  const report = auditExportFile(value, options.commitment, options.chain);
  // A file that is not an export has nothing to sign-check: its `export` failure says it all.
  if (typeof parseExport(value) === 'string') return report;
  return withSignature(report, await signatureCheck(value, keys));
}

const notAnExport = (detail: string): AuditReport => ({
  ok: false,
  sandbox: false,
  events: 0,
  checks: [{ name: 'export', status: 'fail', detail }],
});
