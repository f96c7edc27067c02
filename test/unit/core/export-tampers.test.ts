/**
 * Edits to an export file: the file check (`export`) catches what only the file says (its numbering,
 * version, status, commitment and seed), and an edit it cannot see fails the tape audit behind it. Any
 * failed check makes `ok` false.
 */
import { describe, expect, test } from 'vitest';
import { commitSeed } from '../../../src/core/dice.js';
import {
  auditExport,
  EXPORT_FORMAT,
  parseExport,
  type ExportedEvent,
  type ExportedGame,
} from '../../../src/core/export-audit.js';
import { rulebook } from '../../../src/games/index.js';
import { checkNamed, created, exportOf, failedChecks, honestTape, indexOf, SEED, upTo } from '../../support/tampers.js';

const honest = exportOf(honestTape);
const n = honest.events.length;
const move = indexOf('MoveMade', 2);
const withEvents = (events: readonly ExportedEvent[], extra: Partial<ExportedGame> = {}): ExportedGame => ({
  ...honest,
  events,
  ...extra,
});
const renumbered = (events: readonly ExportedEvent[]) => events.map((e, i) => ({ ...e, seq: i + 1 }));
const editedData = (index: number, data: Record<string, unknown>) =>
  honest.events.map((e, i) => (i === index ? { ...e, data: { ...e.data, ...data } } : e));

interface FileTamper {
  readonly file: ExportedGame;
  readonly seq: number;
  readonly detail: RegExp;
}

const swapped = [...honest.events];
[swapped[move], swapped[move + 1]] = [swapped[move + 1]!, swapped[move]!];
const extra = { ...honest.events[n - 1]!, seq: n + 1 };

/** Edits only the file check can see: the tape behind them would audit clean. */
const fileTampers: Record<string, FileTamper> = {
  'an edited commitment in the file': {
    file: { ...honest, seedCommitment: commitSeed('another seed') },
    seq: 1,
    detail: /seed commitment differs from the one in GameCreated/,
  },
  'an edited seed in the file': {
    file: { ...honest, seed: 'another seed' },
    seq: n,
    detail: /seed in the file differs from the one GameEnded reveals/,
  },
  'a version that says more events than the file holds': {
    file: { ...honest, version: n + 3 },
    seq: n,
    detail: /says version \d+ but holds \d+ events/,
  },
};

