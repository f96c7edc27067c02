#!/usr/bin/env node
/**
 * `rolltape-audit <export.json|->`: the offline audit of an exported game, shipped in the
 * rolltape-client package, for someone who holds only the file (no server, no clone).
 */
import { readFileSync } from 'node:fs';
import { auditExportWithKeys } from '../client/offline-audit.js';
import { auditInputs } from './audit-inputs.js';
import { printAudit } from './audit-report.js';
import { main } from './conventions.js';

const USAGE = `Usage: rolltape-audit <export.json|-> [--keys keys.json] [--commitment HEX] [--chain chain.json]

Audits a Rolltape game export (GET /v1/games/{id}/export) offline: that the file is whole, that every
roll and shuffle re-derives from the revealed seed, that the seed matches its commitment, that every
move was legal and the standings are right; with --keys, that the server signed this very file.
Prints each check.

Exit status: 0 the game checks out; 1 a check failed (the first bad event is named) or the file
cannot be read; 2 wrong usage.

Options:
  --keys FILE      the server's public keys (GET /.well-known/rolltape-keys.json, saved): the file
                   must be signed by one of them and unchanged since (without it: skipped)
  --commitment HEX the seedCommitment POST /v1/commitments gave you before you chose your client
                   seed: the file must carry that commitment
  --chain FILE     the seed chain saved from GET /v1/challenges/chain: a challenge
                   entry's seed must follow from a link that reaches its published head
  -h, --help       this help
  -V, --version    the version
`;

/** The version of the package this file was built into (its package.json sits one folder up). */
function version(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
      .version;
  } catch {
    return 'unknown';
  }
}

main({
  name: 'rolltape-audit',
  version: version(),
  usage: USAGE,
  run: async (args) => {
    const { exported, against } = auditInputs(args, 'the export file to audit');
    const report = await auditExportWithKeys(exported, against);
    return printAudit(report, (line) => console.log(line));
  },
});
