import { describe, expect, test } from 'vitest';
import { firstFailure } from '../../../src/client/audit-verdict.js';
import {
  auditExport,
  EXPORT_FORMAT,
  parseExport,
  type ExportedEvent,
  type ExportedGame,
} from '../../../src/core/export-audit.js';
import { mulberry32, randomTape } from '../../../src/core/playout.js';
import { chainSeed } from '../../../src/core/seed-chain.js';
import { yearChain } from '../../../src/service/seed-chain.js';
import type { TapeEvent } from '../../../src/core/tape.js';
import { circuitRacer } from '../../../src/games/circuit-racer/index.js';
import { rulebook } from '../../../src/games/index.js';

/** A finished game as `GET /v1/games/{id}/export` would give it. */
function exportOf(tape: readonly TapeEvent[]): ExportedGame {
  const created = tape[0] as Extract<TapeEvent, { type: 'GameCreated' }>;
  const ended = tape[tape.length - 1] as Extract<TapeEvent, { type: 'GameEnded' }>;
  return {
    format: EXPORT_FORMAT,
    status: 'over',
    version: tape.length,
    seedCommitment: created.seedCommitment,
    seed: ended.seed,
    events: tape.map((event, i): ExportedEvent => {
      const { type, ...data } = event;
      return { seq: i + 1, type, redacted: false, data };
    }),
  };
}

const honest = exportOf(randomTape(circuitRacer, 'export-audit', mulberry32(11)));
const positionOf = (type: string) => honest.events.findIndex((e) => e.type === type);
const withEvents = (events: ExportedEvent[], extra: Partial<ExportedGame> = {}): ExportedGame => ({
  ...honest,
  events,
  ...extra,
});

describe('auditing an export file offline', () => {
  test('an honest export passes every check, the file check first', () => {
    const report = auditExport(rulebook, honest);
    expect(report.ok).toBe(true);
    expect(report.checks[0]).toMatchObject({ name: 'export', status: 'pass' });
    expect(report.checks.find((c) => c.name === 'commitment')?.status).toBe('pass');
  });

  test('a tampered roll is named by its event', () => {
    const i = positionOf('DiceRolled');
    const events = structuredClone(honest.events) as ExportedEvent[];
    events[i]!.data.values = (events[i]!.data.values as number[]).map((v) => (v % 6) + 1);
    expect(firstFailure(auditExport(rulebook, withEvents(events)))).toMatchObject({
      name: 'dice',
      seq: i + 1,
      detail: expect.stringMatching(/differs from the dice derived from the seed/),
    });
  });

  test('a tampered move is named by its event', () => {
    const i = positionOf('MoveMade');
    const events = structuredClone(honest.events) as ExportedEvent[];
    events[i]!.data.move = { type: 'gear', gear: 99 };
    expect(firstFailure(auditExport(rulebook, withEvents(events)))).toMatchObject({ name: 'moves', seq: i + 1 });
  });

  test('a reordered event is caught by its number, and by the rules when renumbered', () => {
    const i = positionOf('MoveMade');
    const swapped = [...honest.events];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    expect(firstFailure(auditExport(rulebook, withEvents(swapped)))).toMatchObject({
      name: 'export',
      seq: i + 1,
      detail: expect.stringMatching(/out of order/),
    });

    const renumbered = swapped.map((e, n) => ({ ...e, seq: n + 1 }));
    const report = auditExport(rulebook, withEvents(renumbered));
    expect(report.ok).toBe(false);
    expect(firstFailure(report)!.seq).toBe(i + 1);
  });

  test('a wrong seed fails the commitment', () => {
    const report = auditExport(
      rulebook,
      withEvents(
        honest.events.map((e) => (e.type === 'GameEnded' ? { ...e, data: { ...e.data, seed: 'f'.repeat(64) } } : e)),
        { seed: 'f'.repeat(64) },
      ),
    );
    expect(report.checks.find((c) => c.name === 'commitment')).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/commitment/),
    });
    expect(report.ok).toBe(false);
  });

  test('a seed in the file that is not the one GameEnded reveals is caught', () => {
    expect(firstFailure(auditExport(rulebook, { ...honest, seed: 'a'.repeat(64) }))).toMatchObject({
      name: 'export',
      detail: expect.stringMatching(/differs from the one GameEnded reveals/),
    });
  });

  test('a truncated tape is caught whether or not its version was edited to match', () => {
    const cut = honest.events.slice(0, -5);
    expect(firstFailure(auditExport(rulebook, withEvents(cut)))).toMatchObject({
      name: 'export',
      detail: expect.stringMatching(/the tape was cut/),
    });
    expect(firstFailure(auditExport(rulebook, withEvents(cut, { version: cut.length })))).toMatchObject({
      name: 'export',
      detail: expect.stringMatching(/over but its tape stops at event/),
    });
    const middle = [...honest.events.slice(0, 10), ...honest.events.slice(11)];
    expect(firstFailure(auditExport(rulebook, withEvents(middle, { version: middle.length })))).toMatchObject({
      name: 'export',
      seq: 11,
    });
  });

  test('a redacted export is checked as a file and not replayed: a skip that says when it can be', () => {
    const events = honest.events.map((e, i) => (i === 3 ? { ...e, redacted: true } : e));
    const report = auditExport(rulebook, withEvents(events));
    expect(report.ok).toBe(true);
    expect(report.checks).toEqual([
      expect.objectContaining({
        name: 'export',
        status: 'skip',
        detail: expect.stringMatching(/event 4 is hidden from you until the game is over/),
      }),
    ]);
  });

  test('a file that is not an export says so', () => {
    expect(parseExport({ events: [] })).toMatch(/not a Rolltape export/);
    expect(parseExport(null)).toMatch(/not a Rolltape export/);
    expect(parseExport(honest)).toBe(honest);
  });
});