describe('an export file', () => {
  test('passes whole, the file check first', () => {
    const report = auditExport(rulebook, honest);
    expect(report).toMatchObject({ ok: true, events: n });
    expect(report.checks[0]).toEqual({
      name: 'export',
      status: 'pass',
      detail: `the file holds events 1 to ${n}, as its version says`,
    });
    expect(failedChecks(report)).toEqual([]);
  });

  test.each(Object.entries(fileTampers))('%s fails the file check alone', (_name, tamper) => {
    const report = auditExport(rulebook, tamper.file);
    expect(report.ok).toBe(false);
    expect(failedChecks(report)).toEqual(['export']);
    expect(checkNamed(report, 'export')).toMatchObject({
      seq: tamper.seq,
      detail: expect.stringMatching(tamper.detail),
    });
    expect(report.checks.length).toBeGreaterThan(1); // the tape was still audited
  });

  const redactedAt = (...indexes: number[]) =>
    honest.events.map((e, i) => (indexes.includes(i) ? { ...e, redacted: true, data: {} } : e));

  test('hidden events are a skip, not a failure: the file is checked, the tape is not replayed', () => {
    const report = auditExport(rulebook, withEvents(redactedAt(move)));
    expect(report).toEqual({
      ok: true,
      sandbox: false,
      events: n,
      checks: [
        {
          name: 'export',
          status: 'skip',
          detail: `the file holds events 1 to ${n}, as its version says, but event ${move + 1} is hidden from you until the game is over (a daily entry's, until its day closes): export it again then to audit the tape in full`,
        },
      ],
    });
  });

  test('hidden events are named in a sentence, the first four past five', () => {
    const detail = (indexes: number[]) =>
      checkNamed(auditExport(rulebook, withEvents(redactedAt(...indexes))), 'export')?.detail;
    expect(detail([3, 5])).toMatch(/but events 4 and 6 are hidden from you/);
    expect(detail([3, 5, 7, 9, 11])).toMatch(/but events 4, 6, 8, 10 and 12 are hidden/);
    expect(detail([3, 5, 7, 9, 11, 13])).toMatch(/but events 4, 6, 8, 10 and 2 more are hidden/);
  });

  test.each(Object.entries(fileTampers))('%s still fails when events are hidden too', (_, tamper) => {
    const file = { ...tamper.file, events: redactedAt(move) };
    const report = auditExport(rulebook, file);
    expect(report.ok).toBe(false);
    expect(report.checks).toEqual([
      expect.objectContaining({
        name: 'export',
        status: 'fail',
        seq: tamper.seq,
        detail: expect.stringMatching(tamper.detail),
      }),
    ]);
  });

  test('reordered events are named by their numbers', () => {
    const report = auditExport(rulebook, withEvents(swapped));
    expect(report.ok).toBe(false);
    expect(checkNamed(report, 'export')).toMatchObject({
      status: 'fail',
      seq: move + 1,
      detail: expect.stringMatching(/numbered \d+: events are missing or out of order/),
    });
  });

  test('an over game cut before GameEnded, version edited to match, fails the file check and the ending', () => {
    const report = auditExport(rulebook, withEvents(honest.events.slice(0, -1), { version: n - 1 }));
    expect(report.ok).toBe(false);
    expect(failedChecks(report)).toEqual(['export', 'ending']);
    expect(checkNamed(report, 'export')).toMatchObject({
      seq: n - 1,
      detail: expect.stringMatching(/over but its tape stops at event/),
    });
  });

  test('a missing roll is named by its number; renumbered, the rules name it', () => {
    const roll = honestTape.findIndex(
      (e, i) => i > 2 && e.type === 'DiceRolled' && honestTape[i + 1]?.type === 'MoveMade',
    );
    const missing = [...honest.events.slice(0, roll), ...honest.events.slice(roll + 1)];
    expect(checkNamed(auditExport(rulebook, withEvents(missing, { version: n - 1 })), 'export')).toMatchObject({
      status: 'fail',
      seq: roll + 1,
    });
    const report = auditExport(rulebook, withEvents(renumbered(missing), { version: n - 1 }));
    expect(report.ok).toBe(false);
    expect(checkNamed(report, 'export')?.status).toBe('pass');
    expect(checkNamed(report, 'moves')).toMatchObject({
      status: 'fail',
      seq: roll + 1,
      detail: expect.stringMatching(/roll-pending/),
    });
  });

  test('an extra GameEnded fails the file check while the version is not edited, and the tape check alone once it is', () => {
    expect(checkNamed(auditExport(rulebook, withEvents([...honest.events, extra])), 'export')).toMatchObject({
      status: 'fail',
      seq: n + 1,
      detail: expect.stringMatching(/the tape was cut/),
    });
    const report = auditExport(rulebook, withEvents([...honest.events, extra], { version: n + 1 }));
    expect(report.ok).toBe(false);
    expect(failedChecks(report)).toEqual(['tape']);
    expect(checkNamed(report, 'tape')).toMatchObject({
      status: 'fail',
      seq: n + 1,
      detail: expect.stringMatching(/event after GameEnded/),
    });
  });

  test('an edited commitment in GameCreated and the file alike fails the commitment alone', () => {
    const other = commitSeed('another seed');
    const report = auditExport(
      rulebook,
      withEvents(editedData(0, { seedCommitment: other }), { seedCommitment: other }),
    );
    expect(report.ok).toBe(false);
    expect(failedChecks(report)).toEqual(['commitment']);
    expect(checkNamed(report, 'commitment')).toMatchObject({ seq: 1 });
  });

  test('a wrong rules version fails the rules check, the file check passing', () => {
    const report = auditExport(rulebook, withEvents(editedData(0, { rulesVersion: 999 })));
    expect(report.ok).toBe(false);
    expect(failedChecks(report)).toEqual(['rules']);
    expect(report.checks.map((c) => c.name)).toEqual(['export', 'rules']);
  });

  test('edited standings fail the ending alone', () => {
    const standings = { lowerIsBetter: false, players: [{ seat: 1, rank: 1, score: 999 }] };
    const report = auditExport(rulebook, withEvents(editedData(n - 1, { standings })));
    expect(failedChecks(report)).toEqual(['ending']);
    expect(checkNamed(report, 'ending')).toMatchObject({ seq: n });
    expect(report.ok).toBe(false);
  });

  test('a challenge entry uses the seed the file reveals when GameEnded keeps it back', () => {
    const entry = withEvents(
      editedData(0, { challenge: 'coal-n-write-2026-11-22' }).map((e, i) =>
        i === n - 1 ? { ...e, data: { ...e.data, seed: null } } : e,
      ),
    );
    expect(auditExport(rulebook, entry)).toMatchObject({ ok: true });
    expect(checkNamed(auditExport(rulebook, entry), 'commitment')?.status).toBe('pass');
    expect(checkNamed(auditExport(rulebook, { ...entry, seed: null }), 'commitment')?.status).toBe('skip');
    expect(checkNamed(auditExport(rulebook, { ...entry, seed: 'another seed' }), 'commitment')?.status).toBe('fail');
  });

  test('a running game exports and audits clean, its seed kept back', () => {
    const running = exportOf(upTo(honestTape, move));
    expect(running).toMatchObject({ status: 'active', seed: null });
    const report = auditExport(rulebook, running);
    expect(report.ok).toBe(true);
    expect(checkNamed(report, 'commitment')?.status).toBe('skip');
  });

  test('a running game whose seed the file reveals (a closed challenge day) re-derives its dice from it', () => {
    const report = auditExport(rulebook, { ...exportOf(upTo(honestTape, move)), seed: SEED });
    expect(report.ok).toBe(true);
    expect(checkNamed(report, 'export')?.status).toBe('pass');
    expect(checkNamed(report, 'commitment')?.status).toBe('pass');
    expect(checkNamed(report, 'dice')?.detail).toMatch(/re-derived from the seed/);
  });

  test('an empty file, or one that does not start with GameCreated, fails', () => {
    const empty = auditExport(rulebook, { ...honest, events: [], version: 0, status: 'active' });
    expect(empty.ok).toBe(false);
    expect(checkNamed(empty, 'export')).toMatchObject({ status: 'fail', seq: 1 });
    const headless = auditExport(rulebook, withEvents(renumbered(honest.events.slice(1)), { version: n - 1 }));
    expect(headless.ok).toBe(false);
    expect(checkNamed(headless, 'export')).toMatchObject({ status: 'fail', seq: 1 });
    expect(checkNamed(headless, 'tape')).toMatchObject({ status: 'fail', seq: 1 });
  });

  test('GameCreated keeps the commitment the file states', () => {
    expect(honest.events[0]!.data.seedCommitment).toBe(created.seedCommitment);
  });

  test('a file is an export only with the format and a list of events', () => {
    expect(parseExport(honest)).toBe(honest);
    for (const bad of [
      null,
      'text',
      { format: 'other/1', events: [] },
      { format: EXPORT_FORMAT, events: 'none' },
      { format: EXPORT_FORMAT },
    ]) {
      expect(parseExport(bad)).toBe(`not a Rolltape export (format ${EXPORT_FORMAT})`);
    }
  });

  test('a first event numbered wrong is named at position 1; an empty over file fails without throwing', () => {
    const first = withEvents(honest.events.map((e, i) => (i === 0 ? { ...e, seq: 2 } : e)));
    expect(checkNamed(auditExport(rulebook, first), 'export')).toMatchObject({
      status: 'fail',
      seq: 1,
      detail: 'the event at position 1 is numbered 2: events are missing or out of order',
    });
    const empty = auditExport(rulebook, { ...honest, events: [], version: 0, status: 'over' });
    expect(checkNamed(empty, 'export')).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/over but its tape stops at event 0/),
    });
  });
});
