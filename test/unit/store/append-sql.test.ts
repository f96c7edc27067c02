import { describe, expect, test } from 'vitest';
import type { StoredEvent } from '../../../src/core/tape.js';
import { appendStatements, type AppendRequest } from '../../../src/store/append-sql.js';
import { D1_MAX_PARAMS } from '../../../src/store/db.js';

const roll = (seq: number): StoredEvent => ({
  seq,
  event: { type: 'DiceRolled', label: `l${seq}`, values: [1] },
  actor: null,
  at: seq,
  moveId: null,
});
const append = (
  gameId: string,
  expectedVersion: number,
  events: number,
  status: 'active' | 'over' = 'active',
): AppendRequest => ({
  gameId,
  expectedVersion,
  tape: Array.from({ length: events }, (_, i) => roll(expectedVersion + 1 + i)),
  projection: { status, version: expectedVersion + events, standings: null, updatedAt: 1 },
});

describe('append statements', () => {
  test('SQLite: one insert and one update for a whole group', () => {
    const statements = appendStatements([append('a', 1, 3), append('b', 5, 40)]);
    expect(statements).toHaveLength(2);
    expect(statements[0]!.args).toHaveLength(43 * 7);
    expect(statements[1]!.args).toHaveLength(2 * 5);
  });

  test('the status is written only for the games the group ends, in their own update', () => {
    const playing = appendStatements([append('a', 1, 3), append('b', 5, 4)]);
    expect(playing.map((s) => s.sql).join(';')).not.toMatch(/status/);
    const ending = appendStatements([append('a', 1, 3), append('b', 5, 4, 'over'), append('c', 2, 1, 'over')]);
    expect(ending).toHaveLength(3);
    expect(ending[1]!.sql).not.toMatch(/status/);
    expect(ending[1]!.args).toEqual(['a', 1, 4, null, 1]);
    expect(ending[2]!.sql).toMatch(/^UPDATE games SET version = p\.column3, status = 'over', standings/);
    expect(ending[2]!.args).toEqual(['b', 5, 9, null, 1, 'c', 2, 3, null, 1]);
    expect(appendStatements([append('c', 2, 1, 'over')]).map((s) => s.sql.slice(0, 6))).toEqual(['INSERT', 'UPDATE']);
  });

  test('D1: no statement binds more than 100 values, and every value is bound once, in order', () => {
    const group = [append('a', 1, 30), ...Array.from({ length: 60 }, (_, i) => append(`g${i}`, 3, 1, 'over'))];
    const statements = appendStatements(group, D1_MAX_PARAMS);
    for (const s of statements) {
      expect(s.args.length).toBeLessThanOrEqual(D1_MAX_PARAMS);
      expect(s.sql.split('?').length - 1).toBe(s.args.length);
    }
    const inserts = statements.filter((s) => s.sql.startsWith('INSERT'));
    const updates = statements.filter((s) => s.sql.startsWith('UPDATE') && !s.sql.includes('status'));
    const ends = statements.filter((s) => s.sql.startsWith('UPDATE') && s.sql.includes("status = 'over'"));
    expect(inserts.map((s) => s.args.length / 7)).toEqual([14, 14, 14, 14, 14, 14, 6]);
    expect(updates.map((s) => s.args.length / 5)).toEqual([1]);
    expect(ends.map((s) => s.args.length / 5)).toEqual([20, 20, 20]);
    const whole = appendStatements(group);
    expect(whole).toHaveLength(3);
    expect(inserts.flatMap((s) => s.args)).toEqual(whole[0]!.args);
    expect(updates.flatMap((s) => s.args)).toEqual(whole[1]!.args);
    expect(ends.flatMap((s) => s.args)).toEqual(whole[2]!.args);
  });
});