describe("a challenge entry's export and the seed chain", () => {
  const date = '2027-03-01';
  const year = yearChain('export-audit-secret-0123', 2027);
  const link = year.links[59]!;
  /** An entry of `date` played on the seed its link gives, its GameCreated naming the challenge. */
  const entry = (() => {
    const file = exportOf(randomTape(circuitRacer, chainSeed(link, 'circuit-racer', date), mulberry32(5)));
    const [created, ...rest] = file.events;
    const named = { ...created!, data: { ...created!.data, challenge: `circuit-racer-${date}` } };
    return { ...file, events: [named, ...rest], chain: { date, head: year.head, link } };
  })();
  const published = {
    algorithm: 'rolltape.chain/1' as const,
    start: '2027-01-01',
    periods: [{ year: 2027, firstDay: '2027-01-01', lastDay: '2027-12-31', head: year.head, links: [] }],
  };

  test('the chain check comes last, after the checks of the tape, and passes against the published head', () => {
    const report = auditExport(rulebook, entry, undefined, published);
    expect(report.ok).toBe(true);
    expect(report.checks.map((c) => c.name)).toEqual([
      'export',
      'rules',
      'commitment',
      'order',
      'tape',
      'moves',
      'dice',
      'shuffles',
      'ending',
      'chain',
    ]);
    expect(report.checks.at(-1)).toMatchObject({
      status: 'pass',
      detail: expect.stringMatching(/published for 2027$/),
    });
  });

  test('a failed chain check fails the audit, though every other check passes', () => {
    const forged = {
      ...published,
      periods: [{ ...published.periods[0]!, head: yearChain('x'.repeat(16), 2027).head }],
    };
    const report = auditExport(rulebook, entry, undefined, forged);
    expect(report.ok).toBe(false);
    expect(report.checks.filter((c) => c.status === 'fail').map((c) => c.name)).toEqual(['chain']);
    expect(auditExport(rulebook, { ...entry, chain: null }, undefined, published).ok).toBe(false);
  });

  test('a game that is no challenge entry has no chain check, with or without a chain', () => {
    expect(auditExport(rulebook, honest, undefined, published).checks.map((c) => c.name)).not.toContain('chain');
    expect(auditExport(rulebook, { ...honest, chain: null }).checks.map((c) => c.name)).not.toContain('chain');
  });

  test('a file whose first event is no GameCreated gets no chain check, whatever that event names', () => {
    const [, ...rest] = entry.events;
    const first = {
      seq: 1,
      type: 'PlayerJoined',
      redacted: false,
      data: { seat: 1, challenge: `circuit-racer-${date}` },
    };
    const report = auditExport(rulebook, { ...entry, events: [first, ...rest] }, undefined, published);
    expect(report.ok).toBe(false);
    expect(report.checks.map((c) => c.name)).not.toContain('chain');
  });

  test('a chain block of the wrong shape makes the file no export', () => {
    expect(parseExport(entry)).toBe(entry);
    expect(parseExport({ ...entry, chain: { ...entry.chain, link: 'not hex' } })).toMatch(
      /^not a Rolltape export \(format rolltape.export\/1\): `chain.link` is neither/,
    );
  });
});
