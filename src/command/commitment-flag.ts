/** `--commitment HEX`, shared by `rolltape audit` and `rolltape-audit`. */
import { UsageError } from './conventions.js';

/**
 * The seedCommitment a player kept, checked for its form before any file is read: sha256 of the seed
 * in hex, 64 digits. Anything else cannot match any file, so it is a usage mistake, not a failed audit.
 */
export function commitmentFlag(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (!/^[0-9a-f]{64}$/i.test(text))
    throw new UsageError(
      `--commitment must be a seedCommitment: 64 hex digits (sha256), not ${text.length > 70 ? `${text.slice(0, 70)}…` : text}`,
    );
  return text;
}
