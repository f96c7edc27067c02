import { exportedChainProblem, type ExportedChain } from './chain-format.js';

/**
 * The export file (`GET /v1/games/{id}/export`, GraphQL `exportGame { json }`) as far as an offline
 * audit reads it, and the check that a file is one. Small and pure, so a page can tell a wrong file
 * from an export before it loads the rules to audit it.
 */

export const EXPORT_FORMAT = 'rolltape.export/1';

export interface ExportedEvent {
  readonly seq: number;
  readonly type: string;
  readonly redacted?: boolean;
  readonly data: Record<string, unknown>;
}

export interface ExportedGame {
  readonly format: typeof EXPORT_FORMAT;
  readonly status: 'open' | 'active' | 'over';
  readonly version: number;
  readonly seedCommitment: string;
  readonly seed: string | null;
  readonly events: readonly ExportedEvent[];
  /** A challenge entry's day in the seed chain (`null` on other games and on days before the chain). */
  readonly chain?: ExportedChain | null;
}

const NOT_AN_EXPORT = `not a Rolltape export (format ${EXPORT_FORMAT})`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an export file's JSON, or says why it is not one. The shape is checked before any audit, so
 * a file of another shape (a GraphQL answer, an event list) is named as not an export instead of
 * failing the audit's checks as a tampered tape would.
 */
export function parseExport(value: unknown): ExportedGame | string {
  if (!isObject(value)) return NOT_AN_EXPORT;
  if (isObject(value.data) && 'exportGame' in value.data)
    return `${NOT_AN_EXPORT}: this is a GraphQL answer; save its exportGame { json } instead`;
  if (value.format !== EXPORT_FORMAT || !Array.isArray(value.events)) return NOT_AN_EXPORT;
  const why = shapeProblem(value);
  return why === undefined ? (value as unknown as ExportedGame) : `${NOT_AN_EXPORT}: ${why}`;
}

/** What in an object of the export's format is not shaped as an export, if anything. */
function shapeProblem(file: Record<string, unknown>): string | undefined {
  if (!['open', 'active', 'over'].includes(file.status as string)) return '`status` is not open, active or over';
  if (!Number.isInteger(file.version)) return '`version` is not a whole number';
  if (typeof file.seedCommitment !== 'string') return '`seedCommitment` is not a string';
  if (file.seed !== null && typeof file.seed !== 'string') return '`seed` is neither a string nor null';
  const chain = exportedChainProblem(file.chain);
  if (chain !== undefined) return chain;
  const events = file.events as unknown[];
  for (const [i, event] of events.entries()) {
    if (!isObject(event)) return `events[${i}] is not an object`;
    if (!Number.isInteger(event.seq)) return `events[${i}] has no whole-number \`seq\``;
    if (typeof event.type !== 'string') return `events[${i}] has no \`type\``;
    if (!isObject(event.data))
      return `events[${i}] has no \`data\` object (an export's events are { seq, type, data })`;
  }
  return undefined;
}
