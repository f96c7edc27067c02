import type { StoredEvent } from '../core/tape.js';
import { SQLITE_MAX_PARAMS, type SqlStatement, type SqlValue } from './db.js';
import type { Standings } from '../core/types.js';

/** One game's append: its events and the `games` projection after them. */
export interface AppendRequest {
  readonly gameId: string;
  readonly expectedVersion: number;
  readonly tape: readonly StoredEvent[];
  readonly projection: {
    /** Appends continue a game in play (`active`; a game enters play through its lobby's seats), so only `over` is written. */
    readonly status: 'active' | 'over';
    readonly version: number;
    readonly standings: Standings | null;
    readonly updatedAt: number;
  };
  /** Outbox rows the commit writes with its events (`outboxInsert`): webhook messages it causes. */
  readonly outbox?: readonly SqlStatement[];
}

/** A group of appends shares one batch only up to this many events; a larger group goes append by append. */
export const MAX_EVENTS_PER_STATEMENT = 2000;

const EVENT_COLUMNS = 7;
const PROJECTION_COLUMNS = 5;

/**
 * The statements that commit a group of appends: a multi-row insert of all their events and an
 * update of all their projection rows, however many games are in the group. The update only touches
 * a row still at its expected version; the events' `(game_id, seq)` key is what refuses a conflict.
 * A statement binds at most `maxParams` values (D1 allows 100), so larger groups take several
 * statements; they all run in one batch, so they still commit together or not at all.
 *
 * The status is written only for the games the group ends (their own update): setting it, even to
 * the same value, rewrites its index (`games_rules_status`), a page more in every commit's WAL
 * (about a sixth of a move's bytes; docs/development.md, "Issue 33, 2026-11-28 (05:10").
 */
export function appendStatements(group: readonly AppendRequest[], maxParams = SQLITE_MAX_PARAMS): SqlStatement[] {
  const playing: SqlValue[] = [];
  const ending: SqlValue[] = [];
  for (const { gameId, expectedVersion, projection } of group) {
    (projection.status === 'over' ? ending : playing).push(
      gameId,
      expectedVersion,
      projection.version,
      projection.standings === null ? null : JSON.stringify(projection.standings),
      projection.updatedAt,
    );
  }
  return [
    ...eventInserts(group, maxParams),
    ...projectionUpdates(playing, 'version = p.column3, ', maxParams),
    ...projectionUpdates(ending, "version = p.column3, status = 'over', ", maxParams),
    ...group.flatMap((a) => a.outbox ?? []),
  ];
}

/**
 * Updates of projection rows (`PROJECTION_COLUMNS` values each) that `set` what they say. A function of
 * its own, not a closure made per append: under tsx (the server until its build, scripts/build-server.ts)
 * every closure made is named (`__name`, a `defineProperty`), and that was about 1% of a move's request thread.
 */
function projectionUpdates(rows: SqlValue[], set: string, maxParams: number): SqlStatement[] {
  return chunked(
    rows,
    rows.length / PROJECTION_COLUMNS,
    PROJECTION_COLUMNS,
    maxParams,
    (n) =>
      `UPDATE games SET ${set}standings = p.column4, updated_at = p.column5 ` +
      `FROM (VALUES ${repeat('(?, ?, ?, ?, ?)', n)}) AS p WHERE games.id = p.column1 AND games.version = p.column2`,
  );
}

/**
 * Multi-row inserts of the tapes' events: one statement when they fit in `maxParams`, else as many
 * as they need (run them in one batch). Every write of events (creating, appending, joining) uses it.
 */
export function eventInserts(
  tapes: readonly { readonly gameId: string; readonly tape: readonly StoredEvent[] }[],
  maxParams = SQLITE_MAX_PARAMS,
): SqlStatement[] {
  const rows: SqlValue[] = [];
  let count = 0;
  for (const { gameId, tape } of tapes) {
    for (const stored of tape) {
      const { type, ...data } = stored.event;
      rows.push(gameId, stored.seq, type, JSON.stringify(data), stored.actor, stored.at, stored.moveId);
      count++;
    }
  }
  return chunked(
    rows,
    count,
    EVENT_COLUMNS,
    maxParams,
    (n) =>
      `INSERT INTO events (game_id, seq, type, data, actor, at, move_id) VALUES ${repeat('(?, ?, ?, ?, ?, ?, ?)', n)}`,
  );
}

/** One statement for all `count` rows when they fit in `maxParams`, else one per slice that does. */
function chunked(
  args: SqlValue[],
  count: number,
  columns: number,
  maxParams: number,
  sqlFor: (rows: number) => string,
): SqlStatement[] {
  if (count === 0) return [];
  if (count * columns <= maxParams) return [{ sql: sqlFor(count), args }];
  const perStatement = Math.max(1, Math.floor(maxParams / columns));
  const statements: SqlStatement[] = [];
  for (let first = 0; first < count; first += perStatement) {
    const n = Math.min(perStatement, count - first);
    statements.push({ sql: sqlFor(n), args: args.slice(first * columns, (first + n) * columns) });
  }
  return statements;
}

const repeat = (tuple: string, times: number): string => Array.from({ length: times }, () => tuple).join(', ');
