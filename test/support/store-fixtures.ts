/** Tape fixtures for store tests, pure (no database driver), so node and workerd tests share them. */
import type { StoredEvent } from '../../src/core/tape.js';

export const created: StoredEvent = {
  seq: 1,
  event: {
    type: 'GameCreated',
    rules: 'circuit-racer',
    rulesVersion: 1,
    players: [{ name: 'A' }],
    options: {},
    seedCommitment: 'c',
    clientSeed: null,
    sandbox: null,
  },
  actor: null,
  at: 1,
  moveId: null,
};

export const move = (seq: number, gear: number, moveId: string | null = null): StoredEvent => ({
  seq,
  event: { type: 'MoveMade', player: 1, move: { type: 'gear', gear } },
  actor: 1,
  at: seq,
  moveId,
});

export const projection = (version: number) => ({
  status: 'active' as const,
  version,
  standings: null,
  updatedAt: version,
});

/**
 * Events whose JSON is awkward to rebuild: an event with no data, quotes, backslashes, unicode and
 * control characters in strings and move ids, nulls, nested arrays, a large number. The store must
 * read each back exactly as it was appended, keys in the same order (exports are written from them).
 */
export const awkwardEvents = (from: number): StoredEvent[] => [
  {
    seq: from,
    event: {
      type: 'MoveMade',
      player: 1,
      move: { type: 'say', text: 'a "quoted" \\ back\\slash, ünïcödé 🎲, tab\there, nl\n' },
    } as never,
    actor: 1,
    at: 1_700_000_000_123,
    moveId: 'id "with" \\ quotes',
  },
  {
    seq: from + 1,
    event: { type: 'DiceRolled', label: 'turn1.roll', values: [1, 6, 3] },
    actor: null,
    at: 2,
    moveId: null,
  },
  {
    seq: from + 2,
    event: {
      type: 'GameEnded',
      standings: { lowerIsBetter: false, players: [{ seat: 1, rank: 1, score: -3 }] },
      seed: null,
    } as never,
    actor: null,
    at: 3,
    moveId: null,
  },
  { seq: from + 3, event: { type: 'Empty' } as never, actor: 2, at: 4, moveId: '' },
];
