import type { StoredEvent } from '../core/tape.js';
import type { SqlStatement, SqlValue } from './db.js';
import type { Standings } from '../core/types.js';

/** One game's append: its events and the `games` projection after them. */
export interface AppendRequest {
  readonly gameId: string;
  readonly expectedVersion: number;
  readonly tape: readonly StoredEvent[];
  readonly projection: {
    readonly status: 'active' | 'over';
    readonly version: number;
    readonly standings: Standings | null;
    readonly updatedAt: number;
  };
}

/** SQLite's default limit on bound parameters is 32,766; stay far below it. */
export const MAX_EVENTS_PER_STATEMENT = 2000;

/**
 * The statements that commit a group of appends: one multi-row insert of all their events and one
 * update of all their projection rows, however many games are in the group. The update only touches
 * a row still at its expected version; the events' `(game_id, seq)` key is what refuses a conflict.
 */
export function appendStatements(group: readonly AppendRequest[]): SqlStatement[] {
  const rows: SqlValue[] = [];
  let count = 0;
  for (const { gameId, tape } of group) {
    for (const stored of tape) {
      const { type, ...data } = stored.event;
      rows.push(gameId, stored.seq, type, JSON.stringify(data), stored.actor, stored.at, stored.moveId);
      count++;
    }
  }
  const projections: SqlValue[] = [];
  for (const { gameId, expectedVersion, projection } of group) {
    projections.push(gameId, expectedVersion, projection.version, projection.status, projection.standings === null ? null : JSON.stringify(projection.standings), projection.updatedAt);
  }
  return [
    {
      sql: `INSERT INTO events (game_id, seq, type, data, actor, at, move_id) VALUES ${repeat('(?, ?, ?, ?, ?, ?, ?)', count)}`,
      args: rows,
    },
    {
      sql:
        'UPDATE games SET version = p.column3, status = p.column4, standings = p.column5, updated_at = p.column6 ' +
        `FROM (VALUES ${repeat('(?, ?, ?, ?, ?, ?)', group.length)}) AS p WHERE games.id = p.column1 AND games.version = p.column2`,
      args: projections,
    },
  ];
}

const repeat = (tuple: string, times: number): string => Array.from({ length: times }, () => tuple).join(', ');
