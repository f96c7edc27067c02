/** What an offline audit reads from its command line, alike for `rolltape audit` and `rolltape-audit`. */
import type { OfflineAuditOptions } from '../client/wire-types.js';
import type { ExportedGame } from '../core/export-audit.js';
import { chainFlag } from './chain-flag.js';
import { commitmentFlag } from './commitment-flag.js';
import { operandAndOptions } from './conventions.js';
import { keysFlag } from './keys-flag.js';
import { readExportFile } from './read-export.js';

interface AuditInputs {
  readonly exported: ExportedGame;
  /** What to check it against: `--keys`, `--commitment`, `--chain`. */
  readonly against: OfflineAuditOptions;
}

/**
 * The export to audit and its flags. The flags are read before the file (a malformed `--commitment`
 * is a usage mistake said before any file is opened); `missing` names the operand in the usage
 * message, each command in its own words.
 */
export function auditInputs(args: readonly string[], missing: string): AuditInputs {
  const { operand: file, options } = operandAndOptions(args, ['commitment', 'keys', 'chain'], missing);
  const commitment = commitmentFlag(options.get('commitment'));
  const keys = keysFlag(options.get('keys'));
  const chain = chainFlag(options.get('chain'));
  return { exported: readExportFile(file), against: { keys, commitment, chain } };
}
