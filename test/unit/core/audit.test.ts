import { describe, expect, test } from 'vitest';
import { auditTape } from '../../../src/core/audit.js';
import { mulberry32, randomTape } from '../../../src/core/playout.js';
import type { TapeEvent } from '../../../src/core/tape.js';
import { circuitRacer } from '../../../src/games/circuit-racer/index.js';
import { rulebook } from '../../../src/games/index.js';

const tape = randomTape(circuitRacer, 'audit-seed', mulberry32(5));
const statusOf = (events: readonly TapeEvent[], name: string) =>
  auditTape(rulebook, events).checks.find((c) => c.name === name);
const replaceAt = (index: number, event: TapeEvent): TapeEvent[] => tape.map((e, i) => (i === index ? event : e));
const indexOf = (type: TapeEvent['type']) => tape.findIndex((e) => e.type === type);

describe('offline audit of a tape', () => {
  test('an honest finished game passes every check', () => {
    const report = auditTape(rulebook, tape);
    expect(report.ok).toBe(true);
    expect(report.checks.map((c) => c.status)).not.toContain('fail');
    expect(report.checks.find((c) => c.name === 'commitment')?.status).toBe('pass');
  });

  test('a running game passes, with the seed-dependent checks skipped', () => {
    const running = tape.slice(0, 40);
    const report = auditTape(rulebook, running);
    expect(report.ok).toBe(true);
    expect(report.checks.find((c) => c.name === 'commitment')?.status).toBe('skip');
  });

  test('a changed die is caught', () => {
    const i = indexOf('DiceRolled');
    const rolled = tape[i] as Extract<TapeEvent, { type: 'DiceRolled' }>;
    const forged = { ...rolled, values: rolled.values.map((v) => (v % 6) + 1) };
    expect(statusOf(replaceAt(i, forged), 'dice')).toMatchObject({ status: 'fail', seq: i + 1 });
  });

  test('an illegal move is caught', () => {
    const i = indexOf('MoveMade');
    const forged: TapeEvent = { type: 'MoveMade', player: 1, move: { type: 'accept' } };
    expect(statusOf(replaceAt(i, forged), 'moves')).toMatchObject({ status: 'fail', seq: i + 1 });
  });

  test('a move by a seat that was not to move is caught', () => {
    const i = indexOf('MoveMade');
    const made = tape[i] as Extract<TapeEvent, { type: 'MoveMade' }>;
    expect(statusOf(replaceAt(i, { ...made, player: 2 }), 'moves')?.status).toBe('fail');
  });

  test('a seed that does not match the commitment is caught', () => {
    const last = tape.length - 1;
    const ended = tape[last] as Extract<TapeEvent, { type: 'GameEnded' }>;
    const report = auditTape(rulebook, replaceAt(last, { ...ended, seed: 'another-seed' }));
    expect(report.ok).toBe(false);
    expect(report.checks.find((c) => c.name === 'commitment')?.status).toBe('fail');
  });

  test('a finished game whose GameEnded keeps the seed back fails, unless it is a challenge entry', () => {
    const last = tape.length - 1;
    const ended = tape[last] as Extract<TapeEvent, { type: 'GameEnded' }>;
    const hidden = replaceAt(last, { ...ended, seed: null });
    expect(auditTape(rulebook, hidden).checks.find((c) => c.name === 'commitment')).toMatchObject({
      status: 'fail',
      detail: 'GameEnded reveals no seed',
    });

    const created = tape[0] as Extract<TapeEvent, { type: 'GameCreated' }>;
    const entry = hidden.map((e, i) => (i === 0 ? { ...created, challenge: 'circuit-racer-2026-11-22' } : e));
    expect(auditTape(rulebook, entry).checks.find((c) => c.name === 'commitment')).toMatchObject({
      status: 'skip',
      detail: expect.stringMatching(/circuit-racer-2026-11-22 is revealed when its day closes/),
    });
    // Once the day's seed is revealed elsewhere, the audit checks it and re-derives the dice.
    const revealed = auditTape(rulebook, entry, ended.seed);
    expect(revealed.ok).toBe(true);
    expect(revealed.checks.find((c) => c.name === 'commitment')?.status).toBe('pass');
    expect(auditTape(rulebook, entry, 'not-the-seed').checks.find((c) => c.name === 'commitment')?.status).toBe('fail');
  });

  test('forged standings are caught', () => {
    const last = tape.length - 1;
    const ended = tape[last] as Extract<TapeEvent, { type: 'GameEnded' }>;
    const forged = {
      ...ended,
      standings: { ...ended.standings, players: ended.standings.players.map((p) => ({ ...p, score: p.score + 1 })) },
    };
    expect(statusOf(replaceAt(last, forged), 'ending')?.status).toBe('fail');
  });

  test('a tape cut after its end, or with an event after GameEnded, is caught', () => {
    expect(statusOf(tape.slice(0, -1), 'ending')?.status).toBe('fail');
    expect(statusOf([...tape, tape[1]!], 'tape')?.status).toBe('fail');
  });

  test('unknown rules versions are refused', () => {
    const created = tape[0] as Extract<TapeEvent, { type: 'GameCreated' }>;
    const report = auditTape(rulebook, replaceAt(0, { ...created, rulesVersion: 999 }));
    expect(report).toMatchObject({ ok: false, checks: [{ name: 'rules', status: 'fail' }] });
  });
});
