/**
 * One verdict for `rolltape audit`'s last line and the replay page's: failed at the first failure on
 * the tape, else "hidden" when the export check was skipped for hidden events, "unrevealed" when the
 * commitment check was skipped for a seed kept back, else verified.
 */
import { describe, expect, test } from 'vitest';
import { auditVerdict, firstFailure } from '../../src/client/audit-verdict.js';
import type { AuditReport } from '../../src/client/wire-types.js';
import { auditExport, EXPORT_FORMAT, type ExportedGame } from '../../src/core/export-audit.js';
import { mulberry32, randomTape } from '../../src/core/playout.js';
import type { GameCreated, GameEnded } from '../../src/core/tape.js';
import { circuitRacer } from '../../src/games/circuit-racer/index.js';
import { rulebook } from '../../src/games/index.js';

const tape = randomTape(circuitRacer, 'audit-verdict', mulberry32(5));
const honest: ExportedGame = {
  format: EXPORT_FORMAT,
  status: 'over',
  version: tape.length,
  seedCommitment: (tape[0] as GameCreated).seedCommitment,
  seed: (tape[tape.length - 1] as GameEnded).seed,
  events: tape.map(({ type, ...data }, i) => ({ seq: i + 1, type, redacted: false, data })),
};
const rollAt = honest.events.findIndex((e) => e.type === 'DiceRolled');
const withHidden = (game: ExportedGame, seq: number): ExportedGame => ({
  ...game,
  events: game.events.map((e) => (e.seq === seq ? { ...e, redacted: true, data: {} } : e)),
});

describe('auditVerdict', () => {
  test('an honest export is verified', () => {
    expect(auditVerdict(auditExport(rulebook, honest))).toEqual({ outcome: 'verified' });
  });

  test('a failure is the verdict, at the first failing event on the tape, whatever order the checks are listed in', () => {
    const events = structuredClone(honest.events);
    events[rollAt]!.data.values = (events[rollAt]!.data.values as number[]).map((v) => (v % 6) + 1);
    const report = auditExport(rulebook, { ...honest, events });
    const verdict = auditVerdict(report);
    expect(verdict).toMatchObject({ outcome: 'failed', failure: { name: 'dice', seq: rollAt + 1 } });
    const late: AuditReport = {
      ...report,
      checks: [{ name: 'ending', status: 'fail', detail: 'late', seq: tape.length }, ...report.checks],
    };
    expect(auditVerdict(late)).toEqual(verdict);
    expect(firstFailure(late)).toBe(report.checks.find((c) => c.status === 'fail'));
  });

  test('hidden events with nothing failed: "hidden", naming the skipped export check', () => {
    const report = auditExport(rulebook, withHidden(honest, rollAt + 1));
    expect(auditVerdict(report)).toEqual({
      outcome: 'hidden',
      skipped: report.checks.find((c) => c.name === 'export'),
    });
    expect(report.checks[0]).toMatchObject({ status: 'skip', detail: expect.stringMatching(/hidden from you/) });
  });

  test('a running game with nothing hidden: "unrevealed", naming the skipped commitment check (its seed is kept back)', () => {
    const events = honest.events.slice(0, rollAt + 1);
    const report = auditExport(rulebook, { ...honest, status: 'active', seed: null, version: events.length, events });
    expect(report.ok).toBe(true);
    expect(auditVerdict(report)).toEqual({
      outcome: 'unrevealed',
      skipped: report.checks.find((c) => c.name === 'commitment'),
    });
    expect(report.checks.find((c) => c.name === 'commitment')).toMatchObject({
      status: 'skip',
      detail: expect.stringMatching(/its seed is revealed when it ends/),
    });
  });

  test('a file with hidden events that fails as a file has failed, not "hidden"', () => {
    const cut = withHidden({ ...honest, events: honest.events.slice(0, -1) }, rollAt + 1);
    expect(auditVerdict(auditExport(rulebook, cut))).toMatchObject({ outcome: 'failed', failure: { name: 'export' } });
  });

  test('a skipped check other than export (the signature, without keys) does not make it "hidden"', () => {
    const report = auditExport(rulebook, honest);
    const unsigned: AuditReport = {
      ...report,
      checks: [...report.checks, { name: 'signature', status: 'skip', detail: 'no keys given' }],
    };
    expect(auditVerdict(unsigned)).toEqual({ outcome: 'verified' });
  });
});
