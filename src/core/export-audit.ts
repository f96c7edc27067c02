import { auditTape, type AuditCheck, type AuditReport } from './audit.js';
import { chainCheck } from './chain-check.js';
import type { PublishedChain } from './chain-format.js';
import type { Rulebook } from './rulebook.js';
import type { ExportedGame } from './export-format.js';
import type { GameCreated, TapeEvent } from './tape.js';
import { counted, listed } from './plural.js';

export { EXPORT_FORMAT, parseExport, type ExportedEvent, type ExportedGame } from './export-format.js';

/** The tape an export holds, in the order the file lists it. */
export const tapeOf = (exported: ExportedGame): TapeEvent[] =>
  exported.events.map((e) => ({ type: e.type, ...e.data }) as TapeEvent);

/**
 * Audits an exported game with nothing but the file: first that the file is whole (no event out of
 * place or missing; the tape ends where the export says; the seed it reveals is the tape's), then the
 * tape itself (`auditTape`), using the export's seed when `GameEnded` keeps it back (a challenge entry
 * whose day has closed). `issuedCommitment`: see `auditTape`. A challenge entry also gets the `chain`
 * check, against `publishedChain` (a saved `GET /v1/challenges/chain`) if given.
 *
 * An export with redacted events (what the caller's seat may not see yet: a running game's hidden
 * cards, a daily entry's shuffles before its day closes) cannot be replayed. Its file is checked as
 * far as it can be, and the rest is a `skip`, not a `fail`: the server hid those events by design,
 * and nothing in the file is shown wrong by them (a signature check, when keys are given, still
 * says whether the file is the server's).
 */
export function auditExport(
  rulebook: Rulebook,
  exported: ExportedGame,
  issuedCommitment?: string,
  publishedChain?: PublishedChain,
): AuditReport {
  const envelope = envelopeCheck(exported);
  // A redacted tape cannot be replayed at all; say so instead of failing every check after it.
  if (exported.events.some((e) => e.redacted))
    return { ok: envelope.status !== 'fail', sandbox: false, events: exported.events.length, checks: [envelope] };
  const tape = tapeOf(exported);
  const report = auditTape(rulebook, tape, exported.seed, issuedCommitment);
  const created = tape[0]?.type === 'GameCreated' ? (tape[0] as GameCreated) : undefined;
  const chain = created && chainCheck(created, exported.chain, publishedChain);
  const checks = chain === undefined ? [envelope, ...report.checks] : [envelope, ...report.checks, chain];
  return { ...report, ok: checks.every((c) => c.status !== 'fail'), checks };
}

function envelopeCheck(exported: ExportedGame): AuditCheck {
  const fail = (detail: string, seq: number): AuditCheck => ({ name: 'export', status: 'fail', detail, seq });
  const { events } = exported;
  const misplaced = events.findIndex((e, i) => e.seq !== i + 1);
  if (misplaced >= 0)
    return fail(
      `the event at position ${misplaced + 1} is numbered ${events[misplaced]!.seq}: events are missing or out of order`,
      misplaced + 1,
    );
  if (exported.version !== events.length)
    return fail(
      `the export says version ${exported.version} but holds ${counted(events.length, 'event')}: the tape was cut`,
      events.length,
    );
  const last = events[events.length - 1];
  if (exported.status === 'over' && last?.type !== 'GameEnded')
    return fail(
      `the export says the game is over but its tape stops at event ${events.length} without GameEnded`,
      events.length,
    );
  const first = events[0];
  if (first?.type !== 'GameCreated' || first.data.seedCommitment !== exported.seedCommitment)
    return fail('the seed commitment differs from the one in GameCreated', 1);
  const ended = last?.type === 'GameEnded' ? (last.data.seed as string | null) : null;
  if (ended !== null && exported.seed !== null && ended !== exported.seed)
    return fail('the seed in the file differs from the one GameEnded reveals', events.length);
  const whole = `the file holds events 1 to ${events.length}, as its version says`;
  const redacted = events.filter((e) => e.redacted).map((e) => e.seq);
  if (redacted.length > 0)
    return {
      name: 'export',
      status: 'skip',
      detail:
        `${whole}, but ${redacted.length === 1 ? 'event' : 'events'} ${fewOf(redacted)} ${redacted.length === 1 ? 'is' : 'are'} hidden from you ` +
        `until the game is over (a daily entry's, until its day closes): export it again then to audit the tape in full`,
    };
  return { name: 'export', status: 'pass', detail: whole };
}

/** "4", "4 and 9", "4, 9 and 12"; past five, the first four and how many more. */
const fewOf = (seqs: readonly number[]): string =>
  seqs.length > 5 ? listed([...seqs.slice(0, 4), `${seqs.length - 4} more`]) : listed(seqs);
