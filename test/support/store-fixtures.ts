/** Tape fixtures for store tests, pure (no database driver), so node and workerd tests share them. */
import type { StoredEvent } from '../../src/core/tape.js';

export const created: StoredEvent = {
  seq: 1,
  event: { type: 'GameCreated', rules: 'circuit-racer', rulesVersion: 1, players: [{ name: 'A' }], options: {}, seedCommitment: 'c', clientSeed: null, sandbox: null },
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

export const projection = (version: number) => ({ status: 'active' as const, version, standings: null, updatedAt: version });
