/**
 * An honest finished game and the edits a user could make to it, for the audit tests: each tamper is a
 * tape (or export) that differs from the honest one in one way. Coal n' Write is used because its
 * tape holds every kind of event the audit re-derives: a shuffle, rolls, moves and GameEnded.
 */
import type { AuditCheck, AuditReport } from '../../src/core/audit.js';
import { EXPORT_FORMAT, type ExportedEvent, type ExportedGame } from '../../src/core/export-audit.js';
import { mulberry32, randomTape } from '../../src/core/playout.js';
import type { GameCreated, GameEnded, TapeEvent } from '../../src/core/tape.js';
import { coalNWrite } from '../../src/games/coal-n-write/index.js';

export const SEED = 'tamper-seed';
export const honestTape: readonly TapeEvent[] = randomTape(coalNWrite, SEED, mulberry32(3));

export type Rolled = Extract<TapeEvent, { type: 'DiceRolled' }>;
export type Shuffled = Extract<TapeEvent, { type: 'DeckShuffled' }>;
export type Made = Extract<TapeEvent, { type: 'MoveMade' }>;

export const created = honestTape[0] as GameCreated;
export const ended = honestTape[honestTape.length - 1] as GameEnded;

/** Index of the `nth` (0-based) event of `type`, searched after `from`. */
export function indexOf(type: TapeEvent['type'], nth = 0, from = 0): number {
  let seen = 0;
  for (let i = from; i < honestTape.length; i++) if (honestTape[i]!.type === type && seen++ === nth) return i;
  throw new Error(`no ${type} #${nth} in the honest tape`);
}

export const replaced = (index: number, event: TapeEvent, tape: readonly TapeEvent[] = honestTape): TapeEvent[] =>
  tape.map((e, i) => (i === index ? event : e));
export const inserted = (index: number, event: TapeEvent, tape: readonly TapeEvent[] = honestTape): TapeEvent[] => [
  ...tape.slice(0, index),
  event,
  ...tape.slice(index),
];
export const removed = (index: number, tape: readonly TapeEvent[] = honestTape): TapeEvent[] => [
  ...tape.slice(0, index),
  ...tape.slice(index + 1),
];
/** The tape up to and including `index`: a game still running whose seed was revealed elsewhere. */
export const upTo = (tape: readonly TapeEvent[], index: number): TapeEvent[] => tape.slice(0, index + 1);

/** A finished game as `GET /v1/games/{id}/export` would give it. */
export function exportOf(tape: readonly TapeEvent[]): ExportedGame {
  const first = tape[0] as GameCreated;
  const last = tape[tape.length - 1]!;
  return {
    format: EXPORT_FORMAT,
    status: last.type === 'GameEnded' ? 'over' : 'active',
    version: tape.length,
    seedCommitment: first.seedCommitment,
    seed: last.type === 'GameEnded' ? last.seed : null,
    events: tape.map((event, i): ExportedEvent => {
      const { type, ...data } = event;
      return { seq: i + 1, type, redacted: false, data };
    }),
  };
}

/** The checks that failed, by name. */
export const failedChecks = (report: AuditReport): AuditCheck['name'][] =>
  report.checks.filter((c) => c.status === 'fail').map((c) => c.name);
export const checkNamed = (report: AuditReport, name: AuditCheck['name']): AuditCheck | undefined =>
  report.checks.find((c) => c.name === name);
